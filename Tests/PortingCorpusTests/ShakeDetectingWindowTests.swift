import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
private final class ShakeCounter {
    var count = 0
}

@MainActor
@Suite("ShakeDetectingWindow: motionEnded overridden in a UIWindow subclass (spec I2, I5)")
struct ShakeDetectingWindowTests {
    private func observeShakes(_ counter: ShakeCounter) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: .deviceDidShake, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { counter.count += 1 }
        }
    }

    @Test("I5: with no first responder the shake starts at the key window, which posts the notification")
    func noFirstResponder() throws {
        let host = EventTestHost()
        let window = ShakeDetectingWindow(frame: host.screen.bounds, application: host.application)
        window.makeKeyAndVisible()
        let counter = ShakeCounter()
        let token = observeShakes(counter)
        defer { NotificationCenter.default.removeObserver(token) }
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        #expect(counter.count == 1)
    }

    @Test("I2: a shake a first-responder text field does not handle travels up to the window")
    func forwardedFromTheFirstResponder() throws {
        let host = EventTestHost()
        let window = ShakeDetectingWindow(frame: host.screen.bounds, application: host.application)
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        window.rootViewController?.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        let counter = ShakeCounter()
        let token = observeShakes(counter)
        defer { NotificationCenter.default.removeObserver(token) }
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        #expect(counter.count == 1)
    }
}
