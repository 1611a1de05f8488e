import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
private final class TimeoutCounter {
    var count = 0
}

/// An `EventTestHost` makes its own `UIApplication`, so it cannot run an application subclass: these tests make
/// the subclass on a virtual clock and hand input to its door. The timer is `DispatchQueue.main.asyncAfter`,
/// on real time, so the tests await real time, with margins of several tenths of a second.
@MainActor
@Suite("IdleTimeoutApplication: UIApplication.sendEvent(_:) overridden to watch touch-downs (spec C2, C7)")
struct IdleTimeoutApplicationTests {
    private func makeApplication(timeout: TimeInterval) -> (IdleTimeoutApplication, UIWindow) {
        let application = IdleTimeoutApplication(clock: VirtualClock(start: 1_000),
                                                 screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844)))
        application.timeoutInterval = timeout
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        return (application, window)
    }

    private func tap(_ application: UIApplication, at point: CGPoint) throws {
        try application.inputDoor.send(.touch(HostTouch(id: 1, action: .down, location: point)))
        try application.inputDoor.send(.touch(HostTouch(id: 1, action: .up, location: point)))
    }

    private func observeTimeouts(_ counter: TimeoutCounter) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .applicationDidTimeout, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { counter.count += 1 }
        }
    }

    @Test("C7: every touch-down restarts the timer; it fires once the app has been left alone long enough")
    func touchesRestartTheTimer() async throws {
        // Real time, and other tests may hold the main actor for seconds: the assertions depend only on lower
        // bounds of elapsed time, and an attempt whose two taps a stall pushed apart is run again.
        let timeout: TimeInterval = 3
        let counter = TimeoutCounter()
        let token = observeTimeouts(counter)
        defer { NotificationCenter.default.removeObserver(token) }

        for _ in 1...5 {
            let (application, _) = makeApplication(timeout: timeout)
            counter.count = 0
            let firstTap = Date()
            try tap(application, at: CGPoint(x: 100, y: 100))
            try await Task.sleep(for: .milliseconds(200))
            guard Date().timeIntervalSince(firstTap) < timeout / 2 else {
                try await Task.sleep(for: .seconds(timeout + 0.5))   // let the stalled attempt's timer go by
                continue
            }
            try tap(application, at: CGPoint(x: 100, y: 100))
            let lastTap = Date()
            #expect(counter.count == 0)
            while counter.count == 0, Date().timeIntervalSince(lastTap) < timeout + 10 {
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect(counter.count == 1)
            #expect(Date().timeIntervalSince(lastTap) >= timeout, "the timer counts from the last touch-down")
            try await Task.sleep(for: .milliseconds(500))
            #expect(counter.count == 1, "the first touch-down's timer was cancelled")
            return
        }
        Issue.record("five attempts in a row were stalled past half the timeout between two taps")
    }

    @Test("C2: the override calls super, so the touches still reach the views")
    func eventsStillDelivered() throws {
        let (application, window) = makeApplication(timeout: 60)
        let button = UIButton(frame: CGRect(x: 50, y: 50, width: 200, height: 60))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        try tap(application, at: CGPoint(x: 100, y: 80))
        #expect(taps == 1)
    }
}
