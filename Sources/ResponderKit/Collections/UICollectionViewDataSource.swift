import Foundation

/// Gives a collection view its items and their cells (spec <doc:Catalog#R18>). `numberOfSections(in:)` answers
/// 1 unless implemented.
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
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}
