import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("HighlightingButton: isHighlighted overridden in a UIButton subclass (spec E1, E4)")
struct HighlightingButtonTests {
    @Test("E1: touch-down highlights (dims and shrinks), touch-up restores and sends touchUpInside")
    func highlightFollowsTheTouch() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = HighlightingButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        let finger = try host.touchDown(at: CGPoint(x: 160, y: 122))
        #expect(button.alpha == 0.6)
        #expect(button.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
        try finger.lift()
        #expect(button.alpha == 1.0)
        #expect(button.transform == .identity)
        #expect(taps == 1)
    }

    @Test("E4: dragging more than 70 pt away unhighlights; coming back highlights again")
    func dragOutsideAndBack() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = HighlightingButton(frame: CGRect(x: 100, y: 100, width: 120, height: 44))
        window.addSubview(button)
        let finger = try host.touchDown(at: CGPoint(x: 160, y: 122))
        try finger.move(to: CGPoint(x: 160, y: 400))
        #expect(button.alpha == 1.0)
        try finger.move(to: CGPoint(x: 160, y: 130))
        #expect(button.alpha == 0.6)
        try finger.move(to: CGPoint(x: 160, y: 400))
        try finger.lift()
        #expect(button.isHighlighted == false)
    }
}
