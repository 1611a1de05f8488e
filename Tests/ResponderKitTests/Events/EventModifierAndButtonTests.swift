import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A canvas that records what its touch and press events said about modifiers and buttons.
@MainActor
private final class Canvas: UIView {
    var touchModifiers: [UIKeyModifierFlags] = []
    var touchButtons: [UIEvent.ButtonMask] = []
    var pressModifiers: [UIKeyModifierFlags] = []

    override var canBecomeFirstResponder: Bool { true }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchModifiers.append(event?.modifierFlags ?? [])
        touchButtons.append(event?.buttonMask ?? [])
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressModifiers.append(event?.modifierFlags ?? [])
    }
}

/// A controller whose tap handler reads the gesture's modifiers and buttons, as a Shift-click handler does.
@MainActor
private final class ShiftClickController: UIViewController {
    var seen: [(UIKeyModifierFlags, UIEvent.ButtonMask)] = []
    func handleTap(_ recognizer: UITapGestureRecognizer) {
        seen.append((recognizer.modifierFlags, recognizer.buttonMask))
    }
}

@MainActor
@Suite("UIEvent.modifierFlags and buttonMask, and the recognizer's")
struct EventModifierAndButtonTests {
    private func scene() -> (EventTestHost, Canvas) {
        let host = EventTestHost()
        let window = host.makeWindow()
        let canvas = Canvas(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(canvas)
        return (host, canvas)
    }

    private func pointerClick(_ host: EventTestHost, at point: CGPoint) throws {
        try host.send(.touch(HostTouch(id: 90, action: .down, location: point, type: .indirectPointer)))
        try host.send(.touch(HostTouch(id: 90, action: .up, location: point, type: .indirectPointer)))
    }

    @Test("UIEvent.modifierFlags: a touch while Command is held reads .command; after release, none")
    func touchReadsHeldModifier() throws {
        let (host, canvas) = scene()
        try host.send(.key(HostKey(.down, .keyboardLeftGUI)))
        try host.tap(at: CGPoint(x: 50, y: 50))
        try host.send(.key(HostKey(.up, .keyboardLeftGUI)))
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(canvas.touchModifiers == [.command, []])
    }

    @Test("UIEvent.modifierFlags: the modifiers a host reports with a held key count, and a press reads its own")
    func reportedFlagsCount() throws {
        let (host, canvas) = scene()
        #expect(canvas.becomeFirstResponder())
        try host.send(.key(HostKey(.down, .keyboardS, characters: "S", modifierFlags: [.shift, .alternate])))
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(canvas.pressModifiers == [[.shift, .alternate]])
        #expect(canvas.touchModifiers == [[.shift, .alternate]])
    }

    @Test("UIEvent.buttonMask: a finger presses no button; a pointer click presses the primary one")
    func buttonMaskByTouchType() throws {
        let (host, canvas) = scene()
        try host.tap(at: CGPoint(x: 50, y: 50))
        try pointerClick(host, at: CGPoint(x: 60, y: 60))
        #expect(canvas.touchButtons == [[], .primary])
    }

    @Test("UIEvent.ButtonMask.button(_:) counts from 1: button 1 is primary, 2 secondary")
    func buttonNumbers() {
        #expect(UIEvent.ButtonMask.button(1) == .primary)
        #expect(UIEvent.ButtonMask.button(2) == .secondary)
        #expect(UIEvent.ButtonMask.button(3).rawValue == 4)
        #expect(UIEvent.ButtonMask.button(0).isEmpty)
    }

    @Test("UIGestureRecognizer.modifierFlags and buttonMask read in a tap's action: Shift-click, plain finger tap")
    func recognizerReadsModifiersInAction() throws {
        let host = EventTestHost()
        let controller = ShiftClickController()
        _ = host.makeWindow(rootViewController: controller)
        controller.view.addGestureRecognizer(UITapGestureRecognizer(target: controller,
                                                                    action: ShiftClickController.handleTap))
        try host.send(.key(HostKey(.down, .keyboardLeftShift)))
        try pointerClick(host, at: CGPoint(x: 100, y: 100))
        host.runUntilIdle()
        try host.send(.key(HostKey(.up, .keyboardLeftShift)))
        host.advance(by: 1)
        try host.tap(at: CGPoint(x: 100, y: 100))
        host.runUntilIdle()
        #expect(controller.seen.map(\.0) == [.shift, []])
        #expect(controller.seen.map(\.1) == [.primary, []])
    }

    @Test("UITapGestureRecognizer.buttonMaskRequired: .primary by default; a secondary-only tap ignores primary clicks")
    func buttonMaskRequired() throws {
        let host = EventTestHost()
        let controller = ShiftClickController()
        _ = host.makeWindow(rootViewController: controller)
        let tap = UITapGestureRecognizer(target: controller, action: ShiftClickController.handleTap)
        #expect(tap.buttonMaskRequired == .primary)
        tap.buttonMaskRequired = .secondary
        controller.view.addGestureRecognizer(tap)
        try pointerClick(host, at: CGPoint(x: 100, y: 100))
        host.runUntilIdle()
        #expect(controller.seen.isEmpty)
        host.advance(by: 1)
        try host.tap(at: CGPoint(x: 100, y: 100))
        host.runUntilIdle()
        #expect(controller.seen.count == 1)
    }
}
