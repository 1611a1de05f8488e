import ResponderKit
import ResponderKitTesting
import Testing

/// A porter who carries the inside of `#selector(...)` over as it is gets a diagnostic that says which
/// Objective-C selector to write instead (spec E12).
@MainActor @Suite("Porting: selectors written as Swift method names are diagnosed with the spelling to use")
struct SelectorPortingMistakeTests {
    @Test("E12: addTarget with 'performCommand(sender:)' says to write 'performCommandWithSender:'")
    func labelledSwiftNameOnAControl() {
        let host = EventTestHost()
        let button = UIButton(type: .system)
        button.addTarget(nil, action: Selector("performCommand(sender:)"), for: .touchUpInside)
        let messages = host.application.diagnostics.entries.map(\.message) + UIApplication.shared.diagnostics.entries
            .map(\.message)
        #expect(messages.contains { $0.contains("write 'performCommandWithSender:'") })
    }

    @Test("E12: declaring 'handleTap(_:)' says to write 'handleTap:'")
    func unlabelledSwiftNameInADeclaration() {
        let host = EventTestHost()
        #expect(!host.application.sendAction("handleTap:", to: SwiftNamedDeclaration(), from: nil, for: nil))
        let declaration = host.application.diagnostics.entries.first { $0.kind == .invalidActionDeclaration }
        #expect(declaration?.message.contains("write 'handleTap:'") == true)
    }

    @Test("E12: sending 'UIResponder.resignFirstResponder()' says to write 'resignFirstResponder'")
    func qualifiedSwiftNameSentUpTheChain() {
        let host = EventTestHost()
        _ = host.application.sendAction("UIResponder.resignFirstResponder()", to: nil, from: nil, for: nil)
        let messages = host.application.diagnostics.entries.map(\.message)
        #expect(messages.contains { $0.contains("write 'resignFirstResponder'") })
    }

    @Test("E12: 'dragged(_:forEvent:)' is 'dragged:forEvent:', two arguments")
    func twoArgumentSwiftName() {
        let host = EventTestHost()
        _ = host.application.sendAction("dragged(_:forEvent:)", to: nil, from: nil, for: nil)
        let messages = host.application.diagnostics.entries.map(\.message)
        #expect(messages.contains { $0.contains("write 'dragged:forEvent:'") })
    }
}

private final class SwiftNamedDeclaration: UIResponder {
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add("handleTap(_:)", SwiftNamedDeclaration.handleTap)
    }

    func handleTap(_ sender: Any?) {}
}
