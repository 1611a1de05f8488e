import Foundation

extension UIControl {
    /// The things that happen to a control that targets and actions can be registered for, with UIKit's raw
    /// values so masks stored or logged by ported code keep their meaning.
    ///
    /// Touch events come from real touches (spec <doc:Catalog#E3>); editing and value events are sent by the controls that
    /// have them with ``UIControl/sendActions(for:)``.
    public struct Event: OptionSet, Hashable, Sendable {
        /// UIKit's bit mask.
        public let rawValue: UInt

        /// Creates an event mask from UIKit's raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A finger touched down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger touched down again soon after the last one: the touch's `tapCount` is above 1.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved and is inside the control's tracking area.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved and is outside the control's tracking area.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger moved from outside the tracking area to inside it.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger moved from inside the tracking area to outside it.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the tracking area: the usual "tapped" event.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the tracking area.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system took the touch away (the control left its window, the touch was cancelled).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed (a switch flipped, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action happened: touch-up-inside for a button, a value change for a switch.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu is about to be shown.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text control changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text control.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended because the user pressed Return in a text control.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Bits an application may use for its own control events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Bits reserved for the system's own use.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
