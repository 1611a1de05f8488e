import Foundation

// ResponderKit draws nothing (spec O1): an animations block runs at once, so the values it sets are the model
// values right away, as they are in UIKit, and the completion runs with `true` on the next turn of the run loop,
// never inside the call, so code that relies on the completion running later keeps its order.

extension UIView {
    /// Options for animating views, with UIKit's members and raw values. ResponderKit does not animate, so they
    /// change nothing; they exist so UIKit code passing them compiles unchanged.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The bits of the options.
        public let rawValue: UInt

        /// Options from their bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Lay out subviews at commit time so they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the current presentation state of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run the animation backwards after forwards (with `.repeat`).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this animation's duration, not that of an enclosing animation.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this animation's curve, not that of an enclosing animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw the view's content as it animates.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Do not inherit an enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end; the default curve.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip around the vertical axis from left to right.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip around the vertical axis from right to left.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curl up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curl down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Dissolve from one view to the other.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip around the horizontal axis from top to bottom.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip around the horizontal axis from bottom to top.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// Runs `animations` at once: ResponderKit draws nothing, so the new values are simply the model values (<doc:Catalog#O1>).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runAnimation(animations, completion: nil, application: nil)
    }

    /// Runs `animations` at once and `completion` with `true` on the next turn of the run loop (<doc:Catalog#O1>).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(animations, completion: completion, application: nil)
    }

    /// Runs `animations` at once and `completion` with `true` on the next turn of the run loop; the delay and
    /// options change nothing, as nothing is drawn in between (<doc:Catalog#O1>).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(animations, completion: completion, application: nil)
    }

    /// The spring form: runs `animations` at once and `completion` with `true` on the next turn of the run
    /// loop; the spring's damping and velocity change nothing, as nothing is drawn (<doc:Catalog#O1>).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(animations, completion: completion, application: nil)
    }

    /// Runs `animations` (a change to `view`'s content) at once and `completion` with `true` on the next turn of
    /// the run loop of `view`'s application (<doc:Catalog#O1>).
    public class func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runAnimation(animations ?? {}, completion: completion, application: view.owningApplication)
    }

    /// Runs `actionsWithoutAnimation` at once; with nothing ever animated, that is all there is to it (<doc:Catalog#O1>).
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    /// Runs the block now and schedules the completion on the next turn of `application`'s run loop, or of
    /// `UIApplication.shared`'s when there is no view to ask, where the class methods' callers live.
    private class func runAnimation(_ animations: () -> Void, completion: ((Bool) -> Void)?,
                                    application: UIApplication?) {
        animations()
        guard let completion else { return }
        (application ?? UIApplication.shared).clock.performOnNextTurn { completion(true) }
    }
}
