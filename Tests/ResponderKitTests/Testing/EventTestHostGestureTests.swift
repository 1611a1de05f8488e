import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Each gesture helper of `EventTestHost` sends exactly the input its documentation describes.
@MainActor
@Suite("EventTestHost gestures send the documented input")
struct EventTestHostGestureTests {
    /// Records what `gesture` sends through the door, one line per input: time and description.
    func sent(by host: EventTestHost, _ gesture: () throws -> Void) rethrows -> [String] {
        host.application.inputDoor.startRecording()
        try gesture()
        return host.application.inputDoor.stopRecording().entries.map {
            String(format: "%.3f ", $0.time) + $0.input.description
        }
    }

    @Test("tap(_:count:) sends down, 0.05 s, up per tap, 0.1 s apart")
    func tapCount() throws {
        let host = EventTestHost()
        let lines = try sent(by: host) { try host.tap(.point(CGPoint(x: 100, y: 200)), count: 2) }
        #expect(lines == ["1000.000 touch 1 down at (100, 200)", "1000.050 touch 1 up at (100, 200)",
                          "1000.150 touch 2 down at (100, 200)", "1000.200 touch 2 up at (100, 200)"])
    }

    @Test("doubleTap makes a UITapGestureRecognizer needing two taps recognize (C6)")
    func doubleTapRecognizes() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let recognizer = UITapGestureRecognizer()
        recognizer.numberOfTapsRequired = 2
        view.addGestureRecognizer(recognizer)
        controller.view.addSubview(view)
        host.recordGestureArenas()
        try host.doubleTap(view)
        try host.expectRecognized(recognizer)
        _ = window
    }

    @Test("longPress holds still for its duration, and a long press recognizer begins")
    func longPress() throws {
        let host = EventTestHost()
        let lines = try sent(by: host) { try host.longPress(.point(CGPoint(x: 10, y: 20)), duration: 0.6) }
        #expect(lines == ["1000.000 touch 1 down at (10, 20)", "1000.600 touch 1 up at (10, 20)"])

        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let recognizer = UILongPressGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        recognizer.addTarget(ClosureTarget { states.append(recognizer.state) }, action: ClosureTarget.fire)
        controller.view.addGestureRecognizer(recognizer)
        try host.longPress(controller.view)
        #expect(states.first == .began && states.last == .ended)
        _ = window
    }

    @Test("swipe moves 10 times evenly over its duration in one direction")
    func swipe() throws {
        let host = EventTestHost()
        let lines = try sent(by: host) {
            try host.swipe(.point(CGPoint(x: 300, y: 400)), direction: .left, distance: 200, duration: 0.1)
        }
        #expect(lines.count == 12)
        #expect(lines.first == "1000.000 touch 1 down at (300, 400)")
        #expect(lines[5] == "1000.050 touch 1 move at (200, 400)")
        #expect(lines.last == "1000.100 touch 1 up at (100, 400)")
        #expect(throws: EventTestHostError.self) { try host.swipe(.point(.zero), direction: [.left, .up]) }
    }

    @Test("swipe makes a UISwipeGestureRecognizer of that direction recognize (spec D)")
    func swipeRecognizes() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let recognizer = UISwipeGestureRecognizer()
        recognizer.direction = .up
        controller.view.addGestureRecognizer(recognizer)
        host.recordGestureArenas()
        try host.swipe(controller.view, direction: .up)
        try host.expectRecognized(recognizer)
        _ = window
    }

    @Test("pinch moves two fingers from 100 points apart to 100 x scale apart")
    func pinch() throws {
        let host = EventTestHost()
        let lines = try sent(by: host) { try host.pinch(.point(CGPoint(x: 200, y: 400)), scale: 2) }
        #expect(lines.count == 12)
        #expect(lines.first == "1000.000 touch 1 down at (150, 400), touch 2 down at (250, 400)")
        #expect(lines[5] == "1000.150 touch 1 move at (125, 400), touch 2 move at (275, 400)")
        #expect(lines.last == "1000.300 touch 1 up at (100, 400), touch 2 up at (300, 400)")
        #expect(throws: EventTestHostError.self) { try host.pinch(.point(.zero), scale: 0) }
    }

    @Test("pinch and rotate drive UIPinchGestureRecognizer's scale and UIRotationGestureRecognizer's rotation")
    func pinchAndRotateRecognize() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        var scale: CGFloat = 0, angle: CGFloat = 0
        pinch.addTarget(ClosureTarget { scale = pinch.scale }, action: ClosureTarget.fire)
        rotation.addTarget(ClosureTarget { angle = rotation.rotation }, action: ClosureTarget.fire)
        controller.view.addGestureRecognizer(pinch)
        try host.pinch(controller.view, scale: 2)
        #expect(abs(scale - 2) < 0.01)
        controller.view.removeGestureRecognizer(pinch)
        controller.view.addGestureRecognizer(rotation)
        try host.rotate(controller.view, angle: .pi / 4)
        #expect(abs(angle - .pi / 4) < 0.01)
        _ = window
    }

    @Test("rotate turns two fingers 50 points either side of the center along their circle")
    func rotate() throws {
        let host = EventTestHost()
        host.application.inputDoor.startRecording()
        try host.rotate(.point(CGPoint(x: 200, y: 400)), angle: .pi / 2)
        let frames = host.application.inputDoor.stopRecording().entries.compactMap { entry -> [HostTouch]? in
            if case .touches(let touches) = entry.input { return touches }
            return nil
        }
        func near(_ touch: HostTouch, _ x: CGFloat, _ y: CGFloat) -> Bool {
            abs(touch.location.x - x) < 0.001 && abs(touch.location.y - y) < 0.001
        }
        #expect(frames.count == 12)
        #expect(frames[0].map(\.action) == [.down, .down])
        #expect(near(frames[0][0], 150, 400) && near(frames[0][1], 250, 400))
        #expect(frames[11].map(\.action) == [.up, .up])
        #expect(near(frames[11][0], 200, 350) && near(frames[11][1], 200, 450))
        #expect(frames[11][0].timestamp.map { abs($0 - 1000.3) < 0.000_001 } == true)
    }

    @Test("twoFingerPan moves two fingers 40 points apart by the translation")
    func twoFingerPan() throws {
        let host = EventTestHost()
        let lines = try sent(by: host) {
            try host.twoFingerPan(.point(CGPoint(x: 200, y: 400)), translation: CGPoint(x: 0, y: 100))
        }
        #expect(lines.count == 12)
        #expect(lines.first == "1000.000 touch 1 down at (180, 400), touch 2 down at (220, 400)")
        #expect(lines.last == "1000.300 touch 1 up at (180, 500), touch 2 up at (220, 500)")
    }

    @Test("edgeSwipe starts 1 point inside the middle of the edge and moves inward")
    func edgeSwipe() throws {
        let host = EventTestHost()
        let lines = try sent(by: host) { try host.edgeSwipe(from: .left) }
        #expect(lines.count == 12)
        #expect(lines.first == "1000.000 touch 1 down at (1, 422)")
        #expect(lines.last == "1000.200 touch 1 up at (151, 422)")
        let bottom = try sent(by: host) { try host.edgeSwipe(from: .bottom, distance: 100) }
        #expect(bottom.first?.hasSuffix("touch 2 down at (195, 843)") == true)
        #expect(bottom.last?.hasSuffix("touch 2 up at (195, 743)") == true)
    }

    @Test("type sends one text input per character and return for a newline (G7)")
    func type() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        controller.view.addSubview(field)
        _ = field.becomeFirstResponder()
        let lines = try sent(by: host) { try host.type("hi\n") }
        #expect(lines == ["1000.000 type \"h\"", "1000.000 type \"i\"", "1000.000 type return"])
        #expect(field.text == "hi")
        _ = window
    }

    @Test("press(key:modifiers:) holds the modifier keys around the key, as a keyboard does (H1)")
    func pressWithModifiers() throws {
        let host = EventTestHost()
        host.application.inputDoor.startRecording()
        try host.press(key: "K", modifiers: [.command])
        let entries = host.application.inputDoor.stopRecording().entries
        let keys = entries.compactMap { entry -> HostKey? in
            if case .key(let key) = entry.input { return key }
            return nil
        }
        #expect(keys.map(\.keyCode) == [.keyboardLeftGUI, .keyboardLeftShift, .keyboardK, .keyboardK,
                                        .keyboardLeftShift, .keyboardLeftGUI])
        #expect(keys.map(\.action) == [.down, .down, .down, .up, .up, .up])
        #expect(keys.map(\.modifierFlags) == [[.command], [.command, .shift], [.command, .shift],
                                              [.command, .shift], [.command], []])
        #expect(keys[2].characters == "K")
        #expect(throws: EventTestHostError.noKeyTypes("é")) { try host.press(key: "é") }
    }

    @Test("pressButton, shake and remote send their input with the documented timing")
    func buttonsShakeRemote() throws {
        let host = EventTestHost()
        host.application.beginReceivingRemoteControlEvents()
        let lines = try sent(by: host) {
            try host.pressButton(.select)
            try host.shake()
            try host.remote(.remoteControlPlay)
        }
        #expect(lines == ["1000.000 button select down", "1000.050 button select up",
                          "1000.050 shake began", "1000.350 shake ended",
                          "1000.350 remote remoteControlPlay"])
    }
}

/// An action target that runs a closure, for recognizers in tests; kept alive, as recognizers hold targets
/// weakly.
@MainActor
final class ClosureTarget {
    private let body: () -> Void
    private static var kept: [ClosureTarget] = []

    init(_ body: @escaping () -> Void) {
        self.body = body
        ClosureTarget.kept.append(self)
    }

    func fire() { body() }
}
