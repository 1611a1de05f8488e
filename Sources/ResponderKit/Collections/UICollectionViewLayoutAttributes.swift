import Foundation

/// Where a layout puts one element of a collection view: its index path and its frame in the collection view's
/// content coordinates (spec <doc:Catalog#R18>).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The center of ``frame``.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of ``frame``.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The bounds a cell placed by these attributes gets.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The opacity of the element's view.
    open var alpha: CGFloat = 1
    /// The stacking order of the element's view.
    open var zIndex: Int = 0
    /// Whether the element's view is hidden.
    open var isHidden = false
    /// The element's index path.
    open var indexPath: IndexPath
    /// Whether the element is a cell or a supplementary view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of supplementary view the attributes place, such as
    /// ``UICollectionView/elementKindSectionHeader``; `nil` for a cell (<doc:Catalog#R30>).
    open private(set) var representedElementKind: String?

    /// Attributes for the cell of the item at `indexPath`.
    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        super.init()
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`; a section's header or footer has
    /// the index path of the section's first item (<doc:Catalog#R30>).
    public init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
        super.init()
    }
}
