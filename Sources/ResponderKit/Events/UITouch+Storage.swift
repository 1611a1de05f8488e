import Foundation

/// What touch dispatch reads and writes of a touch on every event, in one value (`UITouch.hot`).
@MainActor
struct TouchHotState {
    /// What the host last said the finger did; dispatch reads this, never `phase`.
    var physicalPhase: UITouch.Phase = .began
    /// What the touch shows while a callback runs; only `DeliveryLedger.present(_:as:original:_:)` sets it, for
    /// the length of the call, so the finger's own state is never changed for a callback and never has to be
    /// restored after one.
    var presentation: TouchPresentation?
    var view: UIView?
    var window: UIWindow?
    // Dispatch asks on every event whether a touch is on a view or in a window. Comparing `view` or `window` may
    // load and retain it; the identities compare without a retain. The touch holds both objects, so an identity
    // always names a live one.
    var viewIdentity: ObjectIdentifier?
    var windowIdentity: ObjectIdentifier?
    /// When the host last changed the touch.
    var hostTimestamp: TimeInterval
    var locationInScreen: CGPoint
    var previousLocationInScreen: CGPoint
    /// What the touch's view has been told so far; drives which callbacks it may still get (spec
    /// <doc:Catalog#C2>). Only `DeliveryLedger.setDelivery(_:_:)` changes it, which also keeps the tracking counts
    /// of <doc:Catalog#C4> and <doc:Catalog#C5>.
    var viewDelivery: ViewDelivery = .undecided
    /// The responders that heard this touch begin, and which heard it end; kept by `DeliveryLedger`.
    var hearing = HeardChain<StrongHearer>()
    /// Counts the host's updates of the touch, so a callback that applied new input can be told apart.
    var updateCount = 0
    /// The dispatch pass that last delivered this touch; lets dispatch group touches by view without a set.
    var lastDeliveryPass = 0
    /// The gesture recognizers that receive this touch, deepest view first (spec <doc:Catalog#D3>); filled at
    /// touch-down so later phases reuse it without allocating.
    var recognizers: [UIGestureRecognizer] = []
    /// The number tap counting gave this touch's touch-down, so it can tell the last touch-down's touch later
    /// without a weak reference to it (`TapHistory`).
    var tapSerial: UInt64 = 0
    /// Whether the application has forgotten the touch after it ended; its phase then no longer changes, so
    /// recognizers that still hold it must not take that phase for news.
    var isRetired = false
    /// The number of the last input frame whose check for repeated ids met this touch (`InputDoor+Checks.swift`).
    var frameCheckMark: UInt64 = 0

    init(location: CGPoint, timestamp: TimeInterval) {
        hostTimestamp = timestamp
        locationInScreen = location
        previousLocationInScreen = location
    }
}

extension UITouch {
    final var physicalPhase: Phase {
        get { hot.value.physicalPhase }
        set { hot.value.physicalPhase = newValue }
    }

    final var presentation: TouchPresentation? {
        get { hot.value.presentation }
        set { hot.value.presentation = newValue }
    }

    final var viewIdentity: ObjectIdentifier? { hot.value.viewIdentity }
    final var windowIdentity: ObjectIdentifier? { hot.value.windowIdentity }

    final var hostTimestamp: TimeInterval {
        get { hot.value.hostTimestamp }
        set { hot.value.hostTimestamp = newValue }
    }

    final var locationInScreen: CGPoint {
        get { hot.value.locationInScreen }
        set { hot.value.locationInScreen = newValue }
    }

    final var previousLocationInScreen: CGPoint {
        get { hot.value.previousLocationInScreen }
        set { hot.value.previousLocationInScreen = newValue }
    }

    final var viewDelivery: ViewDelivery {
        get { hot.value.viewDelivery }
        set { hot.value.viewDelivery = newValue }
    }

    final var hearing: HeardChain<StrongHearer> {
        get { hot.value.hearing }
        _modify { yield &hot.value.hearing }
    }

    final var updateCount: Int {
        get { hot.value.updateCount }
        set { hot.value.updateCount = newValue }
    }

    final var lastDeliveryPass: Int {
        get { hot.value.lastDeliveryPass }
        set { hot.value.lastDeliveryPass = newValue }
    }

    final var recognizerStorage: [UIGestureRecognizer] {
        get { hot.value.recognizers }
        _modify { yield &hot.value.recognizers }
    }

    final var tapSerial: UInt64 {
        get { hot.value.tapSerial }
        set { hot.value.tapSerial = newValue }
    }

    final var frameCheckMark: UInt64 {
        get { hot.value.frameCheckMark }
        set { hot.value.frameCheckMark = newValue }
    }

    final var isRetired: Bool {
        get { hot.value.isRetired }
        set { hot.value.isRetired = newValue }
    }
}
