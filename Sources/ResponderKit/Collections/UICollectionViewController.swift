import Foundation

/// A view controller whose view is a collection view it is the data source and delegate of (spec
/// <doc:Catalog#R19>).
///
/// As on iOS, the controller declares every data-source and delegate method, so a subclass writes
/// `override func collectionView(_:numberOfItemsInSection:)` and the like, and those overrides are what the
/// collection view calls. With ``clearsSelectionOnViewWillAppear`` (the default) the selection is cleared each
/// time the controller's view is about to appear.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    private var layout: UICollectionViewLayout

    /// Whether the collection view's selection is cleared when the view is about to appear; `true` by default.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose collection view places its items with `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller with a flow layout; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, which is the controller's view. Setting it makes the new one the view, with the
    /// controller as its data source and delegate unless it has its own.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set {
            if let newValue {
                if newValue.dataSource == nil { newValue.dataSource = self }
                if newValue.delegate == nil { newValue.delegate = self }
            }
            view = newValue
        }
    }

    /// The layout of the collection view.
    open var collectionViewLayout: UICollectionViewLayout {
        collectionView?.collectionViewLayout ?? layout
    }

    /// Makes the collection view, with the controller as its data source and delegate.
    open override func loadView() {
        collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is set (no delegate method is called).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    /// No items; override it.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A plain cell and a diagnostic: a subclass that has items overrides this, as UIKit requires.
    open func collectionView(_ collectionView: UICollectionView,
                             cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.reportInvalidUse("\(type(of: self)) has items but does not override "
                                        + "collectionView(_:cellForItemAt:); a plain cell was shown")
        return UICollectionViewCell(frame: .zero)
    }

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// A plain view and a diagnostic: a subclass whose layout places headers or footers overrides this, as
    /// UIKit requires (<doc:Catalog#R30>).
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath, from: self)
    }

    // MARK: UICollectionViewDelegate

    /// Agrees.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Agrees.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Agrees.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    open func collectionView(_ collectionView: UICollectionView,
                             didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// Asks `collectionView(_:contextMenuConfigurationForItemAt:point:)` for a single item; `nil` otherwise.
    open func collectionView(_ collectionView: UICollectionView,
                             contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
    }
    /// No menu.
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// The collection view's ``UICollectionView/allowsFocus`` (``UICollectionView/allowsFocusDuringEditing``
    /// while editing) (<doc:Catalog#R32>).
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionView.isEditing ? collectionView.allowsFocusDuringEditing : collectionView.allowsFocus
    }
    /// The collection view's ``UICollectionView/selectionFollowsFocus``.
    open func collectionView(_ collectionView: UICollectionView,
                             selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
    /// None: the first selected item, else the first item.
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}
