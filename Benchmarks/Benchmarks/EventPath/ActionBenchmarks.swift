import Benchmark
import EventPathScenes
import ResponderKit

/// Scenario 6: the three ways an action finds its target 20 responders up, with no touch around them.
///
/// Each must allocate nothing: `swift package benchmark thresholds check` fails when a sample allocated more than
/// the driver's own count recorded in `Thresholds/` (`mallocThresholds`).
func registerActionBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .instructions], timeUnits: .nanoseconds, scalingFactor: .kilo,
        maxDuration: .seconds(3), maxIterations: 2_000,
        thresholds: mallocThresholds)
    mainActorBenchmark("6a nil-targeted action found 20 responders up", configuration: configuration) { benchmark in
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
}

/// Built on first use, on the main actor, outside any measurement.
@MainActor
enum ActionScenes {
    static let chain = ActionScene()
}
