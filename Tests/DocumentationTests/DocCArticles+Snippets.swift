// The code of the DocC articles "Explaining where events went", "Input views and the keyboard" and "Writing a
// host", as printed there, run in scenes where they show what the articles say.

import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("DocC articles: their examples run and show what the articles say")
struct DocCArticleExampleTests {
    /// The articles print their reports; here `print` keeps what was printed, so the tests can read it.
    private final class Printed {
        var text = ""
    }

    private let printed = Printed()

    private func print(_ item: Any) {
        printed.text += "\(item)\n"
    }

    @Test("ExplainingEvents: the hit-test report says the overhanging button was never asked (B2)")
    func hitTestReportOfAnOverhangingButton() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let clipped = UIView(frame: CGRect(x: 0, y: 100, width: 30, height: 30))
        window.addSubview(clipped)
        clipped.addSubview(UIButton(frame: CGRect(x: 20, y: 40, width: 60, height: 44)))
        print(window.hitTestReport(at: CGPoint(x: 40, y: 160)))
        // Hit test at (40, 160): UIWindow[w0]
        //   UIWindow[w0]: contains the point and no subview took it: this is the hit-test view
        //     UIView[0]: the point is outside its bounds, so its subviews were never asked
        //       UIButton[0.0]: never asked: its ancestor UIView[0] refused first
        #expect(printed.text.contains("UIButton[0.0]: never asked: its ancestor UIView[0] refused first"))
    }

    @Test("ExplainingEvents: the arena report says why the knob got touchesCancelled (D5, D11)")
    func arenaReportOfAKnobUnderATapRecognizer() throws {
        let host = EventTestHost()
        let application = host.application
        let window = host.makeWindow()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        parent.accessibilityIdentifier = "parent"
        parent.addGestureRecognizer(UITapGestureRecognizer { _ in })
        window.addSubview(parent)
        let knob = Knob(frame: CGRect(x: 50, y: 50, width: 60, height: 60))
        knob.accessibilityIdentifier = "knob"
        parent.addSubview(knob)
        let arenas = application.startRecordingGestureArenas()
        try host.tap(knob)         // a custom control inside a view with a tap recognizer
        print(arenas.latest!)
        // Gesture arena:
        //   UITapGestureRecognizer on UIView[0] "parent": possible -> ended; won
        //   Knob[0.0] "knob" got touchesCancelled: UITapGestureRecognizer on UIView[0] "parent" recognized and cancelsTouchesInView is true
        #expect(printed.text.contains("Knob[0.0] \"knob\" got touchesCancelled"))
    }

    @Test("ExplainingEvents: by default a walk up the chain is one event; .full gives every step (A11, A12)")
    func traceDetail() throws {
        let host = EventTestHost()
        let application = host.application
        let window = host.makeWindow()
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(pad)
        let readable = application.eventTrace.record()                 // one line per walk up the chain
        let everyStep = application.eventTrace.record(detail: .full)   // the delivery, then one line per step
        application.eventTrace.subscribe(to: [.forwarding], detail: .full) { step in
            print(step.detail)                                          // touchesBegan UIView[0] -> UIWindow[w0]
        }
        try host.tap(pad)
        #expect(readable.events.filter { $0.kind == .touchDelivery }.map(\.detail) == [
            "touchesBegan: UIView[0] -> UIWindow[w0] -> UIApplication (nobody handled it)",
            "touchesEnded: UIView[0] -> UIWindow[w0] -> UIApplication (nobody handled it)",
        ])
        #expect(!readable.events.contains { $0.kind == .forwarding })
        #expect(everyStep.events.filter { $0.kind == .forwarding }.count == 4)
        #expect(printed.text.hasPrefix("touchesBegan UIView[0] -> UIWindow[w0]\n"))
    }

    @Test("ExplainingEvents: the picture of a hierarchy is an SVG document")
    func hierarchyPicture() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let textField = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        window.addSubview(textField)
        let svg = HierarchyPicture(root: window, chainFrom: textField, hitTestAt: CGPoint(x: 100, y: 120)).svg
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
    }

    @Test("InputViewsAndTheKeyboard: a selection set from positions selects those characters")
    func selectionFromPositions() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        field.text = "Hello, world"
        #expect(field.becomeFirstResponder())
        let start = field.beginningOfDocument
        if let from = field.position(from: start, offset: 2), let to = field.position(from: start, offset: 5) {
            field.selectedTextRange = field.textRange(from: from, to: to)
        }
        #expect(field.selectedTextRange.flatMap { field.text(in: $0) } == "llo")
    }

    @Test("WritingAHost: a host's application, window and one tap through the input door")
    func writingAHost() throws {
        let clock = VirtualClock()
        let application = UIApplication(clock: clock)
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        let view = TouchCountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let door = application.inputDoor
        try door.touchDown(id: 1, at: CGPoint(x: 40, y: 60))
        clock.advance(by: 0.05)
        try door.touchUp(id: 1, at: CGPoint(x: 40, y: 60))
        #expect(view.ended == 1)
    }

    @Test("WritingAHost: a host reports an interruption; the finger down hears touchesCancelled")
    func writingAHostLifecycle() throws {
        let application = UIApplication(clock: VirtualClock())
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        let view = InterruptedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let door = application.inputDoor
        try door.touchDown(id: 1, at: CGPoint(x: 40, y: 60))
        try door.send(.lifecycle(.resignActive))   // a system alert: touches and presses in flight are cancelled
        try door.send(.lifecycle(.becomeActive))   // the alert went away; the first responder is still first
        try door.touchUp(id: 1, at: CGPoint(x: 40, y: 60))
        #expect(view.cancelled == 1 && view.ended == 0)
        #expect(application.applicationState == .active)
    }
}

/// Counts how its touches end, for the lifecycle part of WritingAHost.
final class InterruptedView: UIView {
    var ended = 0
    var cancelled = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { cancelled += 1 }
}

/// The article's custom control.
final class Knob: UIControl {}
