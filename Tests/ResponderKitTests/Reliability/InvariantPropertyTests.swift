import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Random hierarchies fed random input: after every step no responder hears of a touch or press twice or
/// after its end (C2, H3), recognizers move only along D1, hit testing is pure and agrees with its report
/// (B5), first responders stay one per window and inside it (F2, F9), and the input view shown is the first
/// responder's (G1). Cases: 40 by default; set RK_RELIABILITY_CASES for more, RK_RELIABILITY_SEED to replay.
@MainActor
@Suite("Reliability: invariants under random input")
struct InvariantPropertyTests {
    @Test("C2 H3 D1 B5 F2 F9 G1: invariants hold after every step of random sessions")
    func randomSessionsKeepTheInvariants() {
        let cases = ReliabilityEnvironment.caseCount(default: 40)
        let base = ReliabilityEnvironment.baseSeed
        for offset in 0..<cases {
            let seed = base &+ UInt64(offset)
            var random = SplitMix(seed: seed)
            let scenario = ScenarioGenerator.scenario(&random, steps: 60)
            guard let problem = PropertyRunner.failure(of: scenario) else { continue }
            let shrunk = PropertyRunner.shrink(scenario)
            let shrunkProblem = PropertyRunner.failure(of: shrunk) ?? problem
            Issue.record("""
                seed \(seed) (rerun with RK_RELIABILITY_SEED=\(seed) RK_RELIABILITY_CASES=1): \(problem)
                shrunk to \(shrunk.views.count) views and \(shrunk.steps.count) steps, failing with: \(shrunkProblem)
                \(shrunk)
                """)
            return
        }
    }

    /// The shrinker is what makes a failure readable; it must keep the failure and drop what does not matter.
    @Test("a failing scenario shrinks to the steps that matter")
    func shrinkingKeepsTheFailure() {
        var random = SplitMix(seed: 7)
        var scenario = ScenarioGenerator.scenario(&random, steps: 30)
        scenario.steps.append(.text(.insert("x")))
        scenario.views.append(ViewSpec(
            kind: .plain, parent: nil, window: 0, frame: CGRect(x: 0, y: 0, width: 10, height: 10),
            shape: .identity, isHidden: false, alpha: 1, isUserInteractionEnabled: true,
            isMultipleTouchEnabled: false, isExclusiveTouch: false, clipsToBounds: false, recognizers: [],
            reaction: nil))
        let failing = PropertyRunner.shrink(scenario, failsWhen: { candidate in
            candidate.steps.contains { if case .text = $0 { return true } else { return false } }
        })
        #expect(failing.steps.count == 1)
        #expect(failing.views.count == 1)
    }
}
