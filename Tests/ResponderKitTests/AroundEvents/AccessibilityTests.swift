import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// UIKit's accessibility properties and actions, with the test host standing in for VoiceOver (P20-P24).
@MainActor @Suite("Accessibility: properties, actions, and the chain escape and magic tap walk")
struct AccessibilityTests {
    @Test("P20: defaults of plain views, buttons and labels; settable and overridable")
    func propertyDefaults() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let plain = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        window.addSubview(plain)
        #expect(!plain.isAccessibilityElement && plain.accessibilityTraits == .none)
        #expect(plain.accessibilityValue == nil && plain.accessibilityHint == nil)
        #expect(!plain.accessibilityElementsHidden && !plain.shouldGroupAccessibilityChildren)
        #expect(plain.accessibilityFrame == CGRect(x: window.frame.minX + 10, y: window.frame.minY + 20, width: 30, height: 40))
        plain.center.x += 100
        #expect(plain.accessibilityFrame.minX == window.frame.minX + 110)

        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        button.setTitle("Send", for: .normal)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Send")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])

        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement && label.accessibilityTraits == .staticText)
        #expect(label.accessibilityLabel == "Total")

        plain.isAccessibilityElement = true
        plain.accessibilityValue = "3 of 5"
        plain.accessibilityHint = "Rates the song"
        plain.accessibilityTraits = .adjustable
        plain.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(plain.isAccessibilityElement && plain.accessibilityValue == "3 of 5")
        #expect(plain.accessibilityHint == "Rates the song" && plain.accessibilityTraits == .adjustable)
        #expect(plain.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIAccessibilityTraits.adjustable.rawValue == 1 << 12)
        #expect(AdjustableView().accessibilityValue == "2" && AdjustableView().accessibilityTraits == .adjustable)
    }

    @Test("P21: the action defaults answer false or do nothing, and a direct call asks only that object")
    func actionDefaults() {
        let outer = EscapingView()
        let inner = UIView()
        outer.addSubview(inner)
        #expect(!inner.accessibilityActivate())
        #expect(!inner.accessibilityPerformEscape())
        #expect(!inner.accessibilityPerformMagicTap())
        inner.accessibilityIncrement()
        inner.accessibilityDecrement()
        #expect(outer.escapes == 0)
        #expect(!UIResponder().accessibilityPerformEscape())
    }

    @Test("P22, P24: escape from an element inside a presented controller reaches the controller, which dismisses")
    func escapeWalksTheChain() throws {
        let host = EventTestHost()
        let root = UIViewController()
        _ = host.makeWindow(rootViewController: root)
        let presented = EscapeDismissingController()
        root.present(presented, animated: false)
        host.runUntilIdle()
        let field = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        presented.view.addSubview(field)
        #expect(root.presentedViewController === presented)
        #expect(try host.performAccessibilityAction(.escape, on: field))
        #expect(presented.escapes == 1)
        #expect(root.presentedViewController == nil)
    }

    @Test("P22: magic tap stops at the first responder that answers true, and reaches none past it")
    func magicTapStopsAtFirstTaker() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let outer = EscapingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let middle = EscapingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(middle)
        middle.addSubview(inner)
        middle.takesMagicTap = true
        #expect(try host.performAccessibilityAction(.magicTap, on: inner))
        #expect(middle.magicTaps == 1 && outer.magicTaps == 0)
        middle.takesMagicTap = false
        #expect(try host.performAccessibilityAction(.magicTap, on: inner))
        #expect(middle.magicTaps == 2 && outer.magicTaps == 1)
        outer.takesMagicTap = false
        #expect(try !host.performAccessibilityAction(.magicTap, on: inner))
        #expect(middle.magicTaps == 3 && outer.magicTaps == 2)
    }

    @Test("P23, P24: activate taps a button at its activation point when accessibilityActivate answers false")
    func activateTapsButton() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = UIButton(frame: CGRect(x: 40, y: 100, width: 80, height: 40))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        #expect(try host.performAccessibilityAction(.activate, on: button))
        #expect(taps == 1)

        let custom = ActivatingButton(frame: CGRect(x: 40, y: 200, width: 80, height: 40))
        window.addSubview(custom)
        custom.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        #expect(try host.performAccessibilityAction(.activate, on: custom))
        #expect(custom.activations == 1 && taps == 1)
    }

    @Test("P23: increment and decrement reach an adjustable element, and nothing else")
    func incrementAndDecrement() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let adjustable = AdjustableView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(adjustable)
        #expect(try host.performAccessibilityAction(.increment, on: adjustable))
        #expect(try host.performAccessibilityAction(.increment, on: adjustable))
        #expect(try host.performAccessibilityAction(.decrement, on: adjustable))
        #expect(adjustable.accessibilityValue == "3")
        let plain = UIView()
        window.addSubview(plain)
        #expect(try !host.performAccessibilityAction(.increment, on: plain))
    }
}

private final class EscapingView: UIView {
    var escapes = 0, magicTaps = 0
    var takesMagicTap = true
    override func accessibilityPerformEscape() -> Bool {
        escapes += 1
        return true
    }
    override func accessibilityPerformMagicTap() -> Bool {
        magicTaps += 1
        return takesMagicTap
    }
}

private final class EscapeDismissingController: UIViewController {
    var escapes = 0
    override func accessibilityPerformEscape() -> Bool {
        escapes += 1
        dismiss(animated: false)
        return true
    }
}

private final class ActivatingButton: UIButton {
    var activations = 0
    override func accessibilityActivate() -> Bool {
        activations += 1
        return true
    }
}

private final class AdjustableView: UIView {
    var level = 2
    override var accessibilityTraits: UIAccessibilityTraits {
        get { .adjustable }
        set {}
    }
    override var accessibilityValue: String? {
        get { "\(level)" }
        set {}
    }
    override func accessibilityIncrement() { level += 1 }
    override func accessibilityDecrement() { level -= 1 }
}
