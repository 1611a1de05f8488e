// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import Foundation
import ResponderKit

extension HostInput {
    /// The input with its timestamps brought into `range`: SDL stamps events in whole milliseconds and before
    /// the host reads the clock, so a stamp may fall just before the door's last accepted input (which the
    /// door would refuse as time going backwards) or, by clock drift, after the clock's time.
    func clampingTimestamps(to range: ClosedRange<TimeInterval>) -> HostInput {
        func clamp(_ time: TimeInterval?) -> TimeInterval? { time.map { min(max($0, range.lowerBound), range.upperBound) } }
        switch self {
        case .touch(var touch):
            touch.timestamp = clamp(touch.timestamp)
            return .touch(touch)
        case .touches(let touches):
            return .touches(touches.map { touch in
                var touch = touch
                touch.timestamp = clamp(touch.timestamp)
                return touch
            })
        case .key(var key):
            key.timestamp = clamp(key.timestamp)
            return .key(key)
        case .button(var button):
            button.timestamp = clamp(button.timestamp)
            return .button(button)
        case .hover(var hover):
            hover.timestamp = clamp(hover.timestamp)
            return .hover(hover)
        case .scroll(var scroll):
            scroll.timestamp = clamp(scroll.timestamp)
            return .scroll(scroll)
        case .text, .shake, .remoteControl, .lifecycle:
            return self
        }
    }
}
#endif
