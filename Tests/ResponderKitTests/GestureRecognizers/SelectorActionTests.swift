import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

extension Selector {
    fileprivate static let handleTap: Selector = "handleTap:"
    fileprivate static let tapped: Selector = "tapped"
}

/// A controller whose gesture actions are found by selector, as UIKit code declares them with `#selector`.
@MainActor
private final class SelectorTapHandler: UIViewController {
    var received: [String] = []
    var senders: [UIGestureRecognizer] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleTap, SelectorTapHandler.handleTap)
        table.add(.tapped, SelectorTapHandler.tapped)
    }

    func handleTap(_ sender: UITapGestureRecognizer) {
        received.append("handleTap: \(sender.state)")
        senders.append(sender)
    }

    func tapped() {
        received.append("tapped")
    }
}

@MainActor
@Suite("Gesture recognizers: UIKit's selector target-action", .checksGestureStateHistories)
struct SelectorActionTests {
    private func scene() -> (EventTestHost, UIView, UIWindow) {
        let host = makeGestureHost()
        let view = UIView()
        let window = place(view, at: CGRect(x: 0, y: 0, width: 200, height: 200), in: host)
        return (host, view, window)
    }

    @Test("D2: init(target:action:) with a selector sends the action, with the recognizer, when it recognizes")
    func selectorAction() throws {
        let (host, view, window) = scene()
        let handler = SelectorTapHandler()
        let tap = UITapGestureRecognizer(target: handler, action: .handleTap)
        view.addGestureRecognizer(tap)
        tap.addTarget(handler, action: .tapped)
        tap.addTarget(handler, action: .tapped)

        try host.tap(view)

        #expect(handler.received == ["handleTap: ended", "tapped"])
        #expect(handler.senders.first === tap)
        #expect(host.application.diagnostics.entries.isEmpty)
        _ = window
    }

    @Test("D2: removeTarget(_:action:) removes just that action; a nil action removes the target's others")
    func removeBySelector() throws {
        let (host, view, window) = scene()
        let handler = SelectorTapHandler()
        var closureRuns = 0
        let tap = UITapGestureRecognizer(target: handler, action: .handleTap)
        tap.addTarget(handler, action: .tapped)
        tap.addAction { _ in closureRuns += 1 }
        view.addGestureRecognizer(tap)

        tap.removeTarget(handler, action: .handleTap)
        try host.tap(view)
        #expect(handler.received == ["tapped"])

        tap.removeTarget(handler, action: nil)
        host.advance(by: 1)
        try host.tap(view)
        #expect(handler.received == ["tapped"])
        #expect(closureRuns == 2)
        _ = window
    }

    @Test("D2: a selector the target does not implement is reported when added, and again when sent")
    func unknownSelector() throws {
        let host = makeGestureHost()
        let handler = SelectorTapHandler()
        let window = host.makeWindow(rootViewController: handler)
        let tap = UITapGestureRecognizer(target: handler, action: "handleTapp:")
        handler.view.addGestureRecognizer(tap)
        let atRegistration = host.application.diagnostics.entries.filter { $0.kind == .unrecognizedSelector }
        #expect(atRegistration.count == 1)
        #expect(atRegistration.first?.message.contains("Did you mean 'handleTap:'") == true)

        try host.tap(at: CGPoint(x: 20, y: 20))
        #expect(handler.received.isEmpty)
        #expect(host.application.diagnostics.entries.filter { $0.kind == .unrecognizedSelector }.count == 2)
        _ = window
    }

    @Test("D2: a selector without a target is not added and is reported: recognizers do not use the chain")
    func nilTarget() throws {
        let (host, view, window) = scene()
        let tap = UITapGestureRecognizer(target: nil, action: "nilTargetProbe:")
        var closureRuns = 0
        tap.addAction { _ in closureRuns += 1 }
        view.addGestureRecognizer(tap)
        _ = UITapGestureRecognizer(target: nil, action: nil)
        try host.tap(view)
        #expect(closureRuns == 1)
        let reports = UIApplication.shared.diagnostics.entries.filter { $0.message.contains("nilTargetProbe:") }
        #expect(reports.count == 1 && reports.first?.kind == .unrecognizedSelector)
        _ = window
    }
}
