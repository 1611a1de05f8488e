import Foundation
import Testing
import ResponderKit

/// A real text field that logs its touch callbacks and hands them to `UITextField`.
@MainActor
final class RecordingTextField: UITextField {
    let log: EventLog

    init(log: EventLog, frame: CGRect) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("textField.touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("textField.touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// A real button that logs its touch callbacks and hands them to `UIButton`.
@MainActor
final class RecordingButton: UIButton {
    let log: EventLog

    init(log: EventLog, frame: CGRect) {
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("button.touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("button.touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// The app of the seed's Figure 7-1: a label, a text field, a button and two background views in a view
/// controller's root view, in a window.
@MainActor
struct Figure71App {
    let log = EventLog()
    let clock = VirtualClock()
    let application: RecordingApplication
    let delegate: RecordingAppDelegate
    let window: RecordingWindow
    let controller: RecordingViewController
    let root: RecordingView
    let topBackground: RecordingView
    let bottomBackground: RecordingView
    let label: UILabel
    let textField: RecordingTextField
    let button: RecordingButton

    init() {
        application = RecordingApplication(clock: clock)
        delegate = RecordingAppDelegate(log: log)
        application.delegate = delegate
        application.log = log
        window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), application: application)
        window.log = log
        controller = RecordingViewController("controller", log: log)
        root = RecordingView("root", log: log, frame: window.bounds)
        controller.view = root
        topBackground = RecordingView("topBackground", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        bottomBackground = RecordingView("bottomBackground", log: log,
                                         frame: CGRect(x: 0, y: 400, width: 390, height: 444))
        label = UILabel(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        label.text = "Name"
        textField = RecordingTextField(log: log, frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        button = RecordingButton(log: log, frame: CGRect(x: 20, y: 40, width: 120, height: 44))
        button.addAction(UIAction { [log] _ in log.append("button.action") }, for: .primaryActionTriggered)
        root.addSubview(topBackground)
        root.addSubview(bottomBackground)
        topBackground.addSubview(label)
        topBackground.addSubview(textField)
        bottomBackground.addSubview(button)
        window.rootViewController = controller
        window.makeKeyAndVisible()
    }

    func tap(at point: CGPoint) throws {
        try application.inputDoor.touchDown(id: 1, at: point)
        clock.advance(by: 0.05)
        try application.inputDoor.touchUp(id: 1, at: point)
    }
}

@MainActor
@Suite("The seed's Figure 7-1 responder chain")
struct Figure71ChainTests {
    @Test("A2-A8, F7: an unhandled touch on the text field walks the whole chain, in order, and starts editing")
    func unhandledTouchOnTextField() throws {
        let app = Figure71App()
        try app.tap(at: CGPoint(x: 100, y: 120))
        let expected = ["textField", "topBackground", "root", "controller", "window", "application", "delegate"]
        #expect(app.log.names(for: "touchesBegan") == expected)
        #expect(app.log.names(for: "touchesEnded") == expected)
        #expect(app.textField.isFirstResponder && app.textField.isEditing)
    }

    @Test("B1, A3: a touch on the label lands on the background view behind it")
    func touchOnLabelFallsThrough() throws {
        let app = Figure71App()
        try app.tap(at: CGPoint(x: 30, y: 50))
        #expect(app.log.names(for: "touchesBegan").first == "topBackground")
    }

    @Test("A3, F7: the button's next responder is the other background view; a tap runs its action and stops there")
    func touchOnButton() throws {
        let app = Figure71App()
        #expect(app.button.next === app.bottomBackground)
        try app.tap(at: CGPoint(x: 60, y: 460))
        #expect(app.log.entries == ["button.touchesBegan", "button.touchesEnded", "button.action"])
        #expect(!app.button.isFirstResponder)
    }

    @Test("C3: a responder that handles the touch without calling super stops it there")
    func handledTouchStops() throws {
        let app = Figure71App()
        app.topBackground.handling = .consume
        try app.tap(at: CGPoint(x: 100, y: 120))
        #expect(app.log.names(for: "touchesBegan") == ["textField", "topBackground"])
    }
}
