import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Keyframe animations apply their end state at once and complete on the next turn (P44); a button's edge
/// insets are stored and change neither its size nor where it takes touches (P45).
@MainActor @Suite("UIView.animateKeyframes and UIButton's edge insets")
struct KeyframeAndInsetsTests {
    @Test("P44: keyframes apply in the order added, the last value set wins, and completion runs next turn with true",
          .eventTestHost)
    func keyframesApplyAtOnce() throws {
        let host = try #require(EventTestHost.current)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var order: [String] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0.5, options: [.calculationModeCubic, .allowUserInteraction],
                                animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                view.alpha = 0.2
                order.append("first")
            }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                view.alpha = 0.8
                view.center = CGPoint(x: 100, y: 100)
                order.append("second")
            }
        }, completion: { order.append("done \($0)") })
        #expect(view.alpha == 0.8 && view.center == CGPoint(x: 100, y: 100))
        #expect(order == ["first", "second"])
        host.advance(by: 0)
        #expect(order == ["first", "second", "done true"])
    }

    @Test("P44: the keyframe options have UIKit's raw values")
    func keyframeOptionValues() {
        #expect(UIView.KeyframeAnimationOptions.calculationModeDiscrete.rawValue == 1 << 10)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        #expect(UIView.KeyframeAnimationOptions.autoreverse.rawValue == 1 << 4)
    }

    @Test("P45: a button's edge insets start at zero and read back as set, its frame and touch area unchanged",
          .eventTestHost)
    func buttonEdgeInsets() throws {
        let host = try #require(EventTestHost.current)
        let window = host.makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        window.addSubview(button)
        #expect(button.contentEdgeInsets == .zero && button.titleEdgeInsets == .zero && button.imageEdgeInsets == .zero)
        let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        button.contentEdgeInsets = insets
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 6, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 6)
        #expect(button.contentEdgeInsets == insets)
        #expect(button.titleEdgeInsets.left == 6 && button.imageEdgeInsets.right == 6)
        #expect(button.frame == CGRect(x: 0, y: 0, width: 60, height: 30))
        #expect(window.hitTest(CGPoint(x: 2, y: 2), with: nil) === button)
    }
}
