import Foundation

/// A scroll view that shows items in cells placed by a layout, reusing the cells of items scrolled out
/// (spec <doc:Catalog#R18>-<doc:Catalog#R21>, <doc:Catalog#R32>).
///
/// Its ``dataSource`` gives the items and their cells; its `delegate` (the scroll view's, adopting
/// ``UICollectionViewDelegate``) hears the user's selection. Only the items that meet the bounds have cells,
/// which are the collection view's subviews, so a touch on an item is hit-tested into its cell. Selection is
/// in `UICollectionView+Selection.swift`, cells and reuse in `UICollectionView+Cells.swift`, headers and footers
/// in `UICollectionView+Supplementary.swift`, inserting, deleting and moving in `UICollectionView+Updates.swift`,
/// context menus in `UICollectionView+ContextMenu.swift`, keyboard focus in `UICollectionView+Focus.swift`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// Which way a flow layout's lines follow each other and its content scrolls.
    public enum ScrollDirection: Int, Sendable {
        /// Lines follow each other downward; the content scrolls vertically.
        case vertical
        /// Columns follow each other sideways; the content scrolls horizontally.
        case horizontal
    }

    /// What a layout attributes object places.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell
        /// A supplementary view, such as a section's header or footer.
        case supplementaryView
        /// A decoration view; no layout here places one.
        case decorationView
    }

    /// The kind of a flow layout's section headers (<doc:Catalog#R30>).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers (<doc:Catalog#R30>).
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where an item ends up in the bounds when scrolled to.
    public struct ScrollPosition: OptionSet, Sendable {
        /// The option bits.
        public let rawValue: UInt
        /// Creates positions from option bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No scrolling.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the bounds.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centered vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the bounds.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the bounds.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centered horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the bounds.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout placing the items. Setting it lays the items out again.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard oldValue !== collectionViewLayout else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }
    /// Gives the items and their cells; not retained.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// Whether the user can select items; `true` by default (<doc:Catalog#R19>).
    open var allowsSelection = true
    /// Whether a tap adds an item to the selection, and a tap on a selected item removes it; `false` by
    /// default (<doc:Catalog#R19>).
    open var allowsMultipleSelection = false
    /// Whether the collection view is in editing mode; here it decides only between ``allowsFocus`` and
    /// ``allowsFocusDuringEditing``. `false` by default.
    open var isEditing = false
    /// Whether items can be focused with the keyboard; `true` by default. The delegate's `canFocusItemAt`,
    /// when it has one, decides instead (<doc:Catalog#R32>).
    open var allowsFocus = true
    /// ``allowsFocus`` for editing mode; `true` by default.
    open var allowsFocusDuringEditing = true
    /// Whether moving focus to an item selects it as the user would; `false` by default (<doc:Catalog#R32>).
    open var selectionFollowsFocus = false
    /// Whether focus entering the collection view goes back to the item that last had it, before the
    /// delegate's `indexPathForPreferredFocusedView(in:)`; `false` by default (<doc:Catalog#R32>).
    open var remembersLastFocusedIndexPath = false

    /// The item counts per section, read from the data source; `nil` until read after a reload.
    var itemCounts: [Int]?
    /// The classes registered per reuse identifier.
    var registeredCells: [String: UICollectionViewCell.Type] = [:]
    /// Cells of items scrolled out, per reuse identifier, waiting to be dequeued.
    var reuseQueues: [String: [UICollectionViewCell]] = [:]
    /// The cells shown, by the index paths of their items.
    var shownCells: [IndexPath: UICollectionViewCell] = [:]
    /// The items that meet the bounds and their frames, worked out again on each scroll; kept to allocate
    /// nothing then.
    var scratchFrames: [IndexPath: CGRect] = [:]
    /// The attributes handed to cells a plain flow layout places, refilled for each, so a scroll allocates none.
    lazy var scratchAttributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    /// The cells leaving on a scroll; kept to allocate nothing then.
    var scratchLeaving: [IndexPath] = []
    /// The selected items, in the order they were selected.
    var selectedItems: [IndexPath] = []
    /// The supplementary view classes registered per kind and reuse identifier.
    var registeredSupplementaries: [SupplementaryReuseKey: UICollectionReusableView.Type] = [:]
    /// Supplementary views scrolled out, per kind and reuse identifier, waiting to be dequeued.
    var supplementaryReuseQueues: [SupplementaryReuseKey: [UICollectionReusableView]] = [:]
    /// The supplementary views shown, by kind and index path.
    var shownSupplementaries: [SupplementaryPlace: UICollectionReusableView] = [:]
    /// The supplementary views that meet the bounds and their frames; kept to allocate nothing on a scroll.
    var scratchSupplementaryFrames: [SupplementaryPlace: CGRect] = [:]
    /// The supplementary views leaving on a scroll; kept to allocate nothing then.
    var scratchLeavingSupplementaries: [SupplementaryPlace] = []
    /// The touch tracked for selection, the item it went down on (`nil` once that item was deleted or reloaded
    /// away), and whether the item was highlighted. The touch stays tracked to its end whatever happens to its
    /// item, so the collection view that took its began also takes its ending.
    var trackedItem: (touch: UITouch, indexPath: IndexPath?, highlighted: Bool)?
    /// The size the layout was last prepared for, to lay out again when the bounds' size changes.
    var preparedSize: CGSize?
    /// The changes collected by the batch being performed.
    var pendingUpdate = CollectionUpdate()
    /// How many `performBatchUpdates` blocks are running.
    var updateDepth = 0
    /// Whether an update gave shown cells and headers new index paths, so the next pass places them again.
    var shownViewsMoved = false
    /// The interaction that opens the items' context menus, and the object answering it.
    var contextMenuRelay: ContextMenuRelay?
    /// The remembered item and the press being handled, for keyboard focus.
    var focus = ListFocusState()

    /// Creates a collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        setUpContextMenu()
    }

    /// Creates a collection view with a flow layout, as `init(frame: .zero, collectionViewLayout:)` does; there
    /// are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        setUpContextMenu()
    }

    /// The content offset; setting it also brings cells for the items that come into view and reuses those of
    /// the items that leave.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            if itemCounts != nil, !collectionViewLayout.needsPreparation, preparedSize == bounds.size {
                updateShownCells()
            }
        }
    }

    /// Sets the layout, at once; animations are not drawn.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The number of sections, from the data source.
    open var numberOfSections: Int { loadedItemCounts.count }

    /// The number of items in `section`, from the data source; 0 for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedItemCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Asks the data source again for everything, drops the selection and the shown cells (into the reuse
    /// queues) and lays the items out again (<doc:Catalog#R18>).
    open func reloadData() {
        itemCounts = nil
        selectedItems.removeAll()
        forgetTrackedItem()
        for (_, cell) in shownCells { enqueue(cell) }
        shownCells.removeAll()
        for (_, view) in shownSupplementaries { enqueueSupplementary(view) }
        shownSupplementaries.removeAll()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    // MARK: Changing items (spec R31; the work is in `UICollectionView+Updates.swift`)

    /// Inserts items at `indexPaths`, index paths after the change; the data source must already have them.
    /// Outside ``performBatchUpdates(_:completion:)`` the change is made at once (<doc:Catalog#R31>).
    open func insertItems(at indexPaths: [IndexPath]) {
        change { $0.insertedItems += indexPaths }
    }

    /// Deletes the items at `indexPaths`, index paths before the change; the data source must already lack
    /// them. Deleted items leave the selection, and the items after them keep theirs (<doc:Catalog#R31>).
    open func deleteItems(at indexPaths: [IndexPath]) {
        change { $0.deletedItems += indexPaths }
    }

    /// Asks the data source again for the cells of the items at `indexPaths`; they stay selected
    /// (<doc:Catalog#R31>).
    open func reloadItems(at indexPaths: [IndexPath]) {
        change { $0.reloadedItems += indexPaths }
    }

    /// Moves the item at `indexPath` to `newIndexPath`, keeping its cell and its selection (<doc:Catalog#R31>).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        change { $0.itemMoves.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections at the indexes of `sections` (<doc:Catalog#R31>).
    open func insertSections(_ sections: IndexSet) {
        change { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at the indexes of `sections`, with their items (<doc:Catalog#R31>).
    open func deleteSections(_ sections: IndexSet) {
        change { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for the sections at the indexes of `sections` (<doc:Catalog#R31>).
    open func reloadSections(_ sections: IndexSet) {
        change { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves section `section` to `newSection`, with its items (<doc:Catalog#R31>).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        change { $0.sectionMoves.append((section, newSection)) }
    }

    /// Makes the insertions, deletions, reloads and moves `updates` asks for as one change, then calls
    /// `completion` with `true`. Where the data source's counts do not follow from the changes (UIKit raises an
    /// exception) an `invalidCollectionViewUse` diagnostic says why and every item is reloaded
    /// (<doc:Catalog#R31>).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performUpdatesNow(updates, completion: completion)
    }

    /// Lays the items out if needed and shows the cells of those that meet the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutItemsIfNeeded()
    }

    /// The frame-and-path attributes of the item at `indexPath`, from the layout.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layOutItemsIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The index path of the item at `point` (in the collection view's coordinates, which are its content's),
    /// or `nil` between items, between sections and past the last one (<doc:Catalog#R18>).
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layOutItemsIfNeeded()
        var found: IndexPath?
        forEachItem(in: CGRect(x: point.x, y: point.y, width: 1, height: 1)) { indexPath, frame in
            if found == nil, frame.contains(point) { found = indexPath }
        }
        return found
    }

    /// Scrolls so the item at `indexPath` is at `scrollPosition`, pinned to the content; `.none` scrolls the
    /// least that shows it.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return reportInvalidUse("scrollToItem(at:) was given \(indexPath), which is not an item")
        }
        var offset = contentOffset
        let inset = adjustedContentInset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
        } else {
            setContentOffset(clamped(offset), animated: animated)
        }
    }

    /// The counts per section, asked of the data source once after each reload.
    var loadedItemCounts: [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            counts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        }
        itemCounts = counts
        return counts
    }

    /// Prepares the layout when it was invalidated or the size changed, and updates the shown cells.
    func layOutItemsIfNeeded() {
        if preparedSize != bounds.size {
            preparedSize = bounds.size
            collectionViewLayout.needsPreparation = true
        }
        guard collectionViewLayout.needsPreparation else { return }
        _ = loadedItemCounts
        collectionViewLayout.prepareIfNeeded()
        contentSize = collectionViewLayout.collectionViewContentSize
        // A new layout (a resize, an invalidation) may move every item, so the kept cells are placed again.
        shownViewsMoved = true
        updateShownCells()
    }

    /// Calls `body` with the index path and frame of each item whose frame meets `rect`. A plain flow layout is
    /// searched by lines and allocates nothing; other layouts answer through their attributes.
    func forEachItem(in rect: CGRect, _ body: (IndexPath, CGRect) -> Void) {
        if let flow = plainFlowLayout {
            flow.forEachItem(in: rect) { flat in
                body(flow.indexPath(forFlatIndex: flat), flow.frame(forFlatIndex: flat))
            }
            return
        }
        for attributes in collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        where attributes.representedElementCategory == .cell {
            body(attributes.indexPath, attributes.frame)
        }
    }

    // MARK: Touches (spec R19; the work is in `UICollectionView+Selection.swift`)

    /// Highlights the item a touch reached the collection view on; other touches go up the chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// Passes on touches the collection view does not track.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !tracks(touches) { super.touchesMoved(touches, with: event) }
    }

    /// Selects the tracked item as the delegate allows; other touches go up the chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// Removes the tracked item's highlight and selects nothing; other touches go up the chain.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Focus and presses (spec R32; the work is in `UICollectionView+Focus.swift`)

    /// Focus entering the collection view goes to its preferred item, scrolled into view (<doc:Catalog#R32>).
    open override var preferredFocusEnvironments: [UIFocusEnvironment] {
        preferredFocusCell().map { [$0] } ?? super.preferredFocusEnvironments
    }

    /// Remembers the focused item and selects it when selection follows focus (<doc:Catalog#R32>).
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        focusMoved(context)
    }

    /// Arrows on a focused item move focus to the next item that can take it in that direction, and Return
    /// selects the focused item as a tap does (<doc:Catalog#R32>); other presses go to ``UIResponder/next``.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOnPresses(presses, .began, except: handleFocusPress(in: presses), with: event)
    }

    /// A held arrow repeating moves focus on; other presses go to ``UIResponder/next``.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        repeatFocusPress(in: presses)
        passOnPresses(presses, .changed, except: focus.press, with: event)
    }

    /// Forgets the press the collection view handled; other presses go to ``UIResponder/next``.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOnPresses(presses, .ended, except: focus.endPress(in: presses), with: event)
    }

    /// Forgets the press the collection view handled; other presses go to ``UIResponder/next``.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOnPresses(presses, .cancelled, except: focus.endPress(in: presses), with: event)
    }

    /// The layout when it is a ``UICollectionViewFlowLayout`` itself, not a subclass that may place items its own
    /// way: its items are found by lines without asking for attributes.
    var plainFlowLayout: UICollectionViewFlowLayout? {
        guard type(of: collectionViewLayout) == UICollectionViewFlowLayout.self else { return nil }
        return collectionViewLayout as? UICollectionViewFlowLayout
    }

    /// Records a misuse UIKit raises an exception for.
    func reportInvalidUse(_ message: String) {
        (owningApplication ?? UIApplication.shared).diagnostics.record(ResponderDiagnostic(
            kind: .invalidCollectionViewUse,
            message: "\(ResponderChainForwarding.describe(self)): \(message)."))
    }
}
