import Foundation

/// What happened among the gesture recognizers of one touch sequence (from a finger going down while no
/// finger is down and no recognizer is still deciding, to the next such finger): who took part, how they
/// related, who won, why each loser lost, and what became of the views' touches. A double tap is one
/// sequence, since the recognizers decide across both taps.
///
/// Answers "why did my tap recognizer swallow the button?". Start collecting with
/// ``UIApplication/startRecordingGestureArenas(keeping:)``; nothing is recorded, and nothing costs, until then.
@preconcurrency @MainActor
public struct GestureArenaReport: @MainActor CustomStringConvertible {
    /// Why a recognizer did not win.
    public enum Loss: Equatable {
        /// Another recognizer on the same touches recognized first and they may not recognize together (<doc:Catalog#D8>).
        case excluded(by: UIGestureRecognizer)
        /// An active recognizer on the same touches kept it from beginning (<doc:Catalog#D8>).
        case prevented(by: UIGestureRecognizer)
        /// It had to wait for this recognizer to fail, and it recognized instead (<doc:Catalog#D9>).
        case requiredRecognizerRecognized(UIGestureRecognizer)
        /// The view whose touches it would cancel refused in `gestureRecognizerShouldBegin(_:)` (<doc:Catalog#D10>, <doc:Catalog#D11>).
        case refusedByView(UIView)
        /// Its delegate's `gestureRecognizerShouldBegin(_:)` returned `false` (<doc:Catalog#D10>).
        case refusedByDelegate
        /// It was disabled or removed mid-gesture (<doc:Catalog#D12>), or its view left the window.
        case disabledOrRemoved
        /// It failed by its own rules (moved too far, too slow, wrong number of touches...).
        case failedByItself
        /// It began and was then cancelled.
        case cancelled
    }

    /// How two recognizers related.
    public enum Relation: Equatable {
        /// They were allowed to recognize together, by a delegate (<doc:Catalog#D8>).
        case simultaneous(UIGestureRecognizer, UIGestureRecognizer)
        /// The first had to wait for the second to fail (<doc:Catalog#D9>).
        case requiresFailure(UIGestureRecognizer, of: UIGestureRecognizer)
    }

    /// What became of one touch for its hit-test view.
    public enum TouchFate: Equatable {
        /// The view got the touch as it happened.
        case delivered
        /// Recognizers held its touch-down or lift back (<doc:Catalog#D5>, <doc:Catalog#D6>) and let it through later.
        case delayedThenDelivered(by: UIGestureRecognizer)
        /// A recognizer recognized with `cancelsTouchesInView` and the view got `touchesCancelled` (<doc:Catalog#D4>).
        case cancelled(by: UIGestureRecognizer)
        /// A recognizer recognized while it held the touch-down back: the view never heard of the touch (<doc:Catalog#D5>).
        case neverDelivered(by: UIGestureRecognizer)
    }

    /// One recognizer that took part.
    public struct Participant {
        /// The recognizer.
        public let recognizer: UIGestureRecognizer
        /// Its states in order, starting with `possible`.
        public let states: [UIGestureRecognizer.State]
        /// Whether it recognized (reached began or ended).
        public var recognized: Bool { states.contains { $0 == .began || $0 == .ended } }
        /// Why it lost, when it did not recognize (or was cancelled after beginning).
        public let loss: Loss?
    }

    /// One touch's fate for its view.
    public struct ViewTouch {
        /// The touch.
        public let touch: UITouch
        /// Its hit-test view.
        public let view: UIView?
        /// What became of it.
        public let fate: TouchFate
    }

    /// The recognizers that took part, in the order they joined.
    public let participants: [Participant]
    /// Simultaneous pairs and failure requirements that came into play.
    public let relations: [Relation]
    /// The touches of the sequence and what their views got.
    public let touches: [ViewTouch]

    /// The recognizers that recognized.
    public var winners: [UIGestureRecognizer] { participants.filter(\.recognized).map(\.recognizer) }

    /// The participant entry of `recognizer`, if it took part.
    public func participant(_ recognizer: UIGestureRecognizer) -> Participant? {
        participants.first { $0.recognizer === recognizer }
    }

    /// The fate of `touch`, if it belongs to the sequence.
    public func fate(of touch: UITouch) -> TouchFate? {
        touches.first { $0.touch === touch }?.fate
    }

    public var description: String {
        func name(_ recognizer: UIGestureRecognizer) -> String {
            DiagnosticFormat.name(recognizer)
        }
        var lines = ["Gesture arena:"]
        for participant in participants {
            let states = participant.states.map { "\($0)" }.joined(separator: " -> ")
            var line = "  \(name(participant.recognizer)): \(states)"
            if let loss = participant.loss {
                switch loss {
                case .excluded(let winner): line += "; lost: excluded by \(name(winner))"
                case .prevented(let other): line += "; lost: prevented by \(name(other))"
                case .requiredRecognizerRecognized(let other): line += "; lost: \(name(other)), which it had to wait for, recognized"
                case .refusedByView(let view): line += "; lost: \(TraceEvent.name(of: view)) refused in gestureRecognizerShouldBegin"
                case .refusedByDelegate: line += "; lost: its delegate refused to let it begin"
                case .disabledOrRemoved: line += "; lost: disabled or removed"
                case .failedByItself: line += "; failed by its own rules"
                case .cancelled: line += "; cancelled"
                }
            } else if participant.recognized {
                line += "; won"
            }
            lines.append(line)
        }
        for relation in relations {
            switch relation {
            case .simultaneous(let first, let second): lines.append("  \(name(first)) and \(name(second)) recognize together")
            case .requiresFailure(let waiter, let other): lines.append("  \(name(waiter)) waits for \(name(other)) to fail")
            }
        }
        for touch in touches {
            let view = TraceEvent.name(of: touch.view)
            switch touch.fate {
            case .delivered: lines.append("  \(view) got its touch as it happened")
            case .delayedThenDelivered(let by): lines.append("  \(view) got its touch late: \(name(by)) held it back (delaysTouches)")
            case .cancelled(let by): lines.append("  \(view) got touchesCancelled: \(name(by)) recognized and cancelsTouchesInView is true")
            case .neverDelivered(let by): lines.append("  \(view) never heard of its touch: \(name(by)) recognized while holding it back")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// The gesture-arena reports of an application, one per touch sequence, newest last.
@preconcurrency @MainActor
public final class GestureArenaLog {
    /// How many reports are kept; older ones are dropped.
    public let capacity: Int
    private var finished: [GestureArenaReport] = []
    var draft: ArenaReportDraft?

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The reports so far, the sequence in progress last.
    public var reports: [GestureArenaReport] {
        finished + (draft.map { [$0.report] } ?? [])
    }

    /// The report of the latest touch sequence.
    public var latest: GestureArenaReport? { draft?.report ?? finished.last }

    func startSequence() {
        if let draft {
            if finished.count == capacity { finished.removeFirst() }
            finished.append(draft.report)
        }
        draft = ArenaReportDraft()
    }
}

/// The report of the sequence in progress, filled in by the arena as things happen.
@MainActor
final class ArenaReportDraft {
    private var participants: [(recognizer: UIGestureRecognizer, states: [UIGestureRecognizer.State],
                                loss: GestureArenaReport.Loss?)] = []
    private var relations: [GestureArenaReport.Relation] = []
    private var touches: [(touch: UITouch, view: UIView?, fate: GestureArenaReport.TouchFate, delayedBy: UIGestureRecognizer?)] = []
    /// The reason the arena is about to fail or cancel a recognizer for; read by the transition that follows.
    private var pendingLoss: [ObjectIdentifier: GestureArenaReport.Loss] = [:]

    var report: GestureArenaReport {
        GestureArenaReport(
            participants: participants.map { .init(recognizer: $0.recognizer, states: $0.states, loss: $0.loss) },
            relations: relations,
            touches: touches.map { .init(touch: $0.touch, view: $0.view, fate: $0.fate) })
    }

    func join(_ recognizer: UIGestureRecognizer, touch: UITouch) {
        if !participants.contains(where: { $0.recognizer === recognizer }) {
            participants.append((recognizer, [recognizer.storedState], nil))
        }
        if !touches.contains(where: { $0.touch === touch }) { touches.append((touch, touch.view, .delivered, nil)) }
    }

    func relate(_ relation: GestureArenaReport.Relation) {
        if !relations.contains(relation) { relations.append(relation) }
    }

    func willLose(_ recognizer: UIGestureRecognizer, because loss: GestureArenaReport.Loss) {
        pendingLoss[ObjectIdentifier(recognizer)] = loss
    }

    func transition(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        guard let index = participants.firstIndex(where: { $0.recognizer === recognizer }) else { return }
        participants[index].states.append(state)
        let noted = pendingLoss.removeValue(forKey: ObjectIdentifier(recognizer))
        switch state {
        case .failed: participants[index].loss = noted ?? .failedByItself
        case .cancelled: participants[index].loss = noted ?? .cancelled
        default: break
        }
    }

    func touchHeldBack(_ touch: UITouch, by recognizer: UIGestureRecognizer?) {
        guard let index = touches.firstIndex(where: { $0.touch === touch }), touches[index].delayedBy == nil else { return }
        touches[index].delayedBy = recognizer
    }

    func touchReleased(_ touch: UITouch) {
        guard let index = touches.firstIndex(where: { $0.touch === touch }), let by = touches[index].delayedBy else { return }
        touches[index].fate = .delayedThenDelivered(by: by)
    }

    func touchClaimed(_ touch: UITouch, by recognizer: UIGestureRecognizer, viewHeardOfIt: Bool) {
        guard let index = touches.firstIndex(where: { $0.touch === touch }) else { return }
        touches[index].fate = viewHeardOfIt ? .cancelled(by: recognizer) : .neverDelivered(by: recognizer)
    }
}

extension UIApplication {
    /// Starts keeping a ``GestureArenaReport`` for every touch sequence; returns the log they go into.
    @discardableResult
    public func startRecordingGestureArenas(keeping capacity: Int = 64) -> GestureArenaLog {
        let log = GestureArenaLog(capacity: capacity)
        gestureArena.reportLog = log
        return log
    }

    /// Stops keeping gesture-arena reports; the log already returned keeps what it has.
    public func stopRecordingGestureArenas() {
        gestureArena.reportLog = nil
    }
}
