import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

extension Selector {
    static let refresh: Selector = "refresh"
    static let save: Selector = "save:"
    static let dragged: Selector = "dragged:forEvent:"
    static let typedTap: Selector = "typedTap:"
    static let typedDrag: Selector = "typedDrag:event:"
}

/// Records every action it runs with what it was given.
final class ShapeRecorder: UIResponder {
    var calls: [String] = []
    var senders: [Any?] = []
    var events: [UIEvent?] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.refresh, ShapeRecorder.refresh)
        table.add(.save, ShapeRecorder.save)
        table.add(.dragged, ShapeRecorder.dragged)
        table.add(.typedTap, ShapeRecorder.typedTap)
        table.add(.typedDrag, ShapeRecorder.typedDrag)
    }

    func refresh() { calls.append("refresh") }
    func save(_ sender: Any?) {
        calls.append("save")
        senders.append(sender)
    }
    func dragged(_ sender: Any?, forEvent event: UIEvent?) {
        calls.append("dragged")
        senders.append(sender)
        events.append(event)
    }
    func typedTap(_ sender: UIView) {
        calls.append("typedTap")
        senders.append(sender)
    }
    func typedDrag(_ sender: UIView?, event: UIEvent?) {
        calls.append("typedDrag")
        senders.append(sender)
        events.append(event)
    }
}

@MainActor @Suite("Action declarations")
struct ActionDeclarationTests {
    @Test("E6: an action runs in each of its three shapes with the sender and the event")
    func threeShapes() {
        let host = EventTestHost()
        let recorder = ShapeRecorder()
        let sender = UIView()
        #expect(host.application.sendAction(.refresh, to: recorder, from: sender, for: nil))
        #expect(host.application.sendAction(.save, to: recorder, from: sender, for: nil))
        #expect(host.application.sendAction(.dragged, to: recorder, from: sender, for: nil))
        #expect(recorder.calls == ["refresh", "save", "dragged"])
        #expect(recorder.senders.count == 2)
        #expect(recorder.senders.allSatisfy { ($0 as? UIView) === sender })
    }
}
