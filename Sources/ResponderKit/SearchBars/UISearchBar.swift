import Foundation

/// A bar with a search field and an optional Cancel button (spec <doc:Catalog#Q34>, <doc:Catalog#Q35>).
///
/// Editing happens in ``searchTextField``, a text field: a tap on it makes it first responder after
/// `searchBarShouldBeginEditing`, and each typed change is asked of and reported to the ``delegate`` with the
/// whole text. Return calls `searchBarSearchButtonClicked` and does not resign by itself. The Cancel button,
/// shown with ``showsCancelButton``, is a ``UIButton`` titled "Cancel" at the trailing end. The scope bar, shown
/// with ``showsScopeBar`` and ``scopeButtonTitles``, is a ``UISegmentedControl`` in the lower half of the bar; a
/// tap on another scope calls `searchBar(_:selectedScopeButtonIndexDidChange:)` (<doc:Catalog#Q38>).
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The width of the Cancel button, in points.
    static let cancelButtonWidth: CGFloat = 70

    /// Told of the bar's editing and its buttons.
    open weak var delegate: UISearchBarDelegate?
    /// The field the bar edits through.
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The text of the search field.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The text shown in the empty field.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field.
    open var prompt: String?
    /// Whether the Cancel button is shown; `false` by default (<doc:Catalog#Q35>).
    open var showsCancelButton: Bool = false {
        didSet { layoutBar() }
    }
    /// The titles of the scope buttons under the field; `nil` by default (<doc:Catalog#Q38>).
    open var scopeButtonTitles: [String]? {
        didSet { makeScopeButtons() }
    }
    /// The selected scope button; 0 by default. Setting it calls no delegate method (<doc:Catalog#Q38>).
    open var selectedScopeButtonIndex: Int {
        get { scopeBar.numberOfSegments > 0 ? scopeBar.selectedSegmentIndex : storedScopeIndex }
        set {
            storedScopeIndex = newValue
            if (0..<scopeBar.numberOfSegments).contains(newValue) { scopeBar.selectedSegmentIndex = newValue }
        }
    }
    /// Whether the scope bar is shown; `false` by default (<doc:Catalog#Q38>).
    open var showsScopeBar: Bool = false {
        didSet { layoutBar() }
    }

    private let cancelButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(frame: .zero)
    /// The index asked for, kept for titles given after it, as the scope bar pins its own to its segments.
    private var storedScopeIndex = 0
    private lazy var relay = SearchFieldRelay(searchBar: self)

    /// Creates a search bar with an empty field and no Cancel button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a search bar as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Shows or hides the Cancel button.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Shows or hides the scope bar (<doc:Catalog#Q38>).
    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    /// Keeps the field and the button fitted to the bar's size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    private func setUp() {
        searchTextField.delegate = relay
        searchTextField.addAction(UIAction { [unowned self] _ in
            self.delegate?.searchBar(self, textDidChange: self.searchTextField.text ?? "")
        }, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [unowned self] _ in
            self.delegate?.searchBarCancelButtonClicked(self)
        }, for: .touchUpInside)
        scopeBar.addAction(UIAction { [unowned self] _ in
            self.storedScopeIndex = self.scopeBar.selectedSegmentIndex
            self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: self.scopeBar.selectedSegmentIndex)
        }, for: .valueChanged)
        addSubview(searchTextField)
        addSubview(cancelButton)
        addSubview(scopeBar)
        layoutBar()
    }

    private func makeScopeButtons() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() {
            scopeBar.insertSegment(withTitle: title, at: index, animated: false)
        }
        if scopeBar.numberOfSegments > 0 {
            scopeBar.selectedSegmentIndex = min(max(0, storedScopeIndex), scopeBar.numberOfSegments - 1)
        }
        layoutBar()
    }

    private func layoutBar() {
        let showsScope = showsScopeBar && scopeBar.numberOfSegments > 0
        let rowHeight = showsScope ? bounds.height / 2 : bounds.height
        let buttonWidth = showsCancelButton ? min(Self.cancelButtonWidth, bounds.width / 2) : 0
        searchTextField.frame = CGRect(x: bounds.minX, y: bounds.minY,
                                       width: bounds.width - buttonWidth, height: rowHeight)
        cancelButton.frame = CGRect(x: bounds.maxX - buttonWidth, y: bounds.minY,
                                    width: buttonWidth, height: rowHeight)
        cancelButton.isHidden = !showsCancelButton
        scopeBar.frame = CGRect(x: bounds.minX, y: bounds.minY + rowHeight, width: bounds.width,
                                height: showsScope ? bounds.height - rowHeight : 0)
        scopeBar.isHidden = !showsScope
    }
}
