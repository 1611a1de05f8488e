import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A collection view controller written as Xcode's template writes one: every data-source and delegate method
/// with `override`.
final class PhotoGridController: UICollectionViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "probe")
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? 12 : 3
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "probe", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        indexPath.section == 0
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(itemName(indexPath))")
    }
}

@MainActor @Suite("UICollectionViewController (spec R19)")
struct CollectionViewControllerTests {
    @Test("R19: the controller's view is its collection view; the subclass's overrides are what the collection view calls")
    func overridesAreCalled() throws {
        let host = EventTestHost()
        let controller = PhotoGridController(collectionViewLayout: UICollectionViewFlowLayout())
        let window = host.makeWindow(rootViewController: controller)
        window.layoutIfNeeded()
        let collectionView = try #require(controller.collectionView)
        #expect(controller.view === collectionView)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.numberOfSections == 2 && collectionView.numberOfItems(inSection: 1) == 3)
        #expect(controller.clearsSelectionOnViewWillAppear)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        try host.tap(cell)
        let other = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
        try host.tap(other)
        #expect(controller.log == ["didSelect 0-1"])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("R19: clearsSelectionOnViewWillAppear clears the selection when the controller appears again; false keeps it")
    func clearsSelectionOnAppearance() throws {
        let host = EventTestHost()
        let controller = PhotoGridController(collectionViewLayout: UICollectionViewFlowLayout())
        let navigation = UINavigationController(rootViewController: controller)
        let window = host.makeWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        let selected = IndexPath(item: 2, section: 0)
        controller.collectionView.selectItem(at: selected, animated: false, scrollPosition: [])
        navigation.pushViewController(UIViewController(), animated: false)
        _ = navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty == true)

        controller.clearsSelectionOnViewWillAppear = false
        controller.collectionView.selectItem(at: selected, animated: false, scrollPosition: [])
        navigation.pushViewController(UIViewController(), animated: false)
        _ = navigation.popViewController(animated: false)
        host.runUntilIdle()
        #expect(controller.collectionView.indexPathsForSelectedItems == [selected])
        #expect(controller.log.isEmpty)
    }
}
