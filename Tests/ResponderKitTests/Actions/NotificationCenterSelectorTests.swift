import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

extension Selector {
    static let documentDidSave: Selector = "documentDidSave:"
    static let settingsChanged: Selector = "settingsChanged"
}

private extension Notification.Name {
    static let documentDidSave = Notification.Name("DocumentDidSave")
    static let documentDidClose = Notification.Name("DocumentDidClose")
    static let settingsChanged = Notification.Name("SettingsChanged")
}

/// A view that observes notifications by selector, as a UIKit view would.
private final class ObservingView: UIView {
    var received: [Notification] = []
    var settingsChanges = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.documentDidSave, ObservingView.documentDidSave)
        table.add(.settingsChanged, ObservingView.settingsChanged)
    }

    func documentDidSave(_ notification: Notification) { received.append(notification) }
    func settingsChanged() { settingsChanges += 1 }
}

/// An object that is not a responder, observing through ``ActionTarget``.
private final class SaveCounter: ActionTarget {
    var count = 0
    nonisolated(unsafe) static var freed = 0

    static func declareActions(in table: inout ActionTable) {
        table.add(.documentDidSave, SaveCounter.documentDidSave)
    }

    func documentDidSave(_ sender: Any?) {
        if sender is Notification { count += 1 }
    }

    deinit { SaveCounter.freed += 1 }
}

/// A view that stops observing in `deinit`, as UIKit code often does; `deinit` is not on the main actor.
private final class SelfRemovingView: UIView {
    static let name = Notification.Name("SelfRemovingViewPing")
    var pings = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.settingsChanged, SelfRemovingView.settingsChanged)
    }

    func settingsChanged() { pings += 1 }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }
}

@MainActor @Suite("NotificationCenter.addObserver(_:selector:name:object:)")
struct NotificationCenterSelectorTests {
    @Test("The observer's method for the selector runs with the Notification as its argument")
    func deliversNotification() throws {
        let center = NotificationCenter()
        let view = ObservingView()
        let document = NSObject()
        center.addObserver(view, selector: .documentDidSave, name: .documentDidSave, object: nil)
        center.post(name: .documentDidSave, object: document, userInfo: ["path": "/tmp/a"])
        let note = try #require(view.received.first)
        #expect(view.received.count == 1)
        #expect(note.name == .documentDidSave)
        #expect(note.object as AnyObject? === document)
        #expect(note.userInfo?["path"] as? String == "/tmp/a")
        center.post(name: .documentDidClose, object: nil)
        #expect(view.received.count == 1, "other names are not delivered")
    }

    @Test("Selector(\"name:\") and a selector with no colon (a method taking nothing) both work")
    func selectorSpellings() {
        let center = NotificationCenter()
        let view = ObservingView()
        center.addObserver(view, selector: Selector("documentDidSave:"), name: .documentDidSave, object: nil)
        center.addObserver(view, selector: "settingsChanged", name: .settingsChanged, object: nil)
        center.post(name: .documentDidSave, object: nil)
        center.post(name: .settingsChanged, object: nil)
        center.post(name: .settingsChanged, object: nil)
        #expect(view.received.count == 1)
        #expect(view.settingsChanges == 2)
    }

    @Test("An object filter delivers only what that object posts; a nil name observes every name")
    func objectAndNameFilters() {
        let center = NotificationCenter()
        let view = ObservingView()
        let mine = NSObject(), other = NSObject()
        center.addObserver(view, selector: .documentDidSave, name: .documentDidSave, object: mine)
        center.post(name: .documentDidSave, object: other)
        center.post(name: .documentDidSave, object: mine)
        #expect(view.received.map { $0.object as AnyObject? === mine } == [true])
        let everything = ObservingView()
        center.addObserver(everything, selector: .documentDidSave, name: nil, object: nil)
        center.post(name: .documentDidClose, object: nil)
        center.post(name: .settingsChanged, object: nil)
        #expect(everything.received.map(\.name) == [.documentDidClose, .settingsChanged])
    }

    @Test("An ActionTarget that is not a responder can observe by selector")
    func actionTargetObserver() {
        let center = NotificationCenter()
        let counter = SaveCounter()
        center.addObserver(counter, selector: .documentDidSave, name: .documentDidSave, object: nil)
        center.post(name: .documentDidSave, object: nil)
        #expect(counter.count == 1)
    }

    @Test("The observer is held weakly: once released it is freed and never called")
    func weakObserver() {
        let center = NotificationCenter()
        let freedBefore = SaveCounter.freed
        weak var weakCounter: SaveCounter?
        do {
            let counter = SaveCounter()
            weakCounter = counter
            center.addObserver(counter, selector: .documentDidSave, name: .documentDidSave, object: nil)
        }
        #expect(weakCounter == nil, "the center does not keep the observer alive")
        #expect(SaveCounter.freed == freedBefore + 1)
        center.post(name: .documentDidSave, object: nil)
        center.post(name: .documentDidSave, object: nil)
    }

    @Test("removeObserver(self) in deinit compiles and runs, on NotificationCenter.default as iOS code writes it")
    func removeInDeinit() {
        weak var weakView: SelfRemovingView?
        do {
            let view = SelfRemovingView()
            weakView = view
            NotificationCenter.default.addObserver(view, selector: .settingsChanged, name: SelfRemovingView.name,
                                                   object: nil)
            NotificationCenter.default.post(name: SelfRemovingView.name, object: nil)
            #expect(view.pings == 1)
        }
        #expect(weakView == nil)
        NotificationCenter.default.post(name: SelfRemovingView.name, object: nil)
    }

    @Test("removeObserver(_:) stops every selector observation of the observer")
    func removeObserver() {
        let center = NotificationCenter()
        let view = ObservingView()
        center.addObserver(view, selector: .documentDidSave, name: .documentDidSave, object: nil)
        center.addObserver(view, selector: .settingsChanged, name: .settingsChanged, object: nil)
        center.removeObserver(view)
        center.post(name: .documentDidSave, object: nil)
        center.post(name: .settingsChanged, object: nil)
        #expect(view.received.isEmpty)
        #expect(view.settingsChanges == 0)
    }

    @Test("removeObserver(_:name:object:) stops only the matching observations")
    func removeObserverByName() {
        let center = NotificationCenter()
        let view = ObservingView()
        let mine = NSObject(), other = NSObject()
        center.addObserver(view, selector: .documentDidSave, name: .documentDidSave, object: mine)
        center.addObserver(view, selector: .documentDidSave, name: .documentDidSave, object: other)
        center.addObserver(view, selector: .settingsChanged, name: .settingsChanged, object: nil)
        center.removeObserver(view, name: .documentDidSave, object: other)
        center.post(name: .documentDidSave, object: other)
        center.post(name: .documentDidSave, object: mine)
        #expect(view.received.map { $0.object as AnyObject? === mine } == [true])
        center.removeObserver(view, name: .documentDidSave, object: nil)
        center.post(name: .documentDidSave, object: mine)
        center.post(name: .settingsChanged, object: nil)
        #expect(view.received.count == 1)
        #expect(view.settingsChanges == 1, "observations of other names stay")
    }

    @Test("removeObserver(_:) still removes a block observer's token")
    func removeBlockToken() {
        let center = NotificationCenter()
        nonisolated(unsafe) var calls = 0
        let token = center.addObserver(forName: .settingsChanged, object: nil, queue: nil) { _ in calls += 1 }
        center.post(name: .settingsChanged, object: nil)
        center.removeObserver(token)
        center.post(name: .settingsChanged, object: nil)
        #expect(calls == 1)
    }

    @Test("A notification posted off the main thread reaches the observer on the main actor")
    func backgroundPost() async throws {
        let center = NotificationCenter()
        let view = ObservingView()
        center.addObserver(view, selector: .settingsChanged, name: .settingsChanged, object: nil)
        await withCheckedContinuation { (posted: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                center.post(name: .settingsChanged, object: nil)
                posted.resume()
            }
        }
        for _ in 0..<200 where view.settingsChanges == 0 {
            try await Task.sleep(nanoseconds: 5_000_000)
        }
        #expect(view.settingsChanges == 1)
    }

    @Test("A selector the observer does not declare is refused with a diagnostic naming the nearest one")
    func undeclaredSelector() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = ObservingView()
        window.addSubview(view)
        let center = NotificationCenter()
        center.addObserver(view, selector: "documentDidSav:", name: .documentDidSave, object: nil)
        center.post(name: .documentDidSave, object: nil)
        #expect(view.received.isEmpty)
        let diagnostic = host.application.diagnostics.entries.last
        #expect(diagnostic?.kind == .unrecognizedSelector)
        #expect(diagnostic?.message.contains("'documentDidSav:'") == true)
        #expect(diagnostic?.message.contains("Did you mean 'documentDidSave:'?") == true)
    }

    @Test("An observer that cannot receive actions is refused with a diagnostic")
    func invalidObserver() {
        final class Plain {}
        let center = NotificationCenter()
        let before = UIApplication.shared.diagnostics.entries.count
        center.addObserver(Plain(), selector: "notificationCenterPlainObserver:", name: .settingsChanged, object: nil)
        center.post(name: .settingsChanged, object: nil)
        let recorded = UIApplication.shared.diagnostics.entries.dropFirst(max(0, before - 1))
        #expect(recorded.contains {
            $0.kind == .invalidActionTarget && $0.message.contains("notificationCenterPlainObserver:")
        })
    }
}
