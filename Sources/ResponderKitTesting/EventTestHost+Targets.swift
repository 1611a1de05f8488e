import Foundation
import ResponderKit

extension EventTestHost {
    /// Where a gesture helper aims: a screen point, a view, or a view found in the host's visible windows by
    /// its `accessibilityIdentifier`, its `accessibilityLabel` or its class.
    ///
    /// A view is aimed at the center of its bounds, or at another point of it when the center is covered (spec
    /// T3). Before anything is sent the host checks that a touch there would reach the view or a subview, and
    /// throws ``EventTestHostError/notHittable(_:)`` saying which view would get it instead and why (T1, T2);
    /// ``unchecked(_:)`` and ``point(_:)`` skip the check (T4). A search that finds no visible view, or more than
    /// one, throws ``EventTestHostError/noView(_:)`` or ``EventTestHostError/severalViews(_:found:)`` naming what
    /// was searched for and what was found, instead of tapping the wrong thing.
    @preconcurrency @MainActor
    public struct Target: CustomStringConvertible {
        enum Aim {
            case point(CGPoint)
            case view(UIView)
            case uncheckedView(UIView)
            case search(@MainActor (UIView) -> Bool)
        }

        let aim: Aim
        /// What the target names, for error messages.
        public let description: String

        /// A point in screen coordinates.
        public static func point(_ point: CGPoint) -> Target {
            Target(aim: .point(point), description: "the point (\(point.x), \(point.y))")
        }

        /// A view, aimed at its center (or another point of it a touch would reach), checked as the type says.
        public static func view(_ view: UIView) -> Target {
            Target(aim: .view(view), description: "\(Swift.type(of: view))")
        }

        /// A view aimed at its center with no check that a touch there reaches it (spec T4): the explicit form
        /// for a test whose point is that the touch goes elsewhere, such as "tapping the hidden button does
        /// nothing" or "the overlay in front takes the tap". Nothing is scrolled into view either.
        public static func unchecked(_ view: UIView) -> Target {
            Target(aim: .uncheckedView(view), description: "\(Swift.type(of: view)) (unchecked)")
        }

        /// The one visible view whose `accessibilityIdentifier` is `identifier`.
        public static func identifier(_ identifier: String) -> Target {
            Target(aim: .search({ $0.accessibilityIdentifier == identifier }),
                   description: "the view with accessibilityIdentifier \"\(identifier)\"")
        }

        /// The one visible view whose `accessibilityLabel` is `label`.
        public static func label(_ label: String) -> Target {
            Target(aim: .search({ $0.accessibilityLabel == label }),
                   description: "the view with accessibilityLabel \"\(label)\"")
        }

        /// The one visible button whose current title is `title`, as a person finds a button on screen.
        public static func titled(_ title: String) -> Target {
            Target(aim: .search({ ($0 as? UIButton)?.currentTitle == title }),
                   description: "the button titled \"\(title)\"")
        }

        /// The one visible view of class `type` or a subclass of it.
        public static func type<View: UIView>(_ type: View.Type) -> Target {
            Target(aim: .search({ $0 is View }), description: "the \(View.self)")
        }
    }

    /// The view `target` names: the view itself, or the one visible view a search finds.
    ///
    /// Visible means in a shown window of the host's application (the keyboard's included), with neither it
    /// nor an ancestor hidden. A matching view's subviews are not searched, as assistive technology treats an
    /// element's contents as part of it: a button titled "Send" is found by `.label("Send")`, not its title
    /// label too.
    public func view(_ target: Target) throws -> UIView {
        switch target.aim {
        case .view(let view), .uncheckedView(let view):
            return view
        case .point(let point):
            guard let view = application.windows.reversed().lazy.compactMap({ window -> UIView? in
                guard !window.isHidden else { return nil }
                return window.hitTest(window.convertFromScreen(point), with: nil)
            }).first else { throw EventTestHostError.noView(target.description) }
            return view
        case .search(let matches):
            var found: [UIView] = []
            for window in application.windows where !window.isHidden {
                collect(in: window, matching: matches, into: &found)
            }
            guard let first = found.first else { throw EventTestHostError.noView(target.description) }
            guard found.count == 1 else {
                throw EventTestHostError.severalViews(target.description, found: found.map(Self.name(of:)))
            }
            return first
        }
    }

    /// The point itself, or the center of the view `target` names, on screen, with no check that a touch there
    /// would reach the view: the gesture helpers aim through the check of spec T1-T3 instead.
    ///
    /// Views waiting for layout are laid out first, as the run loop would have done before a person looked at
    /// the screen, so the point is where the view is drawn.
    public func screenPoint(of target: Target) throws -> CGPoint {
        if case .point(let point) = target.aim { return point }
        for window in application.windows where !window.isHidden { window.layoutIfNeeded() }
        return screenPoint(inCenterOf: try view(target))
    }

    private func collect(in view: UIView, matching matches: (UIView) -> Bool, into found: inout [UIView]) {
        guard !view.isHidden else { return }
        if matches(view) {
            found.append(view)
            return
        }
        for subview in view.subviews { collect(in: subview, matching: matches, into: &found) }
    }

    /// A view's name in error messages: its class and where it is on screen.
    static func name(of view: UIView) -> String {
        let origin = view.convertToScreen(.zero)
        return "\(Swift.type(of: view)) at (\(origin.x), \(origin.y)) \(view.bounds.width)x\(view.bounds.height)"
    }
}
