import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

// The one place where every gesture test's recognizer state histories are checked against D1. Each gesture
// suite carries the `.checksGestureStateHistories` trait; hosts made with `makeGestureHost()` report every
// state change of every recognizer to the recorder of the running test, and the trait fails the test if any
// history holds a transition D1 does not allow.

/// Transitions D1 allows, written out independently of the library's own table.
private let legalTransitions: Set<String> = [
    "possible>began", "possible>ended", "possible>failed",
    "began>changed", "began>ended", "began>cancelled",
    "changed>changed", "changed>ended", "changed>cancelled",
    "ended>possible", "cancelled>possible", "failed>possible",
]

/// Collects the state changes of one test's recognizers.
@MainActor
final class GestureHistoryRecorder {
    private(set) var transitions: [(recognizer: ObjectIdentifier, name: String, from: UIGestureRecognizer.State,
                                    to: UIGestureRecognizer.State)] = []
    private(set) var hostCount = 0

    func watch(_ application: UIApplication) {
        hostCount += 1
        application.gestureRecognizerStateObserver = { [unowned self] recognizer, from, to in
            transitions.append((ObjectIdentifier(recognizer), "\(type(of: recognizer))", from, to))
        }
    }

    /// The states `recognizer` went through, starting with the state it left first.
    func history(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer.State] {
        let id = ObjectIdentifier(recognizer)
        let mine = transitions.filter { $0.recognizer == id }
        guard let first = mine.first else { return [] }
        return [first.from] + mine.map(\.to)
    }

    var illegalTransitions: [String] {
        var problems: [String] = []
        var lastState: [ObjectIdentifier: UIGestureRecognizer.State] = [:]
        for change in transitions {
            if !legalTransitions.contains("\(change.from)>\(change.to)") {
                problems.append("\(change.name): \(change.from) -> \(change.to)")
            }
            if let last = lastState[change.recognizer], last != change.from {
                problems.append("\(change.name): reported leaving \(change.from) while in \(last)")
            }
            lastState[change.recognizer] = change.to
        }
        return problems
    }
}

enum GestureHistory {
    @TaskLocal static var recorder: GestureHistoryRecorder?
}

/// Runs a test with a fresh recorder and fails it if a recognizer made an illegal transition (D1).
struct GestureStateHistoryCheck: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(for test: Test, testCase: Test.Case?,
                      performing function: @Sendable () async throws -> Void) async throws {
        guard !test.isSuite else { return try await function() }
        let recorder = GestureHistoryRecorder()
        try await GestureHistory.$recorder.withValue(recorder) { try await function() }
        let problems = await recorder.illegalTransitions
        #expect(problems.isEmpty, "illegal gesture state transitions (D1): \(problems)")
    }
}

extension Trait where Self == GestureStateHistoryCheck {
    /// Checks every recognizer's state history in the test against D1.
    static var checksGestureStateHistories: Self { GestureStateHistoryCheck() }
}

/// An isolated host whose recognizers' state changes go to the running test's recorder.
@MainActor
func makeGestureHost() -> EventTestHost {
    let host = EventTestHost()
    GestureHistory.recorder?.watch(host.application)
    return host
}

/// The recorder of the running test.
@MainActor
var gestureHistory: GestureHistoryRecorder {
    GestureHistory.recorder!
}

/// An ordered log of what views, controls and recognizers did, to compare with the seed traces.
@MainActor
final class EventTrace {
    var entries: [String] = []
    func log(_ entry: String) { entries.append(entry) }
}

/// A view that logs its touch callbacks and what it saw of each touch.
final class TracingView: UIView {
    var trace: EventTrace?
    var label = "view"
    var beganTouches: [(location: CGPoint, timestamp: Double)] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches { beganTouches.append((touch.location(in: nil), touch.timestamp)) }
        trace?.log("\(label) touchesBegan")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace?.log("\(label) touchesMoved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace?.log("\(label) touchesEnded")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace?.log("\(label) touchesCancelled")
    }
}

/// A real `UIButton` that logs its touch callbacks around UIKit's own handling and counts its actions and
/// cancelled tracking, so traces show where the button's action falls among its touch callbacks.
final class GestureTraceButton: UIButton {
    var trace: EventTrace?
    var label = "button"
    var actionCount = 0
    var trackingCancelled = 0

    init(frame: CGRect = .zero, trace: EventTrace? = nil) {
        self.trace = trace
        super.init(frame: frame)
        addAction(UIAction { [unowned self] _ in
            actionCount += 1
            self.trace?.log("\(label) action")
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trace?.log("\(label) touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        trace?.log("\(label) touchesEnded")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        trace?.log("\(label) touchesCancelled")
    }
    override func cancelTracking(with event: UIEvent?) {
        trackingCancelled += 1
        super.cancelTracking(with: event)
    }
}

/// A window with a plain root view, and `view` placed in it at `frame`.
@MainActor
func place<View: UIView>(_ view: View, at frame: CGRect, in host: EventTestHost) -> UIWindow {
    let window = host.makeWindow()
    view.frame = frame
    window.addSubview(view)
    return window
}

@MainActor
final class TapHandler {
    var calls: [String] = []
    func handleTap(_ sender: UITapGestureRecognizer) {
        let point = sender.location(in: nil)
        calls.append("handleTap \(sender.state) at (\(point.x), \(point.y)) with \(sender.numberOfTouches) touch")
    }
    func didTap() { calls.append("didTap") }
}

final class RequiringDelegate: UIGestureRecognizerDelegate {
    weak var required: UIGestureRecognizer?
    init(required: UIGestureRecognizer) { self.required = required }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === required
    }
}

final class GatekeeperDelegate: UIGestureRecognizerDelegate {
    var receives = true
    var begins = true
    var questions: [String] = []
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        questions.append("shouldReceive")
        return receives
    }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        questions.append("shouldBegin")
        return begins
    }
}

/// Logs the touch-downs it sees and never recognizes anything.
final class LoggingRecognizer: UIGestureRecognizer {
    let trace: EventTrace
    var seenTouch: UITouch?
    init(trace: EventTrace, label: String) {
        self.trace = trace
        super.init(target: nil, action: nil)
        name = label
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        seenTouch = touches.first
        trace.log("\(name!) began")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }
}

/// Ignores every touch it is given.
final class IgnoringRecognizer: UIGestureRecognizer {
    var callsAfterIgnoring = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { ignore(touch, for: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { callsAfterIgnoring += 1 }
}

/// A long press that other recognizers cannot make fail, and that makes a tap on its touches fail.
final class UnpreventableLongPress: UILongPressGestureRecognizer {
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
