import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Test doubles subclass UIKit's event objects and override what they report, as app tests do on iOS (P8);
/// text positions and ranges compare as NSObjects (P9); code's own edits are not the user's (P14).
@MainActor @Suite("Event object doubles, text positions and code's edits")
struct EventObjectDoubleTests {
    @Test("P8: a responder handed a UITouch and UIEvent double reads the overrides")
    func touchAndEventDoubles() {
        let view = LocationRecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let touch = FakeTouch(at: CGPoint(x: 30, y: 40), on: view)
        let event = FakeEvent(touches: [touch])
        view.touchesMoved([touch], with: event)
        #expect(view.seen == [CGPoint(x: 30, y: 40)])
        #expect(touch.phase == .moved && touch.tapCount == 2 && touch.timestamp == 42)
        #expect(touch.view === view && touch.window == nil)
        #expect(touch.previousLocation(in: view) == CGPoint(x: 29, y: 40))
        #expect(event.type == .touches && event.allTouches == [touch] && event.timestamp == 7)
        #expect(event.modifierFlags == .shift)
        #expect(UITouch() != touch)
        #expect(UIEvent().allTouches == [])
    }

    @Test("P8: UIPress and UIKey doubles: key overridden as a non-optional UIKey, with its members")
    func pressAndKeyDoubles() {
        let responder = PressRecordingResponder()
        let press = FakePress()
        responder.pressesBegan([press], with: UIPressesEvent())
        #expect(responder.seen == ["a/A/4/shift"])
        #expect(press.phase == .began && press.type == .keyboard)
        let asOptional: UIKey? = (press as UIPress).key
        #expect(asOptional?.characters == "A")
        #expect(UIPress().key == nil && UIKey().characters == "")
    }

    @Test("P9: a text field's positions and ranges are equal where they denote the same place")
    func textPositionsCompare() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        field.text = "hello"
        #expect(field.becomeFirstResponder())
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(end == field.position(from: start, offset: 5))
        #expect(start != end)
        #expect(field.selectedTextRange == field.textRange(from: end, to: end))
        #expect(field.selectedTextRange != field.textRange(from: start, to: end))
        let custom = UITextPosition()
        #expect(custom == custom)
        #expect(custom != UITextPosition())
        #expect(custom != start)
        let range = UITextRange()
        #expect(range == range && range != UITextRange())
    }

    @Test("P14: insertText from code is not asked about, so a delegate rewriting typed keys is asked once per key")
    func codeInsertsWithoutAsking() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        let delegate = LowercasingDelegate()
        field.delegate = delegate
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        #expect(field.becomeFirstResponder())
        try host.type("AbC")
        #expect(field.text == "abc")
        #expect(delegate.asked == 3)
        #expect(changes == 3)

        field.insertText("XY")
        field.deleteBackward()
        #expect(field.text == "abcX")
        #expect(delegate.asked == 3)
        #expect(changes == 5)

        try host.send(.text(.deleteBackward))
        #expect(field.text == "abc")
        #expect(delegate.asked == 4)
    }
}

private final class LocationRecordingView: UIView {
    var seen: [CGPoint] = []
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { seen.append(touch.location(in: self)) }
    }
}

private final class FakeTouch: UITouch {
    private let point: CGPoint
    private let fakeView: UIView
    init(at point: CGPoint, on view: UIView) {
        self.point = point
        self.fakeView = view
        super.init()
    }
    override var phase: UITouch.Phase { .moved }
    override var tapCount: Int { 2 }
    override var timestamp: TimeInterval { 42 }
    override var view: UIView? { fakeView }
    override func location(in view: UIView?) -> CGPoint { point }
    override func previousLocation(in view: UIView?) -> CGPoint { CGPoint(x: point.x - 1, y: point.y) }
}

private final class FakeEvent: UIEvent {
    private let touches: Set<UITouch>
    init(touches: Set<UITouch>) {
        self.touches = touches
        super.init()
    }
    override var type: UIEvent.EventType { .touches }
    override var allTouches: Set<UITouch>? { touches }
    override var timestamp: TimeInterval { 7 }
    override var modifierFlags: UIKeyModifierFlags { .shift }
}

private final class FakeKey: UIKey {
    override var keyCode: UIKeyboardHIDUsage { .keyboardA }
    override var characters: String { "A" }
    override var charactersIgnoringModifiers: String { "a" }
    override var modifierFlags: UIKeyModifierFlags { .shift }
}

private final class FakePress: UIPress {
    override var key: UIKey { FakeKey() }
    override var phase: UIPress.Phase { .began }
    override var type: UIPress.PressType { .keyboard }
}

private final class PressRecordingResponder: UIResponder {
    var seen: [String] = []
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key else { continue }
            seen.append("\(key.charactersIgnoringModifiers)/\(key.characters)/\(key.keyCode.rawValue)/"
                + (key.modifierFlags == .shift ? "shift" : "other"))
        }
    }
}

private final class LowercasingDelegate: UITextFieldDelegate {
    var asked = 0
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        asked += 1
        guard string != string.lowercased() else { return true }
        textField.insertText(string.lowercased())
        return false
    }
}
