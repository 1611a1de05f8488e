import Foundation

/// Why the input door refused a piece of host input; nothing of it was applied.
public struct InputRejection: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule the input broke.
    public enum Reason: Sendable, Equatable {
        /// A move, lift or cancel named a finger that is not down.
        case unknownTouch(id: Int)
        /// A down named a finger that is already down.
        case touchAlreadyDown(id: Int)
        /// One frame named the same finger twice.
        case duplicateTouchInFrame(id: Int)
        /// A frame named more fingers than ``InputDoor/maximumTouchesPerFrame``, or would leave more than that
        /// many down at once; `count` is how many.
        case tooManyTouches(count: Int, limit: Int)
        /// A text insertion, or a key's characters, held more than ``InputDoor/maximumTextLength`` bytes of UTF-8.
        case textTooLong(length: Int, limit: Int)
        /// A location had a NaN or infinite coordinate.
        case nonFiniteLocation(id: Int)
        /// A timestamp was NaN or infinite.
        case nonFiniteTimestamp(id: Int)
        /// A timestamp was earlier than the input before it.
        case timeWentBackwards(id: Int, previous: TimeInterval, received: TimeInterval)
        /// A timestamp led the application's clock by more than ``InputDoor/maximumTimestampLead``.
        case timestampAheadOfClock(id: Int, timestamp: TimeInterval, clock: TimeInterval)
        /// A frame of several touches held none.
        case emptyFrame
        /// Input was sent from inside an event handler while the door was dispatching.
        case reentrantInput
        /// A key or button came up, or repeated, without having gone down.
        case pressNotDown(code: Int)
        /// A key or button went down while already down.
        case pressAlreadyDown(code: Int)
        /// A key code outside the HID keyboard page.
        case unknownKeyCode(Int)
        /// A shake ended or was cancelled without having begun.
        case shakeNotBegun
        /// A remote-control input carried a subtype that is not a remote-control command.
        case notARemoteControlCommand
        /// Text was typed but the first responder does not take text (it does not adopt `UIKeyInput`).
        case noTextInputTarget
        /// The application the door fed has been freed; a host kept the door longer than the application.
        case applicationGone
        /// A finger or pencil touch named pointer buttons, or a pointer touch named a button number beyond the
        /// ones a pointing device has; `id` is the touch's (spec <doc:Catalog#M2>).
        case invalidButtonMask(id: Int, mask: Int)
        /// Modifier flags held bits that name no modifier key.
        case unknownModifierFlags(Int)
        /// A scroll's delta had a NaN or infinite component.
        case nonFiniteScrollDelta
        /// A trackpad scroll changed or ended without having begun.
        case scrollNotBegun
        /// A trackpad scroll began while one was in progress, or a wheel notch came during it.
        case scrollInProgress
        /// A lifecycle step that cannot follow the application's state, such as becoming active while in
        /// the background or launching twice (<doc:Catalog#N1>).
        case lifecycleTransitionNotAllowed(HostLifecycle, from: UIApplication.State)
        /// Input arrived after the application terminated.
        case applicationTerminated
    }

    /// The rule the input broke.
    public let reason: Reason

    /// Creates a rejection for `reason`.
    public init(reason: Reason) {
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .unknownTouch(let id):
            return "Touch \(id) is not down; a move, lift or cancel must follow a down with the same id."
        case .touchAlreadyDown(let id):
            return "Touch \(id) is already down; lift or cancel it before it goes down again."
        case .duplicateTouchInFrame(let id):
            return "Touch \(id) appears twice in one frame; send one change per finger per frame."
        case .tooManyTouches(let count, let limit):
            return "A frame names, or would leave down, \(count) fingers; at most \(limit) are allowed."
        case .textTooLong(let length, let limit):
            return "Text of \(length) bytes arrived in one input; at most \(limit) bytes are allowed."
        case .nonFiniteLocation(let id):
            return "Touch \(id) has a NaN or infinite coordinate; locations must be finite screen points."
        case .nonFiniteTimestamp(let id):
            return "Touch \(id) has a NaN or infinite timestamp."
        case .timeWentBackwards(let id, let previous, let received):
            return "Touch \(id) is stamped \(received), before the previous input at \(previous); "
                + "timestamps must not decrease."
        case .timestampAheadOfClock(let id, let timestamp, let clock):
            return "Input \(id) is stamped \(timestamp), more than \(InputDoor.maximumTimestampLead) s ahead of "
                + "the application's clock (\(clock)); stamp input on the application's clock, or leave the "
                + "timestamp out."
        case .emptyFrame:
            return "A frame of touches held no touch."
        case .pressNotDown(let code):
            return "Key or button \(code) is not down; an up or repeat must follow a down."
        case .pressAlreadyDown(let code):
            return "Key or button \(code) is already down; send a repeat, or an up first."
        case .unknownKeyCode(let code):
            return "Key code \(code) is not a HID keyboard usage (0x04-0x65, 0xE0-0xE7)."
        case .shakeNotBegun:
            return "A shake ended or was cancelled without having begun."
        case .notARemoteControlCommand:
            return "A remote-control input must carry one of the remoteControl subtypes."
        case .noTextInputTarget:
            return "Text was typed but no first responder takes text; make a UIKeyInput first responder first."
        case .reentrantInput:
            return "Input was sent from inside an event handler; hosts send input from their own loop, "
                + "after the previous input has been delivered."
        case .invalidButtonMask(let id, let mask):
            return "Touch \(id) names pointer buttons \(mask); only .indirectPointer touches press buttons, "
                + "and at most \(InputDoor.maximumPointerButtons) of them."
        case .unknownModifierFlags(let bits):
            return "Modifier flags \(bits) name no modifier key; use UIKeyModifierFlags' members."
        case .nonFiniteScrollDelta:
            return "A scroll's delta has a NaN or infinite component; deltas must be finite points."
        case .scrollNotBegun:
            return "A trackpad scroll changed or ended without having begun; send .began first."
        case .scrollInProgress:
            return "A trackpad scroll is in progress; end it before beginning another or turning the wheel."
        case .lifecycleTransitionNotAllowed(let change, let state):
            return "The application cannot \(change.rawValue) while \(state); leaving the foreground is "
                + "resignActive then enterBackground, returning is enterForeground then becomeActive."
        case .applicationTerminated:
            return "The application has terminated; it takes no more input."
        case .applicationGone:
            return "The application this door fed has been freed; a door lives no longer than its application, "
                + "so send input through a live application's inputDoor."
        }
    }
}

