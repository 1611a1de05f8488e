import Foundation
import ResponderKit

/// Whether a set of views forms a sound tree: no view is its own ancestor, parents and children agree, and
/// every view's `window` is the window at the root of its tree (`nil` when the root is not a window).
@MainActor
enum HierarchySoundness {
    /// What is wrong around `views`, one line per problem; empty when the hierarchy is sound.
    static func problems(in views: [UIView], name: (UIView) -> String = { "\(type(of: $0))" }) -> [String] {
        var problems: [String] = []
        // A walk up longer than every view there could be has met a loop.
        let limit = 10_000
        for view in views {
            var root = view
            var steps = 0
            while let parent = root.superview, steps <= limit {
                root = parent
                steps += 1
            }
            guard steps <= limit else {
                problems.append("\(name(view)) is its own ancestor (superview loop)")
                continue
            }
            if let parent = view.superview, !parent.subviews.contains(where: { $0 === view }) {
                problems.append("\(name(view)) names \(name(parent)) as superview but is not among its subviews")
            }
            for child in view.subviews where child.superview !== view {
                problems.append("\(name(child)) is among \(name(view))'s subviews but names another superview")
            }
            let expected = root as? UIWindow
            if view.window !== expected {
                problems.append("\(name(view)).window is \(view.window.map(name) ?? "nil") but its tree's root is "
                    + "\(expected.map(name) ?? "not a window")")
            }
        }
        return problems
    }
}
