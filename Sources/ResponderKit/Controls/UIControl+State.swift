import Foundation

extension UIControl {
    /// What a control is showing: highlighted, disabled, selected, focused, or none of them (normal), with
    /// UIKit's raw values. Per-state settings such as a button's title are keyed by it.
    public struct State: OptionSet, Hashable, Sendable {
        /// UIKit's bit mask.
        public let rawValue: UInt

        /// Creates a state from UIKit's raw bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// No flag set: enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A touch is down inside the control's tracking area (spec <doc:Catalog#E1>).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled and ignores touches (spec <doc:Catalog#E11>).
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected, as a toggled button is.
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus of a focus-based interface.
        public static let focused = State(rawValue: 1 << 3)
        /// Bits an application may use for its own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// Bits reserved for the system's own use.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
