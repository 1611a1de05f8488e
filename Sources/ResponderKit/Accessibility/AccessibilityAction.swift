import Foundation

/// What assistive technology asks of an element: ResponderKit stands in for VoiceOver, and a host performs
/// these with ``UIApplication/performAccessibilityAction(_:on:)`` (spec <doc:Catalog#P24>). A ResponderKit type;
/// UIKit's side is the element's methods (`accessibilityActivate()` and the rest).
public enum AccessibilityAction: Sendable, Equatable, CaseIterable {
    /// A double tap: `accessibilityActivate()`, then a tap at the activation point when that returns `false`.
    case activate
    /// A swipe up on an adjustable element: `accessibilityIncrement()`.
    case increment
    /// A swipe down on an adjustable element: `accessibilityDecrement()`.
    case decrement
    /// The two-finger scrub: `accessibilityPerformEscape()` up the responder chain.
    case escape
    /// The two-finger double tap: `accessibilityPerformMagicTap()` up the responder chain.
    case magicTap
}

extension UIApplication {
    /// Performs `action` on `element` as VoiceOver would with its focus there, and answers whether something
    /// handled it (spec <doc:Catalog#P22>, <doc:Catalog#P23>, <doc:Catalog#P24>):
    /// - `.activate` calls `accessibilityActivate()`; when it returns `false`, the element is tapped at its
    ///   `accessibilityActivationPoint` through the input door, so a button's actions run.
    /// - `.increment` and `.decrement` call `accessibilityIncrement()` / `accessibilityDecrement()` on an element
    ///   with the `.adjustable` trait; on another element they do nothing and answer `false`.
    /// - `.escape` and `.magicTap` call `accessibilityPerformEscape()` / `accessibilityPerformMagicTap()` on the
    ///   element, then on each `next` responder, until one returns `true`.
    ///
    /// Throws what the input door throws when the activation tap is refused.
    @discardableResult
    public func performAccessibilityAction(_ action: AccessibilityAction, on element: UIResponder)
        throws(InputRejection) -> Bool {
        switch action {
        case .activate:
            if element.accessibilityActivate() { return true }
            try tapForAccessibility(at: element.accessibilityActivationPoint)
            return true
        case .increment, .decrement:
            guard element.accessibilityTraits.contains(.adjustable) else { return false }
            if action == .increment { element.accessibilityIncrement() } else { element.accessibilityDecrement() }
            return true
        case .escape:
            return firstInChain(from: element) { $0.accessibilityPerformEscape() }
        case .magicTap:
            return firstInChain(from: element) { $0.accessibilityPerformMagicTap() }
        }
    }

    /// Asks `element` and each next responder in turn until one answers `true`; a chain that loops is asked
    /// once around.
    private func firstInChain(from element: UIResponder, _ handles: (UIResponder) -> Bool) -> Bool {
        var asked: Set<ObjectIdentifier> = []
        var current: UIResponder? = element
        while let responder = current, asked.insert(ObjectIdentifier(responder)).inserted {
            if handles(responder) { return true }
            current = responder.next
        }
        return false
    }

    /// A finger down and up at `point`, in screen coordinates, with an id no host finger uses.
    private func tapForAccessibility(at point: CGPoint) throws(InputRejection) {
        let id = Int.min
        try inputDoor.send(.touch(HostTouch(id: id, action: .down, location: point)))
        try inputDoor.send(.touch(HostTouch(id: id, action: .up, location: point)))
    }
}
