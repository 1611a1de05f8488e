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

    /// The pointer buttons pressed in the gesture: `.primary` while a pointer touch of it is down, `[]` for
    /// fingers and pencils, which press no button (see `UIEvent.buttonMask`).
    public var buttonMask: UIEvent.ButtonMask {
        UIEvent.ButtonMask.pressed(by: trackedTouches)
    }
}
