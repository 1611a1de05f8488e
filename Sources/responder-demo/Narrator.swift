import Foundation
import ResponderKit

/// How the demo prints what happened.
enum TraceFormat: String, CaseIterable {
    /// A narrated story: each scene, what to watch for, where each touch went and why, who handled it; each
    /// walk up the responder chain is one line.
    case text
    /// The narrated story with every step up the responder chain on a line of its own.
    case full
    /// The raw event trace, one JSON object per line, for tools; it keeps every step.
    case json

    /// How the trace shows walks up the responder chain in this format.
    var detail: EventTrace.Detail { self == .text ? .short : .full }
    /// Whether the story is told around the trace.
    var narrates: Bool { self != .json }
}

/// Prints the demo's story as it plays, from the event trace, the diagnostic reports and the demo's own log.
@MainActor
final class Narrator {
    private let format: TraceFormat
    private let app: Figure71App
    private let start: TimeInterval
    private var counts: [TraceEvent.Kind: Int] = [:]
    private var output: (String) -> Void

    init(app: Figure71App, format: TraceFormat, start: TimeInterval, output: @escaping (String) -> Void = { print($0) }) {
        self.app = app
        self.format = format
        self.start = start
        self.output = output
        app.application.eventTrace.subscribe(detail: format.detail) { [weak self] event in self?.record(event) }
    }

    private func record(_ event: TraceEvent) {
        counts[event.kind, default: 0] += 1
        switch format {
        case .json:
            output(event.jsonLine)
        case .text, .full:
            let time = String(format: "%6.3f", event.timestamp - start)
            output("    \(time)  \(event.kind.rawValue.padding(toLength: 16, withPad: " ", startingAt: 0))\(event.detail)")
        }
    }

    /// Starts a scene: its number, title and lesson.
    func begin(_ scene: Scene, number: Int) {
        guard format.narrates else { return }
        output("")
        output("\(number). \(scene.title)")
        for line in Self.wrap(scene.lesson, width: 96) { output("   \(line)") }
    }

    /// Ends a scene: what the app's own responders reported.
    func end() {
        let notes = app.log.drain()
        guard format.narrates else { return }
        for note in notes { output("   => \(note)") }
    }

    /// A line of narration of the demo's own.
    func say(_ text: String) {
        guard format.narrates else { return }
        output("   -- \(text)")
    }

    /// Explains, before a touch goes down at `point`, which view hit testing will pick and why, and the
    /// responder chain an unhandled touch would climb from there.
    func explainTouch(at point: CGPoint, in window: UIWindow) {
        guard format.narrates else { return }
        // The touch goes to the frontmost window that takes the point: the input view's window when it
        // covers the point, else the app's.
        let target = app.application.windows.reversed().first { !$0.isHidden && $0.hitTest($0.convertFromScreen(point), with: nil) != nil } ?? window
        let report = target.hitTestReport(at: target.convertFromScreen(point))
        let reasons = report.steps.compactMap { step -> String? in
            // Views without an identifier are parts of others (a button's title label): not worth a line.
            guard step.view.accessibilityIdentifier != nil, let reason = Self.reason(step.verdict) else { return nil }
            return "\(TraceEvent.name(of: step.view)) \(reason)"
        }
        output("   hit test at (\(Int(point.x)), \(Int(point.y))): " + reasons.joined(separator: "; "))
        if let winner = report.winner {
            let chain = winner.responderChainReport().responders.map { TraceEvent.name(of: $0) }
            output("   chain: " + chain.joined(separator: " -> "))
        }
    }

    /// The verdicts worth telling a reader: why a view containing the point did or did not take it.
    private static func reason(_ verdict: HitTestReport.Verdict) -> String? {
        switch verdict {
        case .hidden: return "is hidden"
        case .alphaBelowThreshold: return "is transparent (alpha < 0.01)"
        case .userInteractionDisabled: return "has isUserInteractionEnabled = false, so it is skipped"
        case .disabledControl: return "is a disabled control, so it is skipped"
        case .tookThePoint: return "is the deepest view containing the point: it gets the touch"
        case .overrideReturnedNil: return "overrides hitTest and returned nil"
        case .overrideReturned(let other): return "overrides hitTest and returned \(TraceEvent.name(of: other))"
        case .outsideBounds, .notAskedBecauseOfAncestor, .notAskedBecauseSiblingInFront, .passedToSubview:
            return nil
        }
    }

    /// The closing summary: how much of each kind of step happened, and where things stand.
    func summary(scenes: Int) {
        guard format.narrates else { return }
        let application = app.application
        output("")
        output("Summary")
        output("   \(scenes > 0 ? "\(scenes) scenes, " : "")\(counts[.input, default: 0]) inputs through the input door, "
               + "\(counts[.inputRejected, default: 0]) rejected")
        output("   \(counts[.hitTest, default: 0]) hit tests, \(counts[.touchDelivery, default: 0]) touch callbacks, "
               + "\(counts[.recognizerState, default: 0]) recognizer state changes, "
               + "\(counts[.pressDelivery, default: 0]) press callbacks")
        output("   \(counts[.action, default: 0]) actions sent, \(counts[.firstResponder, default: 0]) first-responder "
               + "changes, \(counts[.motion, default: 0]) motion and remote events")
        output("   first responder now: \(TraceEvent.name(of: application.firstResponder)); focused: "
               + "\(TraceEvent.name(of: app.window.focusSystem.focusedItem as? UIResponder))")
        output("   diagnostics recorded: \(application.diagnostics.entries.count)")
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
