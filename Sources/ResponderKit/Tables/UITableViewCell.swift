import Foundation

/// A row's view in a ``UITableView`` (spec <doc:Catalog#R9>).
///
/// Content goes in ``contentView``, which holds ``textLabel`` (and ``detailTextLabel`` for the styles that
/// have one). The table changes ``isHighlighted`` and ``isSelected`` only through
/// ``setHighlighted(_:animated:)`` and ``setSelected(_:animated:)``, so a subclass overriding them sees every
/// change.
///
/// A class registered with ``UITableView/register(_:forCellReuseIdentifier:)`` is made through its own
/// ``init(style:reuseIdentifier:)``, an override included: the table calls the required ``init(frame:)``, a
/// convenience initializer that a subclass inherits when it overrides `init(style:reuseIdentifier:)` (or no
/// designated initializer at all), and which calls `init(style:reuseIdentifier:)` dynamically.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The layouts of the standard cells.
    public enum CellStyle: Int, Sendable {
        /// A text label only; no detail label.
        case `default`
        /// A text label on the leading side and a detail label on the trailing side.
        case value1
        /// A detail label after a trailing-aligned text label.
        case value2
        /// A text label above a detail label.
        case subtitle
    }

    /// How a selected cell looks; `.none` changes the look only, the row still selects.
    public enum SelectionStyle: Int, Sendable {
        /// No selected look.
        case none
        /// A blue selected look.
        case blue
        /// A gray selected look.
        case gray
        /// The standard selected look.
        case `default`
    }

    /// The standard accessory at the cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An information button and a chevron; the button calls the delegate's
        /// `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An information button; it calls the delegate's `tableView(_:accessoryButtonTappedForRowWith:)`.
        case detailButton
    }

    /// The editing control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none
        /// A delete control.
        case delete
        /// An insert control.
        case insert
    }

    /// The identifier the cell is queued under for reuse.
    public let reuseIdentifier: String?
    /// The view that holds the cell's content; add custom subviews to it.
    public let contentView: UIView
    private let style: CellStyle
    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?

    /// The main label, in ``contentView``; created on first access.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The secondary label, in ``contentView``; `nil` for ``CellStyle/default``.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let storedDetailTextLabel { return storedDetailTextLabel }
        let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    /// How the cell looks when selected; ``SelectionStyle/default`` by default.
    open var selectionStyle: SelectionStyle = .default
    /// The standard accessory; ``AccessoryType/none`` by default. The detail-button types show a button at the
    /// trailing edge.
    open var accessoryType: AccessoryType = .none {
        didSet { updateAccessory() }
    }
    /// A view shown at the trailing edge instead of the standard accessory; a control there gets its touches.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    /// The standard accessory in editing mode.
    open var editingAccessoryType: AccessoryType = .none
    /// A view shown at the trailing edge in editing mode.
    open var editingAccessoryView: UIView?
    /// Whether the table shows a reorder control on the cell in editing mode (when its data source can move
    /// rows).
    open var showsReorderControl = false
    /// Whether the content is indented while editing; `true` by default.
    open var shouldIndentWhileEditing = true
    /// The indentation level of the content.
    open var indentationLevel = 0
    /// The width of one indentation level; 10 points by default.
    open var indentationWidth: CGFloat = 10

    /// Whether the cell is selected; the table sets it through ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted; the table sets it through ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedState }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Whether the cell is in editing mode; the table sets it through ``setEditing(_:animated:)``.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    private var selectedState = false
    private var highlightedState = false
    private var editingState = false
    /// The button of the detail-button accessory types, when shown.
    private(set) var detailButton: UIButton?
    /// Whether the table put an editing or reorder control on the cell.
    var hasTableControls = false
    /// The table showing the cell, set while it is visible.
    weak var owningTable: UITableView?

    /// Creates a cell of `style`, queued under `reuseIdentifier` when it scrolls out of a table.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// Creates a cell through ``init(style:reuseIdentifier:)`` with the ``CellStyle/default`` style; a table
    /// makes registered classes this way, with the registered identifier (see the type's discussion).
    public required convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: UITableViewCell.identifierForRegisteredCell)
        self.frame = frame
    }

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The identifier handed to ``init(frame:)`` while the table makes a registered class.
    static var identifierForRegisteredCell: String?

    /// Sets ``isSelected``; the table calls it for every selection change, so an override sees them all.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedState = selected
    }

    /// Sets ``isHighlighted``; the table calls it for every highlight change, so an override sees them all.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedState = highlighted
    }

    /// Enters or leaves editing mode; the table calls it when its own editing mode changes.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        setNeedsLayout()
    }

    /// Called just before the table hands the cell out again from its reuse queue; reset state here. Call
    /// `super`.
    open func prepareForReuse() {}

    /// Whether the cell's row can take keyboard focus in its table, as the table's delegate (or
    /// ``UITableView/allowsFocus``) decides; `false` outside a table (<doc:Catalog#R17>).
    open override var canBecomeFocused: Bool {
        guard let owningTable, let row = owningTable.visibleRows.first(where: { $0.cell === self }) else {
            return false
        }
        return owningTable.canFocusRow(at: row.indexPath)
    }

    /// Places ``contentView`` (after the editing control, before the accessory and the reorder control) and
    /// the accessory at the trailing edge.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size
        let editingInset = owningTable?.editingControlWidth(for: self) ?? 0
        let reorderInset = owningTable?.reorderControlWidth(for: self) ?? 0
        var trailing = size.width - reorderInset
        if let accessory = accessoryView ?? detailButton {
            let width = accessory.bounds.width
            accessory.frame = CGRect(x: trailing - width - 8, y: (size.height - accessory.bounds.height) / 2,
                                     width: width, height: accessory.bounds.height)
            trailing -= width + 16
        }
        contentView.frame = CGRect(x: editingInset, y: 0, width: max(0, trailing - editingInset),
                                   height: size.height)
        storedTextLabel?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
        storedDetailTextLabel?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }

    /// The cell's size at `targetSize`'s width as its content view's Auto Layout constraints give it, which a
    /// table reads to size a row of automatic height (<doc:Catalog#R22>): the content view is measured at the
    /// width it gets beside the accessory and the editing controls. A cell with no constraints answers a height
    /// of 0, and its table gives the row the standard height. Override it to size rows another way.
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        guard hasConstraintsInSubtree else { return CGSize(width: targetSize.width, height: 0) }
        var besideContent = (owningTable?.editingControlWidth(for: self) ?? 0)
            + (owningTable?.reorderControlWidth(for: self) ?? 0)
        if let accessory = accessoryView ?? detailButton { besideContent += accessory.bounds.width + 16 }
        let content = contentView.systemLayoutSizeFitting(
            CGSize(width: max(0, targetSize.width - besideContent), height: targetSize.height),
            withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: content.width + besideContent, height: content.height)
    }

    private func updateAccessory() {
        if let accessoryView {
            detailButton?.removeFromSuperview()
            detailButton = nil
            if accessoryView.superview !== self { addSubview(accessoryView) }
        } else if accessoryType == .detailButton || accessoryType == .detailDisclosureButton {
            if detailButton == nil {
                let button = UIButton(type: .detailDisclosure)
                button.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
                button.addAction(UIAction { [weak self] _ in
                    guard let self else { return }
                    self.owningTable?.accessoryButtonTapped(in: self)
                }, for: .touchUpInside)
                addSubview(button)
                detailButton = button
            }
        } else {
            detailButton?.removeFromSuperview()
            detailButton = nil
        }
        setNeedsLayout()
    }
}
