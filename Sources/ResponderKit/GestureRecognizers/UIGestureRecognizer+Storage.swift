import Foundation

/// What the dispatch reads and writes of a gesture recognizer on every touch event it tracks, in one value
/// (`UIGestureRecognizer.hot`).
struct GestureRecognizerHotState {
    /// The state the dispatch keeps; `state` reads it, except while actions for an earlier state run.
    var state: UIGestureRecognizer.State = .possible
    /// While actions queued for a state run, that state, so each action sees the state it was sent for.
    var stateSeenByActions: UIGestureRecognizer.State?
    /// Where the recognizer is in the current competition of recognizers.
    var arenaStatus: ArenaStatus = .outside
    /// Every touch the recognizer received since its last reset, in the order they began.
    var trackedTouches: [UITouch] = []
    /// Every press the recognizer received since its last reset, in the order they began.
    var trackedPresses: [UIPress] = []
    /// Target-action pairs and closures, in the order they were added. Read on every action sent; no access is
    /// held across an action, so an action may add or remove others.
    var actionTargets: [GestureActionTarget] = []
    /// The arena of the application whose touches the recognizer takes part in, without a reference count: a
    /// weak reference would give the arena a side table and slow each of its retains on every touch event. The
    /// arena lives exactly as long as its application, so it is read only while `arenaLifetime` says so.
    var arena: Unretained<GestureArena>?
    var arenaLifetime: ApplicationLifetime?
    /// The view the recognizer is attached to, without a reference count for the reason `arena` has none. The
    /// view holds its recognizers, and its `deinit` clears this in each of them.
    var view: Unretained<UIView>?
    var isEnabled = true
}

extension UIGestureRecognizer {
    var storedState: State {
        get { hot.value.state }
        set { hot.value.state = newValue }
    }

    var stateSeenByActions: State? {
        get { hot.value.stateSeenByActions }
        set { hot.value.stateSeenByActions = newValue }
    }

    var arenaStatus: ArenaStatus {
        get { hot.value.arenaStatus }
        set { hot.value.arenaStatus = newValue }
    }

    var trackedTouches: [UITouch] {
        get { hot.value.trackedTouches }
        _modify { yield &hot.value.trackedTouches }
    }

    var trackedPresses: [UIPress] {
        get { hot.value.trackedPresses }
        _modify { yield &hot.value.trackedPresses }
    }

    var actionTargets: [GestureActionTarget] {
        get { hot.value.actionTargets }
        _modify { yield &hot.value.actionTargets }
    }
}
