import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("NumericKeypadView: a custom inputView typing through UIKeyInput (spec G1, G3, G7)")
struct NumericKeypadViewTests {
    @Test("G3: editing the field shows the keypad instead of the keyboard, at the bottom, screen-wide")
    func keypadShows() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        let keypad = NumericKeypadView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        keypad.target = field
        field.inputView = keypad
        window.rootViewController?.view.addSubview(field)
        try host.tap(field)
        #expect(host.application.inputSystem.shownInputView === keypad)
        #expect(host.application.inputSystem.frame == CGRect(x: 0, y: 844 - 216, width: 390, height: 216))
    }

    @Test("G7: tapping keys types digits into the field; delete removes the last one")
    func keysType() throws {
        let host = EventTestHost()
        let window = host.makeWindow(rootViewController: UIViewController())
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        let keypad = NumericKeypadView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        keypad.target = field
        field.inputView = keypad
        window.rootViewController?.view.addSubview(field)
        try host.tap(field)
        for digit in [4, 0, 7] {
            try host.tap(keypad.digitButtons[digit])
        }
        try host.tap(keypad.deleteButton)
        try host.tap(keypad.digitButtons[2])
        #expect(field.text == "402")
    }
}
