import Foundation

/// An event delivered through the responder chain: a set of touches, a motion, a remote-control command or
/// presses (spec <doc:Catalog#I1>).
///
/// As in UIKit, the application reuses one touch event object for the whole life of the touches in it and
/// updates it in place, so holding a reference to it past the callback shows later state.
///
/// Open, as in UIKit: test doubles subclass it and override ``type``, ``allTouches``, ``timestamp`` or
/// ``modifierFlags`` (spec <doc:Catalog#P8>).
@preconcurrency @MainActor
open class UIEvent {
    /// The families of events, each starting at a different responder (seed: "first responder" by event type).
    public enum EventType: Int, Sendable {
        case touches
        case motion
        case remoteControl
        case presses
        /// A wheel or trackpad scroll; it reaches pans whose `allowedScrollTypesMask` admits it (spec <doc:Catalog#M3>).
        case scroll = 10
        /// The pointer moving with no button down; it reaches hover gesture recognizers (spec <doc:Catalog#M1>).
        case hover = 11
    }

    /// The finer kind of a motion or remote-control event; `.none` for touches and presses.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// Which family this event belongs to.
    open var type: EventType { eventType }
    final let eventType: EventType
    /// The finer kind of a motion or remote-control event.
    open internal(set) var subtype: EventSubtype
    /// When the event happened, on the application's clock.
    @exclusivity(unchecked) open internal(set) var timestamp: TimeInterval

    /// Every live touch, including those that did not change in this event (their phase is `.stationary`).
    @exclusivity(unchecked) final var touchStorage: Set<UITouch> = []
    /// For a shake's events, the record of the responders that heard it begin; the default motion methods
    /// follow it (<doc:Catalog#I2>). Carried by the event so no shared state is needed to find it.
    final var motionHearing: MotionHearing?
    /// The modifier keys the host reported with the input that made this event (a Shift-click), added to
    /// the keys down. Like `timestamp` and `touchStorage`, written on every touch event and unchecked for the
    /// same reason as `UITouch`'s hot properties: a runtime exclusivity check costs more than the write, and no
    /// access is held across a call.
    @exclusivity(unchecked) final var hostModifierFlags: UIKeyModifierFlags = []

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval = 0) {
        self.eventType = type
        self.subtype = subtype
        self.timestamp = timestamp
    }

    /// Creates an empty touch event that belongs to no application, for test doubles to subclass (spec
    /// <doc:Catalog#P8>); the application never delivers such an event itself.
    public init() {
        self.eventType = .touches
        self.subtype = .none
        self.timestamp = 0
    }

    /// The modifier keys held during the event (Shift, Control, Option, Command, Caps Lock).
    ///
    /// Read from the keys down now: the modifier keys held as presses and the modifiers the host reported
    /// with each held key. A touch event made while Command is held reads `.command`, as for a Command-click
    /// in UIKit; motion and remote-control events read none.
    open var modifierFlags: UIKeyModifierFlags {
        switch eventType {
        case .touches:
            let held = touchStorage.first?.window?.application?.pressRouting.modifierFlags ?? []
            return held.union(hostModifierFlags)
        case .presses: return (self as? UIPressesEvent).map { PressRouting.modifierFlags(of: $0.pressStorage) } ?? []
        case .hover, .scroll: return hostModifierFlags
        case .motion, .remoteControl: return []
        }
    }

    /// The buttons of the pointing device pressed during the event.
    ///
    /// A finger or a pencil on the screen presses no button, so their touch events read `[]`; a touch of
    /// type `.indirectPointer` presses the buttons its host reported (`.primary` when it named none, and
    /// `.secondary` for a right click, spec <doc:Catalog#M2>). Other events read `[]`.
    open var buttonMask: ButtonMask {
        guard eventType == .touches else { return [] }
        return ButtonMask.pressed(by: touchStorage)
    }

    /// Every touch of the event, or `nil` for events that are not touch events (spec <doc:Catalog#C7>).
    open var allTouches: Set<UITouch>? {
        eventType == .touches ? touchStorage : nil
    }

    /// The touches of this event whose hit-test view is `view` (spec <doc:Catalog#C7>).
    open func touches(for view: UIView) -> Set<UITouch>? {
        guard eventType == .touches else { return nil }
        return touchStorage.filter { $0.view === view }
    }

    /// The touches of this event that happen in `window` (spec <doc:Catalog#C7>).
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard eventType == .touches else { return nil }
        return touchStorage.filter { $0.window === window }
    }

    /// The touches the hardware reported for `touch` since the last event, oldest first, ending with the
    /// touch's current state; `nil` for a touch that is not in this event (spec <doc:Catalog#P30>).
    ///
    /// The host reports every sample as its own event, so there is nothing to coalesce: the array holds the
    /// touch itself, as iOS's always ends with the touch's latest sample.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard eventType == .touches, touchStorage.contains(touch) else { return nil }
        return [touch]
    }

    /// Where `touch` is predicted to go next; empty, since ResponderKit predicts nothing, and `nil` for a touch
    /// that is not in this event (spec <doc:Catalog#P30>).
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard eventType == .touches, touchStorage.contains(touch) else { return nil }
        return []
    }
}
