// A library file as iOS libraries write them: all of it inside `#if canImport(UIKit)`, which is true on Linux
// now, so the control is compiled there too instead of silently becoming nothing.
#if canImport(UIKit)
import UIKit

extension Selector {
    /// Sent by the repeat timer while the control is held.
    public static let repeatStep = Selector("repeatStep:")
}

/// A stepper that adds one on touch down and keeps adding one every `repeatInterval` while held, sending
/// `.valueChanged` each time, as a hold-to-repeat stepper does on iOS.
open class HoldStepper: UIControl {
    /// The current value.
    public private(set) var value = 0
    /// The time between steps while the control is held.
    public var repeatInterval: TimeInterval = 0.25
    private var repeatTimer: Timer?

    #if !canImport(ObjectiveC)
    open override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.repeatStep, HoldStepper.repeatStep)
    }
    #endif

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        step()
        repeatTimer = Timer.scheduledTimer(timeInterval: repeatInterval, target: self, selector: .repeatStep,
                                           userInfo: nil, repeats: true)
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
    }

    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func repeatStep(_ timer: Timer) {
        step()
    }

    private func step() {
        value += 1
        sendActions(for: .valueChanged)
    }

    private func stopRepeating() {
        repeatTimer?.invalidate()
        repeatTimer = nil
    }
}
#endif
