import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Gesture recognizers: the concrete recognizers", .checksGestureStateHistories)
struct ConcreteRecognizerTests {
    private func surface(_ host: EventTestHost) -> (UIWindow, TracingView) {
        let view = TracingView()
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        return (window, view)
    }

    @Test("D13: defaults of every recognizer")
    func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(press.numberOfTouchesRequired == 1 && press.numberOfTapsRequired == 0)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == .max)
        #expect(pan.minimumMovementToBegin == 10)
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right && swipe.numberOfTouchesRequired == 1)
        #expect(UIPinchGestureRecognizer().scale == 1)
        #expect(UIRotationGestureRecognizer().rotation == 0)
        #expect(UIScreenEdgePanGestureRecognizer().edges == [])
        #expect(tap.cancelsTouchesInView && !tap.delaysTouchesBegan && tap.delaysTouchesEnded)
        #expect(tap.isEnabled && tap.requiresExclusiveTouchType && tap.state == .possible)
    }

    @Test("D13: long press lifted at 0.4 s fails")
    func longPressLiftedEarly() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        var actions = 0
        let press = UILongPressGestureRecognizer { _ in actions += 1 }
        view.addGestureRecognizer(press)

        let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.4)
        try finger.lift()
        host.advance(by: 1)

        #expect(actions == 0)
        #expect(gestureHistory.history(of: press) == [.possible, .failed, .possible])
        _ = window
    }

    @Test("D13: long press held to 0.5 s begins, moves give changed, lift ends")
    func longPressHeld() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        var states: [UIGestureRecognizer.State] = []
        let press = UILongPressGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(press)

        let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.49)
        #expect(states.isEmpty)
        host.advance(by: 0.01)
        #expect(states == [.began])
        try finger.move(to: CGPoint(x: 140, y: 100))
        try finger.move(to: CGPoint(x: 180, y: 100))
        #expect(states == [.began, .changed, .changed])
        try finger.lift()
        #expect(states == [.began, .changed, .changed, .ended])
        #expect(gestureHistory.history(of: press) == [.possible, .began, .changed, .changed, .ended, .possible])
        #expect(view.trace == nil)
        _ = window
    }

    @Test("D13: 11 points of movement before 0.5 s fails a long press")
    func longPressMovedTooFar() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        var actions = 0
        let press = UILongPressGestureRecognizer { _ in actions += 1 }
        view.addGestureRecognizer(press)

        let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.2)
        try finger.move(to: CGPoint(x: 110, y: 100))
        #expect(press.state == .possible)
        try finger.move(to: CGPoint(x: 111, y: 100))
        #expect(press.state == .failed)
        host.advance(by: 0.5)
        try finger.lift()
        #expect(actions == 0)
        #expect(gestureHistory.history(of: press) == [.possible, .failed, .possible])
        _ = window
    }

    @Test("D13: pinch with two fingers gives the expected scale")
    func pinchScale() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        view.addGestureRecognizer(pinch)

        try host.twoFingerPath(from: (CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300)),
                               to: (CGPoint(x: 100, y: 300), CGPoint(x: 300, y: 300)))

        #expect(abs(scales.last! - 2) < 1e-9)
        #expect(scales.count >= 2)
        #expect(gestureHistory.history(of: pinch).first == .possible)
        #expect(gestureHistory.history(of: pinch).dropFirst().first == .began)
        _ = window
    }

    @Test("D13: rotation with two fingers gives the expected rotation, clockwise positive")
    func rotationAngle() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        var rotations: [CGFloat] = []
        let rotation = UIRotationGestureRecognizer { rotations.append(($0 as! UIRotationGestureRecognizer).rotation) }
        view.addGestureRecognizer(rotation)

        // A quarter turn clockwise about (200, 300): the fingers go from left/right to top/bottom.
        let fingers = try host.touchDown(at: [CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300)])
        for step in 1...9 {
            host.advance(by: 0.02)
            let angle = CGFloat(step) * .pi / 18
            try host.move(fingers, to: [CGPoint(x: 200 - 50 * cos(angle), y: 300 - 50 * sin(angle)),
                                        CGPoint(x: 200 + 50 * cos(angle), y: 300 + 50 * sin(angle))])
        }
        try host.lift(fingers)

        #expect(abs(rotations.last! - .pi / 2) < 1e-9)
        #expect(rotation.state == .possible)
        _ = window
    }

    @Test("D8: pinch and rotation on one view recognize together only when a delegate allows it")
    func pinchAndRotationSimultaneity() throws {
        for allowed in [false, true] {
            let host = makeGestureHost()
            let (window, view) = surface(host)
            let pinch = UIPinchGestureRecognizer()
            let rotation = UIRotationGestureRecognizer()
            let delegate = SimultaneousDelegate(allows: allowed)
            pinch.delegate = delegate
            view.addGestureRecognizer(pinch)
            view.addGestureRecognizer(rotation)

            // Spread and turn at once: both recognizers see enough to begin.
            let fingers = try host.touchDown(at: [CGPoint(x: 150, y: 300), CGPoint(x: 250, y: 300)])
            for step in 1...6 {
                host.advance(by: 0.02)
                let angle = CGFloat(step) * .pi / 24, radius = 50 + CGFloat(step) * 10
                try host.move(fingers, to: [CGPoint(x: 200 - radius * cos(angle), y: 300 - radius * sin(angle)),
                                            CGPoint(x: 200 + radius * cos(angle), y: 300 + radius * sin(angle))])
            }
            let began = [pinch, rotation].filter { [.began, .changed].contains($0.state) }
            if allowed {
                #expect(began.count == 2)
            } else {
                #expect(began.count == 1)
                #expect([pinch, rotation].filter { $0.state == .failed }.count == 1)
            }
            try host.lift(fingers)
            _ = window
        }
    }

    @Test("D13: pan gives translation and velocity in any view's coordinates, and setTranslation rebases it")
    func panTranslationAndVelocity() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        let scaled = UIView(frame: CGRect(x: 250, y: 600, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(scaled)
        var seen: [(CGPoint, CGPoint, CGPoint)] = []
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            seen.append((pan.translation(in: view), pan.velocity(in: view), pan.translation(in: scaled)))
        }
        view.addGestureRecognizer(pan)

        try host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 150), steps: 10, duration: 0.2)

        let last = try #require(seen.last)
        #expect(last.0 == CGPoint(x: 100, y: 50))
        #expect(abs(last.1.x - 500) < 1e-6 && abs(last.1.y - 250) < 1e-6)
        #expect(last.2 == CGPoint(x: 50, y: 25))
        let first = try #require(seen.first)
        #expect(first.0 == CGPoint(x: 10, y: 5), "the translation at began includes the movement that began it")

        let rebasing = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            seen.append((pan.translation(in: nil), .zero, .zero))
            pan.setTranslation(.zero, in: nil)
        }
        view.removeGestureRecognizer(pan)
        view.addGestureRecognizer(rebasing)
        seen.removeAll()
        try host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 10, duration: 0.2)
        #expect(seen.first?.0 == CGPoint(x: 20, y: 0))
        #expect(seen.count == 10)
        #expect(seen.dropFirst().dropLast().allSatisfy { $0.0 == CGPoint(x: 10, y: 0) })
        #expect(seen.last?.0 == .zero)
        _ = window
    }

    @Test("D13: pan needs its minimum number of touches and ignores fingers beyond its maximum")
    func panTouchCounts() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        view.addGestureRecognizer(pan)

        try host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        #expect(gestureHistory.history(of: pan) == [.possible, .failed, .possible])

        let fingers = try host.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100),
                                              CGPoint(x: 200, y: 100)])
        #expect(pan.numberOfTouches == 2)
        try host.move(fingers, to: [CGPoint(x: 130, y: 100), CGPoint(x: 180, y: 100), CGPoint(x: 230, y: 100)])
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == CGPoint(x: 30, y: 0))
        try host.lift(fingers)
        _ = window
    }

    @Test("D13: swipe is discrete, goes right by default, and fails the wrong way or too slowly")
    func swipe() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        var swipes = 0
        let swipe = UISwipeGestureRecognizer { _ in swipes += 1 }
        view.addGestureRecognizer(swipe)

        try host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 310), steps: 5, duration: 0.15)
        #expect(swipes == 1)
        try host.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 100, y: 300), steps: 5, duration: 0.15)
        #expect(swipes == 1)
        try host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), steps: 10, duration: 2)
        #expect(swipes == 1)
        swipe.direction = [.left, .up]
        try host.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 250), steps: 5, duration: 0.15)
        #expect(swipes == 2)
        let recorded = gestureHistory.history(of: swipe)
        #expect(recorded == [.possible, .ended, .possible, .failed, .possible, .failed, .possible, .ended, .possible])
        _ = window
    }

    @Test("D13: a screen-edge pan starts only at one of its edges, moving inwards")
    func screenEdgePan() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        var states: [UIGestureRecognizer.State] = []
        let edgePan = UIScreenEdgePanGestureRecognizer { states.append($0.state) }
        edgePan.edges = .left
        view.addGestureRecognizer(edgePan)

        try host.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 300, y: 300))
        #expect(states.isEmpty)
        try host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 5, y: 100))
        #expect(states.isEmpty)
        try host.drag(from: CGPoint(x: 5, y: 300), to: CGPoint(x: 150, y: 300))
        #expect(states.first == .began && states.last == .ended)
        _ = window
    }

    @Test("C6/D13: a two-finger tap needs both fingers; a double tap needs taps close in time and place")
    func tapVariants() throws {
        let host = makeGestureHost()
        let (window, view) = surface(host)
        var twoFinger = 0, double = 0
        let twoFingerTap = UITapGestureRecognizer { _ in twoFinger += 1 }
        twoFingerTap.numberOfTouchesRequired = 2
        let doubleTap = UITapGestureRecognizer { _ in double += 1 }
        doubleTap.numberOfTapsRequired = 2
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let bottom = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 400))
        view.addSubview(top)
        view.addSubview(bottom)
        top.addGestureRecognizer(twoFingerTap)
        bottom.addGestureRecognizer(doubleTap)

        try host.tap(at: CGPoint(x: 100, y: 100))
        #expect(twoFinger == 0)
        let fingers = try host.touchDown(at: [CGPoint(x: 100, y: 100), CGPoint(x: 150, y: 100)])
        try host.lift(fingers)
        #expect(twoFinger == 1)

        try host.tap(at: CGPoint(x: 100, y: 500))
        host.advance(by: 0.5)
        try host.tap(at: CGPoint(x: 100, y: 500))
        #expect(double == 0)
        host.advance(by: 1)
        try host.tap(at: CGPoint(x: 100, y: 500))
        try host.tap(at: CGPoint(x: 150, y: 500))
        #expect(double == 0)
        host.advance(by: 1)
        try host.tap(at: CGPoint(x: 100, y: 500))
        try host.tap(at: CGPoint(x: 104, y: 503))
        #expect(double == 1)
        _ = window
    }
}

final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    let allows: Bool
    init(allows: Bool) { self.allows = allows }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        allows
    }
}
