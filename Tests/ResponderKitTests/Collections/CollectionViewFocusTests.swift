import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A collection view controller that prefers item 6 for focus and keeps items 1 and 7 from taking it, by
/// overriding the delegate methods, in a 390-point wide grid of six columns.
private final class FocusGridController: UICollectionViewController {
    var followsFocusAt: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(ProbeCell.self, forCellWithReuseIdentifier: "probe")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 18 }

    override func collectionView(_ collectionView: UICollectionView,
                                 cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "probe", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        indexPath.item != 1 && indexPath.item != 7
    }

    override func collectionView(_ collectionView: UICollectionView,
                                 selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        followsFocusAt.contains(indexPath.item)
    }

    override func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        IndexPath(item: 6, section: 0)
    }
}

/// The focused item of the collection view, as "section-item".
@MainActor
private func focused(in collectionView: UICollectionView) -> String? {
    guard let cell = collectionView.window?.focusSystem.focusedItem as? UICollectionViewCell,
          let indexPath = collectionView.indexPath(for: cell) else { return nil }
    return itemName(indexPath)
}

@MainActor
private func press(_ key: UIKeyboardHIDUsage, _ times: Int = 1, on host: EventTestHost) throws {
    for _ in 0..<times {
        try host.press(key: key, characters: key == .keyboardReturnOrEnter ? "\r" : "")
    }
}

// The scene's grid: six 50-point items a line, lines 60 points apart; section 0's 20 items fill lines of
// items 0-5, 6-11, 12-17 and 18-19, and section 1's five items the line below.
@MainActor @Suite("UICollectionView's keyboard focus and arrow keys (spec R32)")
struct CollectionViewFocusTests {
    @Test("R32: the first arrow focuses the first item; arrows move by position in the grid; Return selects as a tap does")
    func arrowsMoveByPositionAndReturnSelects() throws {
        let scene = CollectionScene()
        let host = scene.host
        #expect(scene.collectionView.allowsFocus)
        #expect(!scene.collectionView.selectionFollowsFocus)
        try press(.keyboardDownArrow, on: host)
        #expect(focused(in: scene.collectionView) == "0-0")
        #expect(scene.cell(0)?.isFocused == true)
        try press(.keyboardRightArrow, 2, on: host)
        #expect(focused(in: scene.collectionView) == "0-2")
        try press(.keyboardDownArrow, on: host)
        #expect(focused(in: scene.collectionView) == "0-8")
        try press(.keyboardLeftArrow, on: host)
        #expect(focused(in: scene.collectionView) == "0-7")
        try press(.keyboardUpArrow, on: host)
        #expect(focused(in: scene.collectionView) == "0-1")
        #expect(scene.probe.log.isEmpty)
        #expect(scene.collectionView.indexPathsForSelectedItems == [])

        try press(.keyboardReturnOrEnter, on: host)
        #expect(scene.probe.log == ["shouldHighlight 0-1", "didHighlight 0-1", "shouldSelect 0-1", "didSelect 0-1",
                                    "didUnhighlight 0-1"])
        #expect(scene.cell(1)?.log == ["highlighted true", "selected true", "highlighted false"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])

        scene.probe.log = []
        try press(.keyboardRightArrow, on: host)
        try press(.keyboardReturnOrEnter, on: host)
        #expect(scene.probe.log == ["shouldHighlight 0-2", "didHighlight 0-2", "shouldSelect 0-2", "didDeselect 0-1",
                                    "didSelect 0-2", "didUnhighlight 0-2"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("R32: Left and Right stay in the line; Up and Down go to the nearest item of the next line, across sections")
    func edgesOfLinesAndSections() throws {
        let scene = CollectionScene()
        let host = scene.host
        try press(.keyboardDownArrow, on: host)
        try press(.keyboardRightArrow, 7, on: host)
        #expect(focused(in: scene.collectionView) == "0-5")
        try press(.keyboardLeftArrow, 7, on: host)
        #expect(focused(in: scene.collectionView) == "0-0")
        try press(.keyboardUpArrow, on: host)
        #expect(focused(in: scene.collectionView) == "0-0")
        try press(.keyboardRightArrow, 2, on: host)
        try press(.keyboardDownArrow, 2, on: host)
        #expect(focused(in: scene.collectionView) == "0-14")
        // The last line of section 0 holds items 18 and 19 only: Down from the third column goes to the nearest.
        try press(.keyboardDownArrow, on: host)
        #expect(focused(in: scene.collectionView) == "0-19")
        try press(.keyboardDownArrow, on: host)
        #expect(focused(in: scene.collectionView) == "1-1")
        try press(.keyboardDownArrow, on: host)
        #expect(focused(in: scene.collectionView) == "1-1")
        try press(.keyboardUpArrow, on: host)
        #expect(focused(in: scene.collectionView) == "0-19")
    }

    @Test("R32: focus moving to an item off screen scrolls it into view")
    func focusScrollsIntoView() throws {
        let scene = CollectionScene(counts: [60])
        let host = scene.host
        try press(.keyboardDownArrow, on: host)
        try press(.keyboardDownArrow, 8, on: host)
        #expect(focused(in: scene.collectionView) == "0-48")
        let frame = try #require(scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 48, section: 0))).frame
        #expect(scene.collectionView.contentOffset.y > 0)
        #expect(scene.collectionView.bounds.contains(frame))
        try press(.keyboardUpArrow, 8, on: host)
        #expect(focused(in: scene.collectionView) == "0-0")
        #expect(scene.collectionView.contentOffset.y == 0)
    }

    @Test("R32, R19: a controller's preferred item comes first, and items its canFocusItemAt refuses are skipped")
    func controllerDecides() throws {
        let host = EventTestHost()
        let controller = FocusGridController(collectionViewLayout: UICollectionViewFlowLayout())
        _ = host.makeWindow(rootViewController: controller)
        let collectionView = try #require(controller.collectionView)
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        try press(.keyboardDownArrow, on: host)
        #expect(focused(in: collectionView) == "0-6")
        try press(.keyboardRightArrow, on: host)
        #expect(focused(in: collectionView) == "0-8")
        try press(.keyboardUpArrow, on: host)
        #expect(focused(in: collectionView) == "0-2")
        try press(.keyboardLeftArrow, on: host)
        #expect(focused(in: collectionView) == "0-0")
        try press(.keyboardDownArrow, on: host)
        #expect(focused(in: collectionView) == "0-6")
        #expect(collectionView.cellForItem(at: IndexPath(item: 7, section: 0))?.canBecomeFocused == false)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }

    @Test("R32: with the selected item and no preferred one, the first press focuses the selected item")
    func firstPressFocusesTheSelectedItem() throws {
        let scene = CollectionScene(counts: [60])
        scene.collectionView.selectItem(at: IndexPath(item: 50, section: 0), animated: false, scrollPosition: [])
        try press(.keyboardUpArrow, on: scene.host)
        #expect(focused(in: scene.collectionView) == "0-50")
        let frame = try #require(scene.collectionView.layoutAttributesForItem(at: IndexPath(item: 50, section: 0))).frame
        #expect(scene.collectionView.bounds.contains(frame))
    }

    @Test("R32: with allowsFocus false (or allowsFocusDuringEditing false while editing) no item takes focus")
    func allowsFocusFalse() throws {
        let scene = CollectionScene()
        let collectionView = scene.collectionView
        collectionView.allowsFocus = false
        try press(.keyboardDownArrow, on: scene.host)
        #expect(collectionView.window?.focusSystem.focusedItem == nil)
        collectionView.allowsFocus = true
        collectionView.isEditing = true
        collectionView.allowsFocusDuringEditing = false
        try press(.keyboardDownArrow, on: scene.host)
        #expect(collectionView.window?.focusSystem.focusedItem == nil)
        collectionView.isEditing = false
        try press(.keyboardDownArrow, on: scene.host)
        #expect(focused(in: collectionView) == "0-0")
    }

    @Test("R32: with selectionFollowsFocus each move selects the item as the user would, deselecting the previous")
    func selectionFollowsFocus() throws {
        let scene = CollectionScene()
        scene.collectionView.selectionFollowsFocus = true
        try press(.keyboardDownArrow, on: scene.host)
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        scene.probe.log = []
        try press(.keyboardRightArrow, on: scene.host)
        #expect(focused(in: scene.collectionView) == "0-1")
        #expect(scene.probe.log == ["shouldSelect 0-1", "didDeselect 0-0", "didSelect 0-1"])
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(scene.cell(0)?.isSelected == false)
        scene.probe.allowsSelect = false
        try press(.keyboardRightArrow, on: scene.host)
        #expect(focused(in: scene.collectionView) == "0-2")
        #expect(scene.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    }

    @Test("R32: a controller's selectionFollowsFocusForItemAt decides item by item")
    func selectionFollowsFocusPerItem() throws {
        let host = EventTestHost()
        let controller = FocusGridController(collectionViewLayout: UICollectionViewFlowLayout())
        controller.followsFocusAt = [8]
        _ = host.makeWindow(rootViewController: controller)
        let collectionView = try #require(controller.collectionView)
        try press(.keyboardDownArrow, on: host)
        #expect(collectionView.indexPathsForSelectedItems == [])
        try press(.keyboardRightArrow, on: host)
        #expect(focused(in: collectionView) == "0-8")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
        try press(.keyboardRightArrow, on: host)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
    }

    @Test("R32: remembersLastFocusedIndexPath sends focus back to the item that last had it")
    func remembersLastFocusedItem() throws {
        for remembers in [false, true] {
            let scene = CollectionScene()
            scene.collectionView.frame = CGRect(x: 0, y: 100, width: 290, height: 400)
            scene.collectionView.remembersLastFocusedIndexPath = remembers
            let button = UIButton(frame: CGRect(x: 300, y: 100, width: 80, height: 44))
            scene.window.addSubview(button)
            scene.window.layoutIfNeeded()
            // Five items a line at this width: the third line starts at item 10 and ends at item 14.
            try press(.keyboardDownArrow, 3, on: scene.host)
            #expect(focused(in: scene.collectionView) == "0-10")
            try press(.keyboardRightArrow, 5, on: scene.host)
            #expect(button.isFocused)
            scene.collectionView.setNeedsFocusUpdate()
            scene.collectionView.updateFocusIfNeeded()
            #expect(focused(in: scene.collectionView) == (remembers ? "0-14" : "0-0"))
        }
    }
}
