/// How the walk of `target(forAction:withSender:)` passes a responder, decided once per object from its class.
///
/// ResponderKit's own classes do not override `target(forAction:withSender:)`, so the walk can do what their
/// method would do in its own loop, without a call frame, a closure and a cycle check of the recursion per
/// link. So can an app's class whose method table shows it inherits the members involved (`InheritedMembers`);
/// any other class may override them, so it is asked.
enum ActionWalkStep: Sendable {
    /// A view class that overrides neither `next` nor `canPerformAction` (ResponderKit's plain views, and app
    /// classes that inherit both): the walk climbs a run of them through their superviews without retaining
    /// them (`UIView.climbForAction`).
    case inlineView
    /// Any other class whose `target(forAction:withSender:)` is the default: the walk asks its
    /// `canPerformAction` and goes on from its `next`.
    case inline
    /// A class that overrides `target(forAction:withSender:)`, or whose method table could not be read: the walk
    /// calls its `target(forAction:withSender:)`.
    case asked
}
