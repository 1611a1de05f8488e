import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Gesture recognizers: dispatch, competition and the views' touches", .checksGestureStateHistories)
struct GestureDispatchTests {
    @Test("D2: actions go out on the next turn of the run loop, never for failed")
    func actionsOnNextTurn() throws {
        let host = makeGestureHost()
        let view = TracingView()
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        var actions = 0
        let tap = UITapGestureRecognizer { _ in actions += 1 }
        view.addGestureRecognizer(tap)

        try host.application.inputDoor.touchDown(id: 1, at: CGPoint(x: 50, y: 50))
        try host.application.inputDoor.touchUp(id: 1, at: CGPoint(x: 50, y: 50))
        #expect(tap.state == .ended)
        #expect(actions == 0)
        host.runUntilIdle()
        #expect(actions == 1)
        #expect(tap.state == .possible)

        try host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        #expect(actions == 1)
        _ = window
    }

    @Test("D3: recognizers of the hit view and every ancestor, window included, see the touch first, deepest first")
    func recognizersSeeTouchesFirst() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let outer = UIView()
        let window = place(outer, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let inner = TracingView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        inner.trace = trace
        outer.addSubview(inner)
        let onWindow = LoggingRecognizer(trace: trace, label: "window")
        let onOuter = LoggingRecognizer(trace: trace, label: "outer")
        let onInner1 = LoggingRecognizer(trace: trace, label: "inner1")
        let onInner2 = LoggingRecognizer(trace: trace, label: "inner2")
        window.addGestureRecognizer(onWindow)
        outer.addGestureRecognizer(onOuter)
        inner.addGestureRecognizer(onInner1)
        inner.addGestureRecognizer(onInner2)
        #expect(inner.gestureRecognizers?.map(\.name) == ["inner1", "inner2"])

        let finger = try host.touchDown(at: CGPoint(x: 50, y: 50))
        #expect(trace.entries == ["inner1 began", "inner2 began", "outer began", "window began",
                                  "view touchesBegan"])
        #expect(onInner1.seenTouch?.gestureRecognizers?.map(\.name) == ["inner1", "inner2", "outer", "window"])
        try finger.lift()
        _ = window
    }

    @Test("D4: with cancelsTouchesInView false the view keeps its touches when the gesture is recognized")
    func cancelsTouchesInViewFalse() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let pan = UIPanGestureRecognizer { trace.log("pan \($0.state)") }
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)

        try host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 2)

        #expect(trace.entries == ["view touchesBegan", "view touchesMoved", "pan began", "view touchesMoved",
                                  "pan changed", "view touchesEnded", "pan ended"])
        _ = window
    }

    @Test("D5: with delaysTouchesBegan the view gets touchesBegan only after the recognizer fails, with the original data")
    func delaysTouchesBeganReleasesOriginalData() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let press = UILongPressGestureRecognizer()
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)

        let downTime = host.clock.now
        let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        try finger.move(to: CGPoint(x: 105, y: 100))
        #expect(trace.entries.isEmpty)
        host.advance(by: 0.1)
        try finger.move(to: CGPoint(x: 130, y: 100))

        #expect(press.state == .failed)
        #expect(trace.entries == ["view touchesBegan", "view touchesMoved"])
        #expect(view.beganTouches.count == 1)
        #expect(view.beganTouches.first?.location == CGPoint(x: 100, y: 100))
        #expect(view.beganTouches.first?.timestamp == downTime)
        try finger.lift()
        #expect(trace.entries.last == "view touchesEnded")
        _ = window
    }

    @Test("D5: a held touchesBegan released by a timer after the finger lifted still arrives with its ending")
    func delaysTouchesBeganReleasedAfterLift() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.delaysTouchesBegan = true
        view.addGestureRecognizer(double)

        let downTime = host.clock.now
        try host.tap(at: CGPoint(x: 60, y: 70))
        #expect(trace.entries.isEmpty)
        host.advance(by: 1)
        #expect(trace.entries == ["view touchesBegan", "view touchesEnded"])
        #expect(view.beganTouches.first?.location == CGPoint(x: 60, y: 70))
        #expect(view.beganTouches.first?.timestamp == downTime)
        _ = window
    }

    @Test("D5: with delaysTouchesBegan the view never hears of touches the recognizer recognizes")
    func delaysTouchesBeganDropsRecognized() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let press = UILongPressGestureRecognizer { trace.log("press \($0.state)") }
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)

        let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.6)
        try finger.move(to: CGPoint(x: 150, y: 100))
        try finger.lift()

        #expect(trace.entries == ["press began", "press changed", "press ended"])
        _ = window
    }

    @Test("D6: delaysTouchesEnded holds the view's touchesEnded until the recognizer fails")
    func delaysTouchesEnded() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)

        try host.tap(at: CGPoint(x: 100, y: 100))
        #expect(trace.entries == ["view touchesBegan"])
        host.advance(by: 0.4)
        #expect(trace.entries == ["view touchesBegan", "view touchesEnded"])

        double.delaysTouchesEnded = false
        try host.tap(at: CGPoint(x: 200, y: 200))
        #expect(trace.entries.suffix(2) == ["view touchesBegan", "view touchesEnded"])
        host.advance(by: 0.4)
        _ = window
    }

    @Test("D7: touches a recognizer ignores are not held back from the view")
    func ignoredTouchesAreNotHeld() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let ignoring = IgnoringRecognizer()
        ignoring.delaysTouchesBegan = true
        view.addGestureRecognizer(ignoring)

        let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(trace.entries == ["view touchesBegan"])
        #expect(ignoring.numberOfTouches == 0)
        try finger.lift()
        #expect(trace.entries == ["view touchesBegan", "view touchesEnded"])
        #expect(ignoring.callsAfterIgnoring == 0)
        _ = window
    }

    @Test("D8: recognizers on the same touches exclude each other unless a delegate allows both")
    func exclusionAndSimultaneity() throws {
        for allowed in [false, true] {
            let host = makeGestureHost()
            let outer = UIView()
            let window = place(outer, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
            let inner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            outer.addSubview(inner)
            let innerPan = UIPanGestureRecognizer()
            let outerPan = UIPanGestureRecognizer()
            let delegate = SimultaneousDelegate(allows: allowed)
            outerPan.delegate = delegate
            inner.addGestureRecognizer(innerPan)
            outer.addGestureRecognizer(outerPan)

            let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
            try finger.move(to: CGPoint(x: 150, y: 100))
            #expect(innerPan.state == .began)
            #expect(outerPan.state == (allowed ? .began : .failed))
            try finger.lift()
            _ = window
        }
    }

    @Test("D8: canPrevent and canBePrevented let a recognizer carry on beside a winner")
    func canPreventHooks() throws {
        let host = makeGestureHost()
        let view = UIView()
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let tap = UITapGestureRecognizer()
        let patient = UnpreventableLongPress()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(patient)
        patient.minimumPressDuration = 0.2

        let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.3)
        #expect(patient.state == .began)
        try finger.lift()
        #expect(gestureHistory.history(of: tap) == [.possible, .failed, .possible])
        _ = window
    }

    @Test("D10: shouldReceive false keeps a touch from the recognizer; gestureRecognizerShouldBegin false fails it")
    func delegateQuestions() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let tap = UITapGestureRecognizer { _ in trace.log("tap") }
        let delegate = GatekeeperDelegate()
        tap.delegate = delegate
        view.addGestureRecognizer(tap)

        delegate.receives = false
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(trace.entries == ["view touchesBegan", "view touchesEnded"])
        #expect(gestureHistory.history(of: tap).isEmpty)

        delegate.receives = true
        delegate.begins = false
        trace.entries.removeAll()
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(trace.entries == ["view touchesBegan", "view touchesEnded"])
        #expect(gestureHistory.history(of: tap) == [.possible, .failed, .possible])
        #expect(delegate.questions == ["shouldReceive", "shouldReceive", "shouldBegin"])
        _ = window
    }

    @Test("D12: disabling a recognizer mid-gesture cancels it; a disabled recognizer gets no touches")
    func disablingMidGesture() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let pan = UIPanGestureRecognizer { trace.log("pan \($0.state)") }
        view.addGestureRecognizer(pan)

        let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
        try finger.move(to: CGPoint(x: 150, y: 100))
        pan.isEnabled = false
        host.runUntilIdle()
        try finger.move(to: CGPoint(x: 200, y: 100))
        try finger.lift()
        #expect(trace.entries == ["view touchesBegan", "pan began", "view touchesCancelled", "pan cancelled"])

        trace.entries.removeAll()
        try host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 2)
        #expect(trace.entries == ["view touchesBegan", "view touchesMoved", "view touchesMoved", "view touchesEnded"])
        #expect(gestureHistory.history(of: pan) == [.possible, .began, .cancelled, .possible])
        _ = window
    }

    @Test("D12: removing a recognizer mid-gesture cancels it and releases the view's held touches")
    func removingMidGesture() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let press = UILongPressGestureRecognizer { trace.log("press \($0.state)") }
        press.delaysTouchesBegan = true
        view.addGestureRecognizer(press)

        let finger = try host.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(trace.entries.isEmpty)
        view.removeGestureRecognizer(press)
        #expect(press.view == nil && view.gestureRecognizers?.count == 0)
        #expect(trace.entries == ["view touchesBegan"])
        try finger.lift()
        host.advance(by: 1)
        #expect(trace.entries == ["view touchesBegan", "view touchesEnded"])
        _ = window
    }

    @Test("C8: a view removed while a recognizer holds its touch gets exactly one touchesCancelled")
    func removalWhileHeld() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let container = UIView()
        let window = place(container, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let view = TracingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.trace = trace
        container.addSubview(view)
        let double = UITapGestureRecognizer { _ in trace.log("double") }
        double.numberOfTapsRequired = 2
        container.addGestureRecognizer(double)

        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(trace.entries == ["view touchesBegan"])
        view.removeFromSuperview()
        host.advance(by: 1)
        #expect(trace.entries == ["view touchesBegan", "view touchesCancelled"])
        _ = window
    }

    @Test("D1: a state D1 does not allow is refused and recorded")
    func illegalTransitionRefused() throws {
        let host = makeGestureHost()
        let view = UIView()
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let finger = try host.touchDown(at: CGPoint(x: 10, y: 10))
        tap.state = .cancelled
        #expect(tap.state == .possible)
        #expect(host.application.diagnostics.entries.last?.kind == .illegalGestureStateTransition)
        tap.state = .failed
        tap.state = .began
        #expect(tap.state == .failed)
        try finger.lift()
        #expect(tap.state == .possible)
        #expect(tap.location(ofTouch: 3, in: nil) == .zero)
        #expect(host.application.diagnostics.entries.last?.kind == .invalidGestureRecognizerUse)
        _ = window
    }

    @Test("D2: target-action with a method reference, with or without the sender, and removeTarget")
    func targetAction() throws {
        let host = makeGestureHost()
        let view = UIView()
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let handler = TapHandler()
        let tap = UITapGestureRecognizer(target: handler, action: TapHandler.handleTap)
        tap.addTarget(handler, action: TapHandler.didTap)
        view.addGestureRecognizer(tap)

        try host.tap(at: CGPoint(x: 30, y: 40))
        #expect(handler.calls == ["handleTap ended at (30.0, 40.0) with 1 touch", "didTap"])
        tap.removeTarget(handler)
        try host.tap(at: CGPoint(x: 30, y: 40))
        #expect(handler.calls.count == 2)
        _ = window
    }
}
