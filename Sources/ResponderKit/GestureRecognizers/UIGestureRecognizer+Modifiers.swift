import Foundation

extension UIGestureRecognizer {
    /// The modifier keys held now, while the gesture's actions run: a Shift-tap's action reads `.shift`.
    ///
    /// Read from the keys down in the application the recognizer's view is in (see `UIEvent.modifierFlags`);
    /// a recognizer outside any application's dispatch reads `[]`.
    public var modifierFlags: UIKeyModifierFlags {
        let application = arena?.application ?? view?.window?.application
        let held = application?.pressRouting.modifierFlags ?? []
        if let pointerInput, trackedTouches.isEmpty { return held.union(pointerInput.modifierFlags) }
        guard !trackedTouches.isEmpty, let event = application?.touchRouting.event else { return held }
        return held.union(event.hostModifierFlags)
    }

    /// The pointer buttons of the gesture: those its pointer touches press (`.primary` for a plain click,
    /// `.secondary` for a right click, spec <doc:Catalog#M2>), `[]` for fingers and pencils, which press no button (see
    /// `UIEvent.buttonMask`).
    ///
    /// It describes the touches ``numberOfTouches`` counts, so a tap's action, which runs after the click
    /// was released, still reads the button that made it, as `if tap.buttonMask == .secondary` code expects.
    public var buttonMask: UIEvent.ButtonMask {
        let range = reportedTouchRange
        var mask: UIEvent.ButtonMask = []
        for touch in trackedTouches[range.indices] where range.includes(touch) && touch.type == .indirectPointer {
            mask.formUnion(touch.buttonMask)
        }
        return mask
    }
}
