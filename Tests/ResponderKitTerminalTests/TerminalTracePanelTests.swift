import Foundation
import Testing
import ResponderKit
import ResponderKitTerminal

@MainActor
@Suite("The trace panel: a keystroke is a few lines")
struct TerminalTracePanelTests {
    /// A window with a text field, first responder, inside a plain container: an arrow key nobody handles
    /// walks from the field to the application.
    private func keystroke(into log: inout TraceLog, detail: EventTrace.Detail) throws {
        let application = UIApplication(clock: VirtualClock(),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 160, height: 480)))
        let window = UIWindow(frame: application.screen.bounds, application: application)
        let container = UIView(frame: window.bounds)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 160, height: 48))
        container.addSubview(field)
        window.addSubview(container)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        let recorder = application.eventTrace.record(detail: detail)
        try application.inputDoor.send(.key(HostKey(.down, .keyboardDownArrow)))
        try application.inputDoor.send(.key(HostKey(.up, .keyboardDownArrow)))
        recorder.stop()
        for event in recorder.events { log.append(event) }
    }

    @Test("A11: the panel's default shows a key press and release as four lines, each walk on one")
    func shortByDefault() throws {
        let host = TerminalHost(application: UIApplication(clock: VirtualClock())) { _ in }
        #expect(host.traceDetail == .short)
        var log = TraceLog()
        try keystroke(into: &log, detail: host.traceDetail)
        let walk = "UITextField[0.0] -> UIView[0] -> UIWindow[w0] -> UIApplication (nobody handled it)"
        #expect(log.lines == ["input: key ↓ down", "pressDelivery: pressesBegan ↓: " + walk,
                              "input: key ↓ up", "pressDelivery: pressesEnded ↓: " + walk])
    }

    @Test("A12: with traceDetail .full the panel shows every step up the chain")
    func fullOnRequest() throws {
        var log = TraceLog()
        try keystroke(into: &log, detail: .full)
        #expect(log.lines.filter { $0.hasPrefix("forwarding: ") }.count == 6)
        #expect(log.lines.contains("forwarding: pressesBegan UITextField[0.0] -> UIView[0]"))
        #expect(log.lines.count == 10)
    }
}
