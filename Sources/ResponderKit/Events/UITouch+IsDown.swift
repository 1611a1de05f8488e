extension UITouch {
    /// Whether the finger is still on the screen: not lifted and not cancelled.
    var isDown: Bool {
        physicalPhase != .ended && physicalPhase != .cancelled
    }
}
