import Foundation

extension InputDoor {
    // Every rule input must follow, checked before anything of it is applied: a rejection found half-way
    // through delivery would leave part of the input applied (a timestamp moved, an input system created).

    /// Why `input` must be refused, or `nil` when it may be delivered. Reads the application, changes nothing.
    func problem(with input: HostInput, in application: UIApplication, now: TimeInterval,
                 stamp: TimeInterval) -> InputRejection.Reason? {
        if let reason = application.lifecycleProblem(with: input) { return reason }
        switch input {
        case .touch(let touch): return problem(withFrame: CollectionOfOne(touch), in: application, now: now, stamp: stamp)
        case .touches(let touches): return problem(withFrame: touches, in: application, now: now, stamp: stamp)
        case .text(let text):
            if case .insert(let string) = text, string.utf8.count > Self.maximumTextLength {
                return .textTooLong(length: string.utf8.count, limit: Self.maximumTextLength)
            }
            guard application.firstResponder is UIKeyInput else {
                application.reportUntypedText(text)
                return .noTextInputTarget
            }
            return nil
        case .key(let key):
            let code = key.keyCode.rawValue
            guard key.keyCode.isKnown else { return .unknownKeyCode(code) }
            let length = key.characters.utf8.count + (key.charactersIgnoringModifiers?.utf8.count ?? 0)
            guard length <= Self.maximumTextLength else {
                return .textTooLong(length: length, limit: Self.maximumTextLength)
            }
            return problem(withPress: code, down: key.action == .down, in: application)
                ?? problem(withTimestamp: key.timestamp ?? stamp, id: code, now: now)
        case .button(let button):
            let code = -1 - button.type.rawValue
            return problem(withPress: code, down: button.isDown, in: application)
                ?? problem(withTimestamp: button.timestamp ?? stamp, id: code, now: now)
        case .shake(let shake):
            guard shake == .began || application.shakeInProgress != nil else { return .shakeNotBegun }
            return problem(withTimestamp: stamp, id: 0, now: now)
        case .remoteControl(let subtype):
            guard subtype.rawValue >= UIEvent.EventSubtype.remoteControlPlay.rawValue else {
                return .notARemoteControlCommand
            }
            return problem(withTimestamp: stamp, id: 0, now: now)
        case .hover(let hover): return problem(with: hover, now: now, stamp: stamp)
        case .scroll(let scroll): return problem(with: scroll, in: application, now: now, stamp: stamp)
        case .lifecycle:
            return nil
        }
    }

    /// A down must find its key or button up; a repeat or an up must find it down.
    private func problem(withPress code: Int, down: Bool, in application: UIApplication) -> InputRejection.Reason? {
        let isDown = application.pressRouting.press(withCode: code) != nil
        if down { return isDown ? .pressAlreadyDown(code: code) : nil }
        return isDown ? nil : .pressNotDown(code: code)
    }

    private func problem<Touches: Collection>(withFrame touches: Touches, in application: UIApplication,
                                              now: TimeInterval, stamp: TimeInterval) -> InputRejection.Reason?
    where Touches.Element == HostTouch {
        guard !touches.isEmpty else { return .emptyFrame }
        guard touches.count <= Self.maximumTouchesPerFrame else {
            return .tooManyTouches(count: touches.count, limit: Self.maximumTouchesPerFrame)
        }
        let routing = application.touchRouting
        if let repeated = firstRepeatedID(in: touches, routing: routing) { return .duplicateTouchInFrame(id: repeated) }
        var downs = 0
        for touch in touches {
            guard touch.location.x.isFinite, touch.location.y.isFinite else { return .nonFiniteLocation(id: touch.id) }
            if let reason = problem(withButtons: touch) { return reason }
            if let reason = problem(withTimestamp: touch.timestamp ?? stamp, id: touch.id, now: now) { return reason }
            let isDown = routing.touch(withHostID: touch.id) != nil
            switch touch.action {
            case .down where isDown: return .touchAlreadyDown(id: touch.id)
            case .down: downs += 1
            case .move, .up, .cancel: if !isDown { return .unknownTouch(id: touch.id) }
            }
        }
        let fingersDown = routing.activeTouches.count
        guard fingersDown + downs <= Self.maximumTouchesPerFrame else {
            return .tooManyTouches(count: fingersDown + downs, limit: Self.maximumTouchesPerFrame)
        }
        return nil
    }

    /// The first id the frame names twice, in one pass over the frame, so that N fingers moving cost N steps:
    /// a finger already down is marked with the frame's number as it is met, and meeting it again finds the
    /// mark. Ids not down yet (touch-downs, and unknown ids that are refused next) are compared with the ids
    /// before them; huge (hostile) frames are checked with a set to stay linear.
    private func firstRepeatedID<Touches: Collection>(in frame: Touches, routing: TouchRouting) -> Int?
    where Touches.Element == HostTouch {
        if frame.count > 32 {
            var seen = Set<Int>(minimumCapacity: frame.count)
            return frame.first { !seen.insert($0.id).inserted }?.id
        }
        checkedFrames &+= 1
        let mark = checkedFrames
        var index = frame.startIndex
        while index != frame.endIndex {
            let id = frame[index].id
            if let down = routing.touch(withHostID: id) {
                if down.frameCheckMark == mark { return id }
                down.frameCheckMark = mark
            } else {
                var earlier = frame.startIndex
                while earlier != index {
                    if frame[earlier].id == id { return id }
                    frame.formIndex(after: &earlier)
                }
            }
            frame.formIndex(after: &index)
        }
        return nil
    }
}
