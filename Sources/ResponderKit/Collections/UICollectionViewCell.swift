import Foundation

/// One item's view in a collection view (spec <doc:Catalog#R20>).
///
/// Put the item's subviews in ``contentView``. The collection view changes ``isSelected`` and ``isHighlighted``
/// only through their setters, so a subclass observing them (`override var isSelected { didSet { ... } }`) sees
/// every change.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in; it fills the cell.
    public let contentView = UIView(frame: .zero)
    /// A view shown behind the content; kept for source compatibility and hosts, not placed in the cell.
    open var backgroundView: UIView?
    /// A view shown behind the content while the cell is selected or highlighted; kept for source
    /// compatibility and hosts, not placed in the cell.
    open var selectedBackgroundView: UIView?
    /// Whether the item is selected; `false` by default. Set by the collection view as its selection changes.
    open var isSelected = false
    /// Whether the item is highlighted under a finger; `false` by default.
    open var isHighlighted = false

    /// Creates a cell with `frame` and an empty ``contentView``.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpContentView()
    }

    /// Creates a cell as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpContentView()
    }

    /// Whether the cell's item can take keyboard focus in its collection view, as the collection view's
    /// delegate (or ``UICollectionView/allowsFocus``) decides; `false` outside a collection view
    /// (<doc:Catalog#R32>).
    open override var canBecomeFocused: Bool {
        guard let collectionView = superview as? UICollectionView,
              let indexPath = collectionView.indexPath(for: self) else { return false }
        return collectionView.canFocusItem(at: indexPath)
    }

    /// Keeps ``contentView`` filling the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }

    private func setUpContentView() {
        contentView.frame = bounds
        addSubview(contentView)
    }
}
