import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UIView.animate and UIView.transition run at once and complete on the next turn (O1)")
struct UIViewAnimationTests {
    @Test("O1: animate(withDuration:animations:completion:) sets the model values now, completes with true next turn",
          .eventTestHost)
    func animateWithCompletion() throws {
        let host = try #require(EventTestHost.current)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {
            view.frame.origin.x = 50
            view.layoutIfNeeded()
        }, completion: { finished.append($0) })
        #expect(view.frame.origin.x == 50)
        #expect(finished.isEmpty)
        host.runUntilIdle()
        #expect(finished == [true])
    }

    @Test("O1: animate(withDuration:animations:) runs the block at once", .eventTestHost)
    func animateWithoutCompletion() {
        let view = UIView()
        UIView.animate(withDuration: 1) { view.backgroundColor = .systemBackground }
        #expect(view.backgroundColor == .white)
    }

    @Test("O1: the delay and spring forms complete on the next turn, not after the delay", .eventTestHost)
    func delayAndSpring() throws {
        let host = try #require(EventTestHost.current)
        let view = UIView()
        var order: [String] = []
        UIView.animate(withDuration: 0.2, delay: 5, options: [.curveEaseOut, .allowUserInteraction], animations: {
            view.isHidden = true
        }, completion: { order.append("delay \($0)") })
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 1,
                       options: [], animations: { view.alpha = 0.5 }, completion: { order.append("spring \($0)") })
        #expect(view.isHidden && view.alpha == 0.5)
        #expect(order.isEmpty)
        host.advance(by: 0)
        #expect(order == ["delay true", "spring true"])
    }

    @Test("O1: transition(with:) completes on the next turn of the view's own application")
    func transitionUsesViewsApplication() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = UIView()
        window.addSubview(view)
        var finished: [Bool] = []
        UIView.transition(with: view, duration: 0.25, options: .transitionCrossDissolve,
                          animations: { view.isHidden = true }, completion: { finished.append($0) })
        #expect(view.isHidden)
        #expect(host.clock.hasPendingTurnWork)
        host.runUntilIdle()
        #expect(finished == [true])
    }

    @Test("O1: performWithoutAnimation runs its block at once")
    func performWithoutAnimation() {
        let view = UIView()
        UIView.performWithoutAnimation { view.alpha = 0.25 }
        #expect(view.alpha == 0.25)
    }

    @Test("O1: UIView.AnimationOptions has UIKit's raw values")
    func optionRawValues() {
        #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1)
        #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
        #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 1 << 16)
        #expect(UIView.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
        #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
    }
}
