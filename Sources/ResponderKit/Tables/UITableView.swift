import Foundation

/// A scroll view of rows in sections, with cells only for the rows on screen, reused as they scroll (spec
/// <doc:Catalog#R2>-<doc:Catalog#R17>).
///
/// Rows are laid out from the heights the delegate gives (no drawing), so hit testing, scrolling,
/// ``indexPathForRow(at:)`` and ``rectForRow(at:)`` are real. A touch on a row's cell climbs the responder
/// chain to the table, which highlights and selects the row as UIKit does; a control in a cell keeps its
/// touches. Its `delegate` is the scroll view's: assign a ``UITableViewDelegate`` and it hears both the table
/// and the scrolling calls.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// How the table groups its rows; fixed at creation.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers and footers only where they have content.
        case plain
        /// Sections set apart by their headers and footers.
        case grouped
        /// Grouped, with the rows inset from the table's edges.
        case insetGrouped
    }

    /// Where a row ends up in the bounds when the table scrolls to it.
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the row.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// How inserted, deleted and reloaded rows animate; ResponderKit draws no animation, rows change at once.
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade
        /// Slide from or to the right.
        case right
        /// Slide from or to the left.
        case left
        /// Slide from or to the top.
        case top
        /// Slide from or to the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep the middle in place.
        case middle
        /// Chosen by the table.
        case automatic = 100
    }

    /// A height that lets the table choose: for rows ``rowHeight`` (44 points when it is automatic too), for
    /// headers and footers one that fits their title.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed at creation.
    public let style: Style
    /// Where the rows come from; held weakly.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }
    /// The height of rows whose delegate gives none; ``automaticDimension`` (44 points) by default.
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of section headers whose delegate gives none; ``automaticDimension`` by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of section footers whose delegate gives none; ``automaticDimension`` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height rows of automatic height take until their cells are laid out and measured;
    /// ``automaticDimension`` (44 points) by default, `0` turns estimation and so self-sizing off
    /// (<doc:Catalog#R22>).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// An estimate for headers of automatic height; the table makes every header view when it reloads and
    /// measures it then, so the estimate is never shown.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// An estimate for footers of automatic height; measured at reload as headers are, so never shown.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// A view above the first section.
    open var tableHeaderView: UIView? {
        didSet {
            if oldValue !== tableHeaderView { oldValue?.removeFromSuperview() }
            setNeedsReload()
        }
    }
    /// A view below the last section.
    open var tableFooterView: UIView? {
        didSet {
            if oldValue !== tableFooterView { oldValue?.removeFromSuperview() }
            setNeedsReload()
        }
    }

    /// Whether taps select rows; `true` by default. `false`: taps neither highlight nor select.
    open var allowsSelection = true
    /// Whether taps select rows in editing mode; `false` by default.
    open var allowsSelectionDuringEditing = false
    /// Whether each tap adds its row to the selection (a tap on a selected row deselects it); `false` by
    /// default.
    open var allowsMultipleSelection = false
    /// ``allowsMultipleSelection`` for editing mode; `false` by default.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether rows can be focused with the keyboard; `true` by default. The delegate's `canFocusRowAt`, when
    /// it answers otherwise, takes precedence (<doc:Catalog#R17>).
    open var allowsFocus = true
    /// ``allowsFocus`` for editing mode; `true` by default.
    open var allowsFocusDuringEditing = true
    /// Whether moving focus to a row selects it as the user would; `false` by default (<doc:Catalog#R17>).
    open var selectionFollowsFocus = false
    /// Whether focus entering the table goes back to the row that last had it, before the delegate's
    /// `indexPathForPreferredFocusedView(in:)`; `false` by default.
    open var remembersLastFocusedIndexPath = false
    /// Whether the table is in editing mode; set it with ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    var editingState = false
    var layout = TableLayout()
    var selfSizing = TableSelfSizingState()
    var stickyHeaders = TableStickyHeaders()
    var needsReload = true
    /// The width the visible cells were placed for.
    var laidOutWidth: CGFloat = -1
    /// The rows with cells, in order, and their cells.
    var visibleRows: [VisibleRow] = []
    var reuseQueues: [String: [UITableViewCell]] = [:]
    var registeredClasses: [String: UITableViewCell.Type] = [:]
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    var sectionHeaderViews: [UIView?] = []
    var sectionFooterViews: [UIView?] = []
    var selectedRows: [IndexPath] = []
    var touchTracking = TableTouchTracking()
    var swipe = TableSwipeState()
    var reorder: TableReorder?
    var focus = ListFocusState()
    /// The delegate of ``contextMenuInteraction``.
    var contextMenuRelay: ContextMenuRelay?
    /// The recognizer that follows a horizontal drag on a row with swipe actions.
    lazy var swipePan: UIPanGestureRecognizer = makeSwipePan()
    var updateDepth = 0
    var pendingUpdate = TableUpdate()

    /// The delegate as a table delegate.
    var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

    /// Creates a table with `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        alwaysBounceVertical = true
        addGestureRecognizer(swipePan)
        setUpContextMenu()
    }

    /// Creates a plain table.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        addGestureRecognizer(swipePan)
        setUpContextMenu()
    }

    // MARK: Cells and reuse

    /// Registers a cell class for `identifier`: ``dequeueReusableCell(withIdentifier:for:)`` makes cells of it
    /// through their ``UITableViewCell/init(style:reuseIdentifier:)`` when none is queued. A class that is not
    /// a ``UITableViewCell``, or `nil`, removes the registration.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass as? UITableViewCell.Type
    }

    /// Registers a header or footer view class for `identifier`, for
    /// ``dequeueReusableHeaderFooterView(withIdentifier:)``.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A header or footer view for `identifier`: one the table stopped showing (after its
    /// ``UITableViewHeaderFooterView/prepareForReuse()``), else a new one of the registered class made through
    /// its own `init(reuseIdentifier:)`, else `nil`.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterQueues[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let viewClass = registeredHeaderFooterClasses[identifier] else { return nil }
        UITableViewHeaderFooterView.identifierForRegisteredView = identifier
        defer { UITableViewHeaderFooterView.identifierForRegisteredView = nil }
        return viewClass.init(frame: .zero)
    }

    /// A queued cell for `identifier` (after its ``UITableViewCell/prepareForReuse()``), else a new cell of the
    /// registered class, else `nil`.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        // Through an index rather than `reuseQueues[identifier]?.popLast()`, whose nested modify accessors
        // allocate their frames: a cell is dequeued on every scroll step that brings a row in.
        if let queue = reuseQueues.index(forKey: identifier), let cell = reuseQueues.values[queue].popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else { return nil }
        UITableViewCell.identifierForRegisteredCell = identifier
        defer { UITableViewCell.identifierForRegisteredCell = nil }
        return cellClass.init(frame: .zero)
    }

    /// A queued or new cell of the class registered for `identifier`, for the row at `indexPath`. For an
    /// identifier nothing was registered for (UIKit raises an exception) it records an ``ResponderDiagnostic``
    /// naming the identifier and returns a plain default-style cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        reportMisuse("was asked to dequeue a cell with identifier \"\(identifier)\", which no class is registered "
            + "for (register one with register(_:forCellReuseIdentifier:)); returned a plain cell")
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// Records a ``ResponderDiagnostic`` of kind `invalidTableUse`.
    func reportMisuse(_ text: String) {
        (window?.application ?? UIApplication.shared).diagnostics.record(ResponderDiagnostic(
            kind: .invalidTableUse, message: "\(ResponderChainForwarding.describe(self)) \(text)."))
    }

    // MARK: Overridable members
    // Declared here, in the class, so subclasses can override them; the work is in the extensions.

    /// Asks the data source for everything again: sections, rows, heights and the visible cells. The
    /// selection is cleared.
    open func reloadData() { reloadAllRows() }

    /// Lays out the visible cells.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateVisibleRows()
    }

    /// Moves the content and updates the visible cells.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            super.contentOffset = newValue
            updateVisibleRows()
        }
    }

    /// Enters or leaves editing mode; visible cells follow through ``UITableViewCell/setEditing(_:animated:)``.
    open func setEditing(_ editing: Bool, animated: Bool) { changeEditing(editing, animated: animated) }

    /// Selects the row from code (`nil` deselects all) and scrolls it to `scrollPosition` as
    /// ``scrollToRow(at:at:animated:)`` does; no delegate method is called (<doc:Catalog#R7>). In single
    /// selection the previous row is deselected.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowFromCode(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row from code; no delegate method is called (<doc:Catalog#R7>).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectRowFromCode(at: indexPath, animated: animated)
    }

    /// Scrolls so the row is at the top, middle or bottom of the bounds (`.none`: the least scrolling that
    /// shows it), within the content's range (<doc:Catalog#R4>).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowNow(at: indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls the first selected row to `scrollPosition`, if a row is selected.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToNearestSelectedRowNow(at: scrollPosition, animated: animated)
    }

    /// Inserts rows at `indexPaths` (after the update); the data source must already have them.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        insertRowsNow(at: indexPaths, with: animation)
    }

    /// Deletes the rows at `indexPaths` (before the update); the data source must already lack them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        deleteRowsNow(at: indexPaths, with: animation)
    }

    /// Asks the data source again for the cells of the rows at `indexPaths`.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        reloadRowsNow(at: indexPaths, with: animation)
    }

    /// Moves the row at `indexPath` to `newIndexPath`, keeping its cell and selection.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveRowNow(at: indexPath, to: newIndexPath)
    }

    /// Inserts sections at the indexes of `sections`.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        insertSectionsNow(sections, with: animation)
    }

    /// Deletes the sections at the indexes of `sections`.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        deleteSectionsNow(sections, with: animation)
    }

    /// Asks the data source again for the sections at the indexes of `sections`.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        reloadSectionsNow(sections, with: animation)
    }

    /// Makes the changes `updates` asks for as one; `completion` runs after, with `true` (nothing animates).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performUpdatesNow(updates, completion: completion)
    }

    /// Starts collecting changes to make as one at ``endUpdates()``.
    open func beginUpdates() { beginUpdatesNow() }

    /// Makes the changes collected since ``beginUpdates()``.
    open func endUpdates() { endUpdatesNow() }

    /// Highlights the touched row, asking the delegate first (<doc:Catalog#R5>).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesBegan(touches) }

    /// Follows a reorder drag; a plain touch keeps its highlight.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesMoved(touches) }

    /// Selects the row when the finger lifts inside it (<doc:Catalog#R5>, <doc:Catalog#R8>).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackTouchesEnded(touches) }

    /// Removes the highlight and selects nothing: the touch became a scroll or a recognizer took it.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchesCancelled(touches)
    }

    /// Lets the swipe pan begin only for a horizontal drag on a row with actions, and keeps the scroll view
    /// from scrolling a drag that starts on a reorder control (<doc:Catalog#R12>, <doc:Catalog#R15>).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === swipePan { return swipeMayBegin(swipePan) }
        if gestureRecognizer === panGestureRecognizer, reorder != nil || dragStartsOnReorderControl() {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Focus entering the table goes to its preferred row, scrolled into view (<doc:Catalog#R17>).
    open override var preferredFocusEnvironments: [UIFocusEnvironment] {
        preferredFocusCell().map { [$0] } ?? super.preferredFocusEnvironments
    }

    /// Remembers the focused row and selects it when selection follows focus (<doc:Catalog#R17>).
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        focusMoved(context)
    }

    /// Up and Down on a focused row move focus to the next row that can take it, and Return selects the
    /// focused row as a tap does (<doc:Catalog#R17>); other presses go to ``UIResponder/next``.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOnPresses(presses, .began, except: handleFocusPress(in: presses), with: event)
    }

    /// A held arrow repeating moves focus on; other presses go to ``UIResponder/next``.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        repeatFocusPress(in: presses)
        passOnPresses(presses, .changed, except: focus.press, with: event)
    }

    /// Forgets the press the table handled; other presses go to ``UIResponder/next``.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOnPresses(presses, .ended, except: focus.endPress(in: presses), with: event)
    }

    /// Forgets the press the table handled; other presses go to ``UIResponder/next``.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOnPresses(presses, .cancelled, except: focus.endPress(in: presses), with: event)
    }

    /// Keeps a reorder drag's touches from being cancelled by a scroll.
    open override func touchesShouldCancel(in view: UIView) -> Bool {
        reorder == nil && super.touchesShouldCancel(in: view)
    }
}
