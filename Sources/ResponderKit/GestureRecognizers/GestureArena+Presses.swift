import Foundation

// Presses join the same competition as touches (H2, H3).

extension GestureArena {
    // MARK: Presses (H2, H3)
    // Presses join the same competition as touches: a recognizer holding a press competes with the others
    // holding it (D8, D9), and recognizing takes the press from the responders as it takes touches from views.

    /// Gives a press that just began to the recognizers of its target view and every ancestor, deepest first.
    func gatherRecognizers(for press: UIPress) {
        var walk = SuperviewWalk(from: press.responder?.anchorView)
        while let view = walk.next() {
            for recognizer in view.gestureRecognizerStorage where accepts(recognizer, press, on: view) {
                if recognizer.arenaStatus == .outside {
                    recognizer.arenaStatus = .tracking
                    recognizer.arena = self
                    participants.append(recognizer)
                }
                recognizer.trackedPresses.append(press)
                press.recognizerStorage.append(recognizer)
            }
        }
    }

    func accepts(_ recognizer: UIGestureRecognizer, _ press: UIPress, on view: UIView) -> Bool {
        guard recognizer.isEnabled else { return false }
        switch recognizer.arenaStatus {
        case .outside: break
        case .tracking: guard recognizer.receivesTouches else { return false }
        case .waitingForFailure, .finished: return false
        }
        let type = press.type.rawValue
        guard recognizer.allowedPressTypes.contains(where: { $0.intValue == type }) else { return false }
        guard let delegate = recognizer.delegate else { return true }
        let answer = delegate.gestureRecognizer(recognizer, shouldReceive: application.pressRouting.event)
            && delegate.gestureRecognizer(recognizer, shouldReceive: press)
        return answer && stillTakes(recognizer, on: view)
    }

    /// Tells the recognizers still deciding on `press` that it is in `phase`; a press that ended or was
    /// cancelled then lets finished recognizers reset.
    func deliver(_ press: UIPress, _ phase: UIPress.Phase, event: UIPressesEvent) {
        if !press.recognizerStorage.isEmpty {
            let presses: Set<UIPress> = [press]
            for recognizer in press.recognizerStorage where recognizer.receivesTouches {
                switch phase {
                case .began: recognizer.pressesBegan(presses, with: event)
                case .changed: recognizer.pressesChanged(presses, with: event)
                case .ended: recognizer.pressesEnded(presses, with: event)
                case .cancelled: recognizer.pressesCancelled(presses, with: event)
                case .stationary: break
                }
            }
        }
        guard !press.isDown else { return }
        for recognizer in press.recognizerStorage { queueResetIfDone(recognizer) }
    }

    /// Stops giving `press` to `recognizer`; its recognizing no longer takes the press from the responders.
    func ignore(_ press: UIPress, for recognizer: UIGestureRecognizer) {
        recognizer.trackedPresses.removeAll { $0 === press }
        press.recognizerStorage.removeAll { $0 === recognizer }
    }

    /// Takes the presses of a recognizer that recognized from their responders: those that heard the press
    /// begin get `pressesCancelled` after the action, the others never hear of it (<doc:Catalog#H3>).
    func claimPresses(of recognizer: UIGestureRecognizer) {
        for press in recognizer.trackedPresses {
            switch press.responderDelivery {
            case .undecided:
                press.responderDelivery = .finished
            case .delivering:
                press.responderDelivery = .cancellationPending
                enqueue(.cancelPress(press))
            case .cancellationPending, .finished:
                break
            }
        }
    }
}
