import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view that records the delayed actions it receives, with their arguments.
private final class DelayedView: UIView {
    var received: [String] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add("refresh", DelayedView.refresh)
        table.add("showItem:", DelayedView.showItem)
    }

    func refresh() { received.append("refresh") }
    func showItem(_ sender: Any?) { received.append("showItem \(sender.map { "\($0)" } ?? "nil")") }
}

/// A non-responder target, as a coordinator adopting ActionTarget would be.
private final class TickCoordinator: ActionTarget {
    var fired = 0
    static func declareActions(in table: inout ActionTable) {
        table.add("tick", TickCoordinator.tick)
    }

    func tick() { fired += 1 }
}

@MainActor @Suite("perform(_:with:afterDelay:), cancelPreviousPerformRequests, isKind(of:), responds(to:) (O2)")
struct PerformAfterDelayTests {
    @Test("O2: perform(_:with:afterDelay:) sends the declared action after the delay on the clock, with the object")
    func performsAfterDelay() {
        let host = EventTestHost()
        let view = DelayedView()
        host.makeWindow().addSubview(view)
        view.perform("showItem:", with: 7, afterDelay: 0.5)
        view.perform("refresh", with: nil, afterDelay: 0.2)
        host.advance(by: 0.1)
        #expect(view.received.isEmpty)
        host.advance(by: 0.15)
        #expect(view.received == ["refresh"])
        host.advance(by: 0.3)
        #expect(view.received == ["refresh", "showItem 7"])
        host.advance(by: 1)
        #expect(view.received == ["refresh", "showItem 7"])
    }

    @Test("O2: cancelPreviousPerformRequests(withTarget:) cancels everything pending for the target")
    func cancelAll() {
        let host = EventTestHost()
        let view = DelayedView(), other = DelayedView()
        let window = host.makeWindow()
        window.addSubview(view)
        window.addSubview(other)
        view.perform("refresh", with: nil, afterDelay: 0.2)
        view.perform("showItem:", with: "a", afterDelay: 0.3)
        other.perform("refresh", with: nil, afterDelay: 0.2)
        UIResponder.cancelPreviousPerformRequests(withTarget: view)
        host.advance(by: 1)
        #expect(view.received.isEmpty)
        #expect(other.received == ["refresh"])
    }

    @Test("O2: cancelPreviousPerformRequests(withTarget:selector:object:) cancels only the matching request")
    func cancelMatching() {
        let host = EventTestHost()
        let view = DelayedView()
        host.makeWindow().addSubview(view)
        view.perform("showItem:", with: "a", afterDelay: 0.2)
        view.perform("showItem:", with: "b", afterDelay: 0.2)
        view.perform("refresh", with: nil, afterDelay: 0.2)
        UIView.cancelPreviousPerformRequests(withTarget: view, selector: "showItem:", object: "a")
        host.advance(by: 1)
        #expect(view.received == ["showItem b", "refresh"])
    }

    @Test("O2: an undeclared selector is reported at once with the nearest declared name, and nothing runs")
    func undeclaredSelector() {
        let host = EventTestHost()
        let view = DelayedView()
        host.makeWindow().addSubview(view)
        view.perform("refresj", with: nil, afterDelay: 0.1)
        let last = host.application.diagnostics.entries.last
        #expect(last?.kind == .unrecognizedSelector)
        #expect(last?.message.contains("'refresh'") == true)
        #expect(host.clock.pendingTimerCount == 0)
        host.advance(by: 1)
        #expect(view.received.isEmpty)
    }

    @Test("O2: an ActionTarget that is not a responder can be performed on and cancelled", .eventTestHost)
    func actionTargetObject() throws {
        let host = try #require(EventTestHost.current)
        let coordinator = TickCoordinator()
        coordinator.perform("tick", with: nil, afterDelay: 0.1)
        coordinator.perform("tick", with: nil, afterDelay: 0.3)
        host.advance(by: 0.2)
        #expect(coordinator.fired == 1)
        NSObject.cancelPreviousPerformRequests(withTarget: coordinator)
        host.advance(by: 1)
        #expect(coordinator.fired == 1)
    }

    @Test("isKind(of:) answers for the class and its superclasses only")
    func isKindOf() {
        let view = DelayedView()
        #expect(view.isKind(of: DelayedView.self))
        #expect(view.isKind(of: UIView.self))
        #expect(view.isKind(of: UIResponder.self))
        #expect(!view.isKind(of: UIControl.self))
        #expect(!UIView().isKind(of: DelayedView.self))
    }

    @Test("responds(to:) is true only for actions the class declares")
    func respondsTo() {
        let view = DelayedView()
        #expect(view.responds(to: "refresh"))
        #expect(view.responds(to: "showItem:"))
        #expect(!view.responds(to: "showItem"))
        #expect(!UIView().responds(to: "refresh"))
    }
}
