import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("HorizontalPanGestureRecognizer: a UIPanGestureRecognizer subclass that cancels itself (spec D1, D2)")
struct HorizontalPanGestureRecognizerTests {
    private func attach(to host: EventTestHost) -> (HorizontalPanGestureRecognizer, () -> [UIGestureRecognizer.State]) {
        let window = host.makeWindow()
        let card = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        window.addSubview(card)
        let pan = HorizontalPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        card.addGestureRecognizer(pan)
        return (pan, { states })
    }

    @Test("D1: a horizontal drag begins, changes and ends")
    func horizontalDragRuns() throws {
        let host = EventTestHost()
        let (pan, states) = attach(to: host)
        try host.drag(from: CGPoint(x: 50, y: 300), to: CGPoint(x: 250, y: 310))
        #expect(states().first == .began)
        #expect(states().last == .ended)
        #expect(states().contains(.changed))
        #expect(pan.state == .possible)
    }

    @Test("D2: a vertical drag begins and is cancelled by the subclass; the cancel goes to the action")
    func verticalDragCancels() throws {
        let host = EventTestHost()
        let (_, states) = attach(to: host)
        try host.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 205, y: 450))
        #expect(states() == [.began, .cancelled])
    }
}
