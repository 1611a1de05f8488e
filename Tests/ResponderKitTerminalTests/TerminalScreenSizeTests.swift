import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

/// What a person sees at the two common terminal sizes, rendered to a virtual screen: the status line, the
/// trace panel and the on-screen keyboard.
@MainActor
@Suite("The terminal at 80x24 and 100x32 reads cleanly")
struct TerminalScreenSizeTests {
    nonisolated static let sizes = [(columns: 80, rows: 24), (columns: 100, rows: 32)]

    /// A screen with a text field being edited, so the system keyboard is up, and a trace of long lines.
    private func screen(columns: Int, rows: Int) throws -> (TerminalCanvas, TerminalLayout, SystemKeyboardView) {
        let layout = TerminalLayout(columns: columns, rows: rows)
        let application = UIApplication(clock: VirtualClock(),
                                        screen: UIScreen(bounds: CGRect(origin: .zero, size: layout.screenSize)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        let field = UITextField(frame: CGRect(x: 8, y: 16, width: 160, height: 48))
        window.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        let keyboard = try #require(application.windows.flatMap(\.subviews).lazy
            .compactMap { $0 as? SystemKeyboardView }.first ?? Self.findKeyboard(in: application))
        var canvas = TerminalCanvas(width: columns, height: rows)
        ApplicationPainter().paint(application, into: &canvas, layout: layout)
        var log = TraceLog()
        for index in 0..<40 {
            log.append("touchDelivery: began x1 -> UITextField[0] \"field\" number \(index) with a tail of words")
        }
        if let panel = layout.tracePanel { log.draw(into: &canvas, rect: panel) }
        if let row = layout.statusRow {
            canvas.write(StatusLine.standard.text(fitting: columns), column: 0, row: row)
        }
        return (canvas, layout, keyboard)
    }

    private static func findKeyboard(in application: UIApplication) -> SystemKeyboardView? {
        func search(_ view: UIView) -> SystemKeyboardView? {
            if let keyboard = view as? SystemKeyboardView { return keyboard }
            return view.subviews.lazy.compactMap(search).first
        }
        return application.windows.lazy.compactMap(search).first
    }

    @Test("The status line fits the width and ends with a whole hint", arguments: sizes)
    func statusLineFits(size: (columns: Int, rows: Int)) throws {
        let (canvas, layout, _) = try screen(columns: size.columns, rows: size.rows)
        let status = canvas.text(ofRow: try #require(layout.statusRow)).trimmingCharacters(in: .whitespaces)
        #expect(status.count <= size.columns)
        #expect(status.hasSuffix("Ctrl-C: quit"))
        #expect(status.contains("Esc: end edit"))
        #expect(StatusLine.standard.text(fitting: 200).contains("q: quit (not while editing)"))
        #expect(StatusLine.standard.text(fitting: 20) == "Ctrl-C: quit")
    }

    @Test("The trace panel wraps at spaces and shows the newest line last", arguments: sizes)
    func tracePanelWrapsAtWords(size: (columns: Int, rows: Int)) throws {
        let (canvas, layout, _) = try screen(columns: size.columns, rows: size.rows)
        let panel = try #require(layout.tracePanel)
        let inner = (panel.row + 1)..<(panel.endRow - 1)
        let lines = inner.map { row in
            String(canvas.text(ofRow: row).dropFirst(panel.column + 1).prefix(panel.width - 2))
                .trimmingCharacters(in: .whitespaces)
        }
        let newest = "touchDelivery: began x1 -> UITextField[0] \"field\" number 39 with a tail of words"
        #expect(newest.hasSuffix(try #require(lines.last)) && lines.last?.isEmpty == false)
        #expect(lines.joined(separator: " ").contains("number 39 with a tail of words"))
        let words = Set("touchDelivery: began x1 -> UITextField[0] \"field\" number with a tail of words"
            .split(separator: " ").map(String.init))
        for line in lines where !line.isEmpty {
            for word in line.split(separator: " ") {
                let piece = String(word)
                #expect(words.contains(piece) || Int(piece) != nil, "a word was split: \(piece) in \(line)")
            }
        }
    }

    @Test("The keyboard's keys tile their rows with no stray borders, every title shown once", arguments: sizes)
    func keyboardDrawsCleanly(size: (columns: Int, rows: Int)) throws {
        let (canvas, _, keyboard) = try screen(columns: size.columns, rows: size.rows)
        let text = (0..<size.rows).map { canvas.text(ofRow: $0) }
        for line in text {
            #expect(!line.contains("┐─") && !line.contains("─┌") && !line.contains("┘─") && !line.contains("─└"),
                    "a gap between keys shows a border: \(line)")
        }
        for key in keyboard.keys where key.title.count == 1 {
            let count = text.reduce(0) { $0 + $1.filter { String($0) == key.title }.count }
            #expect(count >= 1, "key \(key.title) is not drawn")
        }
        #expect(text.contains { $0.contains("space") } && text.contains { $0.contains("return") })
    }

    @Test("Wrapping breaks at the last space that fits and splits only words wider than the panel")
    func wrapRules() {
        #expect(TraceLog.wrap("one two three", width: 7) == ["one two", "three"])
        #expect(TraceLog.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TraceLog.wrap("short", width: 10) == ["short"])
        #expect(TraceLog.wrap("a bcdefghi", width: 4) == ["a", "bcde", "fghi"])
    }
}
