import Foundation
import ResponderKit

/// A chain of 20 responders whose top one alone implements an action, asked the three ways UIKit code asks:
/// a nil-targeted `sendAction`, `target(forAction:withSender:)` and `canPerformAction` up the chain.
///
/// Unlike ``ButtonScene`` it sends no touches, so it measures the action walk alone, the scene of GNUstep's
/// `NSApplication sendAction:to:from:` with a nil target found 20 responders up.
@MainActor
public final class ActionScene {
    /// The selector only ``handler`` implements.
    public let action = Selector("buttonTapped:")
    /// The application the actions are sent through.
    public let application: UIApplication
    /// The 20th responder up from ``start``: the only one that implements ``action``.
    public let handler = ActionHandlingView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    /// The first responder the walks start at, 19 plain views below ``handler``.
    public let start: UIView
    private let window: UIWindow

    /// Builds the window, the handler and 19 plain views below it, and makes the deepest the first responder.
    public init() {
        application = UIApplication(clock: VirtualClock(start: 0),
                                    screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 800)))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800), application: application)
        window.makeKeyAndVisible()
        window.addSubview(handler)
        var parent: UIView = handler
        for _ in 0..<19 {
            let link = UIView(frame: parent.bounds.insetBy(dx: 5, dy: 5))
            parent.addSubview(link)
            parent = link
        }
        start = parent
    }

    /// A nil-targeted action from ``start``: found 20 responders up and run.
    public func sendNilTargeted() -> Bool {
        application.sendAction(action, to: nil, from: start, for: nil)
    }

    /// The target of ``action`` as `target(forAction:withSender:)` finds it from ``start``.
    public func findTarget() -> Bool {
        start.target(forAction: action, withSender: nil) != nil
    }

    /// Validation as an edit menu does it: `canPerformAction` asked of every responder up the chain.
    public func validateAlongChain() -> Int {
        var able = 0
        var responder: UIResponder? = start
        while let current = responder {
            if current.canPerformAction(action, withSender: nil) { able += 1 }
            responder = current.next
        }
        return able
    }
}
