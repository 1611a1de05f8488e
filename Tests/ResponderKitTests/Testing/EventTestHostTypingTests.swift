import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A text field that notes every press it hears and every text change its delegate is asked about.
private final class NotingField: UITextField, UITextFieldDelegate {
    var events: [String] = []

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        events.append("began \(presses.first?.key?.characters ?? "")")
        super.pressesBegan(presses, with: event)
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        events.append("ended \(presses.first?.key?.characters ?? "")")
        super.pressesEnded(presses, with: event)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        events.append("change \(string)")
        return true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        events.append("return")
        return true
    }
}

@MainActor
private func typed(_ text: String, using method: EventTestHost.TypingMethod) throws -> (EventTestHost, NotingField) {
    let host = EventTestHost()
    let controller = UIViewController()
    let window = host.makeWindow(rootViewController: controller)
    let field = NotingField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
    field.delegate = field
    controller.view.addSubview(field)
    _ = field.becomeFirstResponder()
    try host.type(text, using: method)
    _ = window
    return (host, field)
}

@MainActor
@Suite("EventTestHost: typing through hardware key presses or as the software keyboard does (T11)")
struct EventTestHostTypingTests {
    @Test("Both ways leave the same text and the same delegate calls in a text field (T11)")
    func bothWaysAgree() throws {
        let (_, hardware) = try typed("Hi, 5!\n", using: .hardwareKeyboard)
        let (_, software) = try typed("Hi, 5!\n", using: .softwareKeyboard)
        #expect(hardware.text == "Hi, 5!")
        #expect(software.text == hardware.text)
        #expect(hardware.events.filter { !$0.hasPrefix("began") && !$0.hasPrefix("ended") } == software.events)
        #expect(software.events == ["change H", "change i", "change ,", "change  ", "change 5", "change !", "return"])
    }

    @Test("The hardware keyboard sends each key down then up, the first responder hearing it before the text (T11)")
    func hardwareKeysArePresses() throws {
        let (host, field) = try typed("aB", using: .hardwareKeyboard)
        #expect(field.events.prefix(3) == ["began a", "change a", "ended a"])
        // Shift is held for the capital: its own press comes first and ends last.
        #expect(field.events.dropFirst(3) == ["began ", "began B", "change B", "ended B", "ended "])
        #expect(host.recording.entries.count == 6)
    }

    @Test("The software keyboard sends no presses (T11)")
    func softwareSendsNoPresses() throws {
        let (host, field) = try typed("ab", using: .softwareKeyboard)
        #expect(!field.events.contains { $0.hasPrefix("began") })
        #expect(host.recording.entries.count == 2)
    }

    @Test("A character no US key types fails before anything is sent, naming it (T11)")
    func untypableCharacterFails() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        controller.view.addSubview(field)
        _ = field.becomeFirstResponder()
        #expect(throws: EventTestHostError.noKeyTypes("é")) { try host.type("café", using: .hardwareKeyboard) }
        #expect(field.text == "")
        #expect(host.recording.entries.isEmpty)
        _ = window
    }
}
