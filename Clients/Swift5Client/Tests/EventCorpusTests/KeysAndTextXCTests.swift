import XCTest
import ResponderKit
import ResponderKitTesting

extension Selector {
    static let findNext: Selector = "findNext:"
}

/// A controller with a key command and a text field whose delegate allows digits only.
final class SearchController: UIViewController, UITextFieldDelegate {
    let field = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 44))
    var found = 0
    var shakes = 0
    var remote: [UIEvent.EventSubtype] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.findNext, SearchController.findNext)
    }

    override var canBecomeFirstResponder: Bool { true }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "g", modifierFlags: .command, action: .findNext)]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        field.delegate = self
        view.addSubview(field)
    }

    func findNext(_ sender: Any?) {
        found += 1
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        string.allSatisfy(\.isNumber)
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { shakes += 1 }
    }

    override func remoteControlReceived(with event: UIEvent?) {
        if let event { remote.append(event.subtype) }
    }
}

// Keyboard, keys, motion and the calls around events, as an iOS team's XCTest case checks them.
final class KeysAndTextXCTests: XCTestCase {
    var host: EventTestHost!
    var controller: SearchController!

    override func setUp() {
        super.setUp()
        host = EventTestHost()
        controller = SearchController()
        _ = host.makeWindow(rootViewController: controller)
    }

    override func tearDown() {
        controller = nil
        host = nil
        super.tearDown()
    }

    func testTheDelegateFiltersTypedText() throws {
        try host.tap(controller.field)
        try host.type("4a2")
        XCTAssertEqual(controller.field.text, "42")
    }

    func testTheKeyboardNotificationCarriesItsFrameAsAnNSValue() throws {
        let shown = expectation(forNotification: UIResponder.keyboardWillShowNotification,
                                object: nil, notificationCenter: host.application.notificationCenter) { note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            return (frame?.height ?? 0) > 0
        }
        try host.tap(controller.field)
        wait(for: [shown], timeout: 1)
    }

    func testACommandKeyRunsTheKeyCommand() throws {
        try host.tap(controller.field)
        try host.press(key: "g", modifiers: .command)
        XCTAssertEqual(controller.found, 1)
        XCTAssertEqual(controller.field.text ?? "", "")
    }

    func testAShakeReachesTheControllerUpTheChain() throws {
        XCTAssertTrue(controller.becomeFirstResponder())
        try host.shake()
        XCTAssertEqual(controller.shakes, 1)
    }

    func testRemoteControlArrivesOnlyWhileReceiving() throws {
        XCTAssertTrue(controller.becomeFirstResponder())
        try host.remote(.remoteControlPlay)
        host.application.beginReceivingRemoteControlEvents()
        try host.remote(.remoteControlPause)
        XCTAssertEqual(controller.remote, [.remoteControlPause])
    }

    func testAnAnimationCompletesOnTheNextTurn() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let done = expectation(description: "the completion ran")
        UIView.animate(withDuration: 0.3, animations: {
            view.alpha = 0
        }, completion: { finished in
            XCTAssertTrue(finished)
            done.fulfill()
        })
        XCTAssertEqual(view.alpha, 0)
        host.runUntilIdle()
        wait(for: [done], timeout: 1)
    }

    func testPerformAfterDelayRunsOnTheApplicationClock() {
        controller.perform(.findNext, with: nil, afterDelay: 0.5)
        host.advance(by: 0.4)
        XCTAssertEqual(controller.found, 0)
        host.advance(by: 0.2)
        XCTAssertEqual(controller.found, 1)
    }

    func testAnInterruptionKeepsTheFirstResponder() throws {
        try host.tap(controller.field)
        try host.resignActive()
        XCTAssertEqual(host.application.applicationState, .inactive)
        try host.becomeActive()
        XCTAssertTrue(controller.field.isFirstResponder)
        XCTAssertEqual(host.application.applicationState, .active)
    }
}
