import Foundation

/// Told by a ``UICollectionViewFlowLayout`` to size items, headers and footers one by one; adopted by the
/// collection view's delegate (spec <doc:Catalog#R18>, <doc:Catalog#R30>). Every method answers the layout's own property unless implemented.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    /// The size of the item at `indexPath`; the layout's `itemSize` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets around section `section`; the layout's `sectionInset` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    /// The space between lines in `section`; the layout's `minimumLineSpacing` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The least space between items of a line in `section`; the layout's `minimumInteritemSpacing` by default.
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of `section`'s header, `.zero` for none; the layout's `headerReferenceSize` by default
    /// (<doc:Catalog#R30>).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of `section`'s footer, `.zero` for none; the layout's `footerReferenceSize` by default
    /// (<doc:Catalog#R30>).
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    /// The flow layout's `sectionInset`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    /// The flow layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    /// The flow layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    /// The flow layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    /// The flow layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}
