import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UIStepper")
struct StepperTests {
    /// A window with a stepper at (40, 200) whose value changes are logged with the value the action saw.
    private func makeStepper(_ host: EventTestHost) -> (UIStepper, ValueChangeLog<UIStepper>, UIWindow) {
        let window = host.makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 40, y: 200, width: 10, height: 10))
        window.addSubview(stepper)
        return (stepper, ValueChangeLog(stepper) { "\(Int($0.value))" }, window)
    }

    private func plus(_ host: EventTestHost, _ stepper: UIStepper) -> CGPoint { host.at(70, 16, in: stepper) }
    private func minus(_ host: EventTestHost, _ stepper: UIStepper) -> CGPoint { host.at(24, 16, in: stepper) }

    @Test("Q15: defaults, and value clamped to the range")
    func defaults() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100)
        #expect(stepper.stepValue == 1 && !stepper.wraps && stepper.autorepeat && stepper.isContinuous)
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.value = -4
        #expect(stepper.value == 0)
    }

    @Test("Q16: 94 x 32; the trailing half increments as the finger goes down, the lift adds nothing")
    func stepOnTouchDown() throws {
        let host = EventTestHost()
        let (stepper, log, window) = makeStepper(host)
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        let finger = try host.touchDown(at: plus(host, stepper))
        #expect(stepper.value == 1)
        #expect(log.values == ["1"])
        try finger.lift()
        #expect(stepper.value == 1)
        #expect(log.count == 1)

        stepper.stepValue = 2
        stepper.minimumValue = 2
        stepper.value = 3
        try host.tap(at: minus(host, stepper))
        #expect(stepper.value == 2)
        #expect(log.values == ["1", "2"])
        _ = window
    }

    @Test("Q17: without wraps an end's segment does nothing; with wraps the value goes round to the other end")
    func endsAndWrapping() throws {
        let host = EventTestHost()
        let (stepper, log, window) = makeStepper(host)
        stepper.maximumValue = 3
        stepper.value = 3
        try host.tap(at: plus(host, stepper))
        stepper.value = 0
        try host.tap(at: minus(host, stepper))
        #expect(stepper.value == 0)
        #expect(log.count == 0)

        stepper.wraps = true
        try host.tap(at: minus(host, stepper))
        #expect(stepper.value == 3)
        try host.tap(at: plus(host, stepper))
        #expect(stepper.value == 0)
        #expect(log.values == ["3", "0"])
        _ = window
    }

    @Test("Q18: a held segment repeats after a pause on the clock, stops on lift, when the finger leaves, and at an end")
    func autorepeat() throws {
        let host = EventTestHost()
        let (stepper, log, window) = makeStepper(host)
        var finger = try host.touchDown(at: plus(host, stepper))
        host.advance(by: 0.3)
        #expect(stepper.value == 1)
        host.advance(by: 1.7)
        #expect(stepper.value > 10)
        #expect(log.count == Int(stepper.value))
        try finger.lift()
        let afterLift = stepper.value
        host.advance(by: 2)
        #expect(stepper.value == afterLift)

        stepper.value = 0
        finger = try host.touchDown(at: plus(host, stepper))
        host.advance(by: 0.7)
        let beforeLeaving = stepper.value
        try finger.move(to: host.at(70, 200, in: stepper))
        host.advance(by: 2)
        #expect(stepper.value == beforeLeaving)
        try finger.lift()

        stepper.maximumValue = 5
        stepper.value = 0
        let sentBefore = log.count
        finger = try host.touchDown(at: plus(host, stepper))
        host.advance(by: 3)
        #expect(stepper.value == 5)
        #expect(log.count - sentBefore == 5)
        try finger.lift()
        _ = window
    }

    @Test("Q18: with autorepeat false a held segment steps once")
    func noAutorepeat() throws {
        let host = EventTestHost()
        let (stepper, log, window) = makeStepper(host)
        stepper.autorepeat = false
        let finger = try host.touchDown(at: plus(host, stepper))
        host.advance(by: 2)
        try finger.lift()
        #expect(stepper.value == 1)
        #expect(log.count == 1)
        _ = window
    }

    @Test("Q19: not continuous, nothing is sent while held, autorepeat included, and one valueChanged on lift")
    func notContinuous() throws {
        let host = EventTestHost()
        let (stepper, log, window) = makeStepper(host)
        stepper.isContinuous = false
        let finger = try host.touchDown(at: plus(host, stepper))
        host.advance(by: 2)
        #expect(stepper.value > 10)
        #expect(log.count == 0)
        try finger.lift()
        #expect(log.values == ["\(Int(stepper.value))"])
        _ = window
    }

    @Test("Q1, Q2: value set in code sends nothing; a disabled stepper does not step; bad settings are refused")
    func codeDisabledAndBadInput() throws {
        let host = EventTestHost()
        let (stepper, log, window) = makeStepper(host)
        stepper.value = 7
        stepper.isEnabled = false
        try host.tap(at: plus(host, stepper))
        #expect(stepper.value == 7)
        #expect(log.count == 0)
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1)
        #expect(host.application.diagnostics.entries.last?.kind == .invalidControlArgument)
        stepper.minimumValue = 500
        #expect(stepper.minimumValue == 0 && stepper.value == 7)
        _ = window
    }
}
