import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

@MainActor
@Suite("Drawing the standard controls as plain lines (spec Q8, Q10, Q20)")
struct StandardControlPaintingTests {
    /// An application on a 320-point screen (40 x 20 cells, 8 x 16 points each) with a shown window.
    private func makeApplication() -> (UIApplication, UIWindow) {
        let application = UIApplication(clock: VirtualClock(),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        return (application, window)
    }

    private func rows(_ application: UIApplication) -> [String] {
        let layout = TerminalLayout(columns: 40, rows: 20)
        var canvas = TerminalCanvas(width: 40, height: 20)
        ApplicationPainter().paint(application, into: &canvas, layout: layout)
        return (0..<20).map { canvas.text(ofRow: $0) }
    }

    /// A left click at a cell, as the terminal reports it: the mapper's input sent through the door.
    private func click(_ application: UIApplication, column: Int, row: Int) throws {
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 20))
        let press = mapper.commands(for: .mouse(MouseReport(.press, column: column, row: row)), acceptsText: false)
        let release = mapper.commands(for: .mouse(MouseReport(.release, column: column, row: row)), acceptsText: false)
        for command in press + release {
            if case .send(let input) = command { try application.inputDoor.send(input) }
        }
    }

    @Test("Q8: a switch shows its side, and a click on it shows it on")
    func switchSide() throws {
        let (application, window) = makeApplication()
        let toggle = UISwitch(frame: CGRect(x: 96, y: 96, width: 0, height: 0))
        window.addSubview(toggle)
        #expect(rows(application).contains { $0.contains("● OFF") })
        try click(application, column: 15, row: 6)
        #expect(toggle.isOn)
        #expect(rows(application).contains { $0.contains("ON ●") })
    }

    @Test("Q10, Q20: segments with the selected one bracketed, and a page control's dots")
    func segmentsAndPages() {
        let (application, window) = makeApplication()
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.frame = CGRect(x: 0, y: 160, width: 320, height: 16)
        segments.selectedSegmentIndex = 1
        let pages = UIPageControl(frame: CGRect(x: 0, y: 240, width: 320, height: 16))
        pages.numberOfPages = 3
        pages.currentPage = 2
        window.addSubview(segments)
        window.addSubview(pages)
        let shown = rows(application)
        #expect(shown.contains { $0.contains(" One │[Two]") })
        #expect(shown.contains { $0.contains("○ ○ ●") })
    }
}
