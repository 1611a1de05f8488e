import Foundation

/// Guards the recursive walk of `target(forAction:withSender:)` along `next` against cycles (spec <doc:Catalog#A10>, <doc:Catalog#E8>).
///
/// Each default `target(forAction:withSender:)` asks its `next`, which recurses; the outermost call starts a
/// walk and each nested call is one step of it. A call is treated as a step only when it is made on the
/// responder the walk just stepped to, so an override of `canPerformAction` that looks up another action
/// starts its own walk instead of being mistaken for a loop. Kept apart from the event forwarding guard so an
/// action looked up from inside a touch handler never shares that walk.
///
/// The walk's state is read on every step, so it costs no retains and no exclusivity checks: `expected` is the
/// identity of the responder the walk just stepped to, set only while that responder's step runs (the step
/// holds it, so the identity cannot be reused by another object meanwhile) and cleared once it returns, and a
/// continuing step touches the detector in place instead of saving and restoring a copy of it.
@MainActor
enum ActionChainWalk {
    @exclusivity(unchecked) private static var detector: ChainCycleDetector?
    @exclusivity(unchecked) private static var expected: ObjectIdentifier?

    /// Hands `responder.next` to `body` and returns its result, or `nil` at the end or at a cycle.
    static func forward<Result>(from responder: UIResponder, _ body: (UIResponder) -> Result?) -> Result? {
        guard let successor = responder.next else { return nil }
        if detector != nil, expected == ObjectIdentifier(responder) {
            guard detector!.step(to: successor) else {
                ResponderChainForwarding.reportCycle(at: successor, origin: detector!.origin)
                expected = nil
                return nil
            }
            expected = ObjectIdentifier(successor)
            defer { expected = nil }
            return body(successor)
        }
        let savedDetector = detector, savedExpected = expected
        detector = ChainCycleDetector(origin: responder)
        defer {
            detector = savedDetector
            expected = savedExpected
        }
        guard detector!.step(to: successor) else {
            ResponderChainForwarding.reportCycle(at: successor, origin: detector!.origin)
            return nil
        }
        expected = ObjectIdentifier(successor)
        return body(successor)
    }
}
