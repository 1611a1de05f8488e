import Foundation
import ResponderKit

/// Runs scenarios, and shrinks a failing one by dropping steps, then views, while it still fails.
@MainActor
enum PropertyRunner {
    /// What the sessions run so far checked, for the summary RELIABILITY.md quotes.
    struct Totals {
        var sessions = 0
        var steps = 0
        var callbacks = 0
        var phaseChecks = 0
        var hierarchyChecks = 0
        var leakChecks = 0
        /// Standard controls and text views built, and the value changes their actions heard.
        var standardViews = 0
        var valueChanges = 0
    }

    static var totals = Totals()

    static func failure(of scenario: Scenario) -> String? {
        var watched: [LeakWatch] = []
        let problem: String? = {
            let world = World(scenario)
            let problem = world.run(scenario.steps)
            watched = world.leakWatchList()
            world.closeWindows()
            totals.sessions += 1
            totals.steps += scenario.steps.count
            totals.callbacks += world.ledger.callbackCount
            totals.phaseChecks += world.ledger.phaseChecks
            totals.hierarchyChecks += world.hierarchyChecks
            totals.standardViews += world.standardViewCount
            totals.valueChanges += world.valueChangeCount
            return problem
        }()
        if let problem { return problem }
        guard WorldChange.leaksAtEnd.isOn else { return nil }
        totals.leakChecks += watched.count
        return watched.first { $0.object != nil }.map {
            "after releasing the application: \($0.name) is still alive (leak)"
        }
    }

    static func shrink(_ scenario: Scenario) -> Scenario {
        shrink(scenario) { failure(of: $0) != nil }
    }

    static func shrink(_ scenario: Scenario, failsWhen fails: (Scenario) -> Bool) -> Scenario {
        var smallest = scenario
        var progress = true
        while progress {
            progress = false
            var index = smallest.steps.count - 1
            while index >= 0 {
                var candidate = smallest
                candidate.steps.remove(at: index)
                if fails(candidate) {
                    smallest = candidate
                    progress = true
                }
                index -= 1
            }
            index = smallest.views.count - 1
            while index >= 0, smallest.views.count > 1 {
                if let candidate = removing(view: index, from: smallest), fails(candidate) {
                    smallest = candidate
                    progress = true
                }
                index = min(index - 1, smallest.views.count - 1)
            }
        }
        return smallest
    }

    /// The scenario without view `index` and its descendants; later parent indexes are renumbered.
    private static func removing(view index: Int, from scenario: Scenario) -> Scenario? {
        var removed = Set([index])
        for (offset, view) in scenario.views.enumerated() where view.parent.map(removed.contains) == true {
            removed.insert(offset)
        }
        guard removed.count < scenario.views.count else { return nil }
        var renumbered: [Int: Int] = [:]
        var views: [ViewSpec] = []
        for (offset, view) in scenario.views.enumerated() where !removed.contains(offset) {
            renumbered[offset] = views.count
            var copy = view
            copy.parent = view.parent.map { renumbered[$0]! }
            views.append(copy)
        }
        var smaller = scenario
        smaller.views = views
        return smaller
    }
}
