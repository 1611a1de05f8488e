import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// An app's own application class that watches every event, as an idle timer or an event logger does, and can
/// stop events of one kind by not calling `super`.
@MainActor
final class WatchingApplication: UIApplication {
    var seen: [UIEvent.EventType] = []
    var stopped: Set<UIEvent.EventType> = []

    override func sendEvent(_ event: UIEvent) {
        seen.append(event.type)
        if stopped.contains(event.type) { return }
        super.sendEvent(event)
    }
}

@MainActor
private final class WatchingWindow: UIWindow {
    var seen: [UIEvent.EventType] = []
    var stopped: Set<UIEvent.EventType> = []
    var onEvent: ((UIEvent) -> Void)?

    override func sendEvent(_ event: UIEvent) {
        seen.append(event.type)
        onEvent?(event)
        if stopped.contains(event.type) { return }
        super.sendEvent(event)
    }
}

/// A first responder that hears every kind of event and logs it.
@MainActor
private final class Listener: UIView {
    var heard: [String] = []

    override var canBecomeFirstResponder: Bool { true }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("touch") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { heard.append("touch ended") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { heard.append("press") }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { heard.append("press ended") }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        heard.append("press cancelled")
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append("shake cancelled")
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { heard.append("shake") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { heard.append("shake ended") }
    override func remoteControlReceived(with event: UIEvent?) { heard.append("remote") }
}

@MainActor
@Suite("Every event goes through UIApplication.sendEvent and UIWindow.sendEvent")
struct SendEventTests {
    private struct Scene {
        let host: EventTestHost
        let application: WatchingApplication
        let window: WatchingWindow
        let listener: Listener
    }

    private func makeScene() -> Scene {
        let host = EventTestHost(applicationClass: WatchingApplication.self)
        let application = host.application as! WatchingApplication
        let window = WatchingWindow(frame: host.screen.bounds, application: application)
        window.makeKeyAndVisible()
        let listener = Listener(frame: window.bounds)
        window.addSubview(listener)
        _ = listener.becomeFirstResponder()
        application.beginReceivingRemoteControlEvents()
        return Scene(host: host, application: application, window: window, listener: listener)
    }

    private func sendOneOfEach(_ scene: Scene) throws {
        try scene.host.tap(at: CGPoint(x: 50, y: 50))
        try scene.host.press(key: .keyboardEscape)
        try scene.host.shake()
        try scene.host.remote(.remoteControlPlay)
    }

    @Test("An app's own UIApplication subclass and a window subclass see touches, presses, shakes and remote control")
    func overridesSeeEveryKind() throws {
        let scene = makeScene()
        try sendOneOfEach(scene)
        let kinds: [UIEvent.EventType] = [.touches, .touches, .presses, .presses, .motion, .motion, .remoteControl]
        #expect(scene.application.seen == kinds)
        #expect(scene.window.seen == kinds)
        #expect(scene.listener.heard == ["touch", "touch ended", "press", "press ended", "shake", "shake ended",
                                         "remote"])
    }

    @Test("M1, M3: hover and scroll go through both sendEvent overrides, and stopping them keeps recognizers out")
    func hoverAndScroll() throws {
        let scene = makeScene()
        final class Count {
            var hovers = 0
            var pans = 0
        }
        let count = Count()
        let hover = UIHoverGestureRecognizer { _ in count.hovers += 1 }
        let pan = UIPanGestureRecognizer { _ in count.pans += 1 }
        pan.allowedScrollTypesMask = .all
        scene.listener.addGestureRecognizer(hover)
        scene.listener.addGestureRecognizer(pan)
        try scene.host.hover(at: CGPoint(x: 40, y: 40))
        try scene.host.scroll(at: CGPoint(x: 40, y: 40), by: CGVector(dx: 0, dy: 12))
        #expect(scene.application.seen.contains(.hover) && scene.application.seen.contains(.scroll))
        #expect(scene.window.seen.contains(.hover) && scene.window.seen.contains(.scroll))
        #expect(count.hovers > 0 && count.pans > 0)

        let stopped = makeScene()
        let quietHover = UIHoverGestureRecognizer { _ in count.hovers += 100 }
        stopped.listener.addGestureRecognizer(quietHover)
        stopped.window.stopped = [.hover]
        try stopped.host.hover(at: CGPoint(x: 40, y: 40))
        #expect(count.hovers < 100)
        #expect(quietHover.state == .possible)
    }

    @Test("An application override that does not call super stops presses, shakes and remote control")
    func applicationOverrideStopsEvents() throws {
        let scene = makeScene()
        scene.application.stopped = [.presses, .motion, .remoteControl]
        try sendOneOfEach(scene)
        #expect(scene.window.seen == [.touches, .touches])
        #expect(scene.listener.heard == ["touch", "touch ended"])
    }

    @Test("A window override that does not call super stops the event for that window's responders")
    func windowOverrideStopsEvents() throws {
        let scene = makeScene()
        scene.window.stopped = [.presses, .motion, .remoteControl]
        try sendOneOfEach(scene)
        #expect(scene.listener.heard == ["touch", "touch ended"])
    }

    @Test("C2, H3: a press whose beginning was stopped gets no ending; a stopped release still ends what began")
    func stoppingHalfAPressKeepsEndingsPaired() throws {
        let scene = makeScene()
        scene.application.stopped = [.presses]
        try scene.host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        scene.application.stopped = []
        try scene.host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(scene.listener.heard.isEmpty)

        try scene.host.send(.key(HostKey(.down, .keyboardB, characters: "b")))
        scene.application.stopped = [.presses]
        try scene.host.send(.key(HostKey(.up, .keyboardB, characters: "b")))
        #expect(scene.listener.heard == ["press", "press cancelled"])
        #expect(scene.host.application.diagnostics.entries.last?.kind == .endingStoppedBySendEvent)
        scene.application.stopped = []
        #expect(throws: InputRejection.self) { try scene.host.send(.key(HostKey(.up, .keyboardB, characters: "b"))) }
    }

    @Test("C2, I2: a shake whose end was stopped by a window override is cancelled for its first responder")
    func stoppingAShakeEndCancelsIt() throws {
        let scene = makeScene()
        try scene.host.send(.shake(.began))
        scene.window.stopped = [.motion]
        try scene.host.send(.shake(.ended))
        #expect(scene.listener.heard == ["shake", "shake cancelled"])
    }

    @Test("Input sent from inside a sendEvent override is refused as reentrant, and the event goes on unchanged")
    func reentrantSendEvent() throws {
        let scene = makeScene()
        final class Attempt {
            var error: Error?
        }
        let attempt = Attempt()
        scene.window.onEvent = { [host = scene.host] event in
            guard event.type == .presses, attempt.error == nil else { return }
            do { try host.application.inputDoor.send(.shake(.began)) } catch { attempt.error = error }
        }
        try scene.host.press(key: .keyboardEscape)
        #expect((attempt.error as? InputRejection)?.reason == .reentrantInput)
        #expect(scene.listener.heard == ["press", "press ended"])
    }
}
