import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("SketchCanvasView: raw-touch drawing cancelled by a two-finger pan (spec D4, D13, C2)")
struct SketchCanvasViewTests {
    @Test("C2: one finger draws a stroke through touchesBegan/Moved/Ended")
    func oneFingerDraws() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let canvas = SketchCanvasView(frame: window.bounds)
        window.addSubview(canvas)
        try host.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), steps: 4)
        #expect(canvas.strokes.count == 1)
        #expect(canvas.strokes.first?.last == CGPoint(x: 250, y: 100))
        #expect(canvas.contentOffset == .zero)
    }

    @Test("D4: when the two-finger pan begins, the canvas gets touchesCancelled and keeps no stroke")
    func twoFingersPan() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let canvas = SketchCanvasView(frame: window.bounds)
        window.addSubview(canvas)
        try host.twoFingerPath(from: (CGPoint(x: 100, y: 300), CGPoint(x: 200, y: 300)),
                               to: (CGPoint(x: 100, y: 500), CGPoint(x: 200, y: 500)))
        #expect(canvas.strokes.isEmpty)
        #expect(canvas.contentOffset.y < -150)
    }
}
