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
        let (application, _) = makeApplication(timeout: 1.0)
        let counter = TimeoutCounter()
        let token = observeTimeouts(counter)
        defer { NotificationCenter.default.removeObserver(token) }

        try tap(application, at: CGPoint(x: 100, y: 100))
        try await Task.sleep(for: .milliseconds(500))
        try tap(application, at: CGPoint(x: 100, y: 100))
        try await Task.sleep(for: .milliseconds(600))
        #expect(counter.count == 0)
        try await Task.sleep(for: .milliseconds(800))
        #expect(counter.count == 1)
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
