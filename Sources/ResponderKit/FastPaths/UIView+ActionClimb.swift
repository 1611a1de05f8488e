import Foundation

/// Where a climb of the action walk over ResponderKit's own views stopped.
enum ActionClimb {
    /// A view up the climb whose class implements the action: the target.
    case found(UIView)
    /// The top of a tree that is in no window and no controller: the chain ends there.
    case end
    /// The next responder the climb could not answer for (a view of an app's class or of a class whose action
    /// table has not been built yet); the walk goes on from it as usual.
    case stopped(UIResponder)
    /// A controller's root view, whose next responder the walk asks through ``UIView/next``.
    case continueAfter(UIView)
}

extension UIView {
    /// Climbs from `start` (whose own `canPerformAction` already said no, or which the walk just stepped to)
    /// through the superviews that are of ResponderKit's plain view classes, as the default
    /// `target(forAction:withSender:)` of each would, and stops at the first that implements `action` or at the
    /// first next responder it cannot answer for.
    ///
    /// It holds no reference to the views it passes and runs no code of the app's: their `next` is their
    /// superview (a controller's root view stops the climb), their `canPerformAction` is the class's action
    /// table, read from `ActionLookupCache`, and superviews cannot form a cycle, so it needs no cycle check.
    /// Nonisolated, so that nothing checks the executor per view; main-actor code calls it synchronously and
    /// nothing else runs meanwhile, which is what keeps the unretained views alive. One retain, of the view or
    /// responder it answers, is all it costs the walk: a retain per view was two fifths of a walk's instructions.
    nonisolated static func climbForAction(_ action: Selector, from start: UIView) -> ActionClimb {
        var view = Unretained(start)
        let answers = ActionLookupCache.knownAnswers
        // Runs of views of one class are the rule (plain `UIView`s): their answer is asked once.
        var classWithoutAction: ObjectIdentifier?
        while true {
            let (owned, up) = view.withObject {
                ($0.hot.value.owningViewController != nil, $0.hot.value.superview)
            }
            if owned { return .continueAfter(view.object) }
            guard let superview = up else { return .end }
            let step: ActionClimb? = superview.withObject { superview in
                guard superview.actionWalkStep == .inlineView else { return .stopped(superview) }
                let viewClass = ObjectIdentifier(type(of: superview))
                if viewClass == classWithoutAction { return nil }
                switch answers.answer(type(of: superview), action) {
                case .some(true): return .found(superview)
                case .some(false):
                    classWithoutAction = viewClass
                    return nil
                case .none: return .stopped(superview)
                }
            }
            if let step { return step }
            view = superview
        }
    }
}
