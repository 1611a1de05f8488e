import Benchmark
import EventPathScenes
import ResponderKit

/// Scenarios 8 and 9: a finger moving under 0, 1 and 10 pans, and a key command found 20 responders up.
///
/// A move allocates nothing: `swift package benchmark thresholds check` fails when a sample allocated more than
/// the driver's own count recorded in `Thresholds/` (`mallocThresholds`). A key press is new input, as a
/// touch-down is: each one is a new `UIPress` with its `UIKey`, as in UIKit, and those two objects are all it
/// allocates (its recorded count is 2,000 per sample more); finding the command up the chain allocates nothing.
func registerSteadyStateBenchmarks(_ configuration: Benchmark.Configuration) {
    for (name, pans) in [("8a finger moving, no recognizer", 0), ("8b finger moving, 1 pan tracking it", 1),
                         ("8c finger moving, 10 pans tracking it", 10)] {
        mainActorBenchmark(name, configuration: configuration) { benchmark in
            let scene = SteadyScenes.panStack(pans)
            scene.begin()
            precondition(scene.trackingPans == pans, "every pan must track the finger")
            benchmark.startMeasurement()
            for step in benchmark.scaledIterations { scene.move(step) }
            benchmark.stopMeasurement()
            scene.end()
        }
    }
    mainActorBenchmark("9 key command ⌘K found 20 responders up, down and up",
                       configuration: configuration) { benchmark in
        let scene = SteadyScenes.keyCommand
        scene.pressCommandK()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { scene.pressCommandK() }
        benchmark.stopMeasurement()
    }
}

/// Built on first use, on the main actor, outside any measurement.
@MainActor
enum SteadyScenes {
    static let keyCommand = KeyCommandScene()
    private static let panStacks = [0: PanStackScene(pans: 0), 1: PanStackScene(pans: 1), 10: PanStackScene(pans: 10)]

    static func panStack(_ pans: Int) -> PanStackScene { panStacks[pans]! }
}
