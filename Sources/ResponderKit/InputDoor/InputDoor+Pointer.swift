import Foundation

// The door's rules for pointer input (M1-M3): hover, buttons and modifiers on touches, and scrolls. Like all
// of the door's checks they read the application and change nothing, so a refused input leaves no trace but
// its rejection.

extension InputDoor {
    /// The most buttons a pointer touch may name (bits 0 to 31 of `UIEvent.ButtonMask`).
    public nonisolated static let maximumPointerButtons = 32
    /// Every modifier bit `UIKeyModifierFlags` defines; other bits are refused.
    nonisolated static let knownModifierFlags: UIKeyModifierFlags = [.alphaShift, .shift, .control, .alternate,
                                                                     .command, .numericPad]

    /// Why a touch's buttons or modifiers are refused: buttons on a finger, unknown buttons or modifier bits.
    /// Every touch passes here, so the usual one (no buttons named, no modifiers) is answered first.
    func problem(withButtons touch: HostTouch) -> InputRejection.Reason? {
        let mask = touch.buttonMask.rawValue
        if mask != 0, touch.type != .indirectPointer || mask < 0 || mask >= 1 << Self.maximumPointerButtons {
            return .invalidButtonMask(id: touch.id, mask: mask)
        }
        return touch.modifierFlags.isEmpty ? nil : problem(withModifiers: touch.modifierFlags)
    }

    func problem(withModifiers flags: UIKeyModifierFlags) -> InputRejection.Reason? {
        flags.isSubset(of: Self.knownModifierFlags) ? nil : .unknownModifierFlags(flags.rawValue)
    }

    func problem(with hover: HostHover, now: TimeInterval, stamp: TimeInterval) -> InputRejection.Reason? {
        guard hover.location.x.isFinite, hover.location.y.isFinite else { return .nonFiniteLocation(id: 0) }
        return problem(withModifiers: hover.modifierFlags)
            ?? problem(withTimestamp: hover.timestamp ?? stamp, id: 0, now: now)
    }

    func problem(with scroll: HostScroll, in application: UIApplication, now: TimeInterval,
                 stamp: TimeInterval) -> InputRejection.Reason? {
        guard scroll.location.x.isFinite, scroll.location.y.isFinite else { return .nonFiniteLocation(id: 0) }
        guard scroll.delta.dx.isFinite, scroll.delta.dy.isFinite else { return .nonFiniteScrollDelta }
        let trackpad = application.pointerRouting.isTrackpadScrolling
        switch scroll.action {
        case .wheel, .began: if trackpad { return .scrollInProgress }
        case .changed, .ended, .cancelled: if !trackpad { return .scrollNotBegun }
        }
        return problem(withModifiers: scroll.modifierFlags)
            ?? problem(withTimestamp: scroll.timestamp ?? stamp, id: 0, now: now)
    }

    /// Takes a checked hover's or scroll's time as the latest input's and returns it.
    func acceptPointerTimestamp(_ timestamp: TimeInterval?, _ stamp: TimeInterval) -> TimeInterval {
        let time = timestamp ?? stamp
        lastTimestamp = time
        return time
    }

    /// Sends the pointer moving to `location` (screen points) with no button down (<doc:Catalog#M1>).
    public func hover(at location: CGPoint, modifierFlags: UIKeyModifierFlags = [],
                      timestamp: TimeInterval? = nil) throws(InputRejection) {
        try send(.hover(HostHover(.move, at: location, modifierFlags: modifierFlags, timestamp: timestamp)))
    }

    /// Sends one wheel notch at `location` moving the content by `delta`, as a drag would (<doc:Catalog#M3>).
    public func scrollWheel(at location: CGPoint, by delta: CGVector, modifierFlags: UIKeyModifierFlags = [],
                            timestamp: TimeInterval? = nil) throws(InputRejection) {
        try send(.scroll(HostScroll(.wheel, at: location, delta: delta, modifierFlags: modifierFlags,
                                    timestamp: timestamp)))
    }
}
