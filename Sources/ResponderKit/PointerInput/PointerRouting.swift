import Foundation

/// What one application knows of the pointer between inputs: the hover recognizers under it and the
/// scroll gesture in progress (spec <doc:Catalog#M1>, <doc:Catalog#M3>).
@MainActor
final class PointerRouting {
    /// A scroll gesture the host began and has not ended.
    enum Scroll {
        /// No scroll is in progress.
        case idle
        /// Wheel notches are arriving; the gesture ends when `end` fires, unless another notch comes first.
        /// `pan` is the recognizer they drive, `nil` when no pan under the pointer took them.
        case wheel(pan: UIPanGestureRecognizer?, end: ScheduledWork)
        /// A trackpad scroll between its began and its end, driving `pan` (`nil` when none took it).
        case trackpad(pan: UIPanGestureRecognizer?)
    }

    /// The one event object hover input is delivered with, reused as touch events are.
    let hoverEvent = UIEvent(type: .hover)
    /// The one event object scroll input is delivered with.
    let scrollEvent = UIEvent(type: .scroll)
    /// The hover recognizers the pointer is over and that began, in the order the last move found them.
    var hovering: [UIGestureRecognizer] = []
    /// The scroll gesture in progress.
    var scroll: Scroll = .idle
    /// The context menu showing now, to close it when another opens.
    weak var presentedContextMenu: UIContextMenuInteraction?

    /// Whether a trackpad scroll has begun and not ended: its changes and end are valid only then.
    var isTrackpadScrolling: Bool {
        if case .trackpad = scroll { return true }
        return false
    }
}
