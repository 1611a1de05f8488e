import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("The event trace as JSON, with a versioned schema")
struct TraceJSONTests {
    @Test("Every event of a session round-trips through its JSON line, which carries the schema's fields")
    func roundTrip() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 40))
        button.accessibilityIdentifier = "go"
        window.addSubview(button)
        let recorder = host.application.eventTrace.record()
        try host.tap(button)
        try host.press(key: "k", modifiers: .command)
        recorder.stop()
        #expect(recorder.events.count > 4)
        for event in recorder.events {
            let line = event.jsonLine
            #expect(!line.contains("\n"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["kind", "timestamp", "detail", "version"])
            #expect(object["version"] as? Int == TraceEvent.jsonSchemaVersion)
            #expect(try TraceEvent(jsonLine: line) == event)
        }
        let text = recorder.events.map(\.jsonLine).joined(separator: "\n")
        #expect(text.contains(#"touch 1 began at (50, 30) -> UIButton[0] \"go\""#))
        #expect(text.contains("⌘K"))
    }

    @Test("Lines that are not JSON, lack a field, name an unknown kind or come from a newer version are refused")
    func refusesBadLines() {
        let bad = [
            "not json",
            #"{"kind":"input","timestamp":1,"detail":"x"}"#,
            #"{"kind":"teleport","timestamp":1,"detail":"x","version":1}"#,
            #"{"kind":"input","detail":"x","version":1}"#,
            #"{"kind":"input","timestamp":1,"detail":"x","version":99}"#,
        ]
        for line in bad {
            #expect(throws: TraceEvent.JSONError.self) { try TraceEvent(jsonLine: line) }
        }
        #expect(throws: Never.self) {
            try TraceEvent(jsonLine: #"{"kind":"input","timestamp":1,"detail":"x","version":1,"later":true}"#)
        }
    }
}
