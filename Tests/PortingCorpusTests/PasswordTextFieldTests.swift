import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PasswordTextField: padded rectangles and a show/hide button in the right view (P29)")
struct PasswordTextFieldTests {
    @Test("P29: the eye button sits inside the padding, gets the tap and toggles secure entry without editing")
    func eyeButtonTogglesSecureEntry() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = PasswordTextField(frame: CGRect(x: 20, y: 200, width: 300, height: 44))
        window.addSubview(field)
        #expect(field.toggleButton.superview === field)
        #expect(field.toggleButton.frame == CGRect(x: 264, y: 8, width: 28, height: 28))
        #expect(field.isSecureTextEntry)

        try host.tap(at: CGPoint(x: 20 + 278, y: 222))
        #expect(field.isSecureTextEntry == false)
        #expect(field.toggleButton.currentTitle == "Hide")
        #expect(field.isEditing == false)
        try host.tap(at: CGPoint(x: 20 + 278, y: 222))
        #expect(field.isSecureTextEntry)
    }

    @Test("P29: the text, placeholder and caret are inside the padding and clear of the button")
    func paddedRectangles() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = PasswordTextField(frame: CGRect(x: 20, y: 200, width: 300, height: 44))
        window.addSubview(field)
        let textArea = field.textRect(forBounds: field.bounds)
        #expect(textArea == CGRect(x: 12, y: 0, width: 300 - 28 - 8 - 12 - 8, height: 44))
        #expect(field.placeholderRect(forBounds: field.bounds) == textArea)
        try host.tap(at: CGPoint(x: 100, y: 222))
        #expect(field.isEditing)
        #expect(field.caretRect(for: field.endOfDocument).minX == 12)
    }
}
