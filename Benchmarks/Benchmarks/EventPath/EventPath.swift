import Benchmark
import Foundation
import EventPathScenes
import ResponderKit

/// The scenes are built once, on first use, outside any measurement.
@MainActor
enum Scenes {
    static let fanOut = HitTestScene.fanOut(10, depth: 4, pointCount: 4_096, seed: 9)
    static let chain = HitTestScene.chain(depth: 200, pointCount: 4_096, seed: 9)
    static let appFanOut = HitTestScene.fanOut(10, depth: 4, pointCount: 4_096, seed: 9, appViews: true)
    static let appChain = HitTestScene.chain(depth: 200, pointCount: 4_096, seed: 9, appViews: true)
    static let drag = DragScene()
    static let scroll = ScrollScene()
    static let button = ButtonScene()
    static let fields = TextFieldScene(accessoryOnSecond: false)
    static let fieldsWithAccessory = TextFieldScene(accessoryOnSecond: true)
    static let table100 = TableScene(rows: 100)
    static let table10k = TableScene(rows: 10_000)
    static let collection100 = CollectionScene(items: 100)
    static let collection10k = CollectionScene(items: 10_000)
}

private let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal, .instructions]

/// How far a sample's malloc count may exceed the one recorded in `Thresholds/` (`thresholds update` wrote them;
/// `thresholds check` compares). A sample runs 1,000 operations and the driver itself allocates 16 to 18 times
/// per sample, which the recorded counts include; one allocation per operation adds 1,000 and fails the check.
var mallocThresholds: [BenchmarkMetric: BenchmarkThresholds] {
    [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 8])]
}

/// Each sample runs 1,000 operations; the table's "(K)" columns are per sample, so one operation costs a
/// thousandth of them.
private func perThousand() -> Benchmark.Configuration {
    Benchmark.Configuration(metrics: metrics, timeUnits: .nanoseconds, scalingFactor: .kilo,
                            maxDuration: .seconds(3), maxIterations: 2_000)
}

/// Registers a benchmark whose measured part runs on the main actor, as UI code must.
///
/// The driver calls benchmarks on a pool thread, so the body hops to the main actor first; the measurement
/// starts after the hop and stops before the hop back, so the hop's own cost and allocations stay out of it.
/// The benchmark object is only touched on the main actor while the driver waits for the closure to return.
func mainActorBenchmark(_ name: String, configuration: Benchmark.Configuration = perThousand(),
                                _ body: @escaping @MainActor (Benchmark) -> Void) {
    Benchmark(name, configuration: configuration) { benchmark async in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run { body(benchmark) }
    }
}

let benchmarks: @Sendable () -> Void = {
    // Hit tests, moves, actions and key commands allocate nothing per operation in steady state.
    var noMallocs = perThousand()
    noMallocs.thresholds = mallocThresholds

    // Scenario 1: hit testing, beside the floor over the same frames.
    mainActorBenchmark("1a hit test, 10,000-view tree, ResponderKit", configuration: noMallocs) { benchmark in
        hitTestViews(Scenes.fanOut, benchmark)
    }
    mainActorBenchmark("1b hit test, 10,000-view tree, floor") { benchmark in
        hitTestFloor(Scenes.fanOut, benchmark)
    }
    mainActorBenchmark("1c hit test, 200-deep chain, ResponderKit", configuration: noMallocs) { benchmark in
        hitTestViews(Scenes.chain, benchmark)
    }
    mainActorBenchmark("1d hit test, 200-deep chain, floor") { benchmark in
        hitTestFloor(Scenes.chain, benchmark)
    }
    // The same trees made of an app's own UIView subclass, which hit testing must ask through `hitTest`.
    mainActorBenchmark("1e hit test, 10,000-view tree of app subclasses, ResponderKit",
                       configuration: noMallocs) { benchmark in
        hitTestViews(Scenes.appFanOut, benchmark)
    }
    mainActorBenchmark("1f hit test, 200-deep chain of app subclasses, ResponderKit",
                       configuration: noMallocs) { benchmark in
        hitTestViews(Scenes.appChain, benchmark)
    }

    // Scenario 2: a drag. The per-move figure measures 1,000 steady-state moves only.
    mainActorBenchmark("2a drag, move event (pan, tap, long press on ancestors)",
                       configuration: noMallocs) { benchmark in
        measureMoves(of: Scenes.drag, traced: false, benchmark)
    }
    mainActorBenchmark("2b drag, whole (began, 1,000 moves, ended)",
                       configuration: .init(metrics: metrics, timeUnits: .microseconds, maxDuration: .seconds(3),
                                            maxIterations: 2_000)) { benchmark in
        let scene = Scenes.drag
        benchmark.startMeasurement()
        scene.begin()
        for step in 0..<1_000 { scene.move(step) }
        scene.end()
        benchmark.stopMeasurement()
    }

    // Scenario 3: a tap on a button whose nil-target action is found 20 responders up the chain.
    mainActorBenchmark("3 tap on a button, action 20 responders up",
                       configuration: .init(metrics: metrics, timeUnits: .nanoseconds, maxDuration: .seconds(3),
                                            maxIterations: 20_000)) { benchmark in
        let scene = Scenes.button
        benchmark.startMeasurement()
        scene.tap()
        benchmark.stopMeasurement()
    }

    // Scenario 4: first responder back and forth between two text fields, keyboard notifications observed.
    mainActorBenchmark("4a switch between text fields, keyboard stays") { benchmark in
        switchFields(Scenes.fields, benchmark)
    }
    mainActorBenchmark("4b switch between text fields, keyboard frame changes") { benchmark in
        switchFields(Scenes.fieldsWithAccessory, benchmark)
    }

    // Scenario 6: the action walk alone (ActionBenchmarks.swift).
    registerActionBenchmarks()

    // Scenarios 8 and 9: a finger under 0, 1 and 10 pans, and a key command (SteadyStateBenchmarks.swift).
    registerSteadyStateBenchmarks(noMallocs)
    registerLayoutBenchmarks()

    // Scenario 5: scenario 2 with a subscriber on the event trace; 2a is the same without.
    // Scenario 7: a scroll view's drag must allocate nothing per move.
    mainActorBenchmark("7 scroll view drag, move event (1,000 content views)",
                       configuration: noMallocs) { benchmark in
        let scene = Scenes.scroll
        scene.begin()
        benchmark.startMeasurement()
        for step in benchmark.scaledIterations { scene.move(step) }
        benchmark.stopMeasurement()
        scene.end()
    }
    // Scenario 10: a table's drag costs the same per move for 100 and 10,000 rows, rows entering and leaving
    // included, and allocates nothing per move.
    for (rows, name) in [(100, "100"), (10_000, "10,000")] {
        mainActorBenchmark("10 table drag, move event (\(name) rows)", configuration: noMallocs) { benchmark in
            let scene = rows == 100 ? Scenes.table100 : Scenes.table10k
            scene.begin()
            benchmark.startMeasurement()
            for step in benchmark.scaledIterations { scene.move(step) }
            benchmark.stopMeasurement()
            scene.end()
        }
    }
    // Scenario 11: the same for a flow-layout grid of 100 and 10,000 items.
    for (items, name) in [(100, "100"), (10_000, "10,000")] {
        mainActorBenchmark("11 collection drag, move event (\(name) items)", configuration: noMallocs) { benchmark in
            let scene = items == 100 ? Scenes.collection100 : Scenes.collection10k
            scene.begin()
            benchmark.startMeasurement()
            for step in benchmark.scaledIterations { scene.move(step) }
            benchmark.stopMeasurement()
            scene.end()
        }
    }
    mainActorBenchmark("5 drag, move event, trace subscriber attached") { benchmark in
        measureMoves(of: Scenes.drag, traced: true, benchmark)
    }
}

@MainActor
private func hitTestViews(_ scene: HitTestScene, _ benchmark: Benchmark) {
    let mask = scene.points.count - 1
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
        blackHole(scene.window.hitTest(scene.points[index & mask], with: nil))
    }
    benchmark.stopMeasurement()
}

@MainActor
private func hitTestFloor(_ scene: HitTestScene, _ benchmark: Benchmark) {
    let mask = scene.points.count - 1
    benchmark.startMeasurement()
    for index in benchmark.scaledIterations {
        blackHole(scene.floor.hitTest(scene.points[index & mask]))
    }
    benchmark.stopMeasurement()
}

@MainActor
private func measureMoves(of scene: DragScene, traced: Bool, _ benchmark: Benchmark) {
    scene.isTraced = traced
    scene.begin()
    benchmark.startMeasurement()
    for step in benchmark.scaledIterations { scene.move(step) }
    benchmark.stopMeasurement()
    scene.end()
    scene.isTraced = false
}

@MainActor
private func switchFields(_ scene: TextFieldScene, _ benchmark: Benchmark) {
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { scene.switchFirstResponder() }
    benchmark.stopMeasurement()
}
