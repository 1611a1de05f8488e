import Foundation
import ResponderKit

// A mouse or trackpad at the level a test thinks (spec M1-M4): hovering, clicks with any buttons and
// modifier keys, wheel and trackpad scrolls, and picking from the context menu that opens. Each goes through
// the input door on the virtual clock and documents the exact input it sends.

extension EventTestHost {
    /// The time between two wheel notches or trackpad scroll changes of ``scroll(at:by:kind:steps:)``.
    public static let scrollStepInterval: TimeInterval = 0.016

    // MARK: Hover

    /// Moves the pointer, with no button down, to `point` (screen coordinates): one `.hover(.move)`.
    public func hover(at point: CGPoint, modifierFlags: UIKeyModifierFlags = []) throws {
        try send(.hover(HostHover(.move, at: point, modifierFlags: modifierFlags)))
    }

    /// Moves the pointer, with no button down, to the center of `view`.
    public func hover(_ view: UIView, modifierFlags: UIKeyModifierFlags = []) throws {
        try hover(at: screenPoint(inCenterOf: view), modifierFlags: modifierFlags)
    }

    /// Moves the pointer from `start` to `end` with no button down: `steps` hover moves evenly spaced over
    /// `duration`, the first at `start`.
    public func moveHover(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2,
                          modifierFlags: UIKeyModifierFlags = []) throws {
        try hover(at: start, modifierFlags: modifierFlags)
        let count = max(1, steps)
        for step in 1...count {
            advance(by: duration / Double(count))
            let fraction = CGFloat(step) / CGFloat(count)
            try hover(at: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction),
                      modifierFlags: modifierFlags)
        }
    }

    /// The pointer leaves the screen: one `.hover(.exit)`; every hover under it ends.
    public func endHover(at point: CGPoint = .zero) throws {
        try send(.hover(HostHover(.exit, at: point)))
    }

    // MARK: Clicks

    /// Clicks at `point` (screen coordinates) with `buttonMask` held and `modifierFlags`: a pointer touch
    /// (`.indirectPointer`) down, ``tapDuration`` of time, up.
    public func click(at point: CGPoint, buttonMask: UIEvent.ButtonMask = .primary,
                      modifierFlags: UIKeyModifierFlags = []) throws {
        let id = takeFingerID()
        try send(.touch(HostTouch(id: id, action: .down, location: point, type: .indirectPointer,
                                  buttonMask: buttonMask, modifierFlags: modifierFlags)))
        advance(by: tapDuration)
        try send(.touch(HostTouch(id: id, action: .up, location: point, type: .indirectPointer,
                                  buttonMask: buttonMask, modifierFlags: modifierFlags)))
    }

    /// Clicks `view` as ``click(at:buttonMask:modifierFlags:)`` does, aimed and checked as a ``Target`` view is
    /// (spec T1): it throws, sending nothing, when a click would not reach the view or a subview.
    public func click(_ view: UIView, buttonMask: UIEvent.ButtonMask = .primary,
                      modifierFlags: UIKeyModifierFlags = []) throws {
        try click(at: aimPoint(for: .view(view), gesture: "click"), buttonMask: buttonMask,
                  modifierFlags: modifierFlags)
    }

    /// A secondary (right) click at `point`: ``click(at:buttonMask:modifierFlags:)`` with `.secondary`.
    public func rightClick(at point: CGPoint, modifierFlags: UIKeyModifierFlags = []) throws {
        try click(at: point, buttonMask: .secondary, modifierFlags: modifierFlags)
    }

    /// A secondary (right) click on `view`, aimed and checked as ``click(_:buttonMask:modifierFlags:)`` is.
    public func rightClick(_ view: UIView, modifierFlags: UIKeyModifierFlags = []) throws {
        try rightClick(at: aimPoint(for: .view(view), gesture: "rightClick"), modifierFlags: modifierFlags)
    }

    // MARK: Scrolls

    /// Scrolls at `point` by `delta` in all (the translation a pan it drives reaches; positive `dy` moves the
    /// content down, as a finger dragging down would), split evenly into `steps`.
    ///
    /// `.discrete` sends `steps` wheel notches ``scrollStepInterval`` apart, then lets the wheel's end delay
    /// (`TouchSettings.wheelScrollEndDelay`) pass so the gesture ends; `.continuous` sends a trackpad
    /// `.began`, `steps` `.changed` ``scrollStepInterval`` apart, and `.ended`.
    public func scroll(at point: CGPoint, by delta: CGVector, kind: UIScrollType = .discrete, steps: Int = 1,
                       modifierFlags: UIKeyModifierFlags = []) throws {
        let count = max(1, steps)
        let step = CGVector(dx: delta.dx / CGFloat(count), dy: delta.dy / CGFloat(count))
        switch kind {
        case .discrete:
            for index in 0..<count {
                if index > 0 { advance(by: Self.scrollStepInterval) }
                try send(.scroll(HostScroll(.wheel, at: point, delta: step, modifierFlags: modifierFlags)))
            }
            advance(by: application.touchSettings.wheelScrollEndDelay)
            runUntilIdle()
        case .continuous:
            try send(.scroll(HostScroll(.began, at: point, modifierFlags: modifierFlags)))
            for _ in 0..<count {
                advance(by: Self.scrollStepInterval)
                try send(.scroll(HostScroll(.changed, at: point, delta: step, modifierFlags: modifierFlags)))
            }
            try send(.scroll(HostScroll(.ended, at: point, modifierFlags: modifierFlags)))
        }
    }

    /// Scrolls over the center of `view` as ``scroll(at:by:kind:steps:modifierFlags:)`` does.
    public func scroll(_ view: UIView, by delta: CGVector, kind: UIScrollType = .discrete, steps: Int = 1) throws {
        try scroll(at: screenPoint(inCenterOf: view), by: delta, kind: kind, steps: steps)
    }

    // MARK: Context menus

    /// The context-menu interaction whose menu is showing in one of the application's windows, if any.
    public var presentedContextMenu: UIContextMenuInteraction? {
        func search(_ view: UIView) -> UIContextMenuInteraction? {
            for case let interaction as UIContextMenuInteraction in view.interactions
            where interaction.presentedMenu != nil {
                return interaction
            }
            for subview in view.subviews {
                if let found = search(subview) { return found }
            }
            return nil
        }
        for window in application.windows {
            if let found = search(window) { return found }
        }
        return nil
    }

    /// Chooses the element titled `title` of the showing context menu, as a tap on it would, then runs
    /// next-turn work; throws when no menu shows or it has no such element.
    public func chooseContextMenuElement(titled title: String) throws {
        guard let interaction = presentedContextMenu else {
            throw EventTestHostError.invalidGesture("No context menu is showing; open one with a long press or "
                + "rightClick first.")
        }
        guard let element = interaction.presentedMenu?.element(titled: title) else {
            throw EventTestHostError.invalidGesture("The showing context menu has no element titled \"\(title)\".")
        }
        interaction.choose(element)
        runUntilIdle()
    }
}
