import Foundation
import ResponderKit
import ResponderKitTesting

/// A collection view's data source and delegate for the random sessions: three sections of 40 x 30 items with
/// headers and footers, a button in each header and selection firing the view's `.action` reaction, and items,
/// sections and the selection changed in one of eight ways each time `change` is called (R19, R30, R31).
@MainActor
final class ChaosCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    private static let cell = "chaos", header = "chaosHeader", footer = "chaosFooter"
    private let hooks: ChaosHooks
    private let selected: () -> Void
    private var counts = [12, 30, 8]
    private var changes = 0

    init(hooks: ChaosHooks, selected: @escaping () -> Void) {
        self.hooks = hooks
        self.selected = selected
    }

    func register(in collectionView: UICollectionView) {
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.cell)
        collectionView.register(ChaosHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: Self.header)
        collectionView.register(UICollectionReusableView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                withReuseIdentifier: Self.footer)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: Self.cell, for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind,
                                                                   withReuseIdentifier: isHeader ? Self.header : Self.footer,
                                                                   for: indexPath)
        (view as? ChaosHeader)?.hooks = hooks
        return view
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected()
        hooks.fire(.action)
    }

    /// Changes the items, sections or selection the way the next step of eight says, as an app reacting to an
    /// event does; the data source changes first, as UIKit requires.
    func change(_ collectionView: UICollectionView) {
        changes += 1
        let first = IndexPath(item: 0, section: 0)
        switch changes % 8 {
        case 0 where counts[0] > 0:
            counts[0] -= 1
            collectionView.deleteItems(at: [first])
        case 1:
            counts[0] += 1
            collectionView.insertItems(at: [first])
        case 2 where counts[0] > 0:
            collectionView.reloadItems(at: [first])
        case 3 where counts[1] > 1:
            counts[1] -= 1
            counts[0] += 1
            collectionView.moveItem(at: IndexPath(item: 1, section: 1), to: first)
        case 4 where counts[1] > 2:
            collectionView.performBatchUpdates({
                self.counts[1] -= 1
                collectionView.deleteItems(at: [IndexPath(item: 2, section: 1)])
                self.counts[2] += 1
                collectionView.insertItems(at: [IndexPath(item: 0, section: 2)])
            })
        case 5:
            let removed = counts.removeFirst()
            collectionView.deleteSections(IndexSet(integer: 0))
            counts.append(removed)
            collectionView.insertSections(IndexSet(integer: counts.count - 1))
        case 6 where counts[0] > 0:
            collectionView.allowsMultipleSelection.toggle()
            collectionView.selectItem(at: first, animated: false, scrollPosition: [])
        default:
            collectionView.reloadData()
        }
    }
}

/// A section header holding a button whose tap fires the collection view's `.action` reaction, so headers
/// take touches in the random sessions.
final class ChaosHeader: UICollectionReusableView {
    weak var hooks: ChaosHooks?

    override init(frame: CGRect) {
        super.init(frame: frame)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 24)
        button.addAction(UIAction { [weak self] _ in self?.hooks?.fire(.action) }, for: .touchUpInside)
        addSubview(button)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
