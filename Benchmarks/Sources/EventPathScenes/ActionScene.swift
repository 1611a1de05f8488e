import Foundation
import ResponderKit

/// A chain of 20 responders whose top one alone implements an action, asked the three ways UIKit code asks:
/// a nil-targeted `sendAction`, `target(forAction:withSender:)` and `canPerformAction` up the chain.
///
/// Unlike ``ButtonScene`` it sends no touches, so it measures the action walk alone, the scene of GNUstep's
/// `NSApplication sendAction:to:from:` with a nil target found 20 responders up.
///
/// Where a nil-targeted action starts depends on its sender (E7): with no first responder, at a sender that is a
/// responder (``sendNilTargeted()``, the deepest view sending); with one, at the first responder whatever the
/// sender, and a sender that is not a responder (a `UIBarButtonItem` outside a bar, a plain `NSObject`) needs
/// one (``sendNilTargeted(from:)`` in a scene made with `firstResponder: true`).
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

    /// Builds the window, the handler and 19 views below it; with `firstResponder`, the deepest can become first
    /// responder and is made so.
    public init(firstResponder: Bool = false) {
        application = UIApplication(clock: VirtualClock(start: 0),
                                    screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 800)))
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800), application: application)
        window.makeKeyAndVisible()
        window.addSubview(handler)
        var parent: UIView = handler
        for level in 0..<19 {
            let frame = parent.bounds.insetBy(dx: 5, dy: 5)
            let link = firstResponder && level == 18 ? FocusableView(frame: frame) : UIView(frame: frame)
            parent.addSubview(link)
            parent = link
        }
        start = parent
        if firstResponder { precondition(start.becomeFirstResponder(), "the deepest view must be first responder") }
    }

    /// A nil-targeted action from ``start``: found 20 responders up and run.
    public func sendNilTargeted() -> Bool {
        application.sendAction(action, to: nil, from: start, for: nil)
    }

    /// A nil-targeted action sent by `sender`, from the first responder ``start`` up: found 20 responders up
    /// and run.
    public func sendNilTargeted(from sender: Any) -> Bool {
        application.sendAction(action, to: nil, from: sender, for: nil)
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

/// A view that can become first responder, and overrides nothing else.
final class FocusableView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// The senders of scenario 6 that are not responders.
public enum NonResponderSender: CaseIterable, Sendable {
    /// A plain `NSObject`.
    case object
    /// A `UIBarButtonItem` in no bar, so it shows no button that could stand for it.
    case barButtonItem

    /// A new sender of this kind.
    @MainActor
    public func make() -> Any {
        switch self {
        case .object: return NSObject()
        case .barButtonItem: return UIBarButtonItem(title: "Save", style: .plain, target: nil, action: nil)
        }
    }
}
