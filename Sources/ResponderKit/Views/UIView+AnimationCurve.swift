import Foundation

extension UIView {
    /// The timing of an animation, as UIKit names it; the keyboard notifications carry one as their
    /// `keyboardAnimationCurveUserInfoKey` (spec <doc:Catalog#G5>). ResponderKit does not animate, so it is informational.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even throughout.
        case linear = 3

        /// The raw value the keyboard notifications carry: 7, the keyboard's own curve on iOS, which UIKit
        /// does not name.
        public static let keyboardRawValue = 7

        /// The curve with UIKit's raw value, or `nil` for an unknown one.
        ///
        /// The keyboard's curve, ``keyboardRawValue`` (7), gives `.easeInOut`, the named curve closest to it.
        /// On iOS this enum is imported from C and accepts any raw value, so keyboard code often writes
        /// `UIView.AnimationCurve(rawValue: curve)!`; accepting 7 keeps that code from stopping here.
        public init?(rawValue: Int) {
            switch rawValue {
            case 0, AnimationCurve.keyboardRawValue: self = .easeInOut
            case 1: self = .easeIn
            case 2: self = .easeOut
            case 3: self = .linear
            default: return nil
            }
        }
    }
}
