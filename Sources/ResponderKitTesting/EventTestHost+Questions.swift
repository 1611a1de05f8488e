import Foundation
import ResponderKit

// The questions a test asks about routing, answered as values the diagnostics reports already hold, and
// expectations that fail with the report that explains the routing.

/// One action the application sent: where it went and whether anything handled it.
///
/// It holds its objects weakly, so a host that records every action keeps no view or controller alive.
@preconcurrency @MainActor
public struct ActionRecord {
    /// The action's selector.
    public let action: Selector
    /// The object that received the action, `nil` when nobody handled it or it has gone.
    public private(set) weak var receiver: AnyObject?
    /// Whether an object ran the action.
    public let handled: Bool
    /// The action-resolution report as text, made just before delivery: where the search started, who was
    /// asked, who received it.
    public let report: String

    init(report: ActionResolutionReport, handled: Bool) {
        action = report.action
        receiver = report.receiver
        self.handled = handled
        self.report = report.description
    }
}

/// A window's first responder changed; the objects are held weakly, their names are kept for messages.
@preconcurrency @MainActor
public struct FirstResponderChange: CustomStringConvertible {
    /// The window whose first responder changed.
    public private(set) weak var window: UIWindow?
    /// The first responder before, `nil` when there was none (or it has gone).
    public private(set) weak var from: UIResponder?
    /// The first responder after, `nil` when there is none (or it has gone).
    public private(set) weak var to: UIResponder?
    /// "UITextField"name" -> UIButton[0.1]", named as the event trace names responders.
    public let description: String

    init(window: UIWindow, from: UIResponder?, to: UIResponder?) {
        self.window = window
        self.from = from
        self.to = to
        description = "\(TraceEvent.name(of: from)) -> \(TraceEvent.name(of: to))"
    }
}

/// A first responder remembered without keeping it alive.
final class WeakResponder {
    weak var responder: UIResponder?
}

/// An expectation about routing failed; its description holds the report that shows where events went, and
/// ends with where the recording of the test's input is and how to replay it (spec T10).
public struct RoutingExpectationFailure: Error, CustomStringConvertible {
    /// What was expected and what happened, in one sentence.
    public let expectation: String
    /// The diagnostics report of the routing in question.
    public let report: String
    /// Where the recording of the input the host sent is and the call that replays it (spec T10).
    public let replay: String

    public var description: String { "\(expectation)\n\(report)\n\(replay)" }
}

extension EventTestHost {
    /// How the latest touch-down was hit-tested: the report of the frontmost shown window at its point, as the
    /// hierarchy is now (move or hide views after the touch and this shows the new answer).
    public var lastHitTest: HitTestReport? {
        guard let point = lastTouchDownPoint else { return nil }
        let reports = application.windows.reversed().filter { !$0.isHidden }
            .map { $0.hitTestReport(at: $0.convertFromScreen(point)) }
        return reports.first { $0.winner != nil } ?? reports.first
    }

    /// The view the latest touch-down went to, the one that handled it unless a recognizer took it.
    public var lastTouchedView: UIView? { lastHitTest?.winner }

    /// The responder chain from ``lastTouchedView``: where an unhandled touch travels.
    public var lastChain: ResponderChainReport? { lastTouchedView?.responderChainReport() }

    /// The latest action the application sent.
    public var lastAction: ActionRecord? { actions.last }

    /// The gesture-arena report of the latest touch sequence, once ``recordGestureArenas()`` was called: who
    /// took part, who won, what the views saw.
    public var lastArena: GestureArenaReport? { gestureArenas?.latest }

    /// Starts keeping a gesture-arena report for every touch sequence, for ``lastArena`` and
    /// ``expectRecognized(_:)``. Opt-in because the reports hold their touches and recognizers.
    @discardableResult
    public func recordGestureArenas() -> GestureArenaLog {
        if let gestureArenas { return gestureArenas }
        let log = application.startRecordingGestureArenas()
        gestureArenas = log
        return log
    }

    /// The latest first-responder change.
    public var lastFirstResponderChange: FirstResponderChange? { firstResponderChanges.last }

    /// Whether the keyboard (or the first responder's input view) is on screen.
    public var isKeyboardShown: Bool { keyboardFrame != nil }

    // MARK: Expectations

    /// Fails, printing the hit-test report, unless the latest touch-down went to `view`.
    public func expectTouch(reached view: UIView) throws {
        guard let report = lastHitTest else {
            throw RoutingExpectationFailure(expectation: "Expected a touch to reach \(Self.name(of: view)), "
                                                + "but no finger has gone down.", report: "", replay: replayNote())
        }
        guard report.winner !== view else { return }
        throw RoutingExpectationFailure(
            expectation: "Expected the last touch to reach \(Self.name(of: view)), but it went to "
                + "\(report.winner.map(Self.name(of:)) ?? "no view").",
            report: report.description, replay: replayNote())
    }

    /// Fails, printing the action-resolution report, unless the latest action was `action` and `receiver`
    /// received it.
    public func expectLastAction(_ action: Selector, reached receiver: AnyObject) throws {
        guard let record = lastAction else {
            throw RoutingExpectationFailure(expectation: "Expected \(action) to reach \(Swift.type(of: receiver)), "
                                                + "but no action was sent.", report: "", replay: replayNote())
        }
        guard record.action != action || record.receiver !== receiver else { return }
        throw RoutingExpectationFailure(
            expectation: "Expected \(action) to reach \(Swift.type(of: receiver)), but the last action was "
                + "\(record.action), received by \(record.receiver.map { "\(Swift.type(of: $0))" } ?? "nobody").",
            report: record.report, replay: replayNote())
    }

    /// Fails, printing the first-responder changes and the chain from the current one, unless `responder` is
    /// the key window's first responder.
    public func expectFirstResponder(_ responder: UIResponder) throws {
        let current = application.keyWindow?.firstResponder
        guard current !== responder else { return }
        let changes = firstResponderChanges.map { "  \($0)" }
        throw RoutingExpectationFailure(
            expectation: "Expected \(TraceEvent.name(of: responder)) to be first responder, but it is "
                + "\(TraceEvent.name(of: current)).",
            report: (["first-responder changes:"] + (changes.isEmpty ? ["  none"] : changes)).joined(separator: "\n")
                + (current.map { "\n" + $0.responderChainReport().description } ?? ""),
            replay: replayNote())
    }

    /// Fails, printing the latest gesture-arena report, unless `recognizer` recognized in the latest touch
    /// sequence.
    public func expectRecognized(_ recognizer: UIGestureRecognizer) throws {
        guard let report = lastArena else {
            throw RoutingExpectationFailure(expectation: "Expected \(Swift.type(of: recognizer)) to recognize, but "
                                                + "no touch sequence was recorded; call recordGestureArenas() first.",
                                            report: "", replay: replayNote())
        }
        guard report.participant(recognizer)?.recognized != true else { return }
        throw RoutingExpectationFailure(
            expectation: "Expected \(Swift.type(of: recognizer)) to recognize in the last touch sequence; it did not.",
            report: report.description, replay: replayNote())
    }

    /// Fails unless the keyboard is shown (`true`) or hidden (`false`), printing the first-responder changes.
    public func expectKeyboard(shown: Bool) throws {
        guard isKeyboardShown != shown else { return }
        let changes = firstResponderChanges.map { "  \($0)" }
        throw RoutingExpectationFailure(
            expectation: "Expected the keyboard to be \(shown ? "shown" : "hidden"), but it is "
                + "\(shown ? "hidden" : "shown"); the first responder is "
                + "\(TraceEvent.name(of: application.keyWindow?.firstResponder)).",
            report: (["first-responder changes:"] + (changes.isEmpty ? ["  none"] : changes)).joined(separator: "\n"),
            replay: replayNote())
    }

    // MARK: Recording

    /// How many actions and first-responder changes are kept; older ones are dropped, so a long test stays
    /// flat in memory.
    public static let keptRecords = 256

    /// Starts recording actions, first-responder changes and the keyboard's frame for the questions above.
    func startAnsweringQuestions() {
        application.observeActions { [weak self] report, handled in
            guard let self else { return }
            if actions.count == Self.keptRecords { actions.removeFirst() }
            actions.append(ActionRecord(report: report, handled: handled))
        }
        let center = application.notificationCenter
        _ = center.addObserver(forName: UIWindow.firstResponderDidChangeNotification, object: nil,
                               queue: nil) { [weak self] notification in
            guard let window = notification.object as? UIWindow else { return }
            MainActor.assumeIsolated { self?.noteFirstResponderChange(in: window) }
        }
        for (name, shown) in [(UIResponder.keyboardDidShowNotification, true),
                              (UIResponder.keyboardDidHideNotification, false)] {
            _ = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] notification in
                let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                MainActor.assumeIsolated { self?.keyboardFrame = shown ? frame ?? .zero : nil }
            }
        }
    }

    /// Records `window`'s change from the first responder it had last time to the one it has now.
    private func noteFirstResponderChange(in window: UIWindow) {
        let key = ObjectIdentifier(window)
        let remembered = previousFirstResponders[key] ?? WeakResponder()
        previousFirstResponders[key] = remembered
        let change = FirstResponderChange(window: window, from: remembered.responder, to: window.firstResponder)
        remembered.responder = window.firstResponder
        if firstResponderChanges.count == Self.keptRecords { firstResponderChanges.removeFirst() }
        firstResponderChanges.append(change)
    }

    /// Notes where a finger went down, for ``lastHitTest``.
    func noteTouchDown(in input: HostInput) {
        switch input {
        case .touch(let touch) where touch.action == .down:
            lastTouchDownPoint = touch.location
        case .touches(let touches):
            if let down = touches.last(where: { $0.action == .down }) { lastTouchDownPoint = down.location }
        default:
            break
        }
    }
}
