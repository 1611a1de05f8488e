import Benchmark
import EventPathScenes
import ResponderKit

/// Scenario 6: the three ways an action finds its target 20 responders up, with no touch around them, and the
/// nil-targeted action with each kind of sender: a responder, where the walk starts when there is no first
/// responder (6a), and two that are not, which start it at the first responder (6d, 6e; E7).
///
/// Each must allocate nothing: `swift package benchmark thresholds check` fails when a sample allocated more than
/// the driver's own count recorded in `Thresholds/` (`mallocThresholds`).
func registerActionBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], timeUnits: .nanoseconds, scalingFactor: .kilo,
        maxDuration: .seconds(3), maxIterations: 2_000,
        thresholds: mallocThresholds)
    mainActorBenchmark("6a nil-targeted action found 20 responders up, UIView sender",
                       configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(ActionScenes.chain.sendNilTargeted()) }
        benchmark.stopMeasurement()
    }
    mainActorBenchmark("6b target(forAction:withSender:) 20 responders up", configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(ActionScenes.chain.findTarget()) }
        benchmark.stopMeasurement()
    }
    mainActorBenchmark("6c canPerformAction asked along a 20-responder chain",
                       configuration: configuration) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(ActionScenes.chain.validateAlongChain()) }
        benchmark.stopMeasurement()
    }
    for (name, kind) in [("6d nil-targeted action found 20 responders up, NSObject sender", NonResponderSender.object),
                         ("6e nil-targeted action found 20 responders up, UIBarButtonItem sender", .barButtonItem)] {
        mainActorBenchmark(name, configuration: configuration) { benchmark in
            let scene = ActionScenes.withFirstResponder
            let sender = ActionScenes.sender(kind)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(scene.sendNilTargeted(from: sender)) }
            benchmark.stopMeasurement()
        }
    }
}

/// Built on first use, on the main actor, outside any measurement.
@MainActor
enum ActionScenes {
    static let chain = ActionScene()
    static let withFirstResponder = ActionScene(firstResponder: true)
    private static let senders = NonResponderSender.allCases.map { ($0, $0.make()) }

    /// The sender of that kind, made once.
    static func sender(_ kind: NonResponderSender) -> Any {
        senders.first { $0.0 == kind }!.1
    }
}
