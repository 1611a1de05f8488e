import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

extension Selector {
    fileprivate static let saveDocument: Selector = "saveDocument:"
    fileprivate static let jumpTo: Selector = "jumpTo:"
    fileprivate static let dismissDocument: Selector = "dismissDocument:"
    fileprivate static let nobodyImplements: Selector = "nobodyImplements:"
}

/// A document controller with UIKit-style shortcuts: Cmd-S saves, Escape dismisses.
@MainActor
private final class DocumentController: UIViewController {
    var saves: [UIKeyCommand] = []
    var dismissals = 0
    var extraCommands: [UIKeyCommand] = []

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(title: "Save", action: .saveDocument, input: "s", modifierFlags: .command,
                      discoverabilityTitle: "Save Document"),
         UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .dismissDocument)] + extraCommands
    }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.saveDocument, DocumentController.saveDocument)
        table.add(.dismissDocument, DocumentController.dismiss)
    }

    func saveDocument(_ sender: UIKeyCommand) { saves.append(sender) }
    func dismiss(_ sender: Any?) { dismissals += 1 }
}

/// A view between the field and the controller that implements `jump:`, so it is where the action lands.
@MainActor
private final class JumpHandlingView: UIView {
    var jumps = 0
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.jumpTo, JumpHandlingView.jump)
    }
    func jump(_ sender: Any?) { jumps += 1 }
}

/// A text field stand-in that also logs the presses it hears.
@MainActor
private final class LoggingTextSink: TextSink {
    var pressLog: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog.append("began \(presses.first?.key?.characters ?? "")")
        super.pressesBegan(presses, with: event)
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        pressLog.append("ended \(presses.first?.key?.characters ?? "")")
        super.pressesEnded(presses, with: event)
    }
}

@MainActor
@Suite("Key commands (spec H4)")
struct KeyCommandTests {
    private func scene() -> (EventTestHost, DocumentController, JumpHandlingView, LoggingTextSink) {
        let host = EventTestHost()
        let controller = DocumentController()
        _ = host.makeWindow(rootViewController: controller)
        let panel = JumpHandlingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(panel)
        let field = LoggingTextSink()
        panel.addSubview(field)
        field.becomeFirstResponder()
        return (host, controller, panel, field)
    }

    private func press(_ host: EventTestHost, _ code: UIKeyboardHIDUsage, _ characters: String = "",
                       _ modifiers: UIKeyModifierFlags = []) throws {
        try host.send(.key(HostKey(.down, code, characters: characters, modifierFlags: modifiers)))
        try host.send(.key(HostKey(.up, code, characters: characters, modifierFlags: modifiers)))
    }

    @Test("H4: Cmd-S on a view controller saves while a text field deeper in the chain is first responder")
    func commandSWhileEditing() throws {
        let (host, controller, _, field) = scene()
        try press(host, .keyboardH, "h")
        try press(host, .keyboardS, "s", .command)
        try press(host, .keyboardI, "i")

        #expect(controller.saves.count == 1)
        #expect(controller.saves.first?.input == "s" && controller.saves.first?.modifierFlags == .command)
        #expect(controller.saves.first?.discoverabilityTitle == "Save Document")
        #expect(field.text == "hi")
        #expect(field.pressLog == ["began h", "ended h", "began i", "ended i"])
    }

    @Test("H4: a command takes its whole press: repeats and release reach nobody, and plain S still types")
    func commandConsumesPress() throws {
        let (host, controller, _, field) = scene()
        try host.send(.key(HostKey(.down, .keyboardS, characters: "s", modifierFlags: .command)))
        try host.send(.key(HostKey(.repeat, .keyboardS, characters: "s", modifierFlags: .command)))
        try host.send(.key(HostKey(.up, .keyboardS, characters: "s", modifierFlags: .command)))
        try press(host, .keyboardS, "s")
        try press(host, .keyboardS, "S", [.command, .shift, .alphaShift])

        #expect(controller.saves.count == 1)
        #expect(field.text == "s")
        #expect(field.pressLog == ["began s", "ended s", "began S", "ended S"])
    }

    @Test("H4: the action goes up the chain from the first responder, reaching the nearest implementer")
    func actionFromFirstResponder() throws {
        let (host, controller, panel, _) = scene()
        controller.extraCommands = [UIKeyCommand(input: "j", modifierFlags: .control, action: .jumpTo)]
        try press(host, .keyboardJ, "j", .control)
        #expect(panel.jumps == 1)
        try press(host, .keyboardEscape)
        #expect(controller.dismissals == 1)
    }

    @Test("H4: a command nobody can perform is skipped, so the key does what it would without it")
    func unperformableCommand() throws {
        let (host, controller, _, field) = scene()
        controller.extraCommands = [
            UIKeyCommand(input: "k", modifierFlags: .control, action: .nobodyImplements),
            UIKeyCommand(input: "x", modifierFlags: [], action: .nobodyImplements),
        ]
        controller.extraCommands[1].wantsPriorityOverSystemBehavior = true
        try press(host, .keyboardK, "k", .control)
        try press(host, .keyboardX, "x")
        #expect(field.pressLog == ["began k", "ended k", "began x", "ended x"])
        #expect(field.text == "x")
    }

    @Test("H4: text input beats a plain-key command unless the command wants priority over system behaviour")
    func textInputVersusPriority() throws {
        let (host, controller, panel, field) = scene()
        let command = UIKeyCommand(input: "j", modifierFlags: [], action: .jumpTo)
        controller.extraCommands = [command]
        try press(host, .keyboardJ, "j")
        #expect(field.text == "j" && panel.jumps == 0)

        command.wantsPriorityOverSystemBehavior = true
        try press(host, .keyboardJ, "j")
        #expect(field.text == "j" && panel.jumps == 1)

        field.resignFirstResponder()
        command.wantsPriorityOverSystemBehavior = false
        try press(host, .keyboardJ, "j")
        #expect(panel.jumps == 1, "with no first responder the action has nowhere to start below the window")
    }

    @Test("H4: focus movement by arrows beats an arrow command unless it wants priority")
    func arrowsVersusFocus() throws {
        let host = EventTestHost()
        let controller = DocumentController()
        _ = host.makeWindow(rootViewController: controller)
        let left = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIButton(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(left.isFocused)
        let command = UIKeyCommand(input: UIKeyCommand.inputRightArrow, modifierFlags: [], action: .dismissDocument)
        controller.extraCommands = [command]

        try press(host, .keyboardRightArrow)
        #expect(right.isFocused && controller.dismissals == 0)

        command.wantsPriorityOverSystemBehavior = true
        try press(host, .keyboardLeftArrow)
        try press(host, .keyboardRightArrow)
        #expect(left.isFocused && controller.dismissals == 1)
    }
}
