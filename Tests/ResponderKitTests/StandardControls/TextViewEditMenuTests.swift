import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UITextView edit menu and selectable-only text views (spec J1-J4, Q37)")
struct TextViewEditMenuTests {
    private func makeTextView(_ host: EventTestHost, text: String) -> (UITextView, TextViewProbe, UIWindow) {
        let window = host.makeWindow()
        let textView = UITextView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        textView.text = text
        window.addSubview(textView)
        let probe = TextViewProbe()
        textView.delegate = probe
        return (textView, probe, window)
    }

    private func menuTitles(_ host: EventTestHost) -> [String] {
        host.application.makeEditMenu()?.items.map(\.title) ?? []
    }

    private func choose(_ title: String, _ host: EventTestHost) throws {
        let menu = try #require(host.application.makeEditMenu())
        #expect(menu.choose(try #require(menu.item(titled: title))))
    }

    @Test("J1-J4: an editing text view cuts, copies and pastes through the edit menu, asking its delegate")
    func editingTextViewMenu() throws {
        UIPasteboard.general.strings = nil
        let host = EventTestHost()
        let (textView, probe, window) = makeTextView(host, text: "hello world")
        try host.tap(at: host.screenPoint(inCenterOf: textView))
        #expect(menuTitles(host) == ["Select", "Select All"])
        try choose("Select", host)
        #expect(textView.selectedRange == NSRange(location: 6, length: 5))
        #expect(menuTitles(host) == ["Cut", "Copy", "Select All", "Delete"])
        try choose("Cut", host)
        #expect(textView.text == "hello ")
        #expect(UIPasteboard.general.string == "world")
        #expect(probe.log.contains("shouldChange(6,5,\"\")"))
        #expect(menuTitles(host) == ["Paste", "Select All"])
        try choose("Paste", host)
        try choose("Paste", host)
        #expect(textView.text == "hello worldworld")
        #expect(probe.log.last == "didChange(\"hello worldworld\")")
        _ = window
    }

    @Test("Q37: a selectable text view that is not editable selects on a double tap: copy only, no keyboard, no editing")
    func selectableOnly() throws {
        UIPasteboard.general.string = "pasted"
        let host = EventTestHost()
        let (textView, probe, window) = makeTextView(host, text: "read only")
        textView.isEditable = false
        try host.tap(at: host.screenPoint(inCenterOf: textView))
        #expect(!textView.isFirstResponder)
        try host.doubleTap(textView)
        #expect(textView.isFirstResponder)
        #expect(!host.isKeyboardShown)
        #expect(menuTitles(host) == ["Select", "Select All"])
        try choose("Select All", host)
        #expect(menuTitles(host) == ["Copy"])
        #expect(!textView.canPerformAction(.paste, withSender: host.application))
        #expect(!textView.canPerformAction(.cut, withSender: host.application))
        try choose("Copy", host)
        #expect(UIPasteboard.general.string == "read only")
        textView.paste(nil)
        textView.cut(nil)
        try host.type("typed")
        #expect(textView.text == "read only")
        #expect(probe.log == ["selection(0)"])
        _ = window
    }

    @Test("Q37: a long press selects too; a text view neither editable nor selectable never becomes first responder")
    func longPressAndNotSelectable() throws {
        let host = EventTestHost()
        let (textView, probe, window) = makeTextView(host, text: "words")
        textView.isEditable = false
        try host.longPress(textView)
        #expect(textView.isFirstResponder)
        #expect(textView.resignFirstResponder())
        textView.isSelectable = false
        try host.doubleTap(textView)
        try host.longPress(textView)
        #expect(!textView.isFirstResponder)
        #expect(probe.log.isEmpty)
        _ = window
    }
}
