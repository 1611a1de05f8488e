import Foundation

/// The walk of `target(forAction:withSender:)` along `next`, guarded against cycles (spec <doc:Catalog#A10>,
/// <doc:Catalog#E8>).
///
/// UIKit's default `target(forAction:withSender:)` asks `canPerformAction` and otherwise asks `next` the same
/// question, so an override anywhere up the chain (one that calls `super` and changes the answer included) is
/// honoured. Recursing through every link costs a call frame, a closure and a retain per step; instead the walk
/// is a loop that steps over responders whose class is one of ResponderKit's own, whose
/// `target(forAction:withSender:)` is known to be the default (`ActionWalkStep`), climbing runs of plain views
/// without retaining them (`UIView.climbForAction`), and calls the method of the first responder of any other
/// class. When that responder's method is the default too, it continues the same walk, with the same cycle
/// detector, from there.
///
/// A call is a continuation only when it is made on the responder the walk just handed the question to, so an
/// override of `canPerformAction` that looks up another action starts its own walk instead of being mistaken
/// for a step. The walk's state is main-actor state read without exclusivity checks: no access is held across
/// a call into app code.
@MainActor
enum ActionChainWalk {
    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    private static let hot = UncheckedState(HotState())
    private static var detector: ChainCycleDetector? {
        get { hot.value.detector }
        _modify { yield &hot.value.detector }
    }
    private static var expected: ObjectIdentifier? {
        get { hot.value.expected }
        _modify { yield &hot.value.expected }
    }

    /// Whether `responder` is being asked as the next step of a running walk; claims the step, so a second call
    /// on the same responder starts a walk of its own. Called first thing by the default method.
    static func claimStep(_ responder: UIResponder) -> Bool {
        guard detector != nil, expected == ObjectIdentifier(responder) else { return false }
        expected = nil
        return true
    }

    /// The target of `action` past `responder`, whose own `canPerformAction` said no: the first responder up
    /// the chain that can perform it, or whatever the method of a responder of an app's class answers.
    static func target(past responder: UIResponder, continuing: Bool, action: Selector, sender: Any?) -> Any? {
        if continuing { return walk(from: responder, action: action, sender: sender) }
        let savedDetector = detector, savedExpected = expected
        detector = ChainCycleDetector(origin: responder)
        defer {
            detector = savedDetector
            expected = savedExpected
        }
        return walk(from: responder, action: action, sender: sender)
    }

    /// Hands `responder.next` to `body` and returns its result, or `nil` at the end or at a cycle: one step of
    /// a recursive walk of a question that is not hot enough to deserve a loop (`undoManager`).
    static func forward<Result>(from responder: UIResponder, _ body: (UIResponder) -> Result?) -> Result? {
        guard let successor = responder.next else { return nil }
        let continuing = claimStep(responder)
        let savedDetector = detector, savedExpected = expected
        if !continuing { detector = ChainCycleDetector(origin: responder) }
        defer {
            if !continuing {
                detector = savedDetector
                expected = savedExpected
            }
        }
        guard detector!.step(to: successor) else {
            ResponderChainForwarding.reportCycle(at: successor, origin: detector!.origin)
            return nil
        }
        expected = ObjectIdentifier(successor)
        defer { expected = nil }
        return body(successor)
    }

    /// The loop of the walk: one iteration per responder of ResponderKit's classes, whose method would do what
    /// the loop does, and a call to the method of the first responder of any other class.
    private static func walk(from responder: UIResponder, action: Selector, sender: Any?) -> Any? {
        var current = responder
        while true {
            let successor: UIResponder
            if current.actionWalkStep == .inlineView {
                switch UIView.climbForAction(action, from: knownDowncast(current, to: UIView.self)) {
                case .found(let view): return view
                case .end: return nil
                case .stopped(let next): successor = next
                case .continueAfter(let view):
                    guard let next = view.next else { return nil }
                    successor = next
                }
            } else {
                guard let next = current.next else { return nil }
                successor = next
            }
            guard detector!.step(to: successor) else {
                ResponderChainForwarding.reportCycle(at: successor, origin: detector!.origin)
                return nil
            }
            guard successor.actionWalkStep != .asked else {
                expected = ObjectIdentifier(successor)
                defer { expected = nil }
                return successor.target(forAction: action, withSender: sender)
            }
            if successor.canPerformAction(action, withSender: sender) { return successor }
            current = successor
        }
    }
}

extension ActionChainWalk {
    /// The hot state of `ActionChainWalk`, in one value (`UncheckedState`).
    struct HotState {
        var detector: ChainCycleDetector? = nil
        var expected: ObjectIdentifier? = nil
    }
}
