import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// M2: pointer buttons and modifier keys on touch input, as events and recognizers report them.
@MainActor
@Suite("Buttons and modifiers (M2)", .checksGestureStateHistories)
struct ButtonMaskTests {
    /// A view that notes the event's buttons and modifiers at each touchesBegan.
    private final class ButtonView: UIView {
        var seen: [(UIEvent.ButtonMask, UIKeyModifierFlags)] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            if let event { seen.append((event.buttonMask, event.modifierFlags)) }
        }
    }

    private func scene() -> (EventTestHost, ButtonView) {
        let host = makeGestureHost()
        let window = host.makeWindow()
        let view = ButtonView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        return (host, view)
    }

    @Test("M2: a click presses .primary, a right click .secondary, a finger nothing; modifiers ride along")
    func eventButtonMask() throws {
        let (host, view) = scene()
        try host.click(at: CGPoint(x: 10, y: 10))
        try host.rightClick(at: CGPoint(x: 10, y: 10), modifierFlags: .control)
        try host.click(at: CGPoint(x: 10, y: 10), buttonMask: [.primary, .button(3)], modifierFlags: [.shift, .command])
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.seen.map(\.0) == [.primary, .secondary, [.primary, .button(3)], []])
        #expect(view.seen.map(\.1) == [[], .control, [.shift, .command], []])
    }

    @Test("M2: a tap recognizer takes primary clicks by default, and reports the button and modifiers")
    func defaultTapTakesPrimaryOnly() throws {
        let (host, view) = scene()
        var seen: [(UIEvent.ButtonMask, UIKeyModifierFlags)] = []
        let tap = UITapGestureRecognizer { seen.append(($0.buttonMask, $0.modifierFlags)) }
        view.addGestureRecognizer(tap)
        try host.rightClick(at: CGPoint(x: 10, y: 10))
        try host.click(at: CGPoint(x: 10, y: 10), modifierFlags: .shift)
        #expect(seen.map(\.0) == [.primary])
        #expect(seen.map(\.1) == [.shift])
    }

    @Test("M2: a tap recognizer with buttonMaskRequired = .secondary recognizes right clicks only")
    func secondaryTap() throws {
        let (host, view) = scene()
        var masks: [UIEvent.ButtonMask] = []
        let tap = UITapGestureRecognizer { masks.append($0.buttonMask) }
        tap.buttonMaskRequired = .secondary
        view.addGestureRecognizer(tap)
        try host.click(at: CGPoint(x: 10, y: 10))
        try host.rightClick(at: CGPoint(x: 10, y: 10))
        #expect(masks == [.secondary])
        #expect(gestureHistory.history(of: tap) == [.possible, .failed, .possible, .ended, .possible])
    }

    @Test("M2: a pan follows a pointer dragged with the primary button, not one dragged with the secondary")
    func panTakesPrimaryDrags() throws {
        let (host, view) = scene()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        for mask: UIEvent.ButtonMask in [.secondary, .primary] {
            try host.send(.touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 10, y: 10), type: .indirectPointer,
                                           buttonMask: mask)))
            try host.send(.touch(HostTouch(id: 1, action: .move, location: CGPoint(x: 60, y: 10), type: .indirectPointer)))
            try host.send(.touch(HostTouch(id: 1, action: .up, location: CGPoint(x: 60, y: 10), type: .indirectPointer)))
        }
        #expect(states == [.began, .ended])
        #expect(gestureHistory.history(of: pan) == [.possible, .failed, .possible, .began, .ended, .possible])
    }
}
