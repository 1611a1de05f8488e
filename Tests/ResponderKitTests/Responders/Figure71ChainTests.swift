import Foundation
import Testing
import ResponderKit

/// The app of the seed's Figure 7-1: a label, a text field, a button and two background views in a view
/// controller's root view, in a window. Plain views stand in for the text field and the button.
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
    let textField: RecordingView
    let button: RecordingView

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
        textField = RecordingView("textField", log: log, frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        button = RecordingView("button", log: log, frame: CGRect(x: 20, y: 40, width: 120, height: 44))
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
    @Test("A2-A8: an unhandled touch on the text field walks the whole chain, in order")
    func unhandledTouchOnTextField() throws {
        let app = Figure71App()
        try app.tap(at: CGPoint(x: 100, y: 120))
        let expected = ["textField", "topBackground", "root", "controller", "window", "application", "delegate"]
        #expect(app.log.names(for: "touchesBegan") == expected)
        #expect(app.log.names(for: "touchesEnded") == expected)
    }

    @Test("B1, A3: a touch on the label lands on the background view behind it")
    func touchOnLabelFallsThrough() throws {
        let app = Figure71App()
        try app.tap(at: CGPoint(x: 30, y: 50))
        #expect(app.log.names(for: "touchesBegan").first == "topBackground")
    }

    @Test("A3: a touch on the button walks through the other background view")
    func touchOnButton() throws {
        let app = Figure71App()
        try app.tap(at: CGPoint(x: 60, y: 460))
        #expect(app.log.names(for: "touchesBegan")
                == ["button", "bottomBackground", "root", "controller", "window", "application", "delegate"])
    }

    @Test("C3: a responder that handles the touch without calling super stops it there")
    func handledTouchStops() throws {
        let app = Figure71App()
        app.topBackground.handling = .consume
        try app.tap(at: CGPoint(x: 100, y: 120))
        #expect(app.log.names(for: "touchesBegan") == ["textField", "topBackground"])
    }
}
