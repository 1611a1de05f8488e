import Foundation
import ResponderKit
import ResponderKitTesting

/// "section-item", the way the probes log an index path.
func itemName(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.item)" }

/// A cell that logs the changes it sees through overridden properties and counts how it was made and reused,
/// as app cells observe their states.
final class ProbeCell: UICollectionViewCell {
    static var madeByOwnInitializer = 0
    var log: [String] = []
    var reuses = 0
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        ProbeCell.madeByOwnInitializer += 1
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var isSelected: Bool {
        didSet { log.append("selected \(isSelected)") }
    }

    override var isHighlighted: Bool {
        didSet { log.append("highlighted \(isHighlighted)") }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate that logs every delegate call, with answers a test can change.
@MainActor
final class CollectionProbe: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var log: [String] = []
    var allowsHighlight = true
    var allowsSelect = true
    var allowsDeselect = true
    var sizes: [IndexPath: CGSize] = [:]
    var menuTitle: String?
    var menuRequests: [[IndexPath]] = []
    var chosen: [String] = []
    /// Run from `didHighlightItemAt` and `didSelectItemAt`, as app code reacting there does.
    var onHighlight: ((IndexPath) -> Void)?
    var onSelect: ((IndexPath) -> Void)?

    init(counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "probe", for: indexPath)
        (cell as? ProbeCell)?.label.text = itemName(indexPath)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(itemName(indexPath))")
        return allowsHighlight
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log.append("didHighlight \(itemName(indexPath))")
        onHighlight?(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log.append("didUnhighlight \(itemName(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(itemName(indexPath))")
        return allowsSelect
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(itemName(indexPath))")
        return allowsDeselect
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(itemName(indexPath))")
        onSelect?(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(itemName(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration? {
        menuRequests.append(indexPaths)
        guard let menuTitle, !indexPaths.isEmpty else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(children: [UIAction(title: menuTitle) { [weak self] _ in
                self?.chosen.append(indexPaths.map(itemName).joined(separator: ","))
            }])
        }
    }
}

/// A window holding a 390 x 400 collection view at y 100 with the default flow layout, a probe as data source
/// and delegate, and ``ProbeCell`` registered as "probe".
@MainActor
struct CollectionScene {
    let host = EventTestHost()
    let window: UIWindow
    let collectionView: UICollectionView
    let layout = UICollectionViewFlowLayout()
    let probe: CollectionProbe

    init(counts: [Int] = [20, 5]) {
        window = host.makeWindow()
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 400),
                                          collectionViewLayout: layout)
        probe = CollectionProbe(counts: counts)
        collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "probe")
        collectionView.dataSource = probe
        collectionView.delegate = probe
        window.addSubview(collectionView)
        window.layoutIfNeeded()
    }

    /// The screen point at the center of an item, from the layout.
    func center(of item: Int, section: Int = 0) -> CGPoint {
        let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .zero
        return host.screenPoint(CGPoint(x: frame.midX, y: frame.midY), in: collectionView)
    }

    /// The cell shown for an item, as a probe cell.
    func cell(_ item: Int, section: Int = 0) -> ProbeCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section)) as? ProbeCell
    }
}
