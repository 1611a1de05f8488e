import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A10: every walk along an overridden `next` that loops ends, and says so in the diagnostics.
@MainActor
@Suite("Reliability: cycles in next")
struct CycleTests {
    /// A view whose `next` can be pointed anywhere, including back down the chain.
    final class LoopingView: UIView {
        weak var loopTarget: UIResponder?
        override var canBecomeFirstResponder: Bool { true }
        override var next: UIResponder? { loopTarget ?? super.next }
    }

    /// Two views whose chains point at each other: inner -> outer -> inner.
    private func loop(in host: EventTestHost) -> (window: UIWindow, inner: LoopingView, outer: LoopingView) {
        let window = host.makeWindow(rootViewController: UIViewController())
        let outer = LoopingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = LoopingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.rootViewController!.view.addSubview(outer)
        outer.addSubview(inner)
        outer.loopTarget = inner
        return (window, inner, outer)
    }

    private func cycleReports(_ host: EventTestHost) -> Int {
        host.application.diagnostics.entries.filter { $0.kind == .responderChainCycle }.count
    }

    @Test("A10: touch forwarding through a loop ends with a report")
    func touchForwarding() throws {
        let host = EventTestHost()
        let (window, _, _) = loop(in: host)
        try host.tap(at: CGPoint(x: 20, y: 20))
        // The began walks `next` and meets the loop; the ending follows the recorded chain, which has none.
        #expect(cycleReports(host) == 1)
        _ = window
    }

    @Test("A10: press forwarding, motion, remote control and action lookup through a loop end with reports")
    func pressMotionAndActions() throws {
        let host = EventTestHost()
        let (window, inner, _) = loop(in: host)
        #expect(inner.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardF1)))
        try host.send(.key(HostKey(.up, .keyboardF1)))
        let afterPresses = cycleReports(host)
        #expect(afterPresses >= 2)
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        let afterShake = cycleReports(host)
        #expect(afterShake >= afterPresses + 2)
        host.application.beginReceivingRemoteControlEvents()
        try host.send(.remoteControl(.remoteControlPlay))
        #expect(cycleReports(host) > afterShake)
        let beforeActions = cycleReports(host)
        #expect(!host.application.sendAction(.copy, to: nil, from: inner, for: nil))
        #expect(inner.target(forAction: .paste, withSender: nil) == nil)
        #expect(cycleReports(host) >= beforeActions + 2)
        _ = window
    }

    @Test("A10: the chain report and the chain sequence end at the loop")
    func reports() {
        let host = EventTestHost()
        let (window, inner, outer) = loop(in: host)
        let report = inner.responderChainReport()
        #expect(report.hasCycle)
        #expect(report.responders.count == 2)
        #expect(Array(inner.responderChain).map(ObjectIdentifier.init) == [ObjectIdentifier(inner), ObjectIdentifier(outer)])
        _ = window
    }

    @Test("A10: a responder whose next is itself")
    func selfLoop() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let view = LoopingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController!.view.addSubview(view)
        view.loopTarget = view
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.responderChainReport().hasCycle)
        #expect(cycleReports(host) >= 1)
    }
}
