import Foundation
import ResponderKit

/// Everything the probes saw, checked as it arrives against C2 and C11 (touches), H3 (presses) and I2 (shakes):
/// a responder hears of a touch or press first with a began, ends it exactly once and hears nothing after;
/// a shake's end goes to the responders that heard it begin.
///
/// Objects are told apart by a serial number held with a weak reference, not by `ObjectIdentifier` alone,
/// so a freed view or touch whose address is reused is never mistaken for the new object there.
@MainActor
final class CallbackLedger {
    private enum Status { case open, closed }

    private final class Record {
        weak var responder: UIResponder?
        let name: String
        var status: Status

        init(responder: UIResponder, name: String) {
            self.responder = responder
            self.name = name
            status = .open
        }
    }

    private final class Identity {
        weak var object: AnyObject?
        let serial: Int

        init(object: AnyObject, serial: Int) {
            self.object = object
            self.serial = serial
        }
    }

    private struct Pair: Hashable {
        let responder: Int
        let item: Int
    }

    private var records: [Pair: Record] = [:]
    private var identities: [ObjectIdentifier: Identity] = [:]
    private var nextSerial = 0
    /// Responders that heard a shake begin and not yet its end.
    private var shaking: [Int: Record] = [:]
    private(set) var violations: [String] = []
    private(set) var callbackCount = 0
    /// How many times a touch's phase was checked against its callback's (C13).
    private(set) var phaseChecks = 0

    enum Phase: String { case began, moved, ended, cancelled }

    func touches(_ responder: UIResponder, _ phase: Phase, _ touches: Set<UITouch>) {
        for touch in touches {
            note(responder, item: touch, phase: phase, ownView: touch.view === responder, what: "touch")
        }
        checkPhase(of: touches, in: phase, "\(Probe.name(of: responder))")
    }

    /// C13: inside `touches<Phase>` every touch reads that phase, before and after whatever the callback did.
    func checkPhase(of touches: Set<UITouch>, in phase: Phase, _ name: @autoclosure () -> String) {
        let expected: UITouch.Phase
        switch phase {
        case .began: expected = .began
        case .moved: expected = .moved
        case .ended: expected = .ended
        case .cancelled: expected = .cancelled
        }
        phaseChecks += touches.count
        for touch in touches where touch.phase != expected {
            violations.append("C13: \(name()) read \(touch.phase) in touches\(phase.rawValue.capitalized)")
        }
    }

    func presses(_ responder: UIResponder, _ phase: Phase, _ presses: Set<UIPress>) {
        for press in presses { note(responder, item: press, phase: phase, ownView: false, what: "press") }
    }

    /// I2: one shake at a time per responder; an end only after a began.
    func motion(_ responder: UIResponder, _ phase: Phase) {
        callbackCount += 1
        guard WorldChange.shakeEndings.isOn else { return }
        let key = serial(of: responder)
        let name = "\(Probe.name(of: responder)) shake"
        switch phase {
        case .began:
            if shaking[key] != nil { violations.append("I2: \(name): motionBegan twice without an end") }
            shaking[key] = Record(responder: responder, name: name)
        case .ended, .cancelled:
            if shaking.removeValue(forKey: key) == nil {
                violations.append("I2: \(name): motion\(phase.rawValue.capitalized) without motionBegan")
            }
        case .moved: break
        }
    }

    private func serial(of object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let known = identities[key], known.object === object { return known.serial }
        nextSerial += 1
        identities[key] = Identity(object: object, serial: nextSerial)
        return nextSerial
    }

    private func note(_ responder: UIResponder, item: AnyObject, phase: Phase, ownView: Bool, what: String) {
        callbackCount += 1
        let pair = Pair(responder: serial(of: responder), item: serial(of: item))
        let name = "\(Probe.name(of: responder)) \(what) \(pair.item)"
        let record = records[pair]
        switch (phase, record?.status) {
        case (.began, nil): records[pair] = Record(responder: responder, name: name)
        case (.began, .open?): violations.append("\(name): began twice")
        case (_, .closed?): violations.append("\(name): \(phase) after it had ended")
        case (.moved, .open?): break
        case (.ended, .open?), (.cancelled, .open?): record?.status = .closed
        case (_, nil) where ownView: violations.append("C11: \(name): \(phase) without began on its own view")
        case (_, nil) where WorldChange.strictEndings.isOn:
            violations.append("C11: \(name): \(phase) without began")
        case (_, nil): break
        }
    }

    /// Pairs still open once every finger and key is up, every shake over and every timer fired; a freed
    /// responder can hear nothing more, so only live ones count.
    func unfinished() -> [String] {
        let touches = records.values.filter { $0.status == .open && $0.responder != nil }
            .map { "\($0.name): began but never ended" }
        let shakes = shaking.values.filter { $0.responder != nil }.map { "I2: \($0.name): began but never ended" }
        return touches + shakes
    }
}
