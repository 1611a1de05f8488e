import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A target of selector timers that records each firing with the timer's `userInfo`.
final class TimerTarget: NSObject, ActionTarget {
    var ticks: [String] = []
    var timers: [Timer] = []

    static func declareActions(in table: inout ActionTable) {
        table.add("tick:", TimerTarget.tick)
        table.add("beat", TimerTarget.beat)
    }

    func tick(_ timer: Timer) {
        timers.append(timer)
        ticks.append("tick \(timer.userInfo.map { "\($0)" } ?? "nil")")
    }

    func beat() { ticks.append("beat") }
}

/// A view that starts a repeating timer on itself, as a blinking cursor or a countdown does.
private final class CountdownView: UIView {
    var remaining = 3
    private(set) var timer: Timer?

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add("countDown:", CountdownView.countDown)
    }

    func start() {
        timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: "countDown:", userInfo: nil,
                                     repeats: true)
    }

    func countDown(_ timer: Timer) {
        remaining -= 1
        if remaining == 0 { timer.invalidate() }
    }
}

@MainActor @Suite("Selector timers fire the declared action, on the test host's virtual clock (O5, O6)")
struct SelectorTimerTests {
    @Test("O5, O6: a repeating scheduled timer sends its action with the timer and its userInfo, on the virtual clock",
          .eventTestHost)
    func repeatingScheduledTimer() throws {
        let host = try #require(EventTestHost.current)
        let target = TimerTarget()
        let timer = Timer.scheduledTimer(timeInterval: 0.5, target: target, selector: "tick:", userInfo: "info",
                                         repeats: true)
        #expect(timer.userInfo as? String == "info")
        host.advance(by: 0.49)
        #expect(target.ticks.isEmpty)
        host.advance(by: 0.01)
        #expect(target.ticks == ["tick info"])
        #expect(target.timers.first === timer)
        host.advance(by: 1)
        #expect(target.ticks.count == 3)
        timer.invalidate()
        host.advance(by: 2)
        #expect(target.ticks.count == 3)
        #expect(!timer.isValid)
    }

    @Test("O5, O6: a timer that does not repeat fires once and is then invalid", .eventTestHost)
    func oneShotTimer() throws {
        let host = try #require(EventTestHost.current)
        let target = TimerTarget()
        let timer = Timer.scheduledTimer(timeInterval: 0.2, target: target, selector: "beat", userInfo: nil,
                                         repeats: false)
        host.advance(by: 1)
        #expect(target.ticks == ["beat"])
        #expect(!timer.isValid)
    }

    @Test("O5, O6: Timer(timeInterval:target:selector:...) fires on the virtual clock from when it was made, once",
          .eventTestHost)
    func timerAddedToMainRunLoop() throws {
        let host = try #require(EventTestHost.current)
        let target = TimerTarget()
        let timer = Timer(timeInterval: 0.3, target: target, selector: "tick:", userInfo: 7, repeats: true)
        host.advance(by: 0.2)
        RunLoop.main.add(timer, forMode: .common)
        #expect(target.ticks.isEmpty)
        host.advance(by: 0.1)
        #expect(target.ticks == ["tick 7"])
        host.advance(by: 0.3)
        #expect(target.ticks == ["tick 7", "tick 7"])
        timer.invalidate()
        host.advance(by: 1)
        #expect(target.ticks.count == 2)
    }

    @Test("O5, O6: a view's own countdown timer stops itself by invalidating in its action", .eventTestHost)
    func countdownInvalidatesItself() throws {
        let host = try #require(EventTestHost.current)
        let view = CountdownView()
        host.makeWindow().addSubview(view)
        view.start()
        host.advance(by: 10)
        #expect(view.remaining == 0)
        #expect(view.timer?.isValid == false)
    }

    @Test("O5: a selector the target does not declare is reported at once and the timer comes back invalid",
          .eventTestHost)
    func undeclaredSelectorInvalidates() throws {
        let host = try #require(EventTestHost.current)
        let target = TimerTarget()
        let timer = Timer.scheduledTimer(timeInterval: 0.1, target: target, selector: "tick", userInfo: nil,
                                         repeats: true)
        #expect(!timer.isValid)
        host.advance(by: 1)
        #expect(target.ticks.isEmpty)
        let entry = try #require(host.application.diagnostics.entries.last)
        #expect(entry.kind == .unrecognizedSelector)
        #expect(entry.message.contains("'tick'") && entry.message.contains("invalidated"))
    }

    @Test("O5: a target that cannot receive actions is reported and the timer comes back invalid", .eventTestHost)
    func invalidTargetInvalidates() throws {
        let host = try #require(EventTestHost.current)
        let timer = Timer.scheduledTimer(timeInterval: 0.1, target: "a string", selector: "tick:", userInfo: nil,
                                         repeats: false)
        #expect(!timer.isValid)
        #expect(host.application.diagnostics.entries.last?.kind == .invalidActionTarget)
    }

    @Test("O5: invalidating a timer lets go of its target, as Foundation's timers do", .eventTestHost)
    func invalidateReleasesTarget() {
        weak var released: TimerTarget?
        var timer: Timer?
        do {
            let target = TimerTarget()
            released = target
            timer = Timer.scheduledTimer(timeInterval: 1, target: target, selector: "beat", userInfo: nil,
                                         repeats: true)
        }
        #expect(released != nil)
        timer?.invalidate()
        #expect(released == nil)
    }
}
