import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

/// `DispatchQueue.main.asyncAfter` runs on real time, not on the host's virtual clock: the taps are fed on the
/// virtual clock (which sets `tapCount`), and the test then awaits real time so the main queue can run the
/// delayed single-tap work.
@MainActor
@Suite("TapDistinguishingView: UITouch.tapCount with DispatchQueue.main.asyncAfter (spec C6)")
struct TapDistinguishingViewTests {
    @Test("C6: a double tap (tapCount 2) fires the double-tap handler and cancels the pending single tap")
    func doubleTapCancelsSingle() async throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = TapDistinguishingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(view)
        var singles = 0
        var doubles = 0
        view.onSingleTap = { singles += 1 }
        view.onDoubleTap = { doubles += 1 }

        try host.tap(view)
        host.advance(by: 0.1)
        try host.tap(view)
        #expect(doubles == 1)
        try await Task.sleep(for: .milliseconds(500))
        #expect(singles == 0)
    }

    @Test("C6: a single tap fires the single-tap handler only after the delay")
    func singleTapWaits() async throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = TapDistinguishingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(view)
        var singles = 0
        view.onSingleTap = { singles += 1 }

        try host.tap(view)
        #expect(singles == 0)
        try await Task.sleep(for: .milliseconds(500))
        #expect(singles == 1)
    }

    @Test("C6: two taps further apart than 0.35 s are two single taps (tapCount restarts at 1)")
    func slowTapsAreSingles() async throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = TapDistinguishingView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        window.addSubview(view)
        var singles = 0
        var doubles = 0
        view.onSingleTap = { singles += 1 }
        view.onDoubleTap = { doubles += 1 }

        try host.tap(view)
        host.advance(by: 0.5)
        try host.tap(view)
        try await Task.sleep(for: .milliseconds(500))
        #expect(doubles == 0)
        #expect(singles == 2)
    }
}
