import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A text view delegate that logs every call it gets, and can refuse to begin, to end or to take "\n".
@MainActor
final class TextViewProbe: UITextViewDelegate {
    var log: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var returnResigns = false

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin(firstResponder: \(textView.isFirstResponder))")
        return allowsBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) {
        log.append("didBegin(firstResponder: \(textView.isFirstResponder))")
    }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return allowsEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) {
        log.append("didEnd(firstResponder: \(textView.isFirstResponder))")
    }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\(text.debugDescription))")
        if returnResigns, text == "\n" {
            textView.resignFirstResponder()
            return false
        }
        return text != "x"
    }
    func textViewDidChangeSelection(_ textView: UITextView) {
        log.append("selection(\(textView.selectedRange.location))")
    }
    func textViewDidChange(_ textView: UITextView) {
        log.append("didChange(\((textView.text ?? "").debugDescription))")
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log.append("didScroll")
    }
}

@MainActor @Suite("UITextView")
struct TextViewTests {
    /// A window with a text view at (20, 100) whose delegate is a probe; text view notifications and keyboard
    /// showing are logged into the probe's log too.
    private func makeTextView(_ host: EventTestHost) -> (UITextView, TextViewProbe, [NSObjectProtocol], UIWindow) {
        let window = host.makeWindow()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        window.addSubview(textView)
        let probe = TextViewProbe()
        textView.delegate = probe
        let center = host.application.notificationCenter
        let observed: [(Notification.Name, String)] = [
            (UITextView.textDidBeginEditingNotification, "beginNotification"),
            (UITextView.textDidChangeNotification, "changeNotification"),
            (UITextView.textDidEndEditingNotification, "endNotification"),
            (UIResponder.keyboardWillShowNotification, "keyboardWillShow"),
        ]
        let tokens = observed.map { name, label in
            center.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { probe.log.append(label) }
            }
        }
        return (textView, probe, tokens, window)
    }

    @Test("Q28: a scroll view, editable, selectable, empty; its one delegate hears scrolling too")
    func defaultsAndDelegate() throws {
        let host = EventTestHost()
        let (textView, probe, tokens, window) = makeTextView(host)
        let scrollView: UIScrollView = textView
        #expect(textView.isEditable && textView.isSelectable && textView.text == "")
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        #expect(probe.log == ["didScroll"])
        _ = (tokens, window)
    }

    @Test("Q29: a tap asks shouldBegin, makes it first responder, then didBegin, the notification and the keyboard")
    func tapBeginsEditing() throws {
        let host = EventTestHost()
        let (textView, probe, tokens, window) = makeTextView(host)
        try host.tap(at: host.screenPoint(inCenterOf: textView))
        #expect(textView.isFirstResponder)
        #expect(probe.log == ["shouldBegin(firstResponder: false)", "didBegin(firstResponder: true)",
                              "beginNotification", "keyboardWillShow"])
        try host.tap(at: CGPoint(x: 200, y: 700))
        #expect(textView.isFirstResponder)
        _ = (tokens, window)
    }

    @Test("Q29: shouldBegin false keeps it from first responder, by tap or by code; an input view is shown instead")
    func refusedBeginAndInputView() throws {
        let host = EventTestHost()
        let (textView, probe, tokens, window) = makeTextView(host)
        probe.allowsBegin = false
        try host.tap(at: host.screenPoint(inCenterOf: textView))
        #expect(!textView.becomeFirstResponder())
        #expect(!textView.isFirstResponder)
        #expect(probe.log == ["shouldBegin(firstResponder: false)", "shouldBegin(firstResponder: false)"])
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        textView.inputView = picker
        probe.allowsBegin = true
        #expect(textView.becomeFirstResponder())
        #expect(textView.inputView === picker)
        #expect(host.isKeyboardShown)
        _ = (tokens, window)
    }

    @Test("Q30: a text view that is not editable does not become first responder from a tap and asks nothing")
    func notEditable() throws {
        let host = EventTestHost()
        let (textView, probe, tokens, window) = makeTextView(host)
        textView.isEditable = false
        try host.tap(at: host.screenPoint(inCenterOf: textView))
        #expect(!textView.isFirstResponder)
        #expect(probe.log.isEmpty)
        _ = (tokens, window)
    }

    @Test("Q31: each typed change is asked, applied, then selection, didChange and the notification; code tells no one")
    func typingOrder() throws {
        let host = EventTestHost()
        let (textView, probe, tokens, window) = makeTextView(host)
        textView.text = "hé"
        #expect(probe.log.isEmpty)
        try host.tap(at: host.screenPoint(inCenterOf: textView))
        probe.log.removeAll()
        try host.type("y")
        #expect(probe.log == ["shouldChange(2,0,\"y\")", "selection(3)", "didChange(\"héy\")", "changeNotification"])
        probe.log.removeAll()
        try host.type("x")
        try host.send(.text(.deleteBackward))
        #expect(textView.text == "hé")
        #expect(probe.log == ["shouldChange(3,0,\"x\")", "shouldChange(2,1,\"\")", "selection(2)",
                              "didChange(\"hé\")", "changeNotification"])
        _ = (tokens, window)
    }

    @Test("Q32: Return inserts a newline and nothing resigns; the resign-on-return idiom ends editing instead")
    func returnInsertsNewline() throws {
        let host = EventTestHost()
        let (textView, probe, tokens, window) = makeTextView(host)
        try host.tap(at: host.screenPoint(inCenterOf: textView))
        try host.type("a\nb")
        #expect(textView.text == "a\nb")
        #expect(textView.isFirstResponder)
        #expect(probe.log.contains("shouldChange(1,0,\"\\n\")"))

        probe.returnResigns = true
        probe.log.removeAll()
        try host.type("\n")
        #expect(textView.text == "a\nb")
        #expect(!textView.isFirstResponder)
        #expect(probe.log == ["shouldChange(3,0,\"\\n\")", "shouldEnd", "didEnd(firstResponder: false)",
                              "endNotification"])
        _ = (tokens, window)
    }

    @Test("Q33: resigning asks shouldEnd (false keeps it), then didEnd and the notification")
    func endEditing() throws {
        let host = EventTestHost()
        let (textView, probe, tokens, window) = makeTextView(host)
        try host.tap(at: host.screenPoint(inCenterOf: textView))
        probe.allowsEnd = false
        probe.log.removeAll()
        #expect(!textView.resignFirstResponder())
        #expect(textView.isFirstResponder)
        probe.allowsEnd = true
        #expect(textView.resignFirstResponder())
        #expect(probe.log == ["shouldEnd", "shouldEnd", "didEnd(firstResponder: false)", "endNotification"])
        _ = (tokens, window)
    }
}

@MainActor @Suite("UITextView as a text input")
struct TextViewTextInputTests {
    @Test("Q31: replace(_:withText:) changes the text without asking, reports it, and refuses a range outside the text")
    func replaceByRange() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        window.addSubview(textView)
        let probe = TextViewProbe()
        textView.delegate = probe
        textView.text = "one two"
        try host.tap(at: host.screenPoint(inCenterOf: textView))
        probe.log.removeAll()
        let input: UITextInput = textView
        let start = try #require(input.position(from: input.beginningOfDocument, offset: 4))
        let range = try #require(input.textRange(from: start, to: input.endOfDocument))
        #expect(input.text(in: range) == "two")
        input.replace(range, withText: "three")
        #expect(textView.text == "one three")
        #expect(textView.selectedRange == NSRange(location: 9, length: 0))
        #expect(probe.log == ["selection(9)", "didChange(\"one three\")"])
        let far = UITextField(frame: .zero)
        far.text = String(repeating: "z", count: 40)
        let farRange = try #require(far.textRange(from: far.beginningOfDocument, to: far.endOfDocument))
        input.replace(farRange, withText: "!")
        #expect(textView.text == "one three")
        #expect(host.application.diagnostics.entries.last?.kind == .invalidTextRange)
    }
}
