import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PhoneNumberFieldDelegate: reformatting in textField(_:shouldChangeCharactersIn:replacementString:) (spec G7)")
struct PhoneNumberFieldDelegateTests {
    private func makeField(in host: EventTestHost) throws -> (UITextField, PhoneNumberFieldDelegate) {
        let window = host.makeWindow(rootViewController: UIViewController())
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        let formatter = PhoneNumberFieldDelegate()
        field.delegate = formatter
        window.rootViewController?.view.addSubview(field)
        try host.tap(field)
        return (field, formatter)
    }

    @Test("G7: typed digits are formatted as (555) 123-4567 while typing")
    func typingFormats() throws {
        let host = EventTestHost()
        let (field, formatter) = try makeField(in: host)
        for digit in "5551234567" {
            try host.send(.text(.insert(String(digit))))
        }
        #expect(field.text == "(555) 123-4567")
        try host.send(.text(.insert("8")))
        #expect(field.text == "(555) 123-4567")
        withExtendedLifetime(formatter) {}
    }

    @Test("G7: backspace removes a digit and the rest is reformatted; letters are dropped")
    func deleteAndLetters() throws {
        let host = EventTestHost()
        let (field, formatter) = try makeField(in: host)
        try host.send(.text(.insert("5551")))
        #expect(field.text == "(555) 1")
        try host.send(.text(.deleteBackward))
        #expect(field.text == "(555")
        try host.send(.text(.insert("a")))
        #expect(field.text == "(555")
        withExtendedLifetime(formatter) {}
    }
}
