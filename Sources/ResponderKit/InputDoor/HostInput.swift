import Foundation

/// Raw input as a host sees it, before ResponderKit turns it into events: what a test, a terminal or a
/// window system hands to ``InputDoor/send(_:)``.
public enum HostInput: Sendable, Equatable {
    /// One finger or pointer changed.
    case touch(HostTouch)
    /// Several fingers changed at the same moment; they arrive in one `UIEvent`.
    case touches([HostTouch])
    /// The keyboard typed: it reaches the first responder through `UIKeyInput` (spec <doc:Catalog#G7>).
    case text(TextInput)
    /// A hardware key went down, repeated or came up (spec <doc:Catalog#H1>-<doc:Catalog#H4>).
    case key(HostKey)
    /// A button of a remote or game controller went down or came up (spec <doc:Catalog#H1>, <doc:Catalog#H2>).
    case button(HostButton)
    /// The device was shaken (spec <doc:Catalog#I2>).
    case shake(HostShake)
    /// A remote-control command arrived, such as play or next track (spec <doc:Catalog#I1>, <doc:Catalog#I3>).
    case remoteControl(UIEvent.EventSubtype)
    /// The pointer moved with no button pressed, or left the screen (spec <doc:Catalog#M1>); see `HostInput+Pointer.swift`.
    case hover(HostHover)
    /// A wheel notch or a trackpad scroll (spec <doc:Catalog#M3>); see `HostInput+Pointer.swift`.
    case scroll(HostScroll)
    /// The application launched, lost or regained the foreground, or is ending (spec <doc:Catalog#N1>).
    case lifecycle(HostLifecycle)
}

/// A hardware key's change, as the host's keyboard reports it.
public struct HostKey: Sendable, Equatable {
    /// What the key did.
    public enum Action: String, Sendable, Equatable {
        /// The key went down; it must not be down already.
        case down
        /// The key, held down, repeated.
        case `repeat`
        /// The key came up.
        case up
    }

    /// What the key did.
    public var action: Action
    /// Which physical key.
    public var keyCode: UIKeyboardHIDUsage
    /// What the key types with the modifiers held ("" for keys that type nothing).
    public var characters: String
    /// What the key types without modifiers but Shift; `nil` means the same as `characters`.
    public var charactersIgnoringModifiers: String?
    /// The modifiers held.
    public var modifierFlags: UIKeyModifierFlags
    /// When it happened; `nil` means the clock's current time.
    public var timestamp: TimeInterval?

    /// Describes one key change.
    public init(_ action: Action, _ keyCode: UIKeyboardHIDUsage, characters: String = "",
                charactersIgnoringModifiers: String? = nil, modifierFlags: UIKeyModifierFlags = [],
                timestamp: TimeInterval? = nil) {
        self.action = action
        self.keyCode = keyCode
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }
}

/// A remote or game-controller button's change.
public struct HostButton: Sendable, Equatable {
    /// Whether the button went down or came up.
    public var isDown: Bool
    /// Which button.
    public var type: UIPress.PressType
    /// When it happened; `nil` means the clock's current time.
    public var timestamp: TimeInterval?

    /// Describes one button change.
    public init(isDown: Bool, type: UIPress.PressType, timestamp: TimeInterval? = nil) {
        self.isDown = isDown
        self.type = type
        self.timestamp = timestamp
    }
}

/// A shake's progress.
public enum HostShake: String, Sendable, Equatable {
    /// The device started shaking.
    case began
    /// The shake finished.
    case ended
    /// The shake was interrupted (the host lost the sensor).
    case cancelled
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
    /// The pointer buttons a `.indirectPointer` touch presses; `[]` means the primary button. Fingers and
    /// pencils press none, so any other mask on them is rejected (spec <doc:Catalog#M2>). Read at touch-down only.
    public var buttonMask: UIEvent.ButtonMask
    /// The modifier keys the host reports held with this change (a Shift-click); they add to the keys down.
    public var modifierFlags: UIKeyModifierFlags

    /// Describes one finger's change.
    public init(id: Int, action: Action, location: CGPoint, timestamp: TimeInterval? = nil,
                type: UITouch.TouchType = .direct, buttonMask: UIEvent.ButtonMask = [],
                modifierFlags: UIKeyModifierFlags = []) {
        self.id = id
        self.action = action
        self.location = location
        self.timestamp = timestamp
        self.type = type
        self.buttonMask = buttonMask
        self.modifierFlags = modifierFlags
    }
}

/// A host touch whose timestamp has been resolved against the clock and which passed validation.
struct ResolvedTouchChange {
    let id: Int
    let action: HostTouch.Action
    let location: CGPoint
    let timestamp: TimeInterval
    let type: UITouch.TouchType
    let buttonMask: UIEvent.ButtonMask
}

extension HostInput: CustomStringConvertible {
    /// A short description for traces; it leaves out timestamps, which the trace shows itself.
    public var description: String {
        switch self {
        case .touch(let touch): return touch.description
        case .touches(let touches): return touches.map(\.description).joined(separator: ", ")
        case .text(.insert(let text)): return "type \"\(text)\""
        case .text(.deleteBackward): return "type backspace"
        case .text(.return): return "type return"
        case .key(let key):
            let name = DiagnosticFormat.key(key.keyCode, modifiers: key.modifierFlags,
                                            characters: key.charactersIgnoringModifiers ?? key.characters)
            return "key \(name) \(key.action.rawValue)" + (key.characters.isEmpty ? "" : " \"\(key.characters)\"")
        case .button(let button): return "button \(button.type) \(button.isDown ? "down" : "up")"
        case .shake(let phase): return "shake \(phase.rawValue)"
        case .remoteControl(let subtype): return "remote \(subtype)"
        case .hover(let hover): return hover.description
        case .scroll(let scroll): return scroll.description
        case .lifecycle(let change): return "lifecycle \(change.rawValue)"
        }
    }
}

extension HostTouch: CustomStringConvertible {
    /// "touch 1 down at (x, y)".
    public var description: String {
        "touch \(id) \(action.rawValue) at \(DiagnosticFormat.point(location))"
    }
}
