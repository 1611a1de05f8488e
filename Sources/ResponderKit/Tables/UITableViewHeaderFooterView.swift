import Foundation

/// A section header or footer of a ``UITableView``; the table makes one for a section title.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is queued under for reuse.
    public let reuseIdentifier: String?
    /// The view that holds the content.
    public let contentView: UIView
    private var storedTextLabel: UILabel?

    /// The title label, in ``contentView``; created on first access.
    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel(frame: contentView.bounds.insetBy(dx: 16, dy: 0))
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// Creates a header or footer view queued under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// Creates a view through ``init(reuseIdentifier:)``; a table makes registered classes this way, with the
    /// registered identifier, so a subclass's override of `init(reuseIdentifier:)` runs (as for cells, see
    /// ``UITableViewCell``).
    public required convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: UITableViewHeaderFooterView.identifierForRegisteredView)
        self.frame = frame
    }

    /// The identifier handed to ``init(frame:)`` while the table makes a registered class.
    static var identifierForRegisteredView: String?

    /// Not decoded: there are no storyboards on Linux; `required` as in UIKit so subclasses compile.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Called before the view is handed out again for reuse.
    open func prepareForReuse() {}

    /// Fills the view with ``contentView`` and the label.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        storedTextLabel?.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
    }
}
