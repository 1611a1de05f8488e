import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A responder that logs motion and remote-control callbacks and optionally handles them.
@MainActor
final class MotionRecordingView: UIView {
    let name: String
    let log: EventLog
    var handles = false

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var canBecomeFirstResponder: Bool { true }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).motionBegan")
        if !handles { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).motionEnded")
        if !handles { super.motionEnded(motion, with: event) }
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).motionCancelled")
        if !handles { super.motionCancelled(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log.append("\(name).remote(\(event?.subtype.rawValue ?? -1))")
        if !handles { super.remoteControlReceived(with: event) }
    }
}

@MainActor
private final class ShakeController: UIViewController {
    let log: EventLog
    init(log: EventLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("controller.motionBegan")
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("controller.motionEnded(\(motion == .motionShake ? "shake" : "other"))")
    }
}

@MainActor
private final class LoggingWindow: UIWindow {
    var log: EventLog?
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log?.append("window.motionBegan")
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log?.append("window.motionEnded")
        super.motionEnded(motion, with: event)
    }
}

@MainActor
@Suite("Shake and remote control (spec I)")
struct MotionAndRemoteControlTests {
    @Test("I2: a shake goes to the first responder, which forwards it to the controller that handles it")
    func shakeThroughTheChain() throws {
        let host = EventTestHost()
        let log = EventLog()
        let controller = ShakeController(log: log)
        let window = LoggingWindow(frame: host.screen.bounds, application: host.application)
        window.log = log
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let field = MotionRecordingView("field", log: log)
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        #expect(log.entries == ["field.motionBegan", "controller.motionBegan",
                                "field.motionEnded", "controller.motionEnded(shake)"])
    }

    @Test("I5: with no first responder a shake starts at the key window")
    func shakeWithoutFirstResponder() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = LoggingWindow(frame: host.screen.bounds, application: host.application)
        window.log = log
        window.makeKeyAndVisible()
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
        #expect(log.entries == ["window.motionBegan", "window.motionEnded"])
    }

    @Test("I2: a shake interrupted by another, or cancelled by the host, gives motionCancelled")
    func shakeCancelled() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let field = MotionRecordingView("field", log: log)
        field.handles = true
        window.addSubview(field)
        field.becomeFirstResponder()
        try host.send(.shake(.began))
        try host.send(.shake(.began))
        try host.send(.shake(.cancelled))
        #expect(log.entries == ["field.motionBegan", "field.motionCancelled", "field.motionBegan",
                                "field.motionCancelled"])
        #expect(throws: InputRejection(reason: .shakeNotBegun)) { try host.send(.shake(.ended)) }
    }

    @Test("I3: remote-control commands reach the chain only between begin and end receiving")
    func remoteControl() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let player = MotionRecordingView("player", log: log)
        player.handles = true
        window.addSubview(player)
        player.becomeFirstResponder()
        try host.send(.remoteControl(.remoteControlTogglePlayPause))
        #expect(log.entries.isEmpty)
        #expect(host.application.diagnostics.entries.last?.kind == .remoteControlIgnored)
        host.application.beginReceivingRemoteControlEvents()
        try host.send(.remoteControl(.remoteControlPlay))
        try host.send(.remoteControl(.remoteControlPause))
        host.application.endReceivingRemoteControlEvents()
        try host.send(.remoteControl(.remoteControlNextTrack))
        #expect(log.entries == ["player.remote(100)", "player.remote(101)"])
    }

    @Test("I1: every remote-control subtype is delivered; other subtypes are rejected",
          arguments: [UIEvent.EventSubtype.remoteControlPlay, .remoteControlPause, .remoteControlStop,
                      .remoteControlTogglePlayPause, .remoteControlNextTrack, .remoteControlPreviousTrack,
                      .remoteControlBeginSeekingBackward, .remoteControlEndSeekingBackward,
                      .remoteControlBeginSeekingForward, .remoteControlEndSeekingForward])
    func everySubtype(_ subtype: UIEvent.EventSubtype) throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let player = MotionRecordingView("player", log: log)
        player.handles = true
        window.addSubview(player)
        player.becomeFirstResponder()
        host.application.beginReceivingRemoteControlEvents()
        try host.send(.remoteControl(subtype))
        #expect(log.entries == ["player.remote(\(subtype.rawValue))"])
        #expect(throws: InputRejection(reason: .notARemoteControlCommand)) {
            try host.send(.remoteControl(.motionShake))
        }
    }
}

@MainActor
@Suite("Shakes the host does not finish")
struct UnfinishedShakeTests {
    @Test("I2: a shake begun with no key window can still end; nothing is told and nothing is rejected")
    func shakeWithoutKeyWindow() throws {
        let application = UIApplication(clock: VirtualClock())
        try application.inputDoor.send(.shake(.began))
        try application.inputDoor.send(.shake(.ended))
        #expect(application.diagnostics.entries.isEmpty)
    }

    @Test("A shake the host never ends does not keep the application alive")
    func unendedShakeDoesNotLeak() throws {
        weak var weakApplication: UIApplication?
        weak var weakWindow: UIWindow?
        do {
            let application = UIApplication(clock: VirtualClock())
            let window = UIWindow(frame: application.screen.bounds, application: application)
            window.makeKeyAndVisible()
            try application.inputDoor.send(.shake(.began))
            window.isHidden = true
            weakApplication = application
            weakWindow = window
        }
        #expect(weakApplication == nil && weakWindow == nil)
    }
}
