/// A weak reference to a recognizer, for failure requirements.
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
