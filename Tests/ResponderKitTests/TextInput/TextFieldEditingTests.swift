import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Text field editing: caret, selection and edit actions (spec G7, J1-J4)")
struct TextFieldEditingTests {
    /// The menu titles the application offers for the first responder now.
    private func menuTitles(_ scene: TextFieldScene) -> [String] {
        scene.application.makeEditMenu()?.items.map(\.title) ?? []
    }

    private func choose(_ title: String, in scene: TextFieldScene) throws {
        let menu = try #require(scene.application.makeEditMenu())
        #expect(menu.choose(try #require(menu.item(titled: title))))
    }

    @Test("J1-J4: cut, copy and paste between two text fields through the edit menu")
    func cutCopyPasteBetweenFields() throws {
        UIPasteboard.general.strings = nil
        let scene = TextFieldScene()
        let source = scene.addField(row: 0), destination = scene.addField(row: 1)
        source.text = "hello world"
        destination.text = "say: "
        var destinationChanges = 0
        destination.addAction(UIAction { _ in destinationChanges += 1 }, for: .editingChanged)

        try scene.host.tap(source)
        #expect(menuTitles(scene) == ["Select", "Select All"])
        try choose("Select", in: scene)
        #expect(menuTitles(scene) == ["Cut", "Copy", "Select All", "Delete"])
        try choose("Copy", in: scene)
        #expect(UIPasteboard.general.string == "world")
        try choose("Select All", in: scene)
        try choose("Cut", in: scene)
        #expect(source.text == "")
        #expect(UIPasteboard.general.string == "hello world")
        #expect(menuTitles(scene) == ["Paste"])

        try scene.host.tap(destination)
        #expect(menuTitles(scene) == ["Paste", "Select All"])
        try choose("Paste", in: scene)
        #expect(destination.text == "say: hello world")
        #expect(destinationChanges == 1)
        #expect(destination.offset(from: destination.beginningOfDocument,
                                   to: try #require(destination.selectedTextRange).start) == 16)
    }

    @Test("J2: the delegate vetoes a cut, which then leaves the pasteboard alone; delete skips the pasteboard")
    func vetoedCutAndDelete() throws {
        UIPasteboard.general.string = "before"
        let scene = TextFieldScene()
        let delegate = RecordingTextFieldDelegate(log: TraceLog())
        delegate.allowsChange = { _, _ in false }
        let field = scene.addField(row: 0)
        field.text = "keep"
        field.delegate = delegate
        field.becomeFirstResponder()
        try choose("Select All", in: scene)
        try choose("Cut", in: scene)
        #expect(field.text == "keep")
        #expect(UIPasteboard.general.string == "before")
        delegate.allowsChange = { _, _ in true }
        try choose("Delete", in: scene)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "before")
        #expect(delegate.proposedChanges.map(\.range) == [NSRange(location: 0, length: 4),
                                                           NSRange(location: 0, length: 4)])
    }

    @Test("J2: a secure field offers no cut or copy; a field that is not editing offers nothing")
    func actionValidation() throws {
        UIPasteboard.general.string = "x"
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        field.text = "secret"
        #expect(!field.canPerformAction(.paste, withSender: scene.application))
        #expect(!field.canPerformAction(.selectAll, withSender: scene.application))
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        field.selectAll(nil)
        #expect(menuTitles(scene) == ["Paste", "Delete"])
        field.copy(nil)
        #expect(UIPasteboard.general.string == "x")
    }

    @Test("G7: the caret and selection count UTF-16 units; edits keep whole characters")
    func caretAndSelection() throws {
        let scene = TextFieldScene()
        let delegate = RecordingTextFieldDelegate(log: TraceLog())
        let field = scene.addField(row: 0)
        field.delegate = delegate
        #expect(field.selectedTextRange == nil)
        field.text = "a👋🏽b"
        field.becomeFirstResponder()
        let start = field.beginningOfDocument
        #expect(field.offset(from: start, to: field.endOfDocument) == 6)
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty && field.offset(from: start, to: caret.start) == 6)

        let afterWave = try #require(field.position(from: start, offset: 5))
        field.selectedTextRange = field.textRange(from: afterWave, to: afterWave)
        // The user's backspace: code calling deleteBackward() is not asked about (P14).
        try scene.host.send(.text(.deleteBackward))
        #expect(field.text == "ab")
        #expect(delegate.proposedChanges.last?.range == NSRange(location: 1, length: 4))
        #expect(field.offset(from: start, to: try #require(field.selectedTextRange).start) == 1)

        field.insertText("xyz")
        let end = field.endOfDocument
        let fourBack = try #require(field.position(from: end, offset: -4))
        let range = try #require(field.textRange(from: end, to: fourBack))
        #expect(field.compare(range.start, to: range.end) == .orderedAscending)
        #expect(field.text(in: range) == "xyzb")
        field.selectedTextRange = range
        field.insertText("!")
        #expect(field.text == "a!")
        #expect(field.position(from: start, offset: 3) == nil)
        #expect(field.position(from: start, offset: -1) == nil)
    }

    @Test("G7: setting text moves the caret to the end without asking the delegate or sending editingChanged")
    func settingText() throws {
        let scene = TextFieldScene()
        let delegate = RecordingTextFieldDelegate(log: TraceLog())
        let field = scene.addField(row: 0)
        field.delegate = delegate
        field.placeholder = "Name"
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.becomeFirstResponder()
        field.text = "Ada"
        field.text = nil
        #expect(field.text == "" && !field.hasText && field.placeholder == "Name")
        #expect(changes == 0 && delegate.proposedChanges.isEmpty)
        field.text = "Ada"
        try scene.door.type(.insert("!"))
        #expect(field.text == "Ada!")
    }

    @Test("Editing notifications and clearsOnBeginEditing, which asks textFieldShouldClear")
    func clearingAndNotifications() throws {
        let scene = TextFieldScene()
        let log = TraceLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        let field = scene.addField(row: 0)
        field.delegate = delegate
        field.text = "old"
        field.clearsOnBeginEditing = true
        let names = TraceLog()
        let center = scene.application.notificationCenter
        let observed = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                        UITextField.textDidEndEditingNotification]
        let tokens = observed.map { name in
            center.addObserver(forName: name, object: field, queue: nil) { note in
                let posted = note.name.rawValue
                MainActor.assumeIsolated { names.append(posted) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        delegate.allowsClearing = false
        field.becomeFirstResponder()
        #expect(field.text == "old")
        field.resignFirstResponder()
        delegate.allowsClearing = true
        field.becomeFirstResponder()
        #expect(field.text == "")
        try scene.door.type(.insert("new"))
        field.resignFirstResponder()
        #expect(log.entries.filter { $0 == "shouldClear" }.count == 2)
        #expect(names.entries == [observed[0], observed[2], observed[0], observed[1], observed[2]].map(\.rawValue))
    }
}
