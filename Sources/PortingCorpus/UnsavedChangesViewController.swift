// Pattern: a form that blocks the navigation controller's back swipe while it has unsaved changes, by making
// itself the delegate of `interactivePopGestureRecognizer` and answering `gestureRecognizerShouldBegin`.
// Ported: only the import changed.
import ResponderKit

class UnsavedChangesViewController: UIViewController, UIGestureRecognizerDelegate {
    var hasUnsavedChanges = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === navigationController?.interactivePopGestureRecognizer {
            return !hasUnsavedChanges
        }
        return true
    }
}
