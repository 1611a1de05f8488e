import XCTest
import ResponderKit
import ResponderKitTesting

/// A view that records the touches it hears and can keep them from its superview.
final class RecordingView: UIView {
    var log: [String] = []
    var consumes = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("began")
        if !consumes { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("moved")
        if !consumes { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("ended")
        if !consumes { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("cancelled")
        if !consumes { super.touchesCancelled(touches, with: event) }
    }
}

/// A text-like responder that can refuse to give up first responder status.
final class EditorView: UIView {
    var mayResign = true
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { mayResign }
}

// The responder chain and first responder, as an iOS team's XCTest case checks them.
final class ResponderChainXCTests: XCTestCase {
    var host: EventTestHost!
    var controller: UIViewController!
    var window: UIWindow!

    override func setUp() {
        super.setUp()
        host = EventTestHost()
        controller = UIViewController()
        window = host.makeWindow(rootViewController: controller)
    }

    override func tearDown() {
        window = nil
        controller = nil
        host = nil
        super.tearDown()
    }

    func testARootViewPassesToItsControllerThenTheWindowThenTheApplication() {
        let child = UIView()
        controller.view.addSubview(child)
        XCTAssertTrue(child.next === controller.view)
        XCTAssertTrue(controller.view.next === controller)
        XCTAssertTrue(controller.next === window)
        XCTAssertTrue(window.next === host.application)
    }

    func testAnUnhandledTouchTravelsToTheSuperview() throws {
        let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = RecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        controller.view.addSubview(parent)
        parent.addSubview(child)
        try host.tap(child)
        XCTAssertEqual(child.log, ["began", "ended"])
        XCTAssertEqual(parent.log, ["began", "ended"])
    }

    func testAViewThatHandlesATouchKeepsItFromItsSuperview() throws {
        let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = RecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        child.consumes = true
        controller.view.addSubview(parent)
        parent.addSubview(child)
        try host.tap(child)
        XCTAssertEqual(parent.log, [])
    }

    func testAViewRemovedWhileTouchedHearsTouchesCancelled() throws {
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        controller.view.addSubview(view)
        let finger = try host.touchDown(at: CGPoint(x: 50, y: 50))
        view.removeFromSuperview()
        try finger.move(to: CGPoint(x: 60, y: 60))
        try finger.lift()
        XCTAssertEqual(view.log, ["began", "cancelled"])
    }

    func testBecomeFirstResponderFailsOutsideAWindow() {
        let editor = EditorView()
        XCTAssertFalse(editor.becomeFirstResponder())
        controller.view.addSubview(editor)
        XCTAssertTrue(editor.becomeFirstResponder())
        XCTAssertTrue(editor.isFirstResponder)
    }

    func testAFirstResponderThatRefusesToResignKeepsTheStatus() {
        let first = EditorView(), second = EditorView()
        controller.view.addSubview(first)
        controller.view.addSubview(second)
        XCTAssertTrue(first.becomeFirstResponder())
        first.mayResign = false
        XCTAssertFalse(second.becomeFirstResponder())
        XCTAssertTrue(first.isFirstResponder)
        XCTAssertTrue(controller.view.endEditing(true))
        XCTAssertFalse(first.isFirstResponder)
    }

    func testHiddenAndTransparentViewsAreNotHit() {
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        let faint = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        faint.alpha = 0.005
        controller.view.addSubview(hidden)
        controller.view.addSubview(faint)
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === controller.view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === controller.view)
    }

    func testAScaledViewIsHitWhereItIsDrawn() {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        controller.view.addSubview(view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === view)
        view.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertEqual(view.bounds.size, CGSize(width: 20, height: 20))
    }
}
