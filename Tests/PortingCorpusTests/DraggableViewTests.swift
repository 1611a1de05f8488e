import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("DraggableView: touchesMoved with location(in:) and previousLocation(in:) (spec C1, C10)")
struct DraggableViewTests {
    @Test("C10: dragging moves the view's center by the finger's movement in the superview")
    func dragMovesCenter() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let canvas = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        window.addSubview(canvas)
        let sticker = DraggableView(frame: CGRect(x: 40, y: 40, width: 80, height: 80))
        canvas.addSubview(sticker)

        try host.drag(from: CGPoint(x: 80, y: 180), to: CGPoint(x: 230, y: 330), steps: 6)
        #expect(sticker.center == CGPoint(x: 230, y: 230))
        #expect(sticker.isDragging == false)
    }

    @Test("C1: a fast drag that outruns the view keeps moving it; touchesBegan brings it to the front")
    func touchStaysWithTheView() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let sticker = DraggableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(sticker)
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)

        let finger = try host.touchDown(at: CGPoint(x: 25, y: 25))
        #expect(window.subviews.last === sticker)
        #expect(sticker.isDragging)
        try finger.move(to: CGPoint(x: 225, y: 25))
        try finger.move(to: CGPoint(x: 225, y: 325))
        try finger.lift()
        #expect(sticker.center == CGPoint(x: 225, y: 325))
    }
}
