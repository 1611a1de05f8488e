import Foundation
import ResponderKit

/// Runs scenarios, and shrinks a failing one by dropping steps, then views, while it still fails.
@MainActor
enum PropertyRunner {
    static func failure(of scenario: Scenario) -> String? {
        World(scenario).run(scenario.steps)
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
