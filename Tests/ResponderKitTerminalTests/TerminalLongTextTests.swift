import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

@MainActor
@Suite("A pasted megabyte: what the screen shows stays bounded")
struct TerminalLongTextTests {
    @Test("A text field holding a long pasted text shows its end and the caret after it")
    func fieldShowsEndOfLongText() throws {
        let application = UIApplication(clock: VirtualClock(),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 160, height: 480)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 160, height: 48))
        window.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        let text = String(repeating: "lorem ipsum ", count: 20_000) + "é THE END"
        try application.inputDoor.send(.text(.insert(text)))
        #expect(field.text == text)
        // The system keyboard comes up at the bottom; the field stays at the top.
        let layout = TerminalLayout(columns: 20, rows: 30)
        var canvas = TerminalCanvas(width: 20, height: 30)
        ApplicationPainter().paint(application, into: &canvas, layout: layout)
        let row = (0..<3).first { canvas.text(ofRow: $0).contains("THE END") }
        #expect(row != nil, "\(canvas.text)")
        guard let row else { return }
        // The caret is the reverse-video cell right after the text.
        let line = canvas.text(ofRow: row)
        let endColumn = line.distance(from: line.startIndex, to: line.range(of: "THE END")!.upperBound)
        #expect(canvas[endColumn, row]?.style.inverse == true)
        #expect(canvas[endColumn - 1, row]?.style.inverse == false)
        // Without a caret the end of the text stays in view too.
        #expect(field.resignFirstResponder())
        ApplicationPainter().paint(application, into: &canvas, layout: layout)
        #expect((0..<3).contains { canvas.text(ofRow: $0).contains("THE END") })
    }

    @Test("The caret in the middle of a long text: the characters before it fill the field up to the caret")
    func caretInTheMiddle() {
        let text = String(repeating: "x", count: 50) + "ab|cd"
        let caret = text.firstIndex(of: "|")!
        let appearance = ViewAppearance.textField(text: text, placeholder: nil, caret: caret)
        let application = UIApplication(clock: VirtualClock(),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 96, height: 48)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 96, height: 48))
        window.addSubview(view)
        window.makeKeyAndVisible()
        var canvas = TerminalCanvas(width: 12, height: 6)
        ApplicationPainter { $0 === view ? appearance : nil }
            .paint(application, into: &canvas, layout: TerminalLayout(columns: 12, rows: 6))
        let row = (0..<6).first { canvas.text(ofRow: $0).contains("ab|") }
        #expect(row != nil)
        guard let row else { return }
        let line = canvas.text(ofRow: row)
        let caretColumn = line.distance(from: line.startIndex, to: line.firstIndex(of: "|")!)
        #expect(canvas[caretColumn, row]?.style.inverse == true)
        // A 10-cell field: the 9 characters before the caret, then the caret on "|".
        #expect(line.contains("│xxxxxxxab|│"))
    }

    @Test("A trace line of a megabyte is kept cut to its first characters")
    func traceLinesAreCut() {
        var log = TraceLog()
        log.append("type \"" + String(repeating: "z", count: 1 << 20) + "\"")
        #expect(log.lines.count == 1)
        #expect(log.lines[0].count == TraceLog.maximumLineLength)
        #expect(log.lines[0].hasPrefix("type \"zzz") && log.lines[0].hasSuffix("…"))
        log.append("short")
        #expect(log.lines.last == "short")
    }
}
