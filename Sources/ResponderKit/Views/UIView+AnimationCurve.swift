import Foundation

extension UIView {
    /// The timing of an animation, as UIKit names it; the keyboard notifications carry one as their
    /// `keyboardAnimationCurveUserInfoKey` (spec <doc:Catalog#G5>). ResponderKit does not animate, so it is
    /// informational.
    ///
    /// A structure the size of an `Int` holding any raw value, as UIKit's enumeration imported from
    /// `NS_ENUM(NSInteger, UIViewAnimationCurve)` is (spec <doc:Catalog#P12>): the keyboard's own curve, 7, which
    /// UIKit does not name, is kept as 7, and `(info[key] as? NSNumber)?.getValue(&curve)` fills one in.
    /// `switch` statements over it need a `default:`, which Swift asks for on iOS too (`@unknown default`).
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public var rawValue: Int

        /// The curve with UIKit's raw value `rawValue`; failable in signature, as the initializer of UIKit's
        /// imported enumeration is, so `UIView.AnimationCurve(rawValue: curve)!` compiles, and, like it, never
        /// `nil`.
        public init?(rawValue: Int) {
            self.rawValue = rawValue
        }

        private init(_ rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Slow at the start and the end.
        public static let easeInOut = AnimationCurve(0)
        /// Slow at the start.
        public static let easeIn = AnimationCurve(1)
        /// Slow at the end.
        public static let easeOut = AnimationCurve(2)
        /// Even throughout.
        public static let linear = AnimationCurve(3)

        /// The raw value the keyboard notifications carry: 7, the keyboard's own curve on iOS, which UIKit
        /// does not name.
        public static let keyboardRawValue = 7
    }
}

extension NSNumber {
    /// Reads the number into `curve`, the form keyboard code written for iOS uses:
    /// `(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.getValue(&curve)` (spec
    /// <doc:Catalog#P12>).
    ///
    /// On Linux, Foundation's `NSNumber.getValue(_:)` stops the process and `NSNumber` cannot be subclassed, so
    /// ResponderKit answers this call itself: the curve is the number's `intValue`. Code that passes a raw
    /// pointer still reaches Foundation's method; `UIView.AnimationCurve(rawValue: number.intValue)` works on both.
    public func getValue(_ curve: inout UIView.AnimationCurve) {
        curve = UIView.AnimationCurve(rawValue: intValue) ?? curve
    }
}
