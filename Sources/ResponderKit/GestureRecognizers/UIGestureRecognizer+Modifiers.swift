import Foundation

extension UIGestureRecognizer {
    /// The modifier keys held now, while the gesture's actions run: a Shift-tap's action reads `.shift`.
    ///
    /// Read from the keys down in the application the recognizer's view is in (see `UIEvent.modifierFlags`);
    /// a recognizer outside any application's dispatch reads `[]`.
    public var modifierFlags: UIKeyModifierFlags {
        let application = arena?.application ?? view?.window?.application
        return application?.pressRouting.modifierFlags ?? []
    }

    /// The pointer buttons of the gesture: `.primary` for a pointer click, `[]` for fingers and pencils,
    /// which press no button (see `UIEvent.buttonMask`).
    ///
    /// It describes the touches ``numberOfTouches`` counts, so a tap's action, which runs after the click
    /// was released, still reads the button that made it, as `if tap.buttonMask == .secondary` code expects.
    public var buttonMask: UIEvent.ButtonMask {
        let range = reportedTouchRange
        for touch in trackedTouches[range.indices] where range.includes(touch) && touch.type == .indirectPointer {
            return .primary
        }
        return []
    }
}
