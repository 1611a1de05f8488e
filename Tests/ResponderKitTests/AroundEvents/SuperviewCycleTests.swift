import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Walks up `superview` stop at a loop an override makes, with a diagnostic, instead of hanging (P53).
@MainActor @Suite("Superview overrides that loop: recognizer gathering stops with a diagnostic")
struct SuperviewCycleTests {
    @Test("P46, P53: a touch on a view whose superview override loops still reaches each recognizer once, and is reported")
    func touchGatheringStopsAtTheLoop() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let first = LoopingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let second = LoopingView(frame: .zero)
        first.stand = second
        second.stand = first
        window.addSubview(first)
        let firstTap = CountingTap()
        let secondTap = CountingTap()
        first.addGestureRecognizer(firstTap)
        second.addGestureRecognizer(secondTap)
        let recognized = recordRecognitions(in: host)

        try host.tap(at: CGPoint(x: 50, y: 50))

        // Both views' recognizers were given the touch: the proxy's stand-in's too (P46), then the loop closed.
        #expect(firstTap.touchesBegun == 1 && secondTap.touchesBegun == 1)
        #expect(recognized.identities == [ObjectIdentifier(firstTap)])
        let reports = host.application.diagnostics.entries.filter { $0.kind == .superviewCycle }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("LoopingView") == true)
    }

    @Test("P53: a view whose superview override names itself is reported, and the next touch is handled too")
    func selfLoopIsReportedEachTime() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = LoopingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.stand = view
        window.addSubview(view)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        let recognized = recordRecognitions(in: host)
        try host.tap(at: CGPoint(x: 10, y: 10))
        host.advance(by: 1)
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(recognized.identities == [ObjectIdentifier(tap), ObjectIdentifier(tap)])
        #expect(host.application.diagnostics.entries.filter { $0.kind == .superviewCycle }.count == 2)
    }
}

extension SuperviewCycleTests {
    @Test("P53: hover and scroll gathering stop at the loop too, reaching the stand-in's recognizers, and are reported")
    func hoverAndScrollGatheringStopAtTheLoop() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let first = LoopingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let second = LoopingView(frame: .zero)
        first.stand = second
        second.stand = first
        window.addSubview(first)
        let hover = UIHoverGestureRecognizer()
        second.addGestureRecognizer(hover)
        var hoverStates: [UIGestureRecognizer.State] = []
        host.application.gestureRecognizerStateObserver = { recognizer, _, new in
            if recognizer === hover { hoverStates.append(new) }
        }

        try host.hover(at: CGPoint(x: 50, y: 50))
        #expect(hoverStates.first == .began)
        #expect(host.application.diagnostics.entries.filter { $0.kind == .superviewCycle }.count == 1)

        try host.scroll(at: CGPoint(x: 50, y: 50), by: CGVector(dx: 0, dy: 30))
        #expect(host.application.diagnostics.entries.filter { $0.kind == .superviewCycle }.count == 2)
    }
}

/// A proxy view whose `superview` is whatever view it stands in for, even when that leads round in a loop.
private final class LoopingView: UIView {
    weak var stand: UIView?
    override var superview: UIView? { stand ?? super.superview }
}

/// The recognizers that reached `.ended`, in order.
private final class Recognitions {
    var identities: [ObjectIdentifier] = []
}

@MainActor private func recordRecognitions(in host: EventTestHost) -> Recognitions {
    let recognitions = Recognitions()
    host.application.gestureRecognizerStateObserver = { recognizer, _, new in
        if new == .ended { recognitions.identities.append(ObjectIdentifier(recognizer)) }
    }
    return recognitions
}

/// A tap recognizer that counts the touches it was given.
private final class CountingTap: UITapGestureRecognizer {
    var touchesBegun = 0

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesBegun += touches.count
        super.touchesBegan(touches, with: event)
    }
}
