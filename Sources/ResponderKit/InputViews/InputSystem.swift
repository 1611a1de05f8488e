import Foundation

/// The application's input views: what the first responder wants shown below the content, shown in a
/// window of its own, with UIKit's keyboard notifications (spec <doc:Catalog#G1>-<doc:Catalog#G7>).
///
/// When the key window's first responder changes, or it calls `reloadInputViews()`, the system works out
/// what to show: the responder's input view (from its `inputViewController` first), or the
/// ``SystemKeyboardView`` for a ``UIKeyInput`` with none, plus any accessory view. It lays them out at the
/// bottom of the screen, screen-wide, each at its own height, the accessory on top (<doc:Catalog#G3>), and posts the show,
/// hide and change notifications in UIKit's order (<doc:Catalog#G4>, <doc:Catalog#G5>). Moving between two responders that both show
/// input views does not hide and re-show; the notifications come again only if the frame changes (<doc:Catalog#G6>).
@preconcurrency @MainActor
public final class InputSystem {
    /// The state of the input views.
    public enum Presentation: Equatable {
        /// Nothing is shown.
        case hidden
        /// Input views are shown, filling `frame` (screen coordinates).
        case shown(frame: CGRect)
    }

    /// The application whose first responder the system follows, or `nil` once it has been freed; a system
    /// kept longer than its application shows nothing and posts nothing.
    public private(set) weak var application: UIApplication?
    /// The window that holds the input views, above every other window; hosts draw it like any window.
    public let window: UIWindow
    /// The system keyboard, shown for text inputs that bring no input view of their own.
    public let systemKeyboard: SystemKeyboardView
    /// Whether and where input views are shown.
    public private(set) var presentation: Presentation = .hidden
    /// The input view shown now, or `nil`.
    public private(set) weak var shownInputView: UIView?
    /// The accessory view shown now, or `nil`.
    public private(set) weak var shownAccessoryView: UIView?
    /// How long UIKit's keyboard animation takes; reported in the notifications (<doc:Catalog#G5>).
    public var animationDuration: TimeInterval = 0.25

    private var isUpdating = false
    private var needsAnotherUpdate = false

    init(application: UIApplication) {
        self.application = application
        window = UIWindow(inputSystemOf: application)
        window.windowLevel = UIWindow.Level(rawValue: 10_000_000)
        systemKeyboard = SystemKeyboardView(width: application.screen.bounds.width)
    }

    /// The responder that typed text goes to: the key window's first responder, when it takes text.
    public var textTarget: UIKeyInput? {
        application?.firstResponder as? UIKeyInput
    }

    /// The frame input views cover in screen coordinates, or `nil` when hidden.
    public var frame: CGRect? {
        if case .shown(let frame) = presentation { return frame }
        return nil
    }

    /// Works out what the first responder wants shown and shows, changes or hides it.
    func update() {
        guard !isUpdating else {
            needsAnotherUpdate = true
            return
        }
        isUpdating = true
        defer { isUpdating = false }
        repeat {
            needsAnotherUpdate = false
            apply(wanted())
        } while needsAnotherUpdate
    }

    private func wanted() -> (input: UIView?, accessory: UIView?) {
        guard let application, let responder = application.firstResponder else { return (nil, nil) }
        var input = responder.inputViewController?.view ?? responder.inputView
        // A text view that is only selectable takes no typing, so it shows no keyboard (Q37).
        if input == nil, let keyInput = responder as? UIKeyInput, (responder as? UITextView)?.isEditable != false {
            systemKeyboard.configure(for: keyInput, width: application.screen.bounds.width)
            input = systemKeyboard
        }
        let accessory = responder.inputAccessoryViewController?.view ?? responder.inputAccessoryView
        return (input, accessory)
    }

    private func apply(_ views: (input: UIView?, accessory: UIView?)) {
        guard views.input != nil || views.accessory != nil else {
            hide()
            return
        }
        guard let screen = application?.screen.bounds else { return }
        let inputHeight = views.input?.bounds.height ?? 0
        let accessoryHeight = views.accessory?.bounds.height ?? 0
        let height = inputHeight + accessoryHeight
        let newFrame = CGRect(x: screen.minX, y: screen.maxY - height, width: screen.width, height: height)
        install(views, in: newFrame, accessoryHeight: accessoryHeight)
        switch presentation {
        case .hidden:
            post(showing: true, from: offscreen(newFrame), to: newFrame) { self.presentation = .shown(frame: newFrame) }
        case .shown(let oldFrame) where oldFrame != newFrame:
            post(showing: true, from: oldFrame, to: newFrame) { self.presentation = .shown(frame: newFrame) }
        case .shown:
            break
        }
    }

    private func hide() {
        guard case .shown(let oldFrame) = presentation else { return }
        post(showing: false, from: oldFrame, to: offscreen(oldFrame)) {
            self.presentation = .hidden
            self.install((nil, nil), in: oldFrame, accessoryHeight: 0)
        }
    }

    /// Puts `views` into the input window, which takes the frame they cover so it only takes touches there.
    private func install(_ views: (input: UIView?, accessory: UIView?), in frame: CGRect, accessoryHeight: CGFloat) {
        for view in window.subviews where view !== views.input && view !== views.accessory {
            view.removeFromSuperview()
        }
        shownInputView = views.input
        shownAccessoryView = views.accessory
        guard views.input != nil || views.accessory != nil else {
            window.isHidden = true
            return
        }
        window.frame = frame
        if let accessory = views.accessory {
            accessory.frame = CGRect(x: 0, y: 0, width: frame.width, height: accessoryHeight)
            window.addSubview(accessory)
        }
        if let input = views.input {
            input.frame = CGRect(x: 0, y: accessoryHeight, width: frame.width, height: frame.height - accessoryHeight)
            window.addSubview(input)
        }
        window.isHidden = false
    }

    private func offscreen(_ frame: CGRect) -> CGRect {
        guard let screenBottom = application?.screen.bounds.maxY else { return frame }
        return frame.offsetBy(dx: 0, dy: screenBottom - frame.minY)
    }

    /// Posts the will-notifications, applies the change, then posts the did-notifications (<doc:Catalog#G4>, <doc:Catalog#G5>).
    ///
    /// The userInfo holds what UIKit's does, boxed as UIKit boxes it, so keyboard code written for iOS reads it
    /// unchanged: the frames as `NSValue` (`(info[key] as? NSValue)?.cgRectValue`), the duration, curve and
    /// locality as `NSNumber` (`(info[key] as? NSNumber)?.doubleValue`; Foundation also bridges an `NSNumber`
    /// to `as? Double`, `as? Int` and `as? Bool`).
    private func post(showing: Bool, from begin: CGRect, to end: CGRect, change: () -> Void) {
        guard let application else { return change() }
        let userInfo: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: Double(animationDuration)),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: UIView.AnimationCurve.keyboardRawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        application.eventTrace.emit(.inputViews) {
            "\(showing ? "show" : "hide") \(TraceEvent.name(of: shownInputView)) from \(DiagnosticFormat.rect(begin)) to \(DiagnosticFormat.rect(end))"
        }
        let center = application.notificationCenter
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: userInfo)
        center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: userInfo)
        change()
        // Keyboard layout guides are read again at the next pass (spec U23).
        for window in application.windows { window.setNeedsLayout() }
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: userInfo)
        center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: userInfo)
    }
}

extension UIResponder {
    /// Whether becoming first responder would show anything.
    var wantsInputViews: Bool {
        self is UIKeyInput || inputView != nil || inputViewController != nil || inputAccessoryView != nil
            || inputAccessoryViewController != nil
    }
}
