import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A header as app code writes one: a label and a button, made through its own `init(frame:)`, counting its
/// reuses.
final class ProbeHeader: UICollectionReusableView {
    static var made = 0
    let button = UIButton(type: .system)
    var reuses = 0
    var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        ProbeHeader.made += 1
        button.frame = CGRect(x: 300, y: 0, width: 80, height: 40)
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
        addSubview(button)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and flow-layout delegate with headers and footers, logging what it is asked and told.
@MainActor
final class SupplementaryProbe: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var headerHeights: [Int: CGFloat] = [:]
    var log: [String] = []

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "probe", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = kind == UICollectionView.elementKindSectionHeader
        log.append("view \(header ? "header" : "footer") \(indexPath.section)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: header ? "h" : "f",
                                                               for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 0, height: headerHeights[section] ?? 40)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath) {
        log.append("willDisplay \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") "
                   + "\(indexPath.section)")
    }

    func collectionView(_ collectionView: UICollectionView,
                        didEndDisplayingSupplementaryView view: UICollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath) {
        log.append("didEndDisplaying \(elementKind == UICollectionView.elementKindSectionHeader ? "header" : "footer") "
                   + "\(indexPath.section)")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(itemName(indexPath))")
    }
}

/// A 390 x 400 collection view at y 100 with headers (40 points by default, from the delegate), footers of 30
/// points from the layout and 10-point section insets all round.
@MainActor
struct SupplementaryScene {
    let host = EventTestHost()
    let window: UIWindow
    let collectionView: UICollectionView
    let layout = UICollectionViewFlowLayout()
    let probe: SupplementaryProbe

    init(counts: [Int] = [20, 5]) {
        window = host.makeWindow()
        layout.footerReferenceSize = CGSize(width: 0, height: 30)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 400),
                                          collectionViewLayout: layout)
        probe = SupplementaryProbe(counts: counts)
        collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "probe")
        collectionView.register(ProbeHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "h")
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: "f")
        collectionView.dataSource = probe
        collectionView.delegate = probe
        window.addSubview(collectionView)
        window.layoutIfNeeded()
    }

    func header(_ section: Int) -> ProbeHeader? {
        collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                         at: IndexPath(item: 0, section: section)) as? ProbeHeader
    }

    func frame(_ kind: String, _ section: Int) -> CGRect? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))?
            .frame
    }
}

@MainActor @Suite("UICollectionView: section headers and footers as supplementary views (R30)")
struct CollectionViewSupplementaryTests {
    private let header = UICollectionView.elementKindSectionHeader
    private let footer = UICollectionView.elementKindSectionFooter

    @Test("R30: headers and footers span the width outside the section insets; zero size means none")
    func placement() throws {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
        let scene = SupplementaryScene()
        // Section 0: header 0-40, inset 10, four lines of 50 from 50 (last ends at 280), inset 10, footer 290-320.
        #expect(scene.frame(header, 0) == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 50, width: 50, height: 50))
        #expect(scene.frame(footer, 0) == CGRect(x: 0, y: 290, width: 390, height: 30))
        #expect(scene.frame(header, 1) == CGRect(x: 0, y: 320, width: 390, height: 40))
        // Section 1: header 320-360, inset, one line 370-420, inset, footer 430-460.
        #expect(scene.collectionView.contentSize == CGSize(width: 390, height: 460))
        let attributes = try #require(scene.collectionView.layoutAttributesForSupplementaryElement(
            ofKind: header, at: IndexPath(item: 0, section: 1)))
        #expect(attributes.representedElementCategory == .supplementaryView)
        #expect(attributes.representedElementKind == header)
        #expect(scene.collectionView.indexPathForItem(at: CGPoint(x: 20, y: 20)) == nil)
        // The delegate's zero height removes section 1's header; the width does not count when vertical.
        scene.probe.headerHeights[1] = 0
        scene.layout.invalidateLayout()
        #expect(scene.frame(header, 1) == nil)
        scene.layout.scrollDirection = .horizontal
        scene.layout.footerReferenceSize = CGSize(width: 25, height: 0)
        scene.probe.headerHeights[0] = 0
        #expect(scene.frame(footer, 0)?.width == 25)
        #expect(scene.frame(footer, 0)?.height == 400)
        #expect(scene.frame(header, 0) == nil)
    }

    @Test("R30: registered classes made through init(frame:), shown where they meet the bounds, reused on scroll")
    func dequeueAndReuse() throws {
        ProbeHeader.made = 0
        let scene = SupplementaryScene(counts: [30, 30, 30])
        let collectionView = scene.collectionView
        // Section 0: header 0-40, inset, five lines 50-340, inset, footer 350-380; section 1's header 380-420.
        #expect(ProbeHeader.made == 2)
        let first = try #require(scene.header(0))
        let second = try #require(scene.header(1))
        #expect(first.superview === collectionView && first.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        #expect(second.frame == CGRect(x: 0, y: 380, width: 390, height: 40))
        #expect(first.reuseIdentifier == "h")
        #expect(collectionView.visibleSupplementaryViews(ofKind: header) == [first, second])
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header)
                == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(collectionView.visibleSupplementaryViews(ofKind: footer).count == 1)
        #expect(scene.probe.log.contains("view header 0") && scene.probe.log.contains("willDisplay header 1"))
        scene.probe.log.removeAll()
        // At 430 both headers are out; section 2's header (760-800) comes in, reusing one of them.
        collectionView.contentOffset = CGPoint(x: 0, y: 430)
        #expect(scene.header(0) == nil && scene.header(1) == nil)
        let third = try #require(scene.header(2))
        #expect((third === first || third === second) && ProbeHeader.made == 2)
        #expect(first.reuses + second.reuses == 1)
        #expect(third.frame.minY == 760 && !third.isHidden)
        #expect(scene.probe.log.contains("didEndDisplaying header 0"))
        #expect(scene.probe.log.contains("didEndDisplaying header 1"))
        #expect(scene.probe.log.contains("view header 2"))
        #expect(scene.host.application.diagnostics.entries.isEmpty)
    }

    @Test("R30: a button in a header gets its tap and no item is selected; a tap on the header's plain part selects none")
    func headersReceiveTouches() throws {
        let scene = SupplementaryScene()
        let header = try #require(scene.header(0))
        let onButton = scene.host.screenPoint(CGPoint(x: 340, y: 20), in: scene.collectionView)
        #expect(scene.collectionView.hitTest(CGPoint(x: 340, y: 20), with: nil) === header.button)
        try scene.host.tap(at: onButton)
        #expect(header.taps == 1)
        let onHeader = scene.host.screenPoint(CGPoint(x: 20, y: 20), in: scene.collectionView)
        #expect(scene.collectionView.hitTest(CGPoint(x: 20, y: 20), with: nil) === header)
        try scene.host.tap(at: onHeader)
        #expect(!scene.probe.log.contains { $0.hasPrefix("didSelect") })
        #expect(scene.collectionView.indexPathsForSelectedItems?.isEmpty == true)
        try scene.host.tap(at: scene.host.screenPoint(CGPoint(x: 30, y: 70), in: scene.collectionView))
        #expect(scene.probe.log.last == "didSelect 0-0")
    }

    @Test("R30: an unregistered identifier or a data source without the method gives a plain view and a diagnostic")
    func misuse() throws {
        let scene = CollectionScene()
        scene.layout.headerReferenceSize = CGSize(width: 0, height: 20)
        let view = try #require(scene.collectionView.supplementaryView(forElementKind: header,
                                                                       at: IndexPath(item: 0, section: 0)))
        #expect(type(of: view) == UICollectionReusableView.self)
        #expect(scene.host.application.diagnostics.entries.last?.kind == .invalidCollectionViewUse)
        #expect(scene.host.application.diagnostics.entries.last?.message.contains("viewForSupplementaryElementOfKind")
                == true)
        let other = SupplementaryScene()
        let plain = other.collectionView.dequeueReusableSupplementaryView(ofKind: "badge", withReuseIdentifier: "h",
                                                                          for: IndexPath(item: 0, section: 0))
        #expect(type(of: plain) == UICollectionReusableView.self)
        #expect(other.host.application.diagnostics.entries.last?.message.contains("\"badge\"") == true)
    }
}
