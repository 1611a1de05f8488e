import Foundation

extension UIView {
    /// The recognizers attached to the view, in the order they were added. As in UIKit, `nil` on a view that
    /// never had one, and an empty array once recognizers were added and all removed (spec <doc:Catalog#P13>).
    /// Setting it replaces them all.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { hasHadGestureRecognizers ? gestureRecognizerStorage : nil }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer, which then sees every touch on the view and its descendants (spec <doc:Catalog#D3>).
    ///
    /// A recognizer belongs to one view: adding it here takes it off its previous view. Adding it again to
    /// the same view changes nothing.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.view === self,
           gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizerStorage.append(gestureRecognizer)
        hasHadGestureRecognizers = true
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer; mid-gesture it is cancelled (or fails, if it had not begun) and stops holding
    /// back the view's touches. A recognizer that is not the view's is left alone.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.remove(at: index)
        gestureRecognizer.arena?.withdraw(gestureRecognizer)
        gestureRecognizer.view = nil
    }
}

extension UITouch {
    /// The recognizers that receive this touch, the hit-test view's first and the window's last (spec <doc:Catalog#D3>);
    /// `nil` for a touch no recognizer receives.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        recognizerStorage.isEmpty ? nil : recognizerStorage
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
