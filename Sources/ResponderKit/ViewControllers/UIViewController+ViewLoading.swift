// The controller's loaded view, kept in `loadedViewHolder` so the nonisolated `deinit` can reach it.

extension UIViewController {
    /// The view once loaded or set; reading it never loads the view.
    var loadedView: UIView? {
        get { loadedViewHolder.value }
        set { loadedViewHolder.value = newValue }
    }

    /// Makes `newView` the controller's view, taking the old view's back-pointer to the controller away.
    func install(_ newView: UIView?) {
        if let old = loadedView, old.owningViewController === self { old.owningViewController = nil }
        loadedView = newView
        newView?.owningViewController = self
    }
}
