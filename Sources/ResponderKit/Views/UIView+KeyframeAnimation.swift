import Foundation

// Keyframe animations follow `UIView.animate` (spec O1): nothing is drawn in between, so each keyframe's block
// runs as it is added, in the order the code adds them, and the last value set is the model value at once, as
// it is in UIKit once the animation is committed. The completion runs with `true` on the next turn of the run
// loop, never inside the call (spec <doc:Catalog#P44>).

extension UIView {
    /// Options for keyframe animations, with UIKit's members and raw values. ResponderKit does not animate, so
    /// they change nothing; they exist so UIKit code passing them compiles unchanged.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The bits of the options.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lay out subviews at commit time so they animate with their parent.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Let the user interact with views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state of an animation in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards after forwards (with `.repeat`).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration, not that of an enclosing animation.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Do not inherit an enclosing animation's options.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Interpolate linearly between keyframes; the default.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Jump from one keyframe's values to the next.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Move at an even pace, ignoring the keyframes' times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Interpolate along a smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Interpolate along a smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Runs `animations`, whose keyframes apply as they are added, and `completion` with `true` on the next
    /// turn of the run loop; the duration, delay and options change nothing, as nothing is drawn in between
    /// (spec <doc:Catalog#P44>).
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: UIView.KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animations()
        guard let completion else { return }
        UIApplication.shared.clock.performOnNextTurn { completion(true) }
    }

    /// Runs `animations` at once: the keyframe's values are the model values as soon as it is added, its start
    /// time and duration (fractions of the enclosing keyframe animation) changing nothing (spec <doc:Catalog#P44>).
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        animations()
    }
}
