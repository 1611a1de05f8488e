import Foundation

/// One finger (or pointer) on the screen, from touch-down to lift.
///
/// The application creates one `UITouch` per finger when it goes down and updates that same object until
/// the finger lifts or is cancelled (spec C1). Its ``view`` is fixed at touch-down to the hit-test view,
/// even when the finger later moves outside it.
@MainActor
public final class UITouch {
    /// Where a touch is in its life (spec C2).
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

    /// Where the touch is in its life.
    public internal(set) var phase: Phase
    /// The view the touch was hit-tested to at touch-down; it does not change afterwards (spec C1).
    public internal(set) var view: UIView?
    /// The window the touch happens in.
    public internal(set) var window: UIWindow?
    /// When the touch last changed, on the application's clock.
    public internal(set) var timestamp: TimeInterval
    /// How many touch-downs in quick succession at this spot this one completes (spec C6).
    public internal(set) var tapCount: Int
    /// What made the touch.
    public let type: TouchType

    /// The host's identifier for this finger, unique among the fingers down at one time.
    let hostID: Int
    var locationInScreen: CGPoint
    var previousLocationInScreen: CGPoint
    /// What the touch's view has been told so far; drives which callbacks it may still get (spec C2).
    ///
    /// Entering and leaving `.delivering` keeps the view's and window's tracking records current, so admitting
    /// a new touch costs the same with ten thousand fingers down as with one.
    var viewDelivery: ViewDelivery = .undecided {
        didSet {
            let wasDelivering = oldValue == .delivering, isDelivering = viewDelivery == .delivering
            guard wasDelivering != isDelivering, let view, let window else { return }
            if isDelivering {
                window.noteTrackingStarted(in: view)
            } else {
                window.noteTrackingEnded(in: view)
            }
        }
    }
    /// The dispatch pass that last delivered this touch; lets dispatch group touches by view without a set.
    var lastDeliveryPass = 0

    init(hostID: Int, location: CGPoint, timestamp: TimeInterval, type: TouchType) {
        self.hostID = hostID
        self.phase = .began
        self.locationInScreen = location
        self.previousLocationInScreen = location
        self.timestamp = timestamp
        self.tapCount = 1
        self.type = type
    }

    /// The touch's current location in `view`'s coordinates, or in its window's when `view` is `nil` (C10).
    public func location(in view: UIView?) -> CGPoint {
        convertFromScreen(locationInScreen, to: view)
    }

    /// The touch's location before its last move, in `view`'s coordinates, or its window's for `nil` (C10).
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromScreen(previousLocationInScreen, to: view)
    }

    private func convertFromScreen(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let view { return view.pointFromRootSpace(point) }
        if let window { return window.pointFromRootSpace(point) }
        return point
    }
}

extension UITouch: Hashable {
    /// Touches are equal only to themselves: each object is one finger's whole life.
    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// What the touch's hit-test view has been told about a touch, so each view gets one ending (spec C2).
enum ViewDelivery: Equatable {
    /// The touch has not been offered to its view yet.
    case undecided
    /// The view got `touchesBegan` and gets every later phase until one ending.
    case delivering
    /// The view never gets this touch; the reason is kept for diagnostics.
    case withheld(TouchWithholding)
    /// The view got its ending (`touchesEnded` or `touchesCancelled`); nothing more is sent.
    case finished
}

/// Why a touch is kept from its hit-test view.
enum TouchWithholding: Equatable {
    /// No visible window contained the touch, or its hit test found no view.
    case noView
    /// The view has `isMultipleTouchEnabled == false` and already tracks a touch (spec C4).
    case multipleTouchDisabled
    /// An exclusive-touch view is involved and another view of the window tracks a touch (spec C5).
    case exclusiveTouch
    /// The application was ignoring interaction events when the touch began (spec C9).
    case ignoringInteractionEvents
}
