/// Where a recognizer is in the competition between the recognizers of the current touches.
enum ArenaStatus: Equatable {
    /// Not taking part: no touches since the last reset.
    case outside
    /// Receiving touches and free to change state.
    case tracking
    /// Asked to leave `possible` for `wanted`, but a recognizer it requires to fail has not yet (<doc:Catalog#D9>).
    case waitingForFailure(wanted: UIGestureRecognizer.State)
    /// In a final state; `resetQueued` once all its touches ended and its reset is on the next-turn queue.
    case finished(resetQueued: Bool)
}
