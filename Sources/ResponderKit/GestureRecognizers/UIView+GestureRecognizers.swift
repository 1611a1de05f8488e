import Foundation

extension UIView {
    /// ``addGestureRecognizer(_:)``'s work.
    func attachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self,
           gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        hasHadGestureRecognizers = true
        gestureRecognizer.view = self
    }

    /// ``removeGestureRecognizer(_:)``'s work.
    func detachGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.remove(at: index)
        gestureRecognizer.arena?.withdraw(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}

extension UIApplication {
    /// Called with every state change of every gesture recognizer in this application, including the
    /// dispatch's own (a recognizer failed by another one, a reset to `possible`): recognizer, old state,
    /// new state.
    ///
    /// A ResponderKit addition for tracing and for tests that check state histories; UIKit has no
    /// equivalent.
    public var gestureRecognizerStateObserver:
        (@MainActor (UIGestureRecognizer, UIGestureRecognizer.State, UIGestureRecognizer.State) -> Void)? {
        get { gestureArena.stateObserver }
        set { gestureArena.stateObserver = newValue }
    }
}
