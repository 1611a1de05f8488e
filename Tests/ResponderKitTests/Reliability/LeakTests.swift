import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Objects are counted with weak references: after teardown every weak reference must be nil. That fails on
/// any retain cycle, however small, where a resident-memory measurement would only notice large ones.
@MainActor
@Suite("Reliability: leaks")
struct LeakTests {
    final class Weak {
        weak var object: AnyObject?
        let name: String
        init(_ object: AnyObject, _ name: String) {
            self.object = object
            self.name = name
        }
    }

    /// A text input that keeps weak references to the touches it sees, to check that they are freed.
    final class TouchCatcher: UIView, UIKeyInput {
        var caught: [Weak] = []
        private var text = ""
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            caught += touches.map { Weak($0, "touch") }
            super.touchesBegan(touches, with: event)
        }
    }

    /// Builds a window with controllers, a control, recognizers and a text input, drives taps, drags, typing
    /// and keys through it for `rounds`, and tears the window down; returns weak references to all it made.
    private func session(in host: EventTestHost, rounds: Int) throws -> [Weak] {
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let field = TouchCatcher(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let button = UIButton(frame: CGRect(x: 10, y: 700, width: 100, height: 44))
        button.addAction(UIAction { [unowned field] _ in _ = field.becomeFirstResponder() }, for: .touchUpInside)
        let recognizers: [UIGestureRecognizer] = [UIPanGestureRecognizer(), UITapGestureRecognizer(),
                                                  UILongPressGestureRecognizer(), UIPinchGestureRecognizer()]
        for recognizer in recognizers {
            recognizer.cancelsTouchesInView = false
            recognizer.addAction { [unowned field] _ in _ = field.hasText }
            field.addGestureRecognizer(recognizer)
        }
        controller.view.addSubview(field)
        controller.view.addSubview(button)
        let presented = UIViewController()
        controller.present(presented, animated: false)
        controller.dismiss(animated: false)
        for round in 0..<rounds {
            // From the second round the keyboard covers the button and takes the tap, which this session wants too.
            try host.tap(.unchecked(button))
            try host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 300 + Double(round)))
            try host.tap(at: CGPoint(x: 50, y: 50))
            try host.send(.text(.insert("x")))
            try host.send(.key(HostKey(.down, .keyboardB, characters: "b")))
            try host.send(.key(HostKey(.up, .keyboardB, characters: "b")))
            host.advance(by: 1)
        }
        var made = [Weak(window, "window"), Weak(controller, "controller"), Weak(controller.view, "root view"),
                    Weak(field, "field"), Weak(button, "button"), Weak(presented, "presented controller")]
        made += recognizers.map { Weak($0, "\(type(of: $0))") }
        made += field.caught
        window.isHidden = true
        window.rootViewController = nil
        return made
    }

    @Test("Torn-down windows free every view, controller, recognizer and touch")
    func teardownFreesEverything() throws {
        let host = EventTestHost()
        let made = try session(in: host, rounds: 3)
        host.runUntilIdle()
        #expect(made.count > 12)
        let alive = made.filter { $0.object != nil }.map(\.name)
        #expect(alive.isEmpty, "still alive: \(alive)")
    }

    @Test("A whole application and its host are freed once dropped")
    func applicationIsFreed() throws {
        weak var application: UIApplication?
        var made: [Weak] = []
        do {
            let host = EventTestHost()
            application = host.application
            made = try session(in: host, rounds: 2)
        }
        #expect(application == nil)
        #expect(made.allSatisfy { $0.object == nil })
    }

    /// A long session in a window that stays up must not pile up touches: each is freed once it ends, so
    /// memory stays flat however long the app runs.
    @Test("A long session keeps no finished touch alive")
    func longSessionKeepsNothing() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let catcher = TouchCatcher(frame: host.screen.bounds)
        catcher.isMultipleTouchEnabled = true
        catcher.addGestureRecognizer(UIPanGestureRecognizer())
        catcher.addGestureRecognizer(UITapGestureRecognizer())
        controller.view.addSubview(catcher)
        _ = catcher.becomeFirstResponder()
        for round in 0..<300 {
            try host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 300, y: 10 + Double(round % 700)), steps: 3)
            try host.twoFingerPath(from: (CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 200)),
                                   to: (CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 250)), steps: 2)
            try host.send(.text(.insert("y")))
            host.advance(by: 0.5)
        }
        #expect(catcher.caught.count == 900)
        #expect(catcher.caught.allSatisfy { $0.object == nil })
        _ = window
    }
}
