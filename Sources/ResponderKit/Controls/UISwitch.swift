import Foundation

/// An on/off control: a tap flips it, a drag moves its thumb and the side the thumb is on when the finger lifts
/// decides (spec <doc:Catalog#Q8>, <doc:Catalog#Q9>). Each change the user makes sends `.valueChanged` (with
/// ``isOn`` already changed); setting the value in code sends nothing (<doc:Catalog#Q1>).
///
/// ```swift
/// let notifications = UISwitch()
/// notifications.addTarget(settings, action: .notificationsChanged, for: .valueChanged)
/// notifications.setOn(true, animated: false)   // sends nothing
/// ```
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size UIKit gives every switch, whatever frame it is created with (<doc:Catalog#Q7>).
    static let standardSize = CGSize(width: 51, height: 31)
    /// How far the finger must move sideways before a touch is a drag of the thumb rather than a tap.
    static let dragThreshold: CGFloat = 4

    /// Whether the switch is on; `false` by default. Setting it sends nothing (<doc:Catalog#Q1>).
    open var isOn: Bool = false {
        didSet { thumbPosition = isOn ? 1 : 0 }
    }
    /// The color of the track when the switch is on; `nil` for the system green.
    open var onTintColor: UIColor?
    /// The color of the thumb; `nil` for white.
    open var thumbTintColor: UIColor?
    /// The image shown on the on side; kept, as UIKit keeps it, though modern iOS draws none.
    open var onImage: UIImage?
    /// The image shown on the off side; kept, as UIKit keeps it, though modern iOS draws none.
    open var offImage: UIImage?

    /// Where the thumb is drawn, from 0 (off) to 1 (on); it follows a dragging finger.
    private(set) var thumbPosition: CGFloat = 0
    private var dragStartX: CGFloat = 0
    private var hasDragged = false

    /// A switch's own size, 51 x 31 points, so constraints that only position it give it that size
    /// (spec <doc:Catalog#U46>).
    open override var intrinsicContentSize: CGSize { Self.standardSize }

    /// Creates a switch at `frame`'s origin; the size is the switch's own, 51 x 31 points (<doc:Catalog#Q7>).
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.standardSize))
    }

    /// Creates a switch as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        frame.size = Self.standardSize
    }

    /// Sets ``isOn``; it sends no action, animated or not, and reads back the new value at once (<doc:Catalog#Q1>).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    // MARK: Tracking

    /// Starts following the finger from where it went down.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragStartX = touch.location(in: self).x
        hasDragged = false
        thumbPosition = isOn ? 1 : 0
        return true
    }

    /// Moves the thumb with the finger once it has moved sideways more than a few points (<doc:Catalog#Q9>).
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let dx = touch.location(in: self).x - dragStartX
        if abs(dx) > Self.dragThreshold { hasDragged = true }
        if hasDragged {
            let travel = max(1, bounds.width - bounds.height)
            thumbPosition = min(1, max(0, (isOn ? 1 : 0) + dx / travel))
        }
        return true
    }

    /// Decides the new value as the finger lifts: a tap lifted inside flips it, a drag leaves it on the side
    /// the thumb is on; a change sends `.valueChanged` (<doc:Catalog#Q8>, <doc:Catalog#Q9>).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue = hasDragged ? thumbPosition >= 0.5 : (isTouchInside ? !isOn : isOn)
        hasDragged = false
        guard newValue != isOn else {
            thumbPosition = isOn ? 1 : 0
            return
        }
        isOn = newValue
        sendValueChangedByUser(with: event)
    }

    /// Puts the thumb back where the value says; a cancelled touch changes nothing.
    open override func cancelTracking(with event: UIEvent?) {
        hasDragged = false
        thumbPosition = isOn ? 1 : 0
    }
}
