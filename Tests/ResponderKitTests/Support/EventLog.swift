import Foundation
import ResponderKit

/// A shared, ordered log that recording responders write to, so a test can assert the exact path of an event.
@MainActor
final class EventLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }
    func removeAll() { entries.removeAll() }

    /// The entries whose method part is `method`, e.g. the names of the responders that saw `touchesBegan`.
    func names(for method: String) -> [String] {
        entries.compactMap { entry in
            let parts = entry.split(separator: ".", maxSplits: 1)
            return parts.count == 2 && parts[1] == method ? String(parts[0]) : nil
        }
    }
}

/// What a recording responder does with a touch event after logging it.
enum TouchHandling {
    /// Calls `super`, so the event continues up the chain.
    case forward
    /// Does not call `super`: the event stops here.
    case consume
}

/// A view that logs each touch callback as "name.method" and forwards or consumes it.
@MainActor
class RecordingView: UIView {
    let name: String
    let log: EventLog
    var handling: TouchHandling
    /// Every touch this view was told about, with the phase callback it came in.
    private(set) var received: [(method: String, touches: Set<UITouch>)] = []

    init(_ name: String, log: EventLog, frame: CGRect = .zero, handling: TouchHandling = .forward) {
        self.name = name
        self.log = log
        self.handling = handling
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func count(_ method: String) -> Int { received.filter { $0.method == method }.count }

    /// The touch sets this view got in each `method` callback, in order.
    func receivedTouchLists(for method: String) -> [Set<UITouch>] {
        received.filter { $0.method == method }.map(\.touches)
    }

    private func record(_ method: String, _ touches: Set<UITouch>) -> Bool {
        log.append("\(name).\(method)")
        received.append((method, touches))
        return handling == .forward
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if record("touchesBegan", touches) { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if record("touchesMoved", touches) { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if record("touchesEnded", touches) { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if record("touchesCancelled", touches) { super.touchesCancelled(touches, with: event) }
    }
}

/// A view controller that logs touch callbacks and forwards them.
@MainActor
final class RecordingViewController: UIViewController {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// A window that logs touch callbacks and forwards them.
@MainActor
final class RecordingWindow: UIWindow {
    var log: EventLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("window.touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("window.touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// An application subclass that logs touch callbacks and forwards them to its delegate.
@MainActor
final class RecordingApplication: UIApplication {
    var log: EventLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("application.touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.append("application.touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// An app delegate that is a responder, so it ends the chain (A8), and logs what reaches it.
@MainActor
final class RecordingAppDelegate: UIResponder, UIApplicationDelegate {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("delegate.touchesBegan")
        super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("delegate.touchesEnded")
        super.touchesEnded(touches, with: event)
    }
}

/// A view that accepts first-responder status, standing in for a text field until controls land.
@MainActor
class EditableView: UIView {
    var refusesToResign = false
    var resignCalls = 0

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }

    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
}
