import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A press holds its responder and window through tokens their `deinit` clears, not weak references (so they
/// get no side table, BENCHMARKS.md issue 20); these free them while a key is held, which crashed or read a
/// freed object before the clearing was in place.
@MainActor
@Suite("Presses: responders and windows freed while a key is held (H3)")
struct PressLifetimeTests {
    /// A container that keeps the last press it heard begin, to read it after its responder is gone.
    final class KeepingView: PressRecordingView {
        var kept: UIPress?
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            kept = presses.first
            super.pressesBegan(presses, with: event)
        }
    }

    @Test("H3: a press whose first responder is freed reads no responder, and the chain above hears one ending")
    func freedResponder() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let container = KeepingView("container", log: log, frame: window.bounds)
        container.handles = true
        window.addSubview(container)
        weak var freed: PressRecordingView?
        do {
            let field = PressRecordingView("field", log: log)
            container.addSubview(field)
            #expect(field.becomeFirstResponder())
            try host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
            #expect(container.kept?.responder === field)
            field.removeFromSuperview()
            freed = field
        }
        #expect(freed == nil)
        #expect(container.kept?.responder == nil)
        try host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(log.entries.filter { $0.hasPrefix("container.") }
            == ["container.pressesBegan(a)", "container.pressesCancelled(a)"])
    }

    @Test("H3, C12: a press whose window is freed while the key is held reads no window, and its release is quiet")
    func freedWindow() throws {
        let host = EventTestHost()
        let log = EventLog()
        weak var freed: UIWindow?
        var container: KeepingView?
        do {
            let window = UIWindow(frame: host.screen.bounds, application: host.application)
            window.makeKeyAndVisible()
            let view = KeepingView("container", log: log, frame: window.bounds)
            view.handles = true
            window.addSubview(view)
            #expect(view.becomeFirstResponder())
            try host.send(.key(HostKey(.down, .keyboardB, characters: "b")))
            #expect(view.kept?.window === window)
            window.isHidden = true
            view.removeFromSuperview()
            container = view
            freed = window
        }
        #expect(freed == nil)
        #expect(container?.kept?.window == nil)
        try host.send(.key(HostKey(.up, .keyboardB, characters: "b")))
        #expect(log.entries == ["container.pressesBegan(b)", "container.pressesCancelled(b)"])
    }
}
