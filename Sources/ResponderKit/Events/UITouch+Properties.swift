import Foundation

extension UITouch {
    /// The properties of a touch that can be estimated and updated later, with UIKit's raw values.
    public struct Properties: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: Int
        /// Creates a set from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// ``UITouch/force``.
        public static let force = Properties(rawValue: 1 << 0)
        /// ``UITouch/azimuthAngle(in:)``.
        public static let azimuth = Properties(rawValue: 1 << 1)
        /// ``UITouch/altitudeAngle``.
        public static let altitude = Properties(rawValue: 1 << 2)
        /// ``UITouch/location(in:)``.
        public static let location = Properties(rawValue: 1 << 3)
        /// The stylus's roll angle.
        public static let roll = Properties(rawValue: 1 << 4)
    }
}
