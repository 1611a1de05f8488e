import XCTest
import ResponderKit
import ResponderKitTesting

extension Selector {
    static let saveDocument: Selector = "saveDocument:"
}

/// The controller at the end of the chain that a nil-targeted button reaches.
final class DocumentController: UIViewController {
    var saves = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.saveDocument, DocumentController.saveDocument)
    }

    func saveDocument(_ sender: Any?) {
        saves += 1
    }
}

// Controls and target-action as an iOS team's XCTest case checks them.
final class ControlXCTests: XCTestCase {
    let host = EventTestHost()
    let controller = DocumentController()
    let button = UIButton(type: .system)
    var events: [String] = []

    override func setUpWithError() throws {
        try super.setUpWithError()
        _ = host.makeWindow(rootViewController: controller)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        button.setTitle("Save", for: .normal)
        controller.view.addSubview(button)
        button.addAction(UIAction { [unowned self] _ in self.events.append("up inside") }, for: .touchUpInside)
        button.addAction(UIAction { [unowned self] _ in self.events.append("up outside") }, for: .touchUpOutside)
    }

    func testANilTargetReachesTheControllerThroughTheChain() throws {
        button.addTarget(nil, action: .saveDocument, for: .touchUpInside)
        try host.tap(button)
        XCTAssertEqual(controller.saves, 1)
    }

    func testLiftingFarOutsideSendsTouchUpOutside() throws {
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        try finger.move(to: CGPoint(x: 380, y: 700))
        try finger.lift()
        XCTAssertEqual(events, ["up outside"])
    }

    func testLiftingJustOutsideStillCountsAsInside() throws {
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        try finger.move(to: CGPoint(x: 250, y: 122))
        try finger.lift()
        XCTAssertEqual(events, ["up inside"])
    }

    func testTheButtonHighlightsWhileTheFingerIsDown() throws {
        let finger = try host.touchDown(at: host.screenPoint(inCenterOf: button))
        XCTAssertTrue(button.isHighlighted)
        try finger.lift()
        XCTAssertFalse(button.isHighlighted)
    }

    func testADisabledButtonSendsNothing() throws {
        button.isEnabled = false
        // Aimed at the button, the host refuses: hit testing skips a disabled control (T1, T2).
        XCTAssertThrowsError(try host.tap(button))
        // Sent anyway, the touch reaches the view behind and the button sends nothing.
        try host.tap(.unchecked(button))
        XCTAssertEqual(events, [])
        XCTAssertTrue(button.state.contains(.disabled))
    }

    func testSendActionReportsWhetherSomeoneHandledIt() {
        XCTAssertTrue(host.application.sendAction(.saveDocument, to: controller, from: button, for: nil))
        XCTAssertTrue(host.application.sendAction(.saveDocument, to: nil, from: button, for: nil))
        XCTAssertFalse(host.application.sendAction(.saveDocument, to: UIView(), from: button, for: nil))
        XCTAssertEqual(controller.saves, 2)
    }

    func testAPrimaryActionButtonRunsItsAction() throws {
        var ran = 0
        let quick = UIButton(primaryAction: UIAction(title: "Go") { _ in ran += 1 })
        quick.frame = CGRect(x: 100, y: 300, width: 100, height: 44)
        controller.view.addSubview(quick)
        try host.tap(quick)
        XCTAssertEqual(ran, 1)
        XCTAssertEqual(quick.currentTitle, "Go")
    }

    func testAnActionWithTheSameIdentifierReplacesTheFirst() throws {
        let identifier = UIAction.Identifier("log")
        button.addAction(UIAction(identifier: identifier) { [unowned self] _ in self.events.append("first") },
                         for: .touchUpInside)
        button.addAction(UIAction(identifier: identifier) { [unowned self] _ in self.events.append("second") },
                         for: .touchUpInside)
        try host.tap(button)
        XCTAssertEqual(events, ["up inside", "second"])
    }
}
