import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

extension Selector {
    static let other: Selector = "other:"
    static let tapWithEvent: Selector = "tap:event:"
}

/// A plain responder that counts `tap:` and `other:`.
final class CountingTarget: UIResponder {
    var taps = 0
    var others = 0
    var events: [UIEvent?] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.tap, CountingTarget.tap(_:))
        table.add(.tapWithEvent, CountingTarget.tap(_:event:))
        table.add(.other, CountingTarget.other)
    }

    func tap(_ sender: Any?) {
        taps += 1
    }

    func tap(_ sender: Any?, event: UIEvent?) {
        taps += 1
        events.append(event)
    }

    func other(_ sender: Any?) {
        others += 1
    }
}

/// A control that logs every action it is asked to send and can hold them back.
final class ObservingControl: UIControl {
    var sent: [String] = []
    var blocks = false

    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append(action.name)
        if !blocks { super.sendAction(action, to: target, for: event) }
    }
}

@MainActor @Suite("Control targets and actions")
struct ControlTargetActionTests {
    @Test("E3, E6: a target registered for touchUpInside gets the control and the touch event")
    func targetGetsEvent() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(control)
        let target = CountingTarget()
        control.addTarget(target, action: .tapWithEvent, for: .touchUpInside)
        try host.tap(control)
        #expect(target.taps == 1)
        #expect(target.events.first??.type == .touches)
        #expect(host.application.diagnostics.entries.isEmpty)
    }

    @Test("E9: controls do not retain their targets")
    func targetsAreWeak() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(control)
        weak var weakTarget: CountingTarget?
        do {
            let target = CountingTarget()
            weakTarget = target
            control.addTarget(target, action: .tap, for: .touchUpInside)
            #expect(control.allTargets.count == 1)
        }
        #expect(weakTarget == nil)
        #expect(control.allTargets.isEmpty)
        #expect(control.allControlEvents.isEmpty)
        try host.tap(control)
        #expect(host.application.diagnostics.entries.isEmpty)
    }

    @Test("E5: addTarget merges a repeated target and action; the registration queries report it")
    func registrationQueries() {
        let control = UIControl()
        let target = CountingTarget()
        control.addTarget(target, action: .tap, for: .touchDown)
        control.addTarget(target, action: .tap, for: .touchUpInside)
        control.addTarget(target, action: .other, for: .valueChanged)
        control.addTarget(nil, action: .tap, for: .touchUpOutside)
        #expect(control.allControlEvents == [.touchDown, .touchUpInside, .valueChanged, .touchUpOutside])
        #expect(control.allTargets.count == 2)
        #expect(control.allTargets.contains(AnyHashable(target)))
        #expect(control.allTargets.contains { $0.base is NSNull })
        #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tap:"])
        #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["other:"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpOutside) == ["tap:"])
        #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        control.sendActions(for: [.touchDown, .touchUpInside])
        #expect(target.taps == 1)
    }

    @Test("E5: removeTarget removes events, actions and targets as UIKit's nil arguments say")
    func removeTarget() {
        let control = UIControl()
        let first = CountingTarget(), second = CountingTarget()
        control.addTarget(first, action: .tap, for: [.touchDown, .touchUpInside])
        control.addTarget(first, action: .other, for: .touchUpInside)
        control.addTarget(second, action: .tap, for: .touchUpInside)

        control.removeTarget(first, action: .tap, for: .touchDown)
        #expect(control.actions(forTarget: first, forControlEvent: .touchDown) == nil)
        #expect(control.actions(forTarget: first, forControlEvent: .touchUpInside) == ["tap:", "other:"])

        control.removeTarget(first, action: nil, for: .touchUpInside)
        #expect(control.actions(forTarget: first, forControlEvent: .touchUpInside) == nil)
        #expect(control.allTargets == [AnyHashable(second)])

        control.removeTarget(nil, action: .tap, for: .allEvents)
        #expect(control.allTargets.isEmpty)
        control.sendActions(for: .allEvents)
        #expect(first.taps + first.others + second.taps == 0)
    }

    @Test("E5: sendAction(_:to:for:) is overridable to observe or hold back every action a control sends")
    func sendActionOverride() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let control = ObservingControl(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(control)
        let target = CountingTarget()
        control.addTarget(target, action: .tap, for: .touchUpInside)
        control.addTarget(target, action: .other, for: .touchDown)
        try host.tap(control)
        #expect(control.sent == ["other:", "tap:"])
        #expect(target.taps == 1 && target.others == 1)
        control.blocks = true
        host.advance(by: 1)
        try host.tap(control)
        #expect(control.sent == ["other:", "tap:", "other:", "tap:"])
        #expect(target.taps == 1 && target.others == 1)
    }

    @Test("E10: addAction keys actions by identifier; the same identifier replaces, another adds")
    func actionsByIdentifier() {
        let control = UIControl()
        let log = TraceLog()
        control.addAction(UIAction(identifier: "save") { _ in log.append("first save") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: "save") { _ in log.append("second save") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: "log") { _ in log.append("log") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries == ["second save", "log"])
    }

    @Test("E10: actions added without an identifier never replace each other")
    func generatedIdentifiers() {
        let control = UIControl()
        let log = TraceLog()
        let first = UIAction { _ in log.append("a") }
        let second = UIAction { _ in log.append("b") }
        #expect(first.identifier != second.identifier)
        control.addAction(first, for: .valueChanged)
        control.addAction(second, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["a", "b"])
    }

    @Test("E10: removeAction(_:for:) and removeAction(identifiedBy:for:) unregister per event")
    func removeActions() {
        let control = UIControl()
        let log = TraceLog()
        let save = UIAction(identifier: "save") { _ in log.append("save") }
        control.addAction(save, for: [.touchUpInside, .valueChanged])
        control.removeAction(save, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.entries.isEmpty)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["save"])
        control.removeAction(identifiedBy: "save", for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(log.entries == ["save"])
        #expect(control.allControlEvents.isEmpty)
    }

    @Test("E10: a UIAction's sender is the control that sent it")
    func actionSender() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(control)
        var senders: [Any?] = []
        control.addAction(UIAction { action in senders.append(action.sender) }, for: .touchUpInside)
        try host.tap(control)
        #expect(senders.count == 1)
        #expect((senders.first as? UIControl) === control)
    }

    @Test("E10: UIButton(primaryAction:) registers for primaryActionTriggered, which a tap sends once")
    func primaryActionButton() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        var runs = 0
        let button = UIButton(primaryAction: UIAction(title: "Save") { _ in runs += 1 })
        button.frame = CGRect(x: 100, y: 300, width: 120, height: 44)
        window.addSubview(button)
        #expect(button.allControlEvents == .primaryActionTriggered)
        #expect(button.title(for: .normal) == "Save")
        #expect(button.buttonType == .system)
        try host.tap(button)
        #expect(runs == 1)
    }

    @Test("E1, E11: UIButton shows the title of its state, falling back to the normal title")
    func titlesPerState() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(button)
        #expect(button.currentTitle == nil)
        #expect(button.titleLabel == nil)
        button.setTitle("Play", for: .normal)
        button.setTitle("Pressing", for: .highlighted)
        #expect(button.title(for: .selected) == "Play")
        #expect(button.titleLabel?.text == "Play")
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        #expect(button.currentTitle == "Pressing")
        #expect(button.titleLabel?.text == "Pressing")
        try finger.lift()
        #expect(button.currentTitle == "Play")
        button.setTitle("Off", for: .disabled)
        button.isEnabled = false
        #expect(button.titleLabel?.text == "Off")
        button.setTitle(nil, for: .disabled)
        #expect(button.currentTitle == "Play")
    }

    @Test("E3, E11: UIControl.Event and UIControl.State have UIKit's raw values")
    func rawValues() {
        let events: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
            (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5),
            (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8),
            (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13), (.menuActionTriggered, 1 << 14),
            (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
            (.editingDidEndOnExit, 1 << 19), (.allTouchEvents, 0x0FFF), (.allEditingEvents, 0x000F_0000),
            (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in events { #expect(event.rawValue == raw) }
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    }

    @Test("E11: state combines selected, highlighted and disabled")
    func stateFlags() {
        let control = UIControl()
        control.isSelected = true
        control.isHighlighted = true
        control.isEnabled = false
        #expect(control.state == [.selected, .highlighted, .disabled])
    }

    @Test("E12: a target that does not implement its action is reported when registered, naming the likely one")
    func typoInRegisteredAction() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(control)
        let target = CountingTarget()
        control.addTarget(target, action: "tapp:", for: .touchUpInside)
        let registered = host.application.diagnostics.entries
        #expect(registered.map(\.kind) == [.unrecognizedSelector])
        #expect(registered.first?.message.contains("Did you mean 'tap:'?") == true)
        try host.tap(control)
        #expect(target.taps == 0)
        #expect(host.application.diagnostics.entries.count == 2)
    }

    @Test("E9, E12: a target that is a value, not an object, is refused with a diagnostic")
    func valueTargetRefused() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(control)
        control.addTarget(42, action: .tap, for: .touchUpInside)
        #expect(host.application.diagnostics.entries.map(\.kind) == [.invalidActionTarget])
        #expect(control.allTargets.isEmpty)
    }
}

extension ControlTargetActionTests {
    @Test("E10: UIControl(frame:primaryAction:) registers the action for primaryActionTriggered")
    func controlPrimaryAction() {
        var runs = 0
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in runs += 1 })
        #expect(control.allControlEvents == .primaryActionTriggered)
        control.sendActions(for: .touchUpInside)
        #expect(runs == 0)
        control.sendActions(for: .primaryActionTriggered)
        #expect(runs == 1)
    }

    @Test("E11: sendActions(for:) from code still sends on a disabled control; only touches are ignored")
    func programmaticSendOnDisabledControl() {
        let control = UIControl()
        let target = CountingTarget()
        control.addTarget(target, action: .other, for: .valueChanged)
        control.isEnabled = false
        control.sendActions(for: .valueChanged)
        #expect(target.others == 1)
    }
}
