import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PassThroughView: hitTest(_:with:) returning nil lets touches through (spec B8, B3)")
struct PassThroughViewTests {
    @Test("B8: a tap on the overlay's empty area reaches the button behind it")
    func emptyAreaPassesThrough() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        window.addSubview(button)
        let overlay = PassThroughView(frame: window.bounds)
        window.addSubview(overlay)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        try host.tap(button)
        #expect(taps == 1)
    }

    @Test("B3: the overlay's own subviews still get touches, and nothing behind them does")
    func subviewsStillHit() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let log = CorpusLog()
        let behind = TouchRecordingView("behind", log: log, frame: window.bounds)
        window.addSubview(behind)
        let overlay = PassThroughView(frame: window.bounds)
        window.addSubview(overlay)
        let toolbar = TouchRecordingView("toolbar", log: log, frame: CGRect(x: 0, y: 700, width: 390, height: 60))
        overlay.addSubview(toolbar)

        try host.tap(at: CGPoint(x: 50, y: 720))
        try host.tap(at: CGPoint(x: 50, y: 300))
        #expect(log.entries == ["toolbar.touchesBegan", "toolbar.touchesEnded",
                                "behind.touchesBegan", "behind.touchesEnded"])
    }
}
