import Foundation

extension UIApplication {
    // Shake and remote-control events start at the key window's first responder, or the key window when there
    // is none (spec F8, I2, I3, I5), and travel up the chain from there.

    /// The responder shake and remote-control events start at.
    var motionTarget: UIResponder? {
        guard let window = keyWindow else { return nil }
        return window.firstResponder ?? window
    }

    func routeShake(_ shake: HostShake) throws(InputRejection) {
        let time = try inputDoor.acceptTimestamp(nil, code: 0)
        let event = UIEvent(type: .motion, subtype: .motionShake, timestamp: time)
        let ledger = deliveryLedger
        switch shake {
        case .began:
            if let interrupted = shakeInProgress?.record {
                _ = ledger.tellShakeEnded(interrupted, cancelled: true, event: event)
            }
            shakeInProgress = ShakeInProgress(record: nil)
            dispatch(.shakeBegan, of: event, to: keyWindow)
        case .ended, .cancelled:
            guard let progress = shakeInProgress else { throw InputRejection(reason: .shakeNotBegun) }
            shakeInProgress = nil
            let record = progress.record
            if !dispatch(.shakeEnded(record, cancelled: shake == .cancelled), of: event, to: keyWindow),
               let record, ledger.tellShakeEnded(record, cancelled: true, event: event) != nil {
                noteStoppedEnding(of: "a shake")
            }
        }
    }

    /// A shake's beginning, once it reached the key window through `sendEvent(_:)`.
    func deliverShakeBegan(_ event: UIEvent) {
        guard let target = motionTarget else { return }
        shakeInProgress = ShakeInProgress(record: deliveryLedger.tellShakeBegan(to: target, event: event))
    }

    /// A shake's end, once it reached the key window through `sendEvent(_:)`: the responders told it began
    /// hear it end, and a shake nobody handled may offer to undo.
    func deliverShakeEnded(_ record: MotionHearing?, cancelled: Bool, event: UIEvent) {
        guard let record, let (target, unhandled) = deliveryLedger.tellShakeEnded(record, cancelled: cancelled,
                                                                                  event: event) else { return }
        if !cancelled, unhandled { offerShakeToUndo(from: target) }
    }

    /// Posted when a shake nobody handled should offer to undo: ``applicationSupportsShakeToEdit`` is on and
    /// the first responder's undo manager can undo. The object is the application; the undo manager is under
    /// ``undoManagerUserInfoKey``.
    ///
    /// UIKit shows its "Undo" alert at this point. ResponderKit draws nothing, so the host shows the prompt
    /// (naming `undoManager.undoActionName`) and calls `undo()` if the user accepts.
    public nonisolated static let shakeToUndoNotification = Notification.Name("ResponderKitShakeToUndoNotification")

    /// The key of the `UndoManager` in the user info of ``shakeToUndoNotification``.
    public nonisolated static let undoManagerUserInfoKey = "UIApplicationUndoManagerUserInfoKey"

    /// A shake fell off the end of the chain unhandled: offer the first responder's undo, as UIKit does.
    private func offerShakeToUndo(from responder: UIResponder) {
        guard applicationSupportsShakeToEdit, let undoManager = responder.undoManager, undoManager.canUndo else {
            return
        }
        notificationCenter.post(name: UIApplication.shakeToUndoNotification, object: self,
                                userInfo: [UIApplication.undoManagerUserInfoKey: undoManager])
    }

    func routeRemoteControl(_ subtype: UIEvent.EventSubtype) throws(InputRejection) {
        guard subtype.rawValue >= UIEvent.EventSubtype.remoteControlPlay.rawValue else {
            throw InputRejection(reason: .notARemoteControlCommand)
        }
        let time = try inputDoor.acceptTimestamp(nil, code: 0)
        guard isReceivingRemoteControlEvents else {
            diagnostics.record(ResponderDiagnostic(
                kind: .remoteControlIgnored,
                message: "Remote-control command \(subtype) arrived while the app was not receiving remote-control "
                    + "events; call beginReceivingRemoteControlEvents() to get them."))
            return
        }
        dispatch(.remoteControl, of: UIEvent(type: .remoteControl, subtype: subtype, timestamp: time), to: keyWindow)
    }

    /// A remote-control command, once it reached the key window through `sendEvent(_:)`.
    func deliverRemoteControl(_ event: UIEvent) {
        guard let target = motionTarget else { return }
        let traced = eventTrace.openWalk(.motion, to: target, full: {
            "remote \(event.subtype) -> \(TraceEvent.name(of: target))"
        }, short: { "remoteControlReceived \(event.subtype)" })
        ResponderChainForwarding.isolated { target.remoteControlReceived(with: event) }
        eventTrace.closeWalk(traced)
    }
}

/// A shake the host began: the record of the responders told of it, which holds them weakly so a shake the
/// host never ends cannot keep a window (and through it the application) alive; `nil` when nobody was told.
struct ShakeInProgress {
    var record: MotionHearing?
}
