import Foundation
import ResponderKit

/// A host running at 120 Hz with one finger and a keyboard: each input goes through the door with a timestamp
/// one frame after the last, and the clock runs the next-turn work after it, as a run loop would.
@MainActor
struct TimedFinger {
    let application: UIApplication
    let clock: VirtualClock
    private var time: TimeInterval = 0
    private let frameInterval: TimeInterval = 1.0 / 120

    init(application: UIApplication, clock: VirtualClock) {
        self.application = application
        self.clock = clock
    }

    /// Sends the finger's `action` at `location`, one frame after the last input.
    mutating func send(_ action: HostTouch.Action, at location: CGPoint) {
        let time = nextTimestamp()
        send(.touch(HostTouch(id: 1, action: action, location: location, timestamp: time)))
    }

    /// Sends `action` of the key `keyCode` typing `characters` with `modifierFlags`, one frame after the last.
    mutating func send(_ action: HostKey.Action, _ keyCode: UIKeyboardHIDUsage, characters: String,
                       modifierFlags: UIKeyModifierFlags) {
        let time = nextTimestamp()
        send(.key(HostKey(action, keyCode, characters: characters, modifierFlags: modifierFlags, timestamp: time)))
    }

    private mutating func nextTimestamp() -> TimeInterval {
        time += frameInterval
        keepClockInStep()
        return time
    }

    private func send(_ input: HostInput) {
        do {
            try application.inputDoor.send(input)
        } catch {
            fatalError("the door refused benchmark input: \(error)")
        }
        clock.runUntilIdle()
    }

    /// Moves the clock on by `interval` and takes up the input's time from there.
    mutating func wait(_ interval: TimeInterval) {
        clock.advance(by: interval)
        time = clock.now
    }

    /// The door refuses stamps more than `InputDoor.maximumTimestampLead` ahead of the clock, so the clock is
    /// brought up to the input's time whenever it falls half that behind: once every 60 frames, so nearly
    /// every measured event is the door and delivery alone, as before the bound.
    private func keepClockInStep() {
        if time - clock.now >= InputDoor.maximumTimestampLead / 2 { clock.advance(to: time) }
    }
}
