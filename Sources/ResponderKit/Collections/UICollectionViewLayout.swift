import Foundation

/// Decides where a collection view's items go; subclass it, or use ``UICollectionViewFlowLayout``
/// (spec <doc:Catalog#R18>).
///
/// The collection view calls ``prepare()`` before it first needs the layout and after ``invalidateLayout()``,
/// then asks ``collectionViewContentSize``, ``layoutAttributesForElements(in:)`` for what its bounds show (cells
/// and supplementary views), ``layoutAttributesForItem(at:)`` for single items and
/// ``layoutAttributesForSupplementaryView(ofKind:at:)`` for single headers and footers. The base class places nothing.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout, while one does.
    open internal(set) weak var collectionView: UICollectionView?
    /// Whether ``prepare()`` must run before the layout is read again.
    var needsPreparation = true

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Creates a layout; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Works out the layout; called before the layout is read after it was invalidated. Does nothing here.
    open func prepare() {}

    /// The size of all the content the layout places; `.zero` here.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`, in content coordinates; none here.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath`, or `nil` if there is no such item; `nil` here.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or `nil` if the layout places
    /// none there; `nil` here (<doc:Catalog#R30>).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout: when its size
    /// changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// Marks the layout as out of date, so ``prepare()`` runs before it is read again, and asks the collection
    /// view to lay out its cells again.
    open func invalidateLayout() {
        needsPreparation = true
        collectionView?.setNeedsLayout()
    }

    /// Runs ``prepare()`` if the layout was invalidated since it last ran.
    func prepareIfNeeded() {
        guard needsPreparation else { return }
        needsPreparation = false
        prepare()
    }
}
