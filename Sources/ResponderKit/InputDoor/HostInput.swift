import Foundation

/// Raw input as a host sees it, before ResponderKit turns it into events: what a test, a terminal or a
/// window system hands to ``InputDoor/send(_:)``.
public enum HostInput: Sendable, Equatable {
    /// One finger or pointer changed.
    case touch(HostTouch)
    /// Several fingers changed at the same moment; they arrive in one `UIEvent`.
    case touches([HostTouch])
    /// The keyboard typed: it reaches the first responder through `UIKeyInput` (spec G7).
    case text(TextInput)
}

/// What a keyboard (the host's, or the on-screen ``SystemKeyboardView``) types.
public enum TextInput: Sendable, Equatable {
    /// Types the string at the caret.
    case insert(String)
    /// Deletes the selection or the character before the caret.
    case deleteBackward
    /// The return key; it arrives as `insertText("\n")`, as in UIKit.
    case `return`
}

/// One finger's change, in screen coordinates, named by an id the host chooses.
public struct HostTouch: Sendable, Equatable {
    /// What the finger did.
    public enum Action: String, Sendable, Equatable {
        /// The finger touched down; its id must not be down already.
        case down
        /// The finger moved while down.
        case move
        /// The finger lifted.
        case up
        /// The system took the finger away (an incoming call, the host losing the pointer).
        case cancel
    }

    /// The finger's id: any number, unique among the fingers down at the same time, reusable after lifting.
    public var id: Int
    /// What the finger did.
    public var action: Action
    /// Where the finger is, in screen points.
    public var location: CGPoint
    /// When it happened on the application's clock; `nil` means the clock's current time.
    public var timestamp: TimeInterval?
    /// What made the touch.
    public var type: UITouch.TouchType

    /// Describes one finger's change.
    public init(id: Int, action: Action, location: CGPoint, timestamp: TimeInterval? = nil,
                type: UITouch.TouchType = .direct) {
        self.id = id
        self.action = action
        self.location = location
        self.timestamp = timestamp
        self.type = type
    }
}

/// A host touch whose timestamp has been resolved against the clock and which passed validation.
struct ResolvedTouchChange {
    let id: Int
    let action: HostTouch.Action
    let location: CGPoint
    let timestamp: TimeInterval
    let type: UITouch.TouchType
}

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
        /// A location had a NaN or infinite coordinate.
        case nonFiniteLocation(id: Int)
        /// A timestamp was NaN or infinite.
        case nonFiniteTimestamp(id: Int)
        /// A timestamp was earlier than the input before it.
        case timeWentBackwards(id: Int, previous: TimeInterval, received: TimeInterval)
        /// A frame of several touches held none.
        case emptyFrame
        /// Input was sent from inside an event handler while the door was dispatching.
        case reentrantInput
        /// Text was typed but the first responder does not take text (it does not adopt `UIKeyInput`).
        case noTextInputTarget
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
        case .nonFiniteLocation(let id):
            return "Touch \(id) has a NaN or infinite coordinate; locations must be finite screen points."
        case .nonFiniteTimestamp(let id):
            return "Touch \(id) has a NaN or infinite timestamp."
        case .timeWentBackwards(let id, let previous, let received):
            return "Touch \(id) is stamped \(received), before the previous input at \(previous); "
                + "timestamps must not decrease."
        case .emptyFrame:
            return "A frame of touches held no touch."
        case .noTextInputTarget:
            return "Text was typed but no first responder takes text; make a UIKeyInput first responder first."
        case .reentrantInput:
            return "Input was sent from inside an event handler; hosts send input from their own loop, "
                + "after the previous input has been delivered."
        }
    }
}
