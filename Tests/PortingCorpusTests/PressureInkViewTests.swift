import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PressureInkView: coalesced touches, force and partial redraws (P29, P30)")
struct PressureInkViewTests {
    @Test("P30: each move adds its coalesced samples at half pressure, and marks the touched area for redrawing")
    func strokeFromCoalescedTouches() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let ink = PressureInkView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.addSubview(ink)
        let redraws = CorpusLog()
        let observer = host.application.notificationCenter.addObserver(
            forName: UIApplication.viewNeedsDisplayNotification, object: ink, queue: nil) { _ in
            MainActor.assumeIsolated { redraws.append("redraw") }
        }
        defer { host.application.notificationCenter.removeObserver(observer) }

        try host.drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 240, y: 100), steps: 5)
        #expect(ink.strokes.count == 1)
        let stroke = try #require(ink.strokes.first)
        #expect(stroke.count == 6)
        #expect(stroke.first?.location == CGPoint(x: 40, y: 100) && stroke.last?.location == CGPoint(x: 240, y: 100))
        #expect(stroke.allSatisfy { $0.width == 4 })
        #expect(ink.dirtyRects.count == 5 && redraws.entries.count == 5)
        #expect(ink.dirtyRects.last == CGRect(x: 200 - 8, y: 100 - 8, width: 40 + 16, height: 16))
    }

    @Test("P29: draw(_:), as a rendering host would call it, collects the samples in the rectangle")
    func drawCollectsSamplesInRect() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let ink = PressureInkView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.addSubview(ink)
        try host.drag(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 240, y: 100), steps: 5)
        ink.draw(CGRect(x: 0, y: 90, width: 100, height: 20))
        #expect(ink.samplesInLastDraw.map(\.location) == [CGPoint(x: 40, y: 100), CGPoint(x: 80, y: 100)])
    }
}
