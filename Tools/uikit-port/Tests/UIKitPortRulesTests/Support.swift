import Testing
import UIKitPortRules

/// Ports `input` as one file and checks the result is `expected`, and that porting the result again changes
/// nothing (the command is idempotent).
func expectPort(_ input: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let first = Porter.port(input)
    #expect(first.text == expected, sourceLocation: sourceLocation)
    let second = Porter.port(first.text)
    #expect(second.text == first.text, "a second run changed the file", sourceLocation: sourceLocation)
    #expect(second.report.changes.isEmpty, "a second run reported changes: \(second.report.changes)",
            sourceLocation: sourceLocation)
}
