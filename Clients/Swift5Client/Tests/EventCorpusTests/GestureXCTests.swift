import XCTest
import ResponderKit
import ResponderKitTesting

/// Counts the actions of a recognizer and remembers the states they came with.
final class GestureCounter {
    var states: [UIGestureRecognizer.State] = []
}

/// Answers as a gesture recognizer delegate is told to.
final class GestureGate: NSObject, UIGestureRecognizerDelegate {
    var allowsBegin = true
    var simultaneous = false

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsBegin }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { simultaneous }
}

// Gesture recognizers as an iOS team tests them, on the virtual clock.
final class GestureXCTests: XCTestCase {
    let host = EventTestHost()
    var pad: UIView!
    let counter = GestureCounter()

    override func setUp() {
        super.setUp()
        let window = host.makeWindow()
        pad = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        window.addSubview(pad)
    }

    private func record(_ recognizer: UIGestureRecognizer) -> UIGestureRecognizer {
        recognizer.addAction { [counter] recognizer in counter.states.append(recognizer.state) }
        pad.addGestureRecognizer(recognizer)
        return recognizer
    }

    func testATapRecognizes() throws {
        _ = record(UITapGestureRecognizer())
        try host.tap(pad)
        XCTAssertEqual(counter.states, [.ended])
    }

    func testADoubleTapNeedsTwoQuickTaps() throws {
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        _ = record(double)
        try host.tap(pad)
        host.advance(by: 1)
        try host.tap(pad)
        XCTAssertEqual(counter.states, [])
        try host.doubleTap(pad)
        XCTAssertEqual(counter.states, [.ended])
    }

    func testALongPressBeginsAfterHalfASecond() throws {
        _ = record(UILongPressGestureRecognizer())
        let finger = try host.touchDown(at: CGPoint(x: 100, y: 300))
        host.advance(by: 0.4)
        XCTAssertEqual(counter.states, [])
        host.advance(by: 0.2)
        XCTAssertEqual(counter.states, [.began])
        try finger.lift()
        XCTAssertEqual(counter.states, [.began, .ended])
    }

    func testAPanReportsItsTranslation() throws {
        let pan = UIPanGestureRecognizer()
        _ = record(pan)
        var translations: [CGPoint] = []
        pan.addAction { recognizer in
            if let pan = recognizer as? UIPanGestureRecognizer { translations.append(pan.translation(in: nil)) }
        }
        try host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300))
        XCTAssertEqual(counter.states.first, .began)
        XCTAssertEqual(counter.states.last, .ended)
        XCTAssertEqual(translations.last?.x ?? 0, 100, accuracy: 0.001)
    }

    func testASwipeLeftIsNotASwipeRight() throws {
        let right = UISwipeGestureRecognizer()
        _ = record(right)
        try host.swipe(pad, direction: .left)
        XCTAssertEqual(counter.states, [])
        try host.swipe(pad, direction: .right)
        XCTAssertEqual(counter.states, [.ended])
    }

    func testASingleTapWaitsForTheDoubleTapToFail() throws {
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var order: [String] = []
        single.addAction { _ in order.append("single") }
        double.addAction { _ in order.append("double") }
        pad.addGestureRecognizer(single)
        pad.addGestureRecognizer(double)
        try host.tap(pad)
        XCTAssertEqual(order, [])
        host.advance(by: 1)
        XCTAssertEqual(order, ["single"])
        try host.doubleTap(pad)
        host.advance(by: 1)
        XCTAssertEqual(order, ["single", "double"])
    }

    func testADelegateThatRefusesKeepsTheRecognizerFromBeginning() throws {
        let gate = GestureGate()
        gate.allowsBegin = false
        let tap = record(UITapGestureRecognizer())
        tap.delegate = gate
        try host.tap(pad)
        XCTAssertEqual(counter.states, [])
    }

    func testTwoPansRecognizeTogetherOnlyWhenTheDelegateAllows() throws {
        let gate = GestureGate()
        let first = UIPanGestureRecognizer(), second = UIPanGestureRecognizer()
        var began: [String] = []
        first.addAction { r in if r.state == .began { began.append("first") } }
        second.addAction { r in if r.state == .began { began.append("second") } }
        first.delegate = gate
        pad.addGestureRecognizer(first)
        pad.addGestureRecognizer(second)
        try host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300))
        XCTAssertEqual(began.count, 1)
        gate.simultaneous = true
        began = []
        try host.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 200, y: 300))
        XCTAssertEqual(Set(began), ["first", "second"])
    }
}
