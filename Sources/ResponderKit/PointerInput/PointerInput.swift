import Foundation

/// Where the hover or scroll driving a recognizer is, for a recognizer that has no touches (<doc:Catalog#M1>, <doc:Catalog#M3>): its
/// ``UIGestureRecognizer/location(in:)`` and ``UIGestureRecognizer/modifierFlags`` read it.
@MainActor
struct PointerInput {
    /// The pointer's location in screen points.
    var locationInScreen: CGPoint
    /// The window the pointer was over when the gesture started, named without a weak reference to it
    /// (`ResponderLifetime`).
    let windowLifetime: ResponderLifetime?
    /// The modifier keys the host reported with the latest input.
    var modifierFlags: UIKeyModifierFlags

    /// The pointer's location in `view`'s coordinates, or the window's for `nil`, as a touch's would be.
    func location(in view: UIView?) -> CGPoint {
        if let view { return view.pointFromRootSpace(locationInScreen) }
        if let window = windowLifetime?.responder {
            return knownDowncast(window, to: UIWindow.self).pointFromRootSpace(locationInScreen)
        }
        return locationInScreen
    }
}

extension UIGestureRecognizer {
    /// Whether hover or scroll input drives the recognizer now; touches are then not given to it, so a click
    /// on a hovered view neither moves a hover nor lets the hover keep a tap from recognizing (<doc:Catalog#D8>).
    var isDrivenByPointer: Bool {
        pointerInput != nil && arenaStatus != .outside
    }
}
