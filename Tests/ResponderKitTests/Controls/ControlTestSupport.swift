import Foundation
import ResponderKit

extension Selector {
    static let tap: Selector = "tap:"
}

/// An ordered record of what happened, shared by reference between a test and the objects it watches.
@MainActor
final class TraceLog {
    var entries: [String] = []

    func append(_ entry: String) {
        entries.append(entry)
    }
}

/// Every touch event of a control with the name it is logged under.
let touchEventNames: [(UIControl.Event, String)] = [
    (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
    (.touchDragInside, "touchDragInside"), (.touchDragOutside, "touchDragOutside"),
    (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
    (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
    (.touchCancel, "touchCancel"), (.primaryActionTriggered, "primaryActionTriggered"),
]

/// Registers a closure action per touch event of `control` that logs the event's name.
@MainActor
func logTouchEvents(of control: UIControl, into log: TraceLog) {
    for (event, name) in touchEventNames {
        control.addAction(UIAction(identifier: UIAction.Identifier(name)) { _ in log.append(name) }, for: event)
    }
}

/// A view controller that implements `tap:` and logs it with its sender.
final class TapController: UIViewController {
    let log = TraceLog()
    var senders: [Any?] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.tap, TapController.tap)
    }

    func tap(_ sender: Any?) {
        senders.append(sender)
        log.append("action")
    }
}

/// A view that can be first responder, standing in for a text field being edited; it implements `tap:`.
final class FieldStandIn: UIView {
    var taps = 0

    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.tap, FieldStandIn.tap)
    }

    func tap(_ sender: Any?) {
        taps += 1
    }
}

/// A view that can be first responder and implements no action.
final class PlainFirstResponder: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// A control that records the tracking calls it gets.
final class TrackingProbe: UIControl {
    var beginResult = true
    var continueResult = true
    var calls: [String] = []
    var cancelEvents: [UIEvent?] = []

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("beginTracking")
        return beginResult
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        calls.append("continueTracking")
        return continueResult
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        calls.append("endTracking(tracking: \(isTracking))")
    }

    override func cancelTracking(with event: UIEvent?) {
        calls.append("cancelTracking")
        cancelEvents.append(event)
    }
}
