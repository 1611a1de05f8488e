import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("DigitsOnlyFieldDelegate: vetoing changes in shouldChangeCharactersIn (spec G7)")
struct DigitsOnlyFieldDelegateTests {
    @Test("G7: letters are refused and the text stops at six digits")
    func digitsAndMaxLength() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        let validator = DigitsOnlyFieldDelegate()
        field.delegate = validator
        window.rootViewController?.view.addSubview(field)
        try host.tap(field)

        try host.send(.text(.insert("12")))
        try host.send(.text(.insert("a")))
        try host.send(.text(.insert("3456")))
        try host.send(.text(.insert("7")))
        #expect(field.text == "123456")
        try host.send(.text(.deleteBackward))
        try host.send(.text(.insert("9")))
        #expect(field.text == "123459")
        withExtendedLifetime(validator) {}
    }

    @Test("G7: a paste of more digits than fit is refused whole")
    func longInsertRefused() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        let validator = DigitsOnlyFieldDelegate()
        field.delegate = validator
        window.rootViewController?.view.addSubview(field)
        try host.tap(field)
        try host.send(.text(.insert("1234")))
        try host.send(.text(.insert("567")))
        #expect(field.text == "1234")
        withExtendedLifetime(validator) {}
    }
}
