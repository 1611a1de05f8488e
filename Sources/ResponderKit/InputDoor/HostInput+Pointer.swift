import Foundation

/// The pointer moving with no button pressed, as a mouse or trackpad reports it (spec <doc:Catalog#M1>).
///
/// Hover recognizers under the pointer begin, change and end from these; views' `touches...` methods never
/// hear of them, as in UIKit. A pointer with a button down is a touch of type `.indirectPointer` instead.
public struct HostHover: Sendable, Equatable {
    /// What the pointer did.
    public enum Action: String, Sendable, Equatable {
        /// The pointer is at `location`, having moved there with no button down.
        case move
        /// The pointer left the screen (out of the host's window); every hover under it ends.
        case exit
    }

    /// What the pointer did.
    public var action: Action
    /// Where the pointer is, in screen points; for `.exit`, where it was last.
    public var location: CGPoint
    /// The modifier keys the host reports held.
    public var modifierFlags: UIKeyModifierFlags
    /// When it happened on the application's clock; `nil` means the clock's current time.
    public var timestamp: TimeInterval?

    /// Describes one pointer change.
    public init(_ action: Action = .move, at location: CGPoint, modifierFlags: UIKeyModifierFlags = [],
                timestamp: TimeInterval? = nil) {
        self.action = action
        self.location = location
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }
}

/// A scroll from a mouse wheel or a trackpad, at the pointer's location (spec <doc:Catalog#M3>).
///
/// It drives the pan gesture recognizers under the pointer whose `allowedScrollTypesMask` includes its type;
/// ``delta`` is the translation it adds to such a pan, in the sense a finger dragging the content would
/// move it: turning a wheel up, towards the top of the content, is a positive `dy`.
public struct HostScroll: Sendable, Equatable {
    /// What the scroll did.
    public enum Action: String, Sendable, Equatable {
        /// One notch of a wheel (`UIScrollType.discrete`): notches in a row make one gesture, which ends
        /// once no notch came for `TouchSettings.wheelScrollEndDelay`.
        case wheel
        /// Fingers touched the trackpad to scroll (`UIScrollType.continuous`); no trackpad scroll may be
        /// in progress.
        case began
        /// The trackpad scroll moved by ``delta``.
        case changed
        /// The fingers left the trackpad, ending the scroll.
        case ended
        /// The host lost the trackpad scroll; pans it drove are cancelled.
        case cancelled
    }

    /// What the scroll did.
    public var action: Action
    /// Where the pointer is, in screen points; the pans are found by hit testing here at the gesture's start.
    public var location: CGPoint
    /// How far the scroll moves the content, in points, as a drag would.
    public var delta: CGVector
    /// The modifier keys the host reports held.
    public var modifierFlags: UIKeyModifierFlags
    /// When it happened on the application's clock; `nil` means the clock's current time.
    public var timestamp: TimeInterval?

    /// Describes one scroll change.
    public init(_ action: Action, at location: CGPoint, delta: CGVector = CGVector(dx: 0, dy: 0),
                modifierFlags: UIKeyModifierFlags = [], timestamp: TimeInterval? = nil) {
        self.action = action
        self.location = location
        self.delta = delta
        self.modifierFlags = modifierFlags
        self.timestamp = timestamp
    }

    /// The type of scroll: a wheel's notches are discrete, a trackpad's are continuous.
    public var type: UIScrollType {
        action == .wheel ? .discrete : .continuous
    }
}

extension HostHover: CustomStringConvertible {
    /// "hover at (x, y)" or "hover exit".
    public var description: String {
        action == .exit ? "hover exit" : "hover at (\(location.x), \(location.y))"
    }
}

extension HostScroll: CustomStringConvertible {
    /// "scroll wheel at (x, y) by (dx, dy)".
    public var description: String {
        "scroll \(action.rawValue) at (\(location.x), \(location.y)) by (\(delta.dx), \(delta.dy))"
    }
}
