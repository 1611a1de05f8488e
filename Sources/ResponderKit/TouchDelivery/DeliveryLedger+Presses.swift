import Foundation

// The ledger's part of a press's path: press routing -> key commands -> recognizers -> **ledger** -> the
// press's responder -> the recorded chain (H3).

extension DeliveryLedger {
    /// Tells the press's responders about `phase`: a began goes to its responder and up through `next`,
    /// every later phase to the responders that heard the began, in that order, whatever moved or was freed
    /// since. Returns whether a responder kept the press from falling off the end of the chain.
    @discardableResult
    func tellResponders(_ press: UIPress, _ phase: UIPress.Phase) -> Bool {
        let start: UIResponder
        switch phase {
        case .began:
            guard let responder = press.responder else { return false }
            _ = press.hearing.entry(for: responder)
            start = responder
        case .changed, .ended, .cancelled:
            guard let index = firstOpenHearer(of: press) else { return !press.hearing.reachedEndOfChain }
            if phase != .changed { press.hearing.markEnded(index) }
            guard let responder = press.hearing.responder(at: index) else { return false }
            start = responder
        case .stationary:
            return true
        }
        let event = application.pressRouting.event
        let traced = trace.openWalk(.pressDelivery, to: start, full: {
            "\(phase) \(Self.describe(press)) -> \(TraceEvent.name(of: start))"
        }, short: {
            "\(DiagnosticFormat.method("presses", phase)) \(Self.describe(press))"
        })
        ResponderChainForwarding.isolated {
            let presses: Set<UIPress> = [press]
            switch phase {
            case .began: start.pressesBegan(presses, with: event)
            case .changed: start.pressesChanged(presses, with: event)
            case .ended: start.pressesEnded(presses, with: event)
            case .cancelled: start.pressesCancelled(presses, with: event)
            case .stationary: break
            }
        }
        trace.closeWalk(traced)
        return !press.hearing.reachedEndOfChain
    }

    /// The press as traces write it: its key as a Mac menu writes it (`⌘K`), or its type.
    private static func describe(_ press: UIPress) -> String {
        guard let key = press.key else { return "\(press.type)" }
        return DiagnosticFormat.key(key.keyCode, modifiers: key.modifierFlags, characters: key.charactersIgnoringModifiers)
    }

    /// The first responder along the press's record that is alive and has not heard its end: its own
    /// responder, or, if that was freed, the first of those it passed the press on to.
    private func firstOpenHearer(of press: UIPress) -> Int? {
        guard !press.hearing.isEmpty else { return nil }
        var index = 0
        while true {
            if press.hearing.hasEnded(index) { return nil }
            if press.hearing.responder(at: index) != nil { return index }
            let next = Int(press.hearing[index].successor)
            guard next >= 0 else { return nil }
            index = next
        }
    }

    /// Whether the press's own responder ran the default `pressesBegan` (passed the press on, or found no
    /// next responder), rather than keeping the press to itself.
    func responderPassedOn(_ press: UIPress) -> Bool {
        !press.hearing.isEmpty && press.hearing[0].calledDefault
    }

    /// Sends `pressesCancelled` to the responders of presses that started at `view` or inside it (<doc:Catalog#H3>, as
    /// <doc:Catalog#C8> does for touches). The press stays down for the host and its recognizers; its responders hear
    /// nothing more of it.
    func cancelPresses(whoseResponderIsInside view: UIView) {
        for press in application.pressRouting.activePresses
        where press.responderDelivery == .delivering || press.responderDelivery == .cancellationPending {
            guard let responder = press.responder, Self.responder(responder, isInside: view) else { continue }
            press.responderDelivery = .finished
            tellResponders(press, .cancelled)
        }
    }

    private static func responder(_ responder: UIResponder, isInside view: UIView) -> Bool {
        if let responderView = responder as? UIView { return responderView.isDescendant(of: view) }
        if let controller = responder as? UIViewController, let controllerView = controller.viewIfLoaded {
            return controllerView.isDescendant(of: view)
        }
        return false
    }
}
