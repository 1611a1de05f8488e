import Foundation

/// One finger (or pointer) on the screen, from touch-down to lift.
///
/// The application creates one `UITouch` per finger when it goes down and updates that same object until
/// the finger lifts or is cancelled (spec <doc:Catalog#C1>). Its ``view`` is fixed at touch-down to the hit-test view,
/// even when the finger later moves outside it.
///
/// Open, as in UIKit, so that test doubles can subclass it and override what it reports (``phase``,
/// ``location(in:)``...) to hand to a responder's touch methods directly (spec <doc:Catalog#P8>). The touches
/// the application makes are its own and read their state from storage.
@preconcurrency @MainActor
open class UITouch {
    /// Where a touch is in its life (spec <doc:Catalog#C2>).
    public enum Phase: Int, Sendable {
        case began
        case moved
        case stationary
        case ended
        case cancelled
    }

    /// What made the touch.
    public enum TouchType: Int, Sendable, Codable {
        /// A finger on the screen.
        case direct
        /// A touch that did not land on the screen, such as a remote's touch surface.
        case indirect
        /// A stylus.
        case pencil
        /// A mouse or trackpad pointer.
        case indirectPointer
    }

    /// What touch dispatch reads and writes on every event, in one value read without a runtime exclusivity
    /// check (`UncheckedState`): such checks were a quarter of a move event's instructions. The properties
    /// below and in `UITouch+Storage.swift` are plain Swift over it.
    final let hot: UncheckedState<TouchHotState>

    /// Where the touch is in its life. Inside a touch callback, a responder's or a recognizer's, it is that
    /// callback's phase: `.cancelled` in `touchesCancelled`, `.began` in a `touchesBegan` delivered late; outside
    /// callbacks it is what the finger last did (spec <doc:Catalog#C13>). Open so test doubles can report their
    /// own (spec <doc:Catalog#P8>).
    open var phase: Phase { presentation?.phase ?? physicalPhase }
    /// The view the touch was hit-tested to at touch-down; it does not change afterwards (spec <doc:Catalog#C1>).
    open internal(set) var view: UIView? {
        get { hot.value.view }
        set {
            hot.value.view = newValue
            hot.value.viewIdentity = newValue.flatMap(ObjectIdentifier.init)
        }
    }
    /// The window the touch happens in.
    open internal(set) var window: UIWindow? {
        get { hot.value.window }
        set {
            hot.value.window = newValue
            hot.value.windowIdentity = newValue.flatMap(ObjectIdentifier.init)
        }
    }
    /// When the touch last changed, on the application's clock; in a `touchesBegan` delivered late, when it
    /// began (<doc:Catalog#C13>).
    open var timestamp: TimeInterval { presentation?.original?.timestamp ?? hostTimestamp }
    /// How many touch-downs in quick succession at this spot this one completes (spec <doc:Catalog#C6>).
    open internal(set) var tapCount: Int
    /// What made the touch.
    open var type: TouchType { touchType }
    final let touchType: TouchType
    /// The pointer buttons the touch presses: set at touch-down for `.indirectPointer` touches (`.primary`
    /// unless the host named others), `[]` for fingers and pencils (spec <doc:Catalog#M2>).
    final var buttonMask: UIEvent.ButtonMask = []

    /// The host's identifier for this finger, unique among the fingers down at one time.
    final let hostID: Int

    init(hostID: Int, location: CGPoint, timestamp: TimeInterval, type: TouchType) {
        self.hostID = hostID
        self.hot = UncheckedState(TouchHotState(location: location, timestamp: timestamp))
        self.tapCount = 1
        self.touchType = type
    }

    /// Creates a touch that belongs to no application: a finger at the origin, just begun, in no view. Test
    /// doubles start here and override what they report (spec <doc:Catalog#P8>); the application never
    /// delivers such a touch itself.
    public init() {
        self.hostID = -1
        self.hot = UncheckedState(TouchHotState(location: .zero, timestamp: 0))
        self.tapCount = 1
        self.touchType = .direct
    }

    /// The touch's current location in `view`'s coordinates, or in its window's when `view` is `nil` (<doc:Catalog#C10>).
    ///
    /// In a `touchesBegan` delivered late it is where the touch began (<doc:Catalog#C13>).
    open func location(in view: UIView?) -> CGPoint {
        convertFromScreen(presentation?.original?.location ?? locationInScreen, to: view)
    }

    /// The touch's location before its last move, in `view`'s coordinates, or its window's for `nil` (<doc:Catalog#C10>).
    open func previousLocation(in view: UIView?) -> CGPoint {
        convertFromScreen(presentation?.original?.previousLocation ?? previousLocationInScreen, to: view)
    }

    /// Whether the touch happens in `window`; `touch.window === window` without a retain.
    final func isIn(_ window: UIWindow) -> Bool {
        windowIdentity == ObjectIdentifier(window)
    }

    /// Whether the touch's hit-test view is `view`; `touch.view === view` without a retain.
    final func isOn(_ view: UIView?) -> Bool {
        guard let view else { return viewIdentity == nil }
        return viewIdentity == ObjectIdentifier(view)
    }

    /// Whether `responder` has already heard this touch end (`touchesEnded` or `touchesCancelled`).
    func hasEnded(for responder: UIResponder) -> Bool {
        hearing.index(of: responder).map { hearing.hasEnded($0) } ?? false
    }

    /// `point`, in screen coordinates, in the touch's window's coordinates.
    final func windowPoint(fromScreen point: CGPoint) -> CGPoint {
        convertFromScreen(point, to: nil)
    }

    private final func convertFromScreen(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let view { return view.pointFromRootSpace(point) }
        if let window { return window.pointFromRootSpace(point) }
        return point
    }

    // MARK: Force, radius, angles and estimates

    // The input door reports a finger's place and phase, not its pressure, size or angle, so a touch answers
    // as one from a device without force sensing does (spec <doc:Catalog#P30>). All are open, as in UIKit, so a
    // test double reports what a test needs.

    /// The touch's pressure; 0, as on a device without force sensing, since hosts report none.
    open var force: CGFloat { 0 }
    /// The largest ``force`` the touch can report; 0 when force is not sensed, as here.
    open var maximumPossibleForce: CGFloat { 0 }
    /// The radius of the touch's contact area, in points; 0, since hosts report no contact size.
    open var majorRadius: CGFloat { 0 }
    /// How far ``majorRadius`` may be off, in points; 0 here.
    open var majorRadiusTolerance: CGFloat { 0 }
    /// The stylus's angle to the screen; a finger's is always π/2, perpendicular, as in UIKit.
    open var altitudeAngle: CGFloat { .pi / 2 }
    /// The stylus's direction on the screen in `view`'s coordinates; 0 for a finger.
    open func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    /// The unit vector of ``azimuthAngle(in:)``: along the x axis for a finger.
    open func azimuthUnitVector(in view: UIView?) -> CGVector { CGVector(dx: 1, dy: 0) }
    /// The touch's location at the precision the hardware has; the same as ``location(in:)`` here, as UIKit
    /// gives for touches without more precision.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    /// The previous location at full precision; the same as ``previousLocation(in:)`` here.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
    /// The properties whose values are estimates; none, since everything the host reports is final.
    open var estimatedProperties: UITouch.Properties { [] }
    /// The estimated properties whose final values will arrive later; none.
    open var estimatedPropertiesExpectingUpdates: UITouch.Properties { [] }
    /// The index that matches an estimated touch with its later update; `nil`, since nothing is estimated.
    open var estimationUpdateIndex: NSNumber? { nil }

    /// The recognizers that receive this touch, the hit-test view's first and the window's last (spec
    /// <doc:Catalog#D3>); `nil` for a touch no recognizer receives. Open, as in UIKit (spec <doc:Catalog#P52>);
    /// ResponderKit's own delivery reads its storage, not this.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        recognizerStorage.isEmpty ? nil : recognizerStorage
    }
}

extension UITouch: Hashable {
    /// Touches are equal only to themselves: each object is one finger's whole life.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// What the touch's hit-test view has been told about a touch, so each view gets one ending (spec <doc:Catalog#C2>).
///
/// Gesture recognizers add three in-between states: a began touch held back from the view (<doc:Catalog#D5>), an ended
/// touch held back (<doc:Catalog#D6>), and a touch a recognizer claimed whose `touchesCancelled` waits for the action (<doc:Catalog#D4>,
/// <doc:Catalog#D14>). Each is a state rather than a flag so a touch is always in exactly one of them.
enum ViewDelivery: Equatable {
    /// The touch has not been offered to its view yet.
    case undecided
    /// The view got `touchesBegan` and gets every later phase until one ending.
    case delivering
    /// A recognizer with `delaysTouchesBegan` has not decided yet; the view has heard nothing. The snapshot
    /// keeps the touch-down data so the view gets the original location and time if the touch is released.
    case heldBegan(TouchSnapshot)
    /// The view got `touchesBegan`; the touch ended but a recognizer with `delaysTouchesEnded` has not decided.
    case heldEnded
    /// A recognizer claimed the touch; the view gets `touchesCancelled` right after the recognizer's action.
    case cancellationPending
    /// The view never gets this touch; the reason is kept for diagnostics.
    case withheld(TouchWithholding)
    /// The view got its ending (`touchesEnded` or `touchesCancelled`); nothing more is sent.
    case finished
}

/// Why a touch is kept from its hit-test view.
enum TouchWithholding: Equatable {
    /// No visible window contained the touch, or its hit test found no view.
    case noView
    /// The view has `isMultipleTouchEnabled == false` and already tracks a touch (spec <doc:Catalog#C4>).
    case multipleTouchDisabled
    /// An exclusive-touch view is involved and another view of the window tracks a touch (spec <doc:Catalog#C5>).
    case exclusiveTouch
    /// The application was ignoring interaction events when the touch began (spec <doc:Catalog#C9>).
    case ignoringInteractionEvents
    /// A gesture recognizer recognized while the touch's `touchesBegan` was held back, so it is dropped (<doc:Catalog#D5>).
    case claimedByGestureRecognizer
    /// The view left its window (a recognizer or delegate removed it) before it heard the touch begin (<doc:Catalog#C8>).
    case viewLeftBeforeBegan
}

extension ViewDelivery {
    /// Whether the view has the touch, or will get it, for the multiple-touch and exclusive-touch rules: a
    /// held lift does not count, since the finger is already up (a double tap's second touch is admitted).
    var isTrackedByView: Bool {
        switch self {
        case .delivering, .heldBegan, .cancellationPending: return true
        case .undecided, .heldEnded, .withheld, .finished: return false
        }
    }

    /// Whether the view got `touchesBegan` and has not yet had its ending.
    var viewOwesEnding: Bool {
        switch self {
        case .delivering, .heldEnded, .cancellationPending: return true
        case .undecided, .heldBegan, .withheld, .finished: return false
        }
    }
}

/// What a touch shows during one callback (<doc:Catalog#C13>): the callback's phase, and for a late
/// `touchesBegan` the data the touch had when it began.
struct TouchPresentation {
    var phase: UITouch.Phase
    var original: TouchSnapshot?
}

/// A touch's data at one moment, to replay a held `touchesBegan` with what the touch looked like then (<doc:Catalog#D5>).
struct TouchSnapshot: Equatable {
    var location: CGPoint
    var previousLocation: CGPoint
    var timestamp: TimeInterval
}
