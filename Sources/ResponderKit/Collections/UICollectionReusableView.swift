import Foundation

/// A view a collection view makes, places and reuses: the base of its cells (spec <doc:Catalog#R18>).
///
/// A collection view makes the views registered by class through ``init(madeByCollectionViewWithFrame:)``,
/// which calls `init(frame:)` on the registered class, so a subclass's `override init(frame:)` runs as it does on
/// iOS. See "Porting UIKit code" for why that initializer exists.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with; `nil` for a view made directly.
    open internal(set) var reuseIdentifier: String?
    /// The kind a supplementary view was dequeued for, which names its reuse queue with the identifier; `nil`
    /// for cells.
    var elementKind: String?

    /// Creates a view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes a view of the dynamic type through its `init(frame:)`, overrides included: what a collection view
    /// calls for a class it was given by `register`. A ResponderKit addition, since Swift can call through a
    /// metatype only an initializer every subclass has; a subclass inherits this one whenever it overrides
    /// `init(frame:)` and `init?(coder:)`, or declares no initializer.
    public required convenience init(madeByCollectionViewWithFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called just before a collection view hands out this view again from its reuse queue; override it to
    /// reset what the last item set. Does nothing by default.
    open func prepareForReuse() {}

    /// Applies the attributes a layout gave the view.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
