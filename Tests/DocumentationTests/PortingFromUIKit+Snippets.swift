// The code of the DocC article "Porting UIKit code", as printed there, and tests that it behaves as on iOS.

import ResponderKit
import ResponderKitTesting
import Testing

extension Selector {
    static let performCommand: Selector = "performCommandWithSender:"
}

final class CommandViewController: UIViewController {
    private(set) var performed = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.performCommand, CommandViewController.performCommand)
    }

    func performCommand(sender: Any?) {
        performed += 1
    }
}

final class ShakeDetectingWindow: UIWindow {
    static let deviceDidShake = Notification.Name("deviceDidShake")

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            NotificationCenter.default.post(name: Self.deviceDidShake, object: self)
        }
        super.motionEnded(motion, with: event)
    }
}

import UIKit

extension Selector {
    static let togglePlayback = Selector("togglePlayback:")
}

final class PlayerControlsView: UIView {
    private(set) var isPlaying = false

    #if !canImport(ObjectiveC)
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.togglePlayback, PlayerControlsView.togglePlayback)
    }
    #endif

    #if canImport(ObjectiveC)
    @objc
    #endif
    func togglePlayback(_ sender: Any?) {
        isPlaying.toggle()
    }
}

extension Selector {
    static let deviceDidShake: Selector = "deviceDidShake:"
}

/// Counts the shake notifications the window posts, observing through a selector as iOS code does.
final class ShakeCounter: ActionTarget {
    private(set) var count = 0

    static func declareActions(in table: inout ActionTable) {
        table.add(.deviceDidShake, ShakeCounter.deviceDidShake)
    }

    func deviceDidShake(_ notification: Notification) {
        count += 1
    }
}

@MainActor @Suite("Porting guide: its examples behave as on iOS")
struct PortingGuideExampleTests {
    @Test("E7: performCommandWithSender: sent up the chain reaches performCommand(sender:)")
    func labelledMethodSelector() {
        let host = EventTestHost()
        let controller = CommandViewController()
        let window = host.makeWindow(rootViewController: controller)
        #expect(host.application.sendAction(.performCommand, to: nil, from: controller.view, for: nil))
        #expect(controller.performed == 1)
        _ = window
    }

    @Test("I2: a UIWindow subclass overriding motionEnded sees every shake, as the extension did on iOS")
    func shakeWindowPostsItsNotification() throws {
        let host = EventTestHost()
        let window = ShakeDetectingWindow(frame: host.screen.bounds, application: host.application)
        window.makeKeyAndVisible()
        let shakes = ShakeCounter()
        NotificationCenter.default.addObserver(shakes, selector: .deviceDidShake,
                                               name: ShakeDetectingWindow.deviceDidShake, object: window)
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        NotificationCenter.default.removeObserver(shakes)
        #expect(shakes.count == 1)
    }

    @Test("E5: one source for iOS and Linux: the control's action toggles playback")
    func oneSourceForBoth() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let controls = PlayerControlsView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        window.addSubview(controls)
        let button = UIButton(type: .system)
        controls.addSubview(button)
        button.addTarget(controls, action: .togglePlayback, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(controls.isPlaying)
    }
}
