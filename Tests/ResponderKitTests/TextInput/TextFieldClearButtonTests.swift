import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("UITextField clear button: clearButtonMode and textFieldShouldClear")
struct TextFieldClearButtonTests {
    /// Taps the middle of `field`'s clear button rectangle.
    private func tapClearButton(of field: UITextField, in scene: TextFieldScene) throws {
        let rect = field.clearButtonRect(forBounds: field.bounds)
        try scene.host.tap(at: scene.host.screenPoint(CGPoint(x: rect.midX, y: rect.midY), in: field))
    }

    @Test("clearButtonMode .whileEditing: a tap on the button asks textFieldShouldClear, not shouldChangeCharactersIn")
    func clearWhileEditing() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        let field = scene.addField(row: 0)
        field.text = "search terms"
        field.clearButtonMode = .whileEditing
        field.delegate = delegate
        logEditingEvents(of: field, into: log)
        try tapClearButton(of: field, in: scene)
        #expect(field.isEditing && field.text == "search terms")
        log.entries.removeAll()

        delegate.allowsClearing = false
        try tapClearButton(of: field, in: scene)
        #expect(field.text == "search terms")
        delegate.allowsClearing = true
        try tapClearButton(of: field, in: scene)
        #expect(field.text == "")
        #expect(log.entries == ["shouldClear", "shouldClear", "editingChanged"])
        #expect(field.offset(from: field.beginningOfDocument, to: try #require(field.selectedTextRange).start) == 0)
        #expect(field.isEditing)

        // With no text the button is gone: the same tap is an ordinary tap.
        log.entries.removeAll()
        try tapClearButton(of: field, in: scene)
        #expect(log.entries.isEmpty)
    }

    @Test("clearButtonMode .never (the default) and .unlessEditing: when a tap on the button's place clears")
    func modes() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        let plain = scene.addField(row: 0), unless = scene.addField(row: 1)
        #expect(plain.clearButtonMode == .never)
        plain.text = "kept"
        unless.text = "cleared"
        unless.clearButtonMode = .unlessEditing
        plain.delegate = delegate
        unless.delegate = delegate
        try tapClearButton(of: plain, in: scene)
        #expect(plain.text == "kept" && plain.isEditing)
        #expect(!log.entries.contains("shouldClear"))

        try tapClearButton(of: unless, in: scene)
        #expect(unless.text == "" && unless.isEditing)
        #expect(log.entries.filter { $0 == "shouldClear" }.count == 1)
        #expect(!log.entries.contains { $0.hasPrefix("shouldChange") })
    }

    @Test("clearButtonRect(forBounds:): a subclass moves the button and taps follow it")
    func movedButton() throws {
        final class LeadingClearField: UITextField {
            override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
                let rect = super.clearButtonRect(forBounds: bounds)
                return rect.offsetBy(dx: bounds.minX + 5 - rect.minX, dy: 0)
            }
        }
        let scene = TextFieldScene()
        let field = LeadingClearField()
        scene.addField(field, row: 0)
        field.text = "x"
        field.clearButtonMode = .always
        #expect(field.clearButtonRect(forBounds: field.bounds).minX == 5)
        try tapClearButton(of: field, in: scene)
        #expect(field.text == "" && field.isEditing)
    }
}
