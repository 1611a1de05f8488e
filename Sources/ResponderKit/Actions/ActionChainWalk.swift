import Foundation

/// Guards the recursive walk of `target(forAction:withSender:)` along `next` against cycles (spec <doc:Catalog#A10>, <doc:Catalog#E8>).
///
/// Each default `target(forAction:withSender:)` asks its `next`, which recurses; the outermost call starts a
/// walk and each nested call is one step of it. A call is treated as a step only when it is made on the
/// responder the walk just stepped to, so an override of `canPerformAction` that looks up another action
/// starts its own walk instead of being mistaken for a loop. Kept apart from the event forwarding guard so an
/// action looked up from inside a touch handler never shares that walk.
@MainActor
enum ActionChainWalk {
    private static var detector: ChainCycleDetector?
    private static var expected: UIResponder?

    /// Hands `responder.next` to `body` and returns its result, or `nil` at the end or at a cycle.
    static func forward<Result>(from responder: UIResponder, _ body: (UIResponder) -> Result?) -> Result? {
        guard let successor = responder.next else { return nil }
        let continues = detector != nil && expected === responder
        let savedDetector = detector, savedExpected = expected
        if !continues { detector = ChainCycleDetector(origin: responder) }
        defer {
            if !continues {
                detector = savedDetector
                expected = savedExpected
            }
        }
        guard detector!.step(to: successor) else {
            ResponderChainForwarding.reportCycle(at: successor, origin: detector!.origin)
            return nil
        }
        expected = successor
        return body(successor)
    }
}
