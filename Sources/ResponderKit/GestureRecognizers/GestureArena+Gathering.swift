import Foundation

// Who takes part: the recognizers that receive each new touch (D3, D10, D12).

extension GestureArena {
    // MARK: Step 1: who receives a new touch (D3, D10, D12)

    /// Gives a touch that just began to the enabled recognizers of its view and every ancestor, deepest first.
    func gatherRecognizers(for touch: UITouch, event: UIEvent) {
        #if DEBUG
        TouchPathLog.note("gatherRecognizers: the hit view's and its ancestors'")
        #endif
        if let reportLog, participants.isEmpty || reportLog.draft == nil,
           application.touchRouting.activeTouches.allSatisfy({ $0 === touch || !$0.isDown }) {
            reportLog.startSequence()
        }
        var walk = SuperviewWalk(from: touch.view)
        while let view = walk.next() {
            for recognizer in view.gestureRecognizerStorage where accepts(recognizer, touch, event, on: view) {
                attach(recognizer, to: touch)
            }
        }
    }

    func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch, _ event: UIEvent, on view: UIView) -> Bool {
        guard recognizer.isEnabled, !recognizer.isDrivenByPointer else { return false }
        switch recognizer.arenaStatus {
        case .outside: break
        case .tracking: guard recognizer.receivesTouches else { return false }
        case .waitingForFailure, .finished: return false
        }
        let type = touch.type.rawValue
        guard recognizer.allowedTouchTypes.contains(where: { $0.intValue == type }) else { return false }
        // The touches down all share one type (this rule keeps it so), so the first one down answers for all:
        // a frame of many fingers is then linear, not quadratic.
        if recognizer.requiresExclusiveTouchType,
           let down = recognizer.trackedTouches.first(where: { $0.isDown }), down.type != touch.type {
            return false
        }
        guard let delegate = recognizer.delegate else { return true }
        let answer = delegate.gestureRecognizer(recognizer, shouldReceive: event)
            && delegate.gestureRecognizer(recognizer, shouldReceive: touch)
        return answer && stillTakes(recognizer, on: view)
    }

    /// Whether `recognizer` can still take a new touch or press after its delegate answered: the delegate
    /// may have disabled it, removed it from `view` or ended its part while answering. A recognizer attached
    /// then would never be given the item yet could hold its view's ending back for good (<doc:Catalog#D5>, <doc:Catalog#D6>, <doc:Catalog#C2>).
    func stillTakes(_ recognizer: UIGestureRecognizer, on view: UIView) -> Bool {
        guard recognizer.isEnabled, recognizer.view === view else { return false }
        return recognizer.arenaStatus == .outside || recognizer.receivesTouches
    }

    func attach(_ recognizer: UIGestureRecognizer, to touch: UITouch) {
        if recognizer.arenaStatus == .outside {
            recognizer.arenaStatus = .tracking
            recognizer.arena = self
            participants.append(recognizer)
        }
        if !recognizer.trackedTouches[recognizer.currentRoundStart...].contains(where: { $0.isDown }) {
            recognizer.currentRoundStart = recognizer.trackedTouches.count
        }
        recognizer.trackedTouches.append(touch)
        touch.recognizerStorage.append(recognizer)
        reportDraft?.join(recognizer, touch: touch)
    }

    /// Stops giving each of `touches` to `recognizer`, as ``ignore(_:for:)`` does for one, in a single pass over
    /// its touches: ignoring the extra fingers of a frame one by one cost a search and a shift of the array per
    /// finger, which made a frame of thousands of fingers on a pinch quadratic.
    func ignore(_ touches: [UITouch], for recognizer: UIGestureRecognizer) {
        guard touches.count > 1 else {
            if let touch = touches.first { ignore(touch, for: recognizer) }
            return
        }
        let ignored = Set(touches.map(ObjectIdentifier.init))
        let roundStart = recognizer.currentRoundStart
        var kept = 0
        for index in recognizer.trackedTouches.indices {
            let touch = recognizer.trackedTouches[index]
            guard ignored.contains(ObjectIdentifier(touch)) else {
                recognizer.trackedTouches[kept] = touch
                kept += 1
                continue
            }
            if index < roundStart { recognizer.currentRoundStart -= 1 }
            touch.recognizerStorage.removeAll { $0 === recognizer }
        }
        recognizer.trackedTouches.removeLast(recognizer.trackedTouches.count - kept)
        settleAfterChange()
    }

    /// Stops giving `touch` to `recognizer` (<doc:Catalog#D7>); its view no longer waits for that recognizer.
    func ignore(_ touch: UITouch, for recognizer: UIGestureRecognizer) {
        guard let index = recognizer.trackedTouches.firstIndex(where: { $0 === touch }) else { return }
        recognizer.trackedTouches.remove(at: index)
        if index < recognizer.currentRoundStart { recognizer.currentRoundStart -= 1 }
        touch.recognizerStorage.removeAll { $0 === recognizer }
        settleAfterChange()
    }
}
