import Foundation
import ResponderKit

/// An isolated application on a virtual clock, with the gestures a test writer reaches for: tap a point or a
/// view, press-move-lift paths, several fingers at once, advancing time and running until idle; and the app's
/// life as the system drives it (interruptions, the background, termination: `EventTestHost+Lifecycle.swift`).
///
/// Every host has its own application, screen, clock and notification center, so tests never share state
/// whatever order they run in. Everything goes through the application's input door, as a real host's input
/// would; helpers run the next-turn work after each input, the way a run loop would.
///
/// Code as written reaches the host's application as `UIApplication.shared` inside ``run(_:)`` or a test
/// with the `.eventTestHost` trait (Swift Testing, parallel-safe), or after ``install()`` (XCTest); a host
/// made outside any task, as in XCTest's `setUp`, installs itself. See `EventTestHost+Shared.swift`.
@preconcurrency @MainActor
public final class EventTestHost {
    /// The virtual clock the application runs on; only this host's calls move it.
    public let clock: VirtualClock
    /// The isolated application under test.
    public let application: UIApplication
    /// How long a ``tap(at:)`` holds the finger down.
    public var tapDuration: TimeInterval = 0.05
    private var nextFingerID = 1
    /// Where the latest finger went down, screen coordinates; the start of ``lastHitTest``.
    var lastTouchDownPoint: CGPoint?
    /// The latest actions the application sent (up to ``keptRecords``), oldest first.
    public internal(set) var actions: [ActionRecord] = []
    /// The latest first-responder changes of the application's windows (up to ``keptRecords``), oldest first.
    public internal(set) var firstResponderChanges: [FirstResponderChange] = []
    /// Each window's first responder as of its last change, to tell where the next change came from.
    var previousFirstResponders: [ObjectIdentifier: WeakResponder] = [:]
    /// The keyboard's frame on screen while it is shown, from the keyboard notifications; `nil` while hidden.
    public internal(set) var keyboardFrame: CGRect?
    /// The gesture-arena reports of every touch sequence, once ``recordGestureArenas()`` was called.
    public internal(set) var gestureArenas: GestureArenaLog?
    /// Every input the host sent that the door accepted, in order, for ``saveRecording()`` (spec T10).
    var sentInputs: [InputRecording.Entry] = []
    /// The clock's time when the host was made, which a replay's host must start at.
    let startTime: TimeInterval
    /// The view controllers, views and windows seen in the host's windows while leaks are checked (spec T9).
    var trackedObjects: [ObjectIdentifier: TrackedObject] = [:]
    /// Whether the host notes what is in its windows after each input and wait, for the leak check.
    var isTrackingLeaks = false

    /// Creates an application with a screen of `screenSize` whose clock starts at `start`.
    ///
    /// `applicationClass` is the app's own `UIApplication` subclass, if it has one (UIKit's principal class):
    /// its overrides, such as `sendEvent(_:)` watching every event, run in the test as in the app.
    public init(screenSize: CGSize = CGSize(width: 390, height: 844), start: TimeInterval = 1_000,
                applicationClass: UIApplication.Type = UIApplication.self) {
        clock = VirtualClock(start: start)
        startTime = start
        application = applicationClass.init(clock: clock,
                                            screen: UIScreen(bounds: CGRect(origin: .zero, size: screenSize)),
                                            notificationCenter: nil)
        startAnsweringQuestions()
        installIfOutsideAnyTask()
    }

    /// The application's screen.
    public var screen: UIScreen { application.screen }

    /// Makes a window filling the screen (or `frame`), shows it and makes it key.
    public func makeWindow(rootViewController: UIViewController? = nil, frame: CGRect? = nil,
                           level: UIWindow.Level = .normal) -> UIWindow {
        let window = UIWindow(frame: frame ?? screen.bounds, application: application)
        window.windowLevel = level
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        if isTrackingLeaks { noteObjectsInWindows() }
        return window
    }

    // MARK: Time

    /// Moves the virtual clock forward, firing timers due on the way.
    public func advance(by interval: TimeInterval) {
        clock.advance(by: interval)
    }

    /// Runs next-turn work (such as gesture recognizer actions) until none is left.
    public func runUntilIdle() {
        clock.runUntilIdle()
    }

    // MARK: Fingers

    /// Puts a new finger down at `point` (screen coordinates) and returns it, to move and lift later.
    @discardableResult
    public func touchDown(at point: CGPoint) throws -> Finger {
        let finger = Finger(id: takeFingerID(), host: self, location: point)
        try send(.touch(HostTouch(id: finger.id, action: .down, location: point)))
        return finger
    }

    /// Puts several fingers down in the same event, one per point (screen coordinates).
    public func touchDown(at points: [CGPoint]) throws -> [Finger] {
        let fingers = points.map { Finger(id: takeFingerID(), host: self, location: $0) }
        try send(.touches(fingers.map { HostTouch(id: $0.id, action: .down, location: $0.location) }))
        return fingers
    }

    /// Moves several fingers in the same event, each to its point.
    public func move(_ fingers: [Finger], to points: [CGPoint]) throws {
        guard fingers.count == points.count else {
            throw EventTestHostError.mismatchedCounts(fingers: fingers.count, points: points.count)
        }
        for (finger, point) in zip(fingers, points) { finger.location = point }
        try send(.touches(fingers.map { HostTouch(id: $0.id, action: .move, location: $0.location) }))
    }

    /// Lifts several fingers in the same event where they are.
    public func lift(_ fingers: [Finger]) throws {
        try send(.touches(fingers.map { HostTouch(id: $0.id, action: .up, location: $0.location) }))
    }

    /// Taps at `point` (screen coordinates): down, ``tapDuration`` of time, up.
    public func tap(at point: CGPoint) throws {
        let finger = try touchDown(at: point)
        advance(by: tapDuration)
        try finger.lift()
    }

    /// Presses at `start`, moves through `steps` evenly spaced points to `end` over `duration`, and lifts.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2) throws {
        let finger = try touchDown(at: start)
        let count = max(1, steps)
        for step in 1...count {
            advance(by: duration / Double(count))
            let fraction = CGFloat(step) / CGFloat(count)
            try finger.move(to: CGPoint(x: start.x + (end.x - start.x) * fraction,
                                        y: start.y + (end.y - start.y) * fraction))
        }
        try finger.lift()
    }

    /// Puts two fingers down at `start`, moves both through `steps` evenly spaced positions to `end` over
    /// `duration`, and lifts them together: the path of a pinch or a rotation.
    public func twoFingerPath(from start: (CGPoint, CGPoint), to end: (CGPoint, CGPoint), steps: Int = 10,
                              duration: TimeInterval = 0.2) throws {
        let fingers = try touchDown(at: [start.0, start.1])
        let count = max(1, steps)
        for step in 1...count {
            advance(by: duration / Double(count))
            let fraction = CGFloat(step) / CGFloat(count)
            func between(_ a: CGPoint, _ b: CGPoint) -> CGPoint {
                CGPoint(x: a.x + (b.x - a.x) * fraction, y: a.y + (b.y - a.y) * fraction)
            }
            try move(fingers, to: [between(start.0, end.0), between(start.1, end.1)])
        }
        try lift(fingers)
    }

    /// Where the center of `view`'s bounds is on screen.
    public func screenPoint(inCenterOf view: UIView) -> CGPoint {
        screenPoint(CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
    }

    /// Where `point`, in `view`'s coordinates, is on screen.
    public func screenPoint(_ point: CGPoint, in view: UIView) -> CGPoint {
        view.convertToScreen(point)
    }

    /// Sends raw input through the application's input door, then runs next-turn work. Nothing checks where it
    /// goes (spec T4); accepted input joins the host's recording (T10).
    public func send(_ input: HostInput) throws {
        let time = clock.now
        try application.inputDoor.send(input)
        sentInputs.append(InputRecording.Entry(time: time, input: input.resolvingTimestamps(
            to: max(time, application.inputDoor.lastTimestamp))))
        noteTouchDown(in: input)
        runUntilIdle()
        if isTrackingLeaks { noteObjectsInWindows() }
    }

    func takeFingerID() -> Int {
        defer { nextFingerID += 1 }
        return nextFingerID
    }
}

/// One finger of an ``EventTestHost``, down until lifted or cancelled.
@preconcurrency @MainActor
public final class Finger {
    /// The id the host sends for this finger.
    public let id: Int
    /// Where the finger is now, in screen coordinates.
    public internal(set) var location: CGPoint
    private unowned let host: EventTestHost

    init(id: Int, host: EventTestHost, location: CGPoint) {
        self.id = id
        self.host = host
        self.location = location
    }

    /// Moves the finger to `point` (screen coordinates).
    public func move(to point: CGPoint) throws {
        location = point
        try host.send(.touch(HostTouch(id: id, action: .move, location: point)))
    }

    /// Lifts the finger where it is.
    public func lift() throws {
        try host.send(.touch(HostTouch(id: id, action: .up, location: location)))
    }

    /// Has the system cancel the finger.
    public func cancel() throws {
        try host.send(.touch(HostTouch(id: id, action: .cancel, location: location)))
    }
}
