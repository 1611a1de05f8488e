import Foundation

/// A control with a decrement and an increment segment that step a value within a range (spec
/// <doc:Catalog#Q15>-<doc:Catalog#Q19>).
///
/// A step happens as the finger goes down on a segment (<doc:Catalog#Q16>); holding it repeats the step on
/// the application's clock while ``autorepeat`` is on (<doc:Catalog#Q18>). Each step the user makes sends
/// `.valueChanged` at once, or one `.valueChanged` when the finger lifts if ``isContinuous`` is `false`
/// (<doc:Catalog#Q19>). Setting ``value`` in code sends nothing (<doc:Catalog#Q1>).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size UIKit gives every stepper (<doc:Catalog#Q16>).
    static let standardSize = CGSize(width: 94, height: 32)

    /// The current value, pinned to ``minimumValue``...``maximumValue``; 0 by default. Setting it sends
    /// nothing (<doc:Catalog#Q1>, <doc:Catalog#Q15>).
    open var value: Double {
        get { storedValue }
        set { storedValue = min(maximumValue, max(minimumValue, newValue)) }
    }
    /// The lowest value; 0 by default. Raising it above ``value`` raises the value; UIKit raises an exception
    /// for a minimum not below ``maximumValue``, ResponderKit refuses it with a diagnostic.
    open var minimumValue: Double {
        get { storedMinimum }
        set {
            guard newValue < storedMaximum else {
                return reportInvalidControlArgument("minimumValue \(newValue) is not below maximumValue \(storedMaximum)")
            }
            storedMinimum = newValue
            storedValue = max(storedValue, newValue)
        }
    }
    /// The highest value; 100 by default. Lowering it below ``value`` lowers the value; a maximum not above
    /// ``minimumValue`` is refused with a diagnostic.
    open var maximumValue: Double {
        get { storedMaximum }
        set {
            guard newValue > storedMinimum else {
                return reportInvalidControlArgument("maximumValue \(newValue) is not above minimumValue \(storedMinimum)")
            }
            storedMaximum = newValue
            storedValue = min(storedValue, newValue)
        }
    }
    /// How much one step changes the value; 1 by default. A step of zero or less is refused with a diagnostic.
    open var stepValue: Double {
        get { storedStep }
        set {
            guard newValue > 0 else { return reportInvalidControlArgument("stepValue \(newValue) is not above 0") }
            storedStep = newValue
        }
    }
    /// Whether stepping past one end goes to the other; `false` by default (<doc:Catalog#Q17>).
    open var wraps: Bool = false
    /// Whether holding a segment repeats its step; `true` by default (<doc:Catalog#Q18>).
    open var autorepeat: Bool = true
    /// Whether each step sends `.valueChanged` at once (`true`, the default) or the touch sends one when it
    /// lifts (<doc:Catalog#Q19>).
    open var isContinuous: Bool = true

    private var storedValue: Double = 0
    private var storedMinimum: Double = 0
    private var storedMaximum: Double = 100
    private var storedStep: Double = 1
    private var incrementImages: [UIControl.State: UIImage] = [:]
    private var decrementImages: [UIControl.State: UIImage] = [:]
    /// The segment the finger holds: -1 decrement, +1 increment, 0 none.
    private var heldDirection: Double = 0
    private var valueAtTouchDown: Double = 0
    private var repeatWork: ScheduledWork?

    /// A stepper's own size, 94 x 32 points, so constraints that only position it give it that size
    /// (spec <doc:Catalog#U46>).
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    /// Creates a stepper at `frame`'s origin with the stepper's own size, 94 x 32 points (<doc:Catalog#Q16>).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
    }

    /// Creates a stepper as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.standardSize
    }

    // MARK: Images

    /// Sets the image of the increment segment for `state`.
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[state] = image
    }

    /// The increment segment's image for `state`, or the normal one.
    open func incrementImage(for state: UIControl.State) -> UIImage? {
        incrementImages[state] ?? incrementImages[.normal]
    }

    /// Sets the image of the decrement segment for `state`.
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[state] = image
    }

    /// The decrement segment's image for `state`, or the normal one.
    open func decrementImage(for state: UIControl.State) -> UIImage? {
        decrementImages[state] ?? decrementImages[.normal]
    }

    // MARK: Segments

    /// Whether a step in `direction` would change anything: without wrapping, the segment toward an end the
    /// value is at is disabled (<doc:Catalog#Q17>).
    func canStep(_ direction: Double) -> Bool {
        wraps || (direction > 0 ? value < maximumValue : value > minimumValue)
    }

    /// The segment a point in the stepper falls on: the leading half decrements, the trailing half increments
    /// (<doc:Catalog#Q16>).
    private func direction(at point: CGPoint) -> Double {
        guard bounds.contains(point) else { return 0 }
        return point.x < bounds.midX ? -1 : 1
    }

    /// Steps once in `direction`, pinned to the range or wrapped to the other end (<doc:Catalog#Q16>,
    /// <doc:Catalog#Q17>); returns whether the value changed.
    private func step(_ direction: Double) -> Bool {
        let previous = value
        let next = value + direction * stepValue
        if wraps, next > maximumValue {
            value = minimumValue
        } else if wraps, next < minimumValue {
            value = maximumValue
        } else {
            value = next
        }
        return value != previous
    }

    // MARK: Tracking

    /// Steps as the finger goes down on an enabled segment and starts the autorepeat (<doc:Catalog#Q16>,
    /// <doc:Catalog#Q18>); a disabled segment does not track the touch (<doc:Catalog#Q17>).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction = direction(at: touch.location(in: self))
        guard direction != 0, canStep(direction) else { return false }
        heldDirection = direction
        valueAtTouchDown = value
        if step(direction), isContinuous { sendValueChangedByUser(with: event) }
        if autorepeat { scheduleRepeat(after: controlTouchSettings.stepperAutorepeatDelay) }
        return true
    }

    /// Stops repeating once the finger leaves the held segment (<doc:Catalog#Q18>).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if direction(at: touch.location(in: self)) != heldDirection { stopRepeating() }
        return true
    }

    /// Stops repeating; a stepper that is not continuous sends its one `.valueChanged` now (<doc:Catalog#Q19>).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        stopRepeating()
        heldDirection = 0
        if !isContinuous, value != valueAtTouchDown { sendValueChangedByUser(with: event) }
    }

    /// Stops repeating and sends nothing.
    open override func cancelTracking(with event: UIEvent?) {
        stopRepeating()
        heldDirection = 0
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatWork = controlClock.schedule(after: delay) { [weak self] in self?.repeatStep() }
    }

    /// One repeated step while the segment is held; it stops at an end unless wrapping (<doc:Catalog#Q18>).
    private func repeatStep() {
        repeatWork = nil
        guard isTracking, heldDirection != 0, canStep(heldDirection) else { return }
        if step(heldDirection), isContinuous { sendValueChangedByUser(with: nil) }
        if canStep(heldDirection) { scheduleRepeat(after: controlTouchSettings.stepperAutorepeatInterval) }
    }

    private func stopRepeating() {
        repeatWork?.cancel()
        repeatWork = nil
    }
}
