import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

@Suite("Drawing into the canvas")
struct TerminalCanvasTests {
    @Test("Boxes carry their title; drawing outside the grid is clipped")
    func boxAndClipping() {
        var canvas = TerminalCanvas(width: 12, height: 4)
        canvas.box(CellRect(column: 0, row: 0, width: 10, height: 3), title: "root")
        canvas.write("overflowing text", column: 8, row: 3)
        canvas.box(CellRect(column: -5, row: -5, width: 3, height: 3))
        #expect(canvas.text == "┌─root───┐\n│        │\n└────────┘\n        over")
    }

    @Test("Render switches styles only where they change and resets at the end")
    func render() {
        var canvas = TerminalCanvas(width: 3, height: 1)
        canvas.put("a", column: 0, row: 0)
        canvas.put("b", column: 1, row: 0, style: CellStyle(inverse: true))
        #expect(canvas.render() == "\u{1B}[0m\u{1B}[1;1Ha\u{1B}[0;7mb\u{1B}[0m \u{1B}[0m")
    }

    @Test("Huge and negative sizes are clamped, wide characters keep the grid aligned")
    func sizes() {
        #expect(TerminalCanvas(width: 1_000_000, height: -3).width == TerminalCanvas.maximumDimension)
        #expect(TerminalCanvas(width: 1_000_000, height: -3).height == 0)
        var canvas = TerminalCanvas(width: 4, height: 1)
        canvas.write("漢a", column: 0, row: 0)
        #expect(canvas.text == "?a")
    }
}

@MainActor
@Suite("Painting an application and mapping input")
struct TerminalHostPartsTests {
    @Test("Layout: side panel when wide, bottom panel when tall, none when tiny; cells map to points")
    func layout() {
        let wide = TerminalLayout(columns: 100, rows: 30)
        #expect(wide.tracePanel?.column == 60)
        #expect(wide.point(column: 0, row: 0) == CGPoint(x: 4, y: 8))
        #expect(wide.point(column: 80, row: 0) == nil)
        #expect(TerminalLayout(columns: 60, rows: 40).tracePanel?.row != nil)
        let tiny = TerminalLayout(columns: 1, rows: 1)
        #expect(tiny.tracePanel == nil && tiny.screenSize.width >= 1)
        #expect(TerminalLayout(columns: -4, rows: Int.max).rows == TerminalCanvas.maximumDimension)
    }

    @Test("The painter draws labels, buttons (reversed while pressed) and named boxes")
    func painter() {
        let application = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 160, height: 96)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 96))
        box.accessibilityIdentifier = "root"
        let label = UILabel(frame: CGRect(x: 16, y: 16, width: 80, height: 16))
        label.text = "Name"
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 16, y: 48, width: 64, height: 48)
        button.isHighlighted = true
        window.addSubview(box)
        box.addSubview(label)
        box.addSubview(button)
        window.makeKeyAndVisible()
        let layout = TerminalLayout(columns: 20, rows: 7)
        var canvas = TerminalCanvas(width: 20, height: 7)
        ApplicationPainter().paint(application, into: &canvas, layout: layout)
        #expect(canvas.text(ofRow: 0).hasPrefix("┌─root"))
        #expect(canvas.text(ofRow: 1).contains("Name"))
        #expect(canvas.text(ofRow: 4).contains("Save"))
        let saveColumn = canvas.text(ofRow: 4).firstIndex(of: "S").map { canvas.text(ofRow: 4).distance(from: canvas.text(ofRow: 4).startIndex, to: $0) }
        #expect(canvas[saveColumn ?? 0, 4]?.style.inverse == true)
    }

    @Test("The mapper: left button is one finger, q quits only when nothing takes text, Ctrl-C always")
    func mapper() {
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 10))
        let down = mapper.commands(for: .mouse(MouseReport(.press, column: 1, row: 1)), acceptsText: false)
        #expect(down == [.send(.touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 12, y: 24))))])
        let drag = mapper.commands(for: .mouse(MouseReport(.drag, column: 500, row: 1)), acceptsText: false)
        #expect(drag == [.send(.touch(HostTouch(id: 1, action: .move, location: CGPoint(x: 39 * 8 + 4, y: 24))))])
        _ = mapper.commands(for: .mouse(MouseReport(.release, column: 2, row: 1)), acceptsText: false)
        #expect(!mapper.isTouching)
        #expect(mapper.commands(for: .mouse(MouseReport(.release, column: 2, row: 1)), acceptsText: false).isEmpty)
        #expect(mapper.commands(for: .key(.character("q")), acceptsText: false) == [.quit])
        #expect(mapper.commands(for: .key(.character("q")), acceptsText: true).count == 2)
        #expect(mapper.commands(for: .key(.interrupt), acceptsText: true) == [.quit])
        #expect(mapper.commands(for: .key(.character("한")), acceptsText: true) == [.send(.text(.insert("한")))])
        #expect(mapper.commands(for: .key(.character("A")), acceptsText: true).first
                == .send(.key(HostKey(.down, .keyboardA, characters: "A", modifierFlags: .shift))))
    }
}
