import Foundation

/// The running app: it owns the windows, receives host input through its ``inputDoor`` and sends events to
/// windows; it is the responder after every window (<doc:Catalog#A7>) and before the app delegate (<doc:Catalog#A8>).
///
/// `UIApplication.shared` works with no set-up, on the system clock and `UIScreen.main`, as in a UIKit unit
/// test. A test or host that wants isolation makes its own with ``init(clock:screen:notificationCenter:)``
/// and creates its windows with `UIWindow(frame:application:)`; nothing is shared between applications. Such
/// an application becomes `.shared` only inside a scope or installation (`UIApplication+Shared.swift`).
///
/// Window bookkeeping is in `UIApplication+Windows.swift`, touch routing in
/// `UIApplication+TouchDelivery.swift`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// Ended with the application; the input door and recognizers read it (see `ApplicationLifetime`).
    let lifetime = ApplicationLifetime()

    deinit {
        lifetime.end()
    }

    /// The object told about the app's life; it is the application's next responder when it is a plain
    /// `UIResponder` (<doc:Catalog#A8>). Not retained, as in UIKit.
    // Read without a runtime exclusivity check (`applicationHot`): every walk up the chain that reaches the
    // application reads it.
    open var delegate: UIApplicationDelegate? {
        get { applicationHot.value.delegate }
        set { applicationHot.value.delegate = newValue }
    }
    /// The clock every event timestamp and timer of this application reads.
    public let clock: EventClock
    /// The screen new windows are placed on and host input is measured in.
    public let screen: UIScreen
    /// Where this application posts its notifications (keyboard, key window, first responder changes).
    ///
    /// An application made with its own center also posts each of them to `NotificationCenter.default`
    /// while it is `UIApplication.shared` where it posts, so app code observing `.default` hears the
    /// application it runs in (see `UIApplication+Shared.swift`).
    public let notificationCenter: NotificationCenter
    /// What this application refused, repaired or stopped, for whoever is debugging it.
    public let diagnostics = DiagnosticLog()
    /// Every dispatch step, for subscribers; free when nobody subscribes.
    public let eventTrace: EventTrace
    /// Tunable thresholds of touch handling that UIKit does not document.
    public var touchSettings = TouchSettings()

    /// What `UIPasteboard.general` is while this application is shared, so tests do not copy into each other.
    lazy var generalPasteboard = UIPasteboard(name: "general")
    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    final let applicationHot = UncheckedState(HotState())
    /// Who is told about each action sent; see ``observeActions(_:)``. Empty outside tests. Read on every
    /// action without an exclusivity check: the sending loop iterates over a copy, so no access is open while an
    /// observer runs.
    var actionObservations: [ActionObservation] {
        get { applicationHot.value.actionObservations }
        _modify { yield &applicationHot.value.actionObservations }
    }
    var windowEntries: [WindowEntry] = []
    /// The key window as stored, held through its `ResponderLifetime` rather than weakly so the window gets
    /// no side table (every event retains it); read through ``keyWindow``.
    var storedKeyWindow: UIWindow? {
        get {
            guard let window = storedKeyWindowLifetime?.responder else { return nil }
            return knownDowncast(window, to: UIWindow.self)
        }
        set { storedKeyWindowLifetime = newValue?.responderLifetime }
    }
    private var storedKeyWindowLifetime: ResponderLifetime? {
        get { applicationHot.value.storedKeyWindowLifetime }
        _modify { yield &applicationHot.value.storedKeyWindowLifetime }
    }
    var windowOrderCounter = 0
    var ignoringInteractionDepth = 0
    let touchRouting: TouchRouting
    /// The referee of gesture recognizers for this application's touches.
    lazy var gestureArena = GestureArena(application: self)
    /// The owner of what every responder has heard of each touch, press and shake. Stored rather than lazy:
    /// every touch event reaches it several times, and a lazy property checks on each access.
    let deliveryLedger: DeliveryLedger
    let pressRouting = PressRouting()
    /// The hover recognizers under the pointer and the scroll in progress (spec <doc:Catalog#M1>, <doc:Catalog#M3>).
    lazy var pointerRouting = PointerRouting()
    /// The shake the host began and has not ended yet, with the responder told that it began.
    var shakeInProgress: ShakeInProgress?
    /// Whether a layout pass is due on the next turn of the run loop (see `UIView+Layout.swift`).
    var isLayoutPassScheduled = false
    /// What `scheduleLayoutPass()` hands the clock, made once: a closure made per scheduling would allocate its
    /// captures on every frame that changes a view's layout.
    lazy var layoutPassWork: @MainActor () -> Void = makeLayoutPassWork()
    /// The non-touch events on their way through `sendEvent(_:)`, innermost last. Pushed and popped around each
    /// `sendEvent` and never held across it, so unchecked: a runtime exclusivity check per access cost more.
    var pendingEventSteps: [PendingEventStep] {
        get { applicationHot.value.pendingEventSteps }
        _modify { yield &applicationHot.value.pendingEventSteps }
    }
    /// Where the app is in its life, as the host reported it (`UIApplication+Lifecycle.swift`).
    var lifecycleStage = LifecycleStage.unlaunched
    /// Whether remote-control commands are delivered; see ``beginReceivingRemoteControlEvents()``.
    public internal(set) var isReceivingRemoteControlEvents = false
    /// Whether a shake nobody handles offers to undo; `true` by default, as in UIKit.
    ///
    /// When the shake's `motionEnded` falls off the end of the responder chain and the first responder's
    /// `undoManager` can undo, ``shakeToUndoNotification`` is posted for the host to show the prompt.
    open var applicationSupportsShakeToEdit = true
    /// The application's general layout direction (spec <doc:Catalog#P2>). ResponderKit has no localization, so it
    /// is `.leftToRight` unless the host sets it; settable here, where UIKit derives it from the app's language.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
    /// The application's one scene, made on first use (spec <doc:Catalog#P25>).
    public private(set) lazy var windowScene = UIWindowScene(application: self)
    /// The scenes connected to the application: its one ``UIWindowScene``, connected from launch, as in every
    /// iOS 13 app (spec <doc:Catalog#P25>); open, as in UIKit (spec <doc:Catalog#P49>).
    open var connectedScenes: Set<UIScene> { [windowScene] }
    /// The sessions of the app's scenes: its one scene's (spec <doc:Catalog#P50>).
    open var openSessions: Set<UISceneSession> { [windowScene.session] }
    /// How to make each scene delegate class registered with `register(sceneDelegateClass:making:)`.
    var sceneDelegateMakers: [ObjectIdentifier: @MainActor () -> UISceneDelegate] = [:]
    private var door: InputDoor?
    private(set) var storedInputSystem: InputSystem?
    private var inputRefreshDeferral = 0
    private var inputRefreshPending = false

    /// Creates an isolated application with its own clock, screen and notification center; `nil` gives it a
    /// center of its own that also reaches `NotificationCenter.default` while the application is shared.
    ///
    /// Required, so a host can make an app's own subclass from its class alone, as `UIApplicationMain` makes
    /// the principal class on iOS (see `EventTestHost.init(screenSize:start:applicationClass:)`).
    public required init(clock: EventClock, screen: UIScreen = UIScreen(bounds: UIScreen.main.bounds),
                notificationCenter: NotificationCenter? = nil) {
        self.clock = clock
        self.screen = screen
        self.notificationCenter = notificationCenter ?? NotificationCenter()
        let trace = EventTrace(clock: clock)
        eventTrace = trace
        let routing = TouchRouting()
        touchRouting = routing
        deliveryLedger = DeliveryLedger(routing: routing, trace: trace)
        super.init()
        deliveryLedger.owner = self
        if notificationCenter == nil { forwardNotificationsToDefaultWhileShared() }
    }

    /// The one entry point through which a host hands raw input (fingers, later keys and more) to the app.
    public var inputDoor: InputDoor {
        if let door { return door }
        let created = InputDoor(application: self)
        door = created
        return created
    }

    /// The input views of this application: the keyboard or custom input view of the first responder.
    ///
    /// Created on first use, with a window of its own above every other window.
    public var inputSystem: InputSystem {
        if let storedInputSystem { return storedInputSystem }
        let created = InputSystem(application: self)
        storedInputSystem = created
        return created
    }

    /// The input views if something has needed them, without creating them: a tool that looks through the
    /// windows (the test host's leak check) can leave the keyboard's window out without bringing it into being.
    public var existingInputSystem: InputSystem? { storedInputSystem }

    /// Brings the input views in line with the key window's first responder. An app that never shows input
    /// views never creates the input system or its window.
    func refreshInputViews() {
        guard inputRefreshDeferral == 0 else {
            inputRefreshPending = true
            return
        }
        if let storedInputSystem {
            storedInputSystem.update()
        } else if let responder = firstResponder, responder.wantsInputViews {
            inputSystem.update()
        }
    }

    /// Runs `body`, holding input-view updates until it ends, so that moving first responder from one text
    /// input to another is one change, not a hide and a show (<doc:Catalog#G6>).
    func deferringInputRefresh<Result>(_ body: () -> Result) -> Result {
        inputRefreshDeferral += 1
        let result = body()
        inputRefreshDeferral -= 1
        if inputRefreshDeferral == 0, inputRefreshPending {
            inputRefreshPending = false
            refreshInputViews()
        }
        return result
    }

    /// The delegate when it is a plain responder, not a view, a controller or the application itself (<doc:Catalog#A8>).
    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder else { return nil }
        if responder is UIView || responder is UIViewController || responder === self { return nil }
        return responder
    }

    /// Hands an event to the windows it concerns: a touch event to each window with a changing touch, any other
    /// event (presses, shake, remote control) to the window it goes to, usually the key window.
    ///
    /// Every event the host sends comes through here, so an override sees them all; call `super` to let the
    /// event go on, as in UIKit. An override that does not call `super` stops the event: no window, recognizer
    /// or responder hears of it.
    open func sendEvent(_ event: UIEvent) {
        #if DEBUG
        TouchPathLog.note("sendEvent(_:)")
        #endif
        switch event.type {
        case .touches: deliverTouchEvent(event)
        case .presses, .motion, .remoteControl, .hover, .scroll: sendNonTouchEvent(event)
        }
    }

    /// Sends an action message; returns whether an object handled it (spec <doc:Catalog#E5>-<doc:Catalog#E7>).
    ///
    /// A non-nil `target` gets the action directly. A `nil` target sends it up the responder chain: from the
    /// first responder of the sender's window (of the key window when the sender is in none), or from the
    /// sender itself when that window has no first responder; the first responder whose
    /// `canPerformAction(_:withSender:)` says yes runs it. Controls call this from
    /// `sendAction(_:to:for:)`; override it to observe every action the app sends.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        guard !actionObservations.isEmpty else { return deliverAction(action, to: target, from: sender, for: event) }
        let report = actionResolutionReport(for: action, to: target.map { $0 as AnyObject }, from: sender)
        let handled = deliverAction(action, to: target, from: sender, for: event)
        for observation in actionObservations { observation.handler(report, handled) }
        return handled
    }

    /// Starts ignoring new touches; calls nest, and touches come back after the outermost end (spec <doc:Catalog#C9>).
    ///
    /// Touches already down keep being delivered until they end, so every view that saw one begin sees it end.
    open func beginIgnoringInteractionEvents() {
        ignoringInteractionDepth += 1
    }

    /// Ends one ``beginIgnoringInteractionEvents()``; unmatched calls are ignored.
    open func endIgnoringInteractionEvents() {
        ignoringInteractionDepth = max(0, ignoringInteractionDepth - 1)
    }

    /// Whether new touches are being ignored.
    open var isIgnoringInteractionEvents: Bool { ignoringInteractionDepth > 0 }

    /// The first responder of the key window, the responder keyboard input and nil-targeted actions start at.
    public var firstResponder: UIResponder? { keyWindow?.firstResponder }

    override var owningApplication: UIApplication? { self }

    // MARK: Members UIKit declares open

    // Declared here because a member of an extension cannot be overridden (spec <doc:Catalog#P28>).

    /// The application's windows that still exist, back to front: by level, then by when they were ordered
    /// front (spec <doc:Catalog#B6>).
    open var windows: [UIWindow] { windowEntries.compactMap(\.window) }

    /// The window that gets keyboard input and starts nil-targeted actions, if any (<doc:Catalog#F4>).
    open var keyWindow: UIWindow? {
        guard let window = storedKeyWindow, !window.isHidden else { return nil }
        return window
    }

    /// Whether the app is active, inactive or in the background, as its host last reported (<doc:Catalog#N1>).
    ///
    /// An application whose host reported no launch is `.active`, as in a hosted UIKit unit test. The state
    /// changes only through ``HostLifecycle`` input; ResponderKit delivers input in every state, since a host
    /// that is not in the foreground sends none.
    open var applicationState: State { lifecycleStage.state }

    /// Starts delivering remote-control commands to the first responder chain (spec <doc:Catalog#I3>).
    open func beginReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = true }

    /// Stops delivering remote-control commands (spec <doc:Catalog#I3>).
    open func endReceivingRemoteControlEvents() { isReceivingRemoteControlEvents = false }
}

/// Thresholds of touch handling that UIKit does not document; ResponderKit's defaults follow the spec.
public struct TouchSettings: Sendable, Equatable {
    /// How far outside its bounds a finger may go and still count as inside the control tracking it, on every
    /// side (<doc:Catalog#E4>); 70 points, so a finger that slips off a small button while lifting still taps it.
    public var controlTrackingMargin: CGFloat = 70
    /// The longest time between two touch-downs that still counts as one more tap (<doc:Catalog#C6>); 0.35 s.
    public var multipleTapInterval: TimeInterval = 0.35
    /// The farthest two touch-downs may be apart to count as one more tap (<doc:Catalog#C6>); 10 points.
    public var multipleTapRadius: CGFloat = 10
    /// How long after a wheel's last notch the scroll gesture it drives ends (<doc:Catalog#M3>); 0.1 s. A wheel has no
    /// phases, so notches closer together than this make one gesture, as a scroll view needs to glide.
    public var wheelScrollEndDelay: TimeInterval = 0.1
    /// How long a finger holds a stepper's segment before the step repeats (<doc:Catalog#Q18>); 0.5 s.
    public var stepperAutorepeatDelay: TimeInterval = 0.5
    /// The time between a held stepper's repeated steps after the first repeat (<doc:Catalog#Q18>); 0.1 s.
    public var stepperAutorepeatInterval: TimeInterval = 0.1
    /// How far below its resting top the content of a scroll view must be pulled to begin refreshing its
    /// `refreshControl` (<doc:Catalog#Q23>); 100 points.
    public var refreshPullDistance: CGFloat = 100

    /// Creates the default settings.
    public init() {}
}

extension UIApplication {
    /// The hot state of `UIApplication`, in one value (`UncheckedState`).
    struct HotState {
        weak var delegate: UIApplicationDelegate?
        var actionObservations: [ActionObservation] = []
        var storedKeyWindowLifetime: ResponderLifetime? = nil
        var pendingEventSteps: [PendingEventStep] = []
    }
}

// The application's one step between its `sendEvent(_:)` and the windows, kept beside `sendEvent(_:)` so a touch
// event enters the application once, from the input door, and leaves it for the windows from here.
extension UIApplication {
    /// Sends a touch event to each window that has a touch changing in it, in the order the touches began.
    fileprivate func deliverTouchEvent(_ event: UIEvent) {
        let touches = touchRouting.activeTouches
        for (index, touch) in touches.enumerated() where touch.physicalPhase != .stationary {
            guard let window = touch.window else { continue }
            if !hasChangingTouch(in: window, before: index, of: touches) { window.sendEvent(event) }
        }
    }

    // A loop, not `contains(where:)`: a closure from main-actor code checks its executor at run time.
    private func hasChangingTouch(in window: UIWindow, before end: Int, of touches: [UITouch]) -> Bool {
        for touch in touches[..<end] where touch.physicalPhase != .stationary && touch.isIn(window) { return true }
        return false
    }
}
