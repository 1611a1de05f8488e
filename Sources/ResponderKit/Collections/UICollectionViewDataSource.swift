import Foundation

/// Gives a collection view its items and their cells, and its headers and footers (spec <doc:Catalog#R18>,
/// <doc:Catalog#R30>). `numberOfSections(in:)` answers 1 unless implemented.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// How many items section `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, usually from
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``.
    func collectionView(_ collectionView: UICollectionView,
                        cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections there are; 1 by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The view for the supplementary element of `kind` (a header or footer) at `indexPath`, usually from
    /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``. A data source
    /// whose layout places headers or footers implements it; by default a plain view is shown and a diagnostic
    /// recorded, where UIKit raises an exception (<doc:Catalog#R30>).
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// A plain view, and a diagnostic saying the data source lacks this method.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath, from: self)
    }
}
