import Foundation
import ResponderKit

/// Two text fields in a window, with an observer of every keyboard notification on the application's
/// notification center; first responder goes back and forth between them.
@MainActor
public final class TextFieldScene {
    /// The clock the application runs on.
    public let clock = VirtualClock(start: 0)
    /// The application whose notification center is observed.
    public let application: UIApplication
    /// The field that starts as first responder.
    public let first = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    /// The field first responder switches to.
    public let second = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
    /// How many keyboard notifications the observers got.
    public private(set) var notificationsSeen = 0
    private var tokens: [NSObjectProtocol] = []

    /// Builds the window and the fields, makes the first field first responder (so the keyboard is up) and
    /// starts observing.
    ///
    /// With `accessoryOnSecond`, the second field has a 44-point input accessory bar, so every switch moves
    /// the top of the input views and posts the will/did change-frame and show notifications; without it the
    /// keyboard stays as it is and a switch posts none, as in UIKit.
    public init(accessoryOnSecond: Bool) {
        application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 800)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800), application: application)
        window.makeKeyAndVisible()
        window.addSubview(first)
        window.addSubview(second)
        if accessoryOnSecond {
            second.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        }
        first.becomeFirstResponder()
        clock.runUntilIdle()
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
        ]
        for name in names {
            tokens.append(application.notificationCenter.addObserver(forName: name, object: nil, queue: nil) {
                [unowned self] note in
                // Read the frame as a keyboard-avoiding layout would.
                let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
                MainActor.assumeIsolated { notificationsSeen += end == nil ? 0 : 1 }
            })
        }
    }

    /// One switch: first responder moves to whichever field is not editing.
    public func switchFirstResponder() {
        if first.isFirstResponder {
            second.becomeFirstResponder()
        } else {
            first.becomeFirstResponder()
        }
        clock.runUntilIdle()
    }
}
