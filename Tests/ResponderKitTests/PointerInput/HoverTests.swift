import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// M1: a hover recognizer begins when the pointer enters its view, changes while it moves within, and ends
/// when it leaves, with no button pressed.
@MainActor
@Suite("Hover (M1)", .checksGestureStateHistories)
struct HoverTests {
    /// A hover recognizer on a 100x100 view at (50, 50), with what its action saw.
    @MainActor
    private struct Scene {
        let host = makeGestureHost()
        let window: UIWindow
        let view = TracingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let hover = UIHoverGestureRecognizer()
        var seen: [(UIGestureRecognizer.State, CGPoint)] { log.entries }
        private let log = SeenLog()

        init() {
            window = host.makeWindow()
            window.addSubview(view)
            view.addGestureRecognizer(hover)
            let log = self.log, view = self.view
            hover.addAction { log.entries.append(($0.state, $0.location(in: view))) }
        }
    }

    private final class SeenLog {
        var entries: [(UIGestureRecognizer.State, CGPoint)] = []
    }

    @Test("M1: entering begins, moving within changes, leaving ends; location(in:) is the pointer's")
    func enterMoveLeave() throws {
        let scene = Scene()
        try scene.host.hover(at: CGPoint(x: 10, y: 10))
        #expect(scene.seen.isEmpty)
        try scene.host.hover(at: CGPoint(x: 60, y: 70))
        try scene.host.hover(at: CGPoint(x: 80, y: 90))
        try scene.host.hover(at: CGPoint(x: 300, y: 300))
        #expect(scene.seen.map(\.0) == [.began, .changed, .ended])
        #expect(scene.seen.map(\.1) == [CGPoint(x: 10, y: 20), CGPoint(x: 30, y: 40), CGPoint(x: 30, y: 40)])
        #expect(gestureHistory.history(of: scene.hover) == [.possible, .began, .changed, .ended, .possible])
    }

    @Test("M1: no button is needed and the view hears no touches; leaving the screen ends the hover")
    func noButtonNoTouches() throws {
        let scene = Scene()
        let trace = EventTrace()
        scene.view.trace = trace
        try scene.host.hover(at: CGPoint(x: 60, y: 70))
        try scene.host.endHover()
        #expect(scene.seen.map(\.0) == [.began, .ended])
        #expect(trace.entries.isEmpty)
    }

    @Test("M1: an ancestor's hover changes while the pointer moves from the view into a subview")
    func subviewKeepsAncestorHovered() throws {
        let scene = Scene()
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 40, height: 40))
        scene.view.addSubview(child)
        let childHover = UIHoverGestureRecognizer()
        child.addGestureRecognizer(childHover)
        try scene.host.hover(at: CGPoint(x: 60, y: 60))
        try scene.host.hover(at: CGPoint(x: 110, y: 110))
        try scene.host.hover(at: CGPoint(x: 60, y: 60))
        #expect(scene.seen.map(\.0) == [.began, .changed, .changed])
        #expect(gestureHistory.history(of: childHover) == [.possible, .began, .ended, .possible])
    }

    @Test("M1: the pointer coming back begins a new hover")
    func reentering() throws {
        let scene = Scene()
        try scene.host.hover(at: CGPoint(x: 60, y: 70))
        try scene.host.hover(at: CGPoint(x: 0, y: 0))
        try scene.host.hover(at: CGPoint(x: 60, y: 70))
        #expect(scene.seen.map(\.0) == [.began, .ended, .began])
    }

    @Test("M1, D8: a hover running on a view does not keep a tap on it from recognizing")
    func hoverDoesNotPreventTap() throws {
        let scene = Scene()
        var tapped = 0
        let tap = UITapGestureRecognizer { _ in tapped += 1 }
        scene.view.addGestureRecognizer(tap)
        try scene.host.hover(at: CGPoint(x: 60, y: 70))
        try scene.host.click(at: CGPoint(x: 60, y: 70))
        try scene.host.tap(at: CGPoint(x: 60, y: 70))
        #expect(tapped == 2)
        try scene.host.hover(at: CGPoint(x: 62, y: 70))
        #expect(scene.seen.map(\.0) == [.began, .changed])
    }

    @Test("M1, C8, D12: a hover action that removes its view while hovered ends the recognizer exactly once")
    func reentrantRemoval() throws {
        let scene = Scene()
        var states: [UIGestureRecognizer.State] = []
        scene.hover.addAction { recognizer in
            states.append(recognizer.state)
            if recognizer.state == .changed { scene.view.removeFromSuperview() }
        }
        try scene.host.hover(at: CGPoint(x: 60, y: 70))
        try scene.host.hover(at: CGPoint(x: 61, y: 70))
        try scene.host.hover(at: CGPoint(x: 62, y: 70))
        try scene.host.hover(at: CGPoint(x: 300, y: 300))
        try scene.host.endHover()
        #expect(states == [.began, .changed, .cancelled])
        #expect(gestureHistory.history(of: scene.hover) == [.possible, .began, .changed, .cancelled, .possible])
        #expect(scene.hover.state == .possible)
    }

    @Test("M1, D12: disabling a hover while the pointer is over it cancels it once; it begins again when re-enabled")
    func disabling() throws {
        let scene = Scene()
        try scene.host.hover(at: CGPoint(x: 60, y: 70))
        scene.hover.isEnabled = false
        scene.host.runUntilIdle()
        try scene.host.hover(at: CGPoint(x: 61, y: 70))
        scene.hover.isEnabled = true
        try scene.host.hover(at: CGPoint(x: 62, y: 70))
        #expect(scene.seen.map(\.0) == [.began, .cancelled, .began])
    }

    @Test("M1, D9: a hover that waited for another recognizer to fail begins then, and still ends when the pointer leaves")
    func waitingHover() throws {
        let scene = Scene()
        let longPress = UILongPressGestureRecognizer()
        scene.view.addGestureRecognizer(longPress)
        scene.hover.require(toFail: longPress)
        let finger = try scene.host.touchDown(at: CGPoint(x: 140, y: 140))
        try scene.host.hover(at: CGPoint(x: 60, y: 70))
        try scene.host.hover(at: CGPoint(x: 61, y: 70))
        #expect(scene.seen.isEmpty)
        try finger.lift()
        try scene.host.hover(at: CGPoint(x: 300, y: 300))
        #expect(scene.seen.map(\.0) == [.began, .ended])
        #expect(scene.hover.state == .possible)
    }

    @Test("M1, D10: the delegate is asked with a .hover event carrying the modifiers; refusing it keeps the hover out")
    func delegateSeesHoverEvent() throws {
        let scene = Scene()
        let gate = EventGate()
        scene.hover.delegate = gate
        try scene.host.hover(at: CGPoint(x: 60, y: 70), modifierFlags: .command)
        #expect(gate.seen.map(\.0) == [.hover])
        #expect(gate.seen.map(\.1) == [.command])
        #expect(scene.seen.isEmpty)
        gate.admits = true
        try scene.host.hover(at: CGPoint(x: 61, y: 70))
        #expect(scene.seen.map(\.0) == [.began])
    }

    private final class EventGate: UIGestureRecognizerDelegate {
        var seen: [(UIEvent.EventType, UIKeyModifierFlags)] = []
        var admits = false
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
            seen.append((event.type, event.modifierFlags))
            return admits
        }
    }

    @Test("M2: modifier keys reported with the hover reach the recognizer")
    func modifiers() throws {
        let scene = Scene()
        var flags: [UIKeyModifierFlags] = []
        scene.hover.addAction { flags.append($0.modifierFlags) }
        try scene.host.hover(at: CGPoint(x: 60, y: 70), modifierFlags: .alternate)
        try scene.host.hover(at: CGPoint(x: 61, y: 70), modifierFlags: [.shift, .command])
        #expect(flags == [.alternate, [.shift, .command]])
    }
}
