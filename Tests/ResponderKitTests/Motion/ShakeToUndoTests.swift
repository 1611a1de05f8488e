import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A text stand-in that registers an undo for each insertion with the undo manager it finds up the chain.
@MainActor
private final class UndoableSink: TextSink {
    func type(_ text: String) {
        insertText(text)
        undoManager?.registerUndo(withTarget: self) { sink in sink.text.removeLast(text.count) }
        undoManager?.setActionName("Typing")
    }
}

/// Counts shake-to-undo offers posted on an application's notification center.
@MainActor
private final class UndoOfferLog {
    var managers: [UndoManager] = []
    private var observer: NSObjectProtocol?

    init(_ application: UIApplication) {
        observer = application.notificationCenter.addObserver(
            forName: UIApplication.shakeToUndoNotification, object: application, queue: nil
        ) { [weak self] note in
            let manager = note.userInfo?[UIApplication.undoManagerUserInfoKey] as? UndoManager
            MainActor.assumeIsolated { if let manager { self?.managers.append(manager) } }
        }
    }
}

@MainActor
@Suite("Shake to undo (spec I2)")
struct ShakeToUndoTests {
    private func scene() -> (EventTestHost, UIWindow, UndoableSink, UndoOfferLog) {
        let host = EventTestHost()
        let window = host.makeWindow()
        let sink = UndoableSink()
        window.addSubview(sink)
        sink.becomeFirstResponder()
        return (host, window, sink, UndoOfferLog(host.application))
    }

    private func shake(_ host: EventTestHost) throws {
        try host.send(.shake(.began))
        try host.send(.shake(.ended))
    }

    @Test("I2: responders use their window's undo manager unless one up the chain provides its own")
    func undoManagerChain() {
        final class DocumentView: UIView {
            let own = UndoManager()
            override var undoManager: UndoManager? { own }
        }
        let (_, window, sink, _) = scene()
        #expect(sink.undoManager === window.undoManager && window.undoManager != nil)
        let document = DocumentView()
        window.addSubview(document)
        let inner = UIView()
        document.addSubview(inner)
        #expect(inner.undoManager === document.own)
        #expect(UIView().undoManager == nil)
    }

    @Test("I2: an unhandled shake offers the first responder's undo; the host's undo() reverts the edit")
    func unhandledShakeOffersUndo() throws {
        let (host, window, sink, offers) = scene()
        sink.type("hello")
        try shake(host)
        #expect(offers.managers.count == 1 && offers.managers.first === window.undoManager)
        #expect(offers.managers.first?.undoActionName == "Typing")
        offers.managers.first?.undo()
        #expect(sink.text == "")
        try shake(host)
        #expect(offers.managers.count == 1, "nothing left to undo, so no offer")
    }

    @Test("I2: no offer when a responder handles the shake or the app turns shake-to-edit off")
    func noOffer() throws {
        final class ShakeHandler: UIView {
            var handled = 0
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { handled += 1 }
        }
        let (host, window, sink, offers) = scene()
        sink.type("x")
        host.application.applicationSupportsShakeToEdit = false
        try shake(host)
        #expect(offers.managers.isEmpty)

        host.application.applicationSupportsShakeToEdit = true
        let handler = ShakeHandler()
        window.addSubview(handler)
        sink.removeFromSuperview()
        handler.addSubview(sink)
        sink.becomeFirstResponder()
        try shake(host)
        #expect(handler.handled == 1 && offers.managers.isEmpty)

        try host.send(.shake(.began))
        try host.send(.shake(.cancelled))
        #expect(offers.managers.isEmpty)
    }
}
