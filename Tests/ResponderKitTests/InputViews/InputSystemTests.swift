import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Records the keyboard notifications an application posts, with their frames.
@MainActor
final class KeyboardNotificationLog {
    private(set) var names: [String] = []
    private(set) var endFrames: [CGRect] = []
    private(set) var beginFrames: [CGRect] = []
    private(set) var durations: [Double] = []
    private var tokens: [NSObjectProtocol] = []
    private let center: NotificationCenter

    init(_ application: UIApplication) {
        center = application.notificationCenter
        let observed: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
            (UIResponder.keyboardWillShowNotification, "willShow"),
            (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            (UIResponder.keyboardDidShowNotification, "didShow"),
            (UIResponder.keyboardWillHideNotification, "willHide"),
            (UIResponder.keyboardDidHideNotification, "didHide"),
        ]
        for (name, label) in observed {
            tokens.append(center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let info = note.userInfo ?? [:]
                let begin = (info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1
                MainActor.assumeIsolated {
                    self?.names.append(label)
                    if label == "willChangeFrame" {
                        self?.beginFrames.append(begin)
                        self?.endFrames.append(end)
                        self?.durations.append(duration)
                    }
                }
            })
        }
    }

    func reset() {
        names.removeAll()
        endFrames.removeAll()
        beginFrames.removeAll()
        durations.removeAll()
    }

    static let show = ["willChangeFrame", "willShow", "didChangeFrame", "didShow"]
    static let hide = ["willChangeFrame", "willHide", "didChangeFrame", "didHide"]
}

/// A minimal text input that stands in for a text field: it takes text through `UIKeyInput`.
@MainActor
class TextSink: UIView, UIKeyInput {
    var text = ""
    var accessory: UIView?
    var returnKey: UIReturnKeyType = .default
    var refusesToResign = false

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override var inputAccessoryView: UIView? { accessory }
    var returnKeyType: UIReturnKeyType { returnKey }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        becomeFirstResponder()
    }
}

@MainActor
@Suite("Input views and keyboard notifications (spec G)")
struct InputSystemTests {
    private func scene() -> (EventTestHost, UIViewController, KeyboardNotificationLog) {
        let host = EventTestHost(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        return (host, controller, KeyboardNotificationLog(host.application))
    }

    @Test("Seed 004: a view with a custom input view that becomes first responder on touch shows it screen-wide")
    func customInputView() throws {
        final class Picker: UIView {
            let picker = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 180))
            override var canBecomeFirstResponder: Bool { true }
            override var inputView: UIView? { picker }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { becomeFirstResponder() }
        }
        let (host, controller, log) = scene()
        let view = Picker(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        controller.view.addSubview(view)
        try host.tap(view)
        #expect(view.isFirstResponder)
        #expect(log.names == KeyboardNotificationLog.show)
        let expected = CGRect(x: 0, y: 844 - 180, width: 390, height: 180)
        #expect(log.endFrames == [expected])
        #expect(log.beginFrames == [CGRect(x: 0, y: 844, width: 390, height: 180)])
        #expect(log.durations == [0.25])
        #expect(host.application.inputSystem.frame == expected)
        #expect(view.picker.window === host.application.inputSystem.window)
        #expect(view.picker.convertToScreen(.zero) == expected.origin)
        #expect(host.application.inputSystem.shownInputView === view.picker)
    }

    @Test("G1: a text input with no input view gets the system keyboard; the accessory sits on top (G3)")
    func systemKeyboardAndAccessory() {
        let (host, controller, log) = scene()
        let sink = TextSink()
        sink.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        controller.view.addSubview(sink)
        sink.becomeFirstResponder()
        let system = host.application.inputSystem
        #expect(system.shownInputView === system.systemKeyboard)
        let height = SystemKeyboardView.standardHeight
        #expect(system.frame == CGRect(x: 0, y: 844 - height - 44, width: 390, height: height + 44))
        #expect(sink.accessory?.convertToScreen(.zero) == CGPoint(x: 0, y: 844 - height - 44))
        #expect(system.systemKeyboard.convertToScreen(.zero) == CGPoint(x: 0, y: 844 - height))
        #expect(sink.accessory?.bounds.width == 390)
        #expect(log.names == KeyboardNotificationLog.show)
    }

    @Test("G1: a responder with no input views shows nothing and creates no input window")
    func nothingToShow() {
        let (host, controller, log) = scene()
        let plain = EditableView()
        controller.view.addSubview(plain)
        plain.becomeFirstResponder()
        #expect(log.names.isEmpty)
        #expect(host.application.windows.count == 1)
    }

    @Test("G2: reloadInputViews shows a changed accessory, but only for the first responder")
    func reload() {
        let (host, controller, log) = scene()
        let sink = TextSink(), other = TextSink()
        controller.view.addSubview(sink)
        controller.view.addSubview(other)
        sink.becomeFirstResponder()
        log.reset()
        other.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 30))
        other.reloadInputViews()
        #expect(log.names.isEmpty)
        sink.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 30))
        sink.reloadInputViews()
        #expect(log.names == KeyboardNotificationLog.show)
        #expect(host.application.inputSystem.shownAccessoryView === sink.accessory)
    }

    @Test("G4: ending editing hides with the hide notifications in order")
    func hide() {
        let (host, controller, log) = scene()
        let sink = TextSink()
        controller.view.addSubview(sink)
        sink.becomeFirstResponder()
        log.reset()
        controller.view.endEditing(true)
        #expect(log.names == KeyboardNotificationLog.hide)
        #expect(!sink.isFirstResponder)
        #expect(host.application.inputSystem.presentation == .hidden)
        #expect(host.application.inputSystem.window.isHidden)
        let shown = CGRect(x: 0, y: 844 - SystemKeyboardView.standardHeight, width: 390,
                           height: SystemKeyboardView.standardHeight)
        #expect(log.beginFrames == [shown])
        #expect(log.endFrames == [shown.offsetBy(dx: 0, dy: SystemKeyboardView.standardHeight)])
    }

    @Test("G6: switching between two text inputs does not hide; a taller accessory changes the frame once")
    func switching() {
        let (host, controller, log) = scene()
        let first = TextSink(), second = TextSink(), third = TextSink()
        third.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 50))
        for sink in [first, second, third] { controller.view.addSubview(sink) }
        first.becomeFirstResponder()
        log.reset()
        second.becomeFirstResponder()
        #expect(log.names.isEmpty)
        third.becomeFirstResponder()
        #expect(log.names == KeyboardNotificationLog.show)
        #expect(log.endFrames.first?.height == SystemKeyboardView.standardHeight + 50)
        #expect(host.application.inputSystem.presentation != .hidden)
    }

    @Test("F9: removing the first responder from its window hides its input view")
    func removalHides() {
        let (host, controller, log) = scene()
        let sink = TextSink()
        controller.view.addSubview(sink)
        sink.becomeFirstResponder()
        log.reset()
        sink.removeFromSuperview()
        #expect(log.names == KeyboardNotificationLog.hide)
        #expect(host.application.inputSystem.presentation == .hidden)
    }

    @Test("Seed 003: a field that refuses to resign keeps the keyboard up; endEditing(true) forces it down")
    func refusalKeepsKeyboard() throws {
        let (host, controller, log) = scene()
        let invalid = TextSink(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
        let other = TextSink(frame: CGRect(x: 0, y: 200, width: 200, height: 40))
        controller.view.addSubview(invalid)
        controller.view.addSubview(other)
        try host.tap(invalid)
        invalid.refusesToResign = true
        log.reset()
        try host.tap(other)
        #expect(invalid.isFirstResponder && !other.isFirstResponder)
        #expect(log.names.isEmpty)
        controller.view.endEditing(true)
        #expect(log.names == KeyboardNotificationLog.hide)
    }

    @Test("G7: typed text, backspace and return reach the first responder through UIKeyInput")
    func typing() throws {
        let (host, controller, _) = scene()
        let sink = TextSink()
        controller.view.addSubview(sink)
        sink.becomeFirstResponder()
        let door = host.application.inputDoor
        try door.type(.insert("hello"))
        try door.type(.deleteBackward)
        try door.type(.return)
        #expect(sink.text == "hell\n")
    }

    @Test("Text typed when no first responder takes text is rejected and reported")
    func typingIntoNothing() {
        let (host, _, _) = scene()
        #expect(throws: InputRejection(reason: .noTextInputTarget)) {
            try host.application.inputDoor.type(.insert("lost"))
        }
        #expect(host.application.diagnostics.entries.contains { $0.kind == .textInputUnhandled })
    }

    @Test("The system keyboard is a view hierarchy: tapping its keys types")
    func tappingKeys() throws {
        let (host, controller, _) = scene()
        let sink = TextSink()
        sink.returnKey = .search
        controller.view.addSubview(sink)
        sink.becomeFirstResponder()
        let keyboard = host.application.inputSystem.systemKeyboard
        for title in ["h", "i", "⌫", "o", "search"] {
            try host.tap(try #require(keyboard.key(titled: title)))
        }
        #expect(sink.text == "ho\n")
        #expect(keyboard.returnKeyTitle == "search")
        #expect(sink.isFirstResponder)
    }

    @Test("A custom keyboard's controller types through its text document proxy")
    func customKeyboardController() throws {
        final class Keyboard: UIInputViewController {}
        final class Field: TextSink {
            let keyboard = Keyboard()
            override var inputViewController: UIInputViewController? { keyboard }
        }
        let (host, controller, _) = scene()
        let field = Field()
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        #expect(host.application.inputSystem.shownInputView === field.keyboard.view)
        #expect(field.keyboard.inputView?.inputViewStyle == .keyboard)
        field.keyboard.textDocumentProxy.insertText("ok")
        #expect(field.text == "ok" && field.keyboard.textDocumentProxy.hasText)
    }

    @Test("The in-memory pasteboard holds strings and counts changes")
    func pasteboard() {
        let board = UIPasteboard(name: "test")
        #expect(!board.hasStrings && board.string == nil)
        board.string = "a"
        board.strings = ["b", "c"]
        #expect(board.string == "b" && board.strings == ["b", "c"] && board.changeCount == 2)
    }
}
