/// How the walk of `target(forAction:withSender:)` passes a responder, decided once per object from its class.
///
/// ResponderKit's own classes do not override `target(forAction:withSender:)`, so the walk can do what their
/// method would do in its own loop, without a call frame, a closure and a cycle check of the recursion per
/// link. A class defined elsewhere may override it, so it is asked.
enum ActionWalkStep: Sendable {
    /// One of ResponderKit's plain view classes, which override neither `next` nor `canPerformAction`: the walk
    /// climbs a run of them through their superviews without retaining them (`UIView.climbForAction`).
    case inlineView
    /// One of ResponderKit's other classes: the walk asks its `canPerformAction` and goes on from its `next`.
    case inline
    /// A class defined elsewhere: the walk calls its `target(forAction:withSender:)`.
    case asked
}
