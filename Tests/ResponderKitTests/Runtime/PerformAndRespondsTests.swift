import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view whose actions are asked about and performed by name, as Objective-C code does.
private final class MessagedView: UIView {
    var received: [String] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add("refresh", MessagedView.refresh)
        table.add("showItem:", MessagedView.showItem)
        table.add("dragged:forEvent:", MessagedView.dragged)
        table.add("count:", MessagedView.count)
    }

    func refresh() { received.append("refresh") }
    func showItem(_ sender: Any?) { received.append("showItem \(sender.map { "\($0)" } ?? "nil")") }
    func dragged(_ sender: Any?, _ event: UIEvent?) {
        received.append("dragged \(sender.map { "\($0)" } ?? "nil") \(event == nil ? "no event" : "event")")
    }
    func count(_ number: Int) { received.append("count \(number)") }
}

/// An `NSObject` subclass that declares its actions, as the porting command makes a delegate or coordinator.
final class MessagedCoordinator: NSObject, ActionTarget {
    var received: [String] = []

    static func declareActions(in table: inout ActionTable) {
        table.add("reload", MessagedCoordinator.reload)
        table.add("open:", MessagedCoordinator.open)
    }

    func reload() { received.append("reload") }
    func open(_ sender: Any?) { received.append("open \(sender.map { "\($0)" } ?? "nil")") }
}

/// An `NSObject` subclass that declares nothing.
private final class PlainModel: NSObject {}

@MainActor @Suite("responds(to:) and perform(_:with:with:) for declared actions (O3, O4)")
struct PerformAndRespondsTests {
    @Test("O3: responds(to:) is true for the actions a responder's class and superclasses declare, false otherwise")
    func respondsOnResponders() {
        let view = MessagedView()
        #expect(view.responds(to: "refresh"))
        #expect(view.responds(to: "showItem:"))
        #expect(!view.responds(to: "showItem"))
        #expect(!view.responds(to: "missing:"))
        let button = UIButton(type: .system)
        #expect(!button.responds(to: "refresh"))
    }

    @Test("O3: an NSObject subclass adopting ActionTarget responds to what it declares; any other NSObject to nothing")
    func respondsOnNSObjects() {
        let coordinator = MessagedCoordinator()
        #expect(coordinator.responds(to: "reload"))
        #expect(coordinator.responds(to: "open:"))
        #expect(!coordinator.responds(to: "close:"))
        #expect(!PlainModel().responds(to: "reload"))
        let object: NSObject = coordinator
        #expect(object.responds(to: NSSelectorFromString("open:")))
    }

    @Test("O4: perform runs the declared method with its arguments and returns nil", .eventTestHost)
    func performRunsDeclaredMethods() {
        let view = MessagedView()
        #expect(view.perform("refresh") == nil)
        view.perform("showItem:", with: 3)
        view.perform("showItem:")
        view.perform("dragged:forEvent:", with: "pan", with: nil)
        view.perform("refresh", with: "ignored", with: "ignored too")
        #expect(view.received == ["refresh", "showItem 3", "showItem nil", "dragged pan no event", "refresh"])
        let coordinator = MessagedCoordinator()
        coordinator.perform("reload")
        coordinator.perform("open:", with: "file")
        #expect(coordinator.received == ["reload", "open file"])
        #expect(EventTestHost.current?.application.diagnostics.entries.isEmpty == true)
    }

    @Test("O4: an undeclared selector is a diagnostic naming the nearest declared one, and nothing runs",
          .eventTestHost)
    func performUndeclared() throws {
        let host = try #require(EventTestHost.current)
        let view = MessagedView()
        view.perform("refresh:")
        #expect(view.received.isEmpty)
        let entry = try #require(host.application.diagnostics.entries.last)
        #expect(entry.kind == .unrecognizedSelector)
        #expect(entry.message.contains("'refresh:'") && entry.message.contains("Did you mean 'refresh'?"))
    }

    @Test("O4: an argument of the wrong type, or a second argument that is not an event, runs nothing",
          .eventTestHost)
    func performMismatchedArguments() throws {
        let host = try #require(EventTestHost.current)
        let view = MessagedView()
        view.perform("count:", with: "three")
        view.perform("dragged:forEvent:", with: "pan", with: "not an event")
        view.perform("count:", with: 3)
        #expect(view.received == ["count 3"])
        let kinds = host.application.diagnostics.entries.map(\.kind)
        #expect(kinds == [.actionArgumentMismatch, .actionArgumentMismatch])
        #expect(host.application.diagnostics.entries[1].message.contains("takes a UIEvent"))
    }

    @Test("O4: perform on an NSObject that declares no actions is a diagnostic saying to adopt ActionTarget",
          .eventTestHost)
    func performOnPlainObject() throws {
        let host = try #require(EventTestHost.current)
        #expect(PlainModel().perform("reload", with: 1) == nil)
        let entry = try #require(host.application.diagnostics.entries.last)
        #expect(entry.kind == .invalidActionTarget)
        #expect(entry.message.contains("PlainModel") && entry.message.contains("adopt ActionTarget"))
    }
}
