import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PinEntryView: a custom UIKeyInput view that becomes first responder on tap (spec G1, G7, F2)")
struct PinEntryViewTests {
    @Test("G7: after a tap the keyboard's digits reach insertText; the fourth completes and resigns")
    func typePin() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let pinView = PinEntryView(frame: CGRect(x: 95, y: 300, width: 200, height: 60))
        window.addSubview(pinView)
        var completed: [String] = []
        pinView.onComplete = { completed.append($0) }

        try host.tap(pinView)
        #expect(pinView.isFirstResponder)
        #expect(host.application.inputSystem.frame != nil)
        try host.send(.text(.insert("12")))
        try host.send(.text(.deleteBackward))
        try host.send(.text(.insert("x")))
        try host.send(.text(.insert("987")))
        #expect(completed == ["1987"])
        #expect(pinView.isFirstResponder == false)
    }

    @Test("G7: typing goes nowhere until the view is tapped")
    func notFirstResponderIgnoresTyping() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let pinView = PinEntryView(frame: CGRect(x: 95, y: 300, width: 200, height: 60))
        window.addSubview(pinView)
        try? host.send(.text(.insert("1234")))
        #expect(pinView.pin.isEmpty)
    }
}
