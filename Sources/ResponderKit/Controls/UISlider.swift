import Foundation

/// A control that picks a value from a continuous range by dragging its thumb along a track (spec
/// <doc:Catalog#Q3>-<doc:Catalog#Q6>).
///
/// Tracking begins only on the thumb: a touch elsewhere on the track moves nothing, as in UIKit (<doc:Catalog#Q4>).
/// The thumb follows the finger, and `.valueChanged` is sent as the value changes, or once when the finger lifts
/// if ``isContinuous`` is `false`. Setting the value in code sends nothing (<doc:Catalog#Q1>).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The side of the thumb's square, in points; the thumb travels the track's width minus this.
    static let thumbSide: CGFloat = 28
    /// How far around the thumb a finger still takes hold of it, on every side.
    static let thumbTouchMargin: CGFloat = 10
    /// The height UIKit gives a slider; it has no width of its own.
    static let intrinsicHeight: CGFloat = 31

    /// No width of its own (``UIView/noIntrinsicMetric``) and 31 points tall, so constraints must give a
    /// slider its length (spec <doc:Catalog#U46>).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.intrinsicHeight)
    }

    /// The current value, pinned to ``minimumValue``...``maximumValue``; 0 by default. Setting it sends
    /// nothing (<doc:Catalog#Q1>, <doc:Catalog#Q3>).
    open var value: Float {
        get { storedValue }
        set { storedValue = min(maximumValue, max(minimumValue, newValue)) }
    }
    /// The lowest value; 0 by default. Raising it above ``value`` raises the value, and above
    /// ``maximumValue`` raises the maximum to it (<doc:Catalog#Q3>).
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            if storedValue < minimumValue { storedValue = minimumValue }
        }
    }
    /// The highest value; 1 by default. Lowering it below ``value`` lowers the value, and below
    /// ``minimumValue`` lowers the minimum to it (<doc:Catalog#Q3>).
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            if storedValue > maximumValue { storedValue = maximumValue }
        }
    }
    /// Whether `.valueChanged` is sent during a drag as the value changes (`true`, the default) or once when
    /// the finger lifts (<doc:Catalog#Q6>).
    open var isContinuous: Bool = true
    /// The image at the minimum end of the track.
    open var minimumValueImage: UIImage?
    /// The image at the maximum end of the track.
    open var maximumValueImage: UIImage?
    /// The color of the track below the thumb; `nil` for the tint color.
    open var minimumTrackTintColor: UIColor?
    /// The color of the track above the thumb; `nil` for the system's.
    open var maximumTrackTintColor: UIColor?
    /// The color of the thumb; `nil` for white.
    open var thumbTintColor: UIColor?

    private var storedValue: Float = 0
    private var thumbImages: [UIControl.State: UIImage] = [:]
    private var dragStartX: CGFloat = 0
    private var dragStartValue: Float = 0

    /// Creates a slider with the default range, 0 to 1, and value 0.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets ``value``, pinned to the range; no action is sent, animated or not, and the new value reads back at
    /// once (<doc:Catalog#Q1>, <doc:Catalog#Q3>).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    // MARK: Images

    /// Sets the thumb's image for `state`.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state] = image
    }

    /// The thumb's image for `state`, or the normal one when the state has none.
    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[state] ?? thumbImages[.normal]
    }

    /// The thumb's image for the current state.
    public var currentThumbImage: UIImage? { thumbImage(for: state) }

    // MARK: Geometry

    /// The rectangle of the minimum-value image: a square at the leading end when there is an image.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard minimumValueImage != nil else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.minX, y: bounds.minY, width: bounds.height, height: bounds.height)
    }

    /// The rectangle of the maximum-value image: a square at the trailing end when there is an image.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard maximumValueImage != nil else { return CGRect(x: bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: bounds.maxX - bounds.height, y: bounds.minY, width: bounds.height, height: bounds.height)
    }

    /// The track: the bounds' width between the value images, 4 points high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minX = minimumValueImageRect(forBounds: bounds).maxX
        let maxX = maximumValueImageRect(forBounds: bounds).minX
        return CGRect(x: minX, y: bounds.midY - 2, width: max(0, maxX - minX), height: 4)
    }

    /// The thumb's square for `value`: its centre moves from `thumbSide / 2` inside one end of `rect` to the
    /// same inside the other as the value goes from minimum to maximum (<doc:Catalog#Q5>).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let side = Self.thumbSide
        let travel = max(0, rect.width - side)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(maximumValue, max(minimumValue, value)) - minimumValue) / span) : 0
        return CGRect(x: rect.minX + fraction * travel, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The thumb's square at the current value in the current bounds.
    var currentThumbRect: CGRect {
        thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    // MARK: Tracking

    /// Takes hold of the thumb when the finger lands on it, grown by a few points; anywhere else the slider
    /// does not track the touch and its value stays put (<doc:Catalog#Q4>).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let grown = currentThumbRect.insetBy(dx: -Self.thumbTouchMargin, dy: -Self.thumbTouchMargin)
        let location = touch.location(in: self)
        guard grown.contains(location) else { return false }
        dragStartX = location.x
        dragStartValue = value
        return true
    }

    /// Moves the value with the finger: d points sideways is d / travel of the range, pinned at the ends
    /// (<doc:Catalog#Q5>); sends `.valueChanged` on each change while continuous (<doc:Catalog#Q6>).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let travel = max(1, trackRect(forBounds: bounds).width - Self.thumbSide)
        let dx = touch.location(in: self).x - dragStartX
        let previous = value
        value = dragStartValue + Float(dx / travel) * (maximumValue - minimumValue)
        if isContinuous, value != previous { sendValueChangedByUser(with: event) }
        return true
    }

    /// A slider that is not continuous sends its one `.valueChanged` as the finger lifts, if the drag changed
    /// the value (<doc:Catalog#Q6>).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, value != dragStartValue { sendValueChangedByUser(with: event) }
    }

    // MARK: Accessibility

    /// Moves the value up a tenth of the range and sends `.valueChanged`, as VoiceOver's swipe up does: the
    /// user changed it (<doc:Catalog#Q36>).
    open override func accessibilityIncrement() {
        adjustByUser(tenths: 1)
    }

    /// Moves the value down a tenth of the range and sends `.valueChanged` (<doc:Catalog#Q36>).
    open override func accessibilityDecrement() {
        adjustByUser(tenths: -1)
    }

    private func adjustByUser(tenths: Float) {
        let previous = value
        value += (maximumValue - minimumValue) * tenths / 10
        if value != previous { sendValueChangedByUser(with: nil) }
    }
}
