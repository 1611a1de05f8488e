import Foundation

/// The top of a view hierarchy: it shows a root view controller's view, holds the first responder and
/// dispatches the events of its touches (spec <doc:Catalog#A7>, <doc:Catalog#B6>, <doc:Catalog#F4>).
///
/// A window is hidden until ``makeKeyAndVisible()`` or `isHidden = false`; only visible windows get touches.
/// Its ``next`` is the application. First-responder bookkeeping is in `UIWindow+FirstResponder.swift` and
/// event dispatch in `UIWindow+TouchDelivery.swift`.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// A window's place in front-to-back order; higher levels are in front of lower ones (spec <doc:Catalog#B6>).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }

        /// The level of ordinary app windows.
        public static let normal = Level(0)
        /// The level of the status bar, in front of normal windows.
        public static let statusBar = Level(1000)
        /// The level of alerts, in front of everything else.
        public static let alert = Level(2000)
    }

    /// Posted on the application's notification center when a window becomes key; `object` is the window.
    nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted on the application's notification center when a window stops being key.
    nonisolated public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")

    /// The application whose windows this one is among.
    ///
    /// Held strongly: a window cannot work without its application, and an isolated application made for a
    /// test should live as long as the windows the test keeps. The input system's window, which the
    /// application itself owns, does not retain it, or the two would keep each other alive forever.
    public var application: UIApplication? {
        if let retainedApplication { return retainedApplication }
        guard let application = unretainedApplication?.responder else { return nil }
        return knownDowncast(application, to: UIApplication.self)
    }
    private var retainedApplication: UIApplication?
    /// The input system's window names its application through the application's token rather than weakly, so
    /// that the application gets no side table (`ResponderLifetime`).
    private var unretainedApplication: ResponderLifetime?
    /// The screen the window is shown on; its frame is in that screen's coordinates.
    open var screen: UIScreen
    /// The scene the window belongs to: the one it was made for, else its application's; `nil` once set so,
    /// which takes it out of its scene's ``UIWindowScene/windows``. Open and weak, as in UIKit (spec
    /// <doc:Catalog#P25>, <doc:Catalog#P47>).
    open weak var windowScene: UIWindowScene?

    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    final let windowHot = UncheckedState(HotState())
    /// The views of this window that are being told about at least one live touch, for the <doc:Catalog#C4>/<doc:Catalog#C5> rules.
    ///
    /// Unchecked: the touch admission step reads it on every touch event (the compiler hoists its access out of
    /// the loop, a runtime check of 150 instructions a move), and no access is held across a call into app code.
    var viewsTrackingTouches: [UIView] {
        get { windowHot.value.viewsTrackingTouches }
        _modify { yield &windowHot.value.viewsTrackingTouches }
    }

    /// The focus system, created when focus is first used in this window.
    var existingFocusSystem: UIFocusSystem?

    /// The stored first responder; read through ``firstResponder``, which drops one that has left. Held
    /// through its `ResponderLifetime` rather than weakly, so the first responder gets no side table.
    var storedFirstResponder: UIResponder? {
        get { storedFirstResponderLifetime?.responder }
        set { storedFirstResponderLifetime = newValue?.responderLifetime }
    }
    private var storedFirstResponderLifetime: ResponderLifetime? {
        get { windowHot.value.storedFirstResponderLifetime }
        _modify { yield &windowHot.value.storedFirstResponderLifetime }
    }

    /// Creates a hidden window of `UIApplication.shared`.
    public override init(frame: CGRect) {
        let application = UIApplication.shared
        self.screen = application.screen
        super.init(frame: frame)
        attach(to: application)
    }

    /// Creates a hidden window of `UIApplication.shared` as `init(frame: .zero)` does; there are no nibs, so
    /// the coder is not read.
    public required init?(coder: NSCoder) {
        let application = UIApplication.shared
        self.screen = application.screen
        super.init(coder: coder)
        attach(to: application)
    }

    /// Creates a hidden window of `application`, so tests and hosts can run isolated applications.
    public init(frame: CGRect, application: UIApplication) {
        self.screen = application.screen
        super.init(frame: frame)
        attach(to: application)
    }

    /// Creates a hidden window of `windowScene`, filling its screen: UIKit's designated initializer for scene
    /// apps, which subclasses override (spec <doc:Catalog#P25>).
    public init(windowScene: UIWindowScene) {
        let application = windowScene.application ?? UIApplication.shared
        self.screen = application.screen
        super.init(frame: application.screen.bounds)
        attach(to: application, scene: windowScene)
    }

    /// Creates the hidden window an application's input system shows input views in (see above).
    init(inputSystemOf application: UIApplication) {
        self.screen = application.screen
        super.init(frame: .zero)
        attach(to: application, retaining: false)
    }

    // The views of the window hold it without a reference count (`UIView.cachedWindow`), so the ones that
    // outlive it must lose it here. Only the views still in the window's tree point at it: a view that left
    // was given its new window, or none, as it moved.
    deinit {
        var pending = storedSubviews
        while let view = pending.popLast() {
            view.cachedWindow = nil
            pending.append(contentsOf: view.storedSubviews)
        }
    }

    private func attach(to application: UIApplication, retaining: Bool = true, scene: UIWindowScene? = nil) {
        windowScene = scene ?? application.windowScene
        cachedWindow = self
        isHidden = true
        if retaining { retainedApplication = application } else { unretainedApplication = application.responderLifetime }
        application.register(self)
    }

    /// The window itself: a window is its own window.
    open override var window: UIWindow? { self }

    /// Windows are hidden until shown; showing one orders it in front of the others of its level (<doc:Catalog#B6>).
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            application?.windowVisibilityDidChange(self)
            visibilityChangedForAppearance()
        }
    }

    /// Where the window sits in front-to-back order (<doc:Catalog#B6>).
    open var windowLevel: Level = .normal {
        didSet { application?.windowOrderDidChange() }
    }

    /// The controller whose view fills the window; setting it swaps the view in and makes `vc.next` the
    /// window (<doc:Catalog#A4>).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let oldView = oldValue?.viewIfLoaded, oldView.storedSuperview === self { oldView.removeFromSuperview() }
            guard let controller = rootViewController else { return }
            let rootView: UIView = controller.view
            rootView.frame = bounds
            addSubview(rootView)
        }
    }

    /// The application (<doc:Catalog#A7>).
    open override var next: UIResponder? { application }

    /// The window's own undo manager, which its views and controllers use unless they provide one.
    open override var undoManager: UndoManager? { ownUndoManager }
    private let ownUndoManager = UndoManager()

    /// Whether this is the application's key window, the one that gets keyboard input (<doc:Catalog#F4>).
    open var isKeyWindow: Bool { application?.keyWindow === self }

    /// Whether the window may become the key window; `true` by default. ``makeKey()`` and
    /// ``makeKeyAndVisible()`` leave the key window as it is when this answers `false` (spec <doc:Catalog#P29>).
    open var canBecomeKey: Bool { true }

    /// Makes this the key window, telling the previous key window it resigned; does nothing when
    /// ``canBecomeKey`` is `false`.
    open func makeKey() {
        guard canBecomeKey else { return }
        application?.changeKeyWindow(to: self)
    }

    /// Shows the window in front of the others of its level and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        application?.orderFront(self)
        makeKey()
    }

    /// Delivers an event to this window's recognizers and responders: the touches of a touch event that are in
    /// this window, or a press, shake or remote-control command of the key window. The application calls it
    /// from its own `sendEvent(_:)`. Override it to observe or filter one window's events, calling `super`;
    /// an override that does not call `super` stops the event for this window.
    open func sendEvent(_ event: UIEvent) {
        #if DEBUG
        TouchPathLog.note("sendEvent(_:)")
        #endif
        switch event.type {
        case .touches: deliverTouches(of: event)
        case .presses, .motion, .remoteControl, .hover, .scroll: application?.performEventStep(of: event)
        }
    }

    /// Focus starts in the root view controller.
    open override var preferredFocusEnvironments: [UIFocusEnvironment] {
        rootViewController.map { [$0] } ?? []
    }

    /// Called after the window became key.
    open func becomeKey() {}

    /// Called after the window stopped being key.
    open func resignKey() {}
}

extension UIWindow {
    /// The hot state of `UIWindow`, in one value (`UncheckedState`).
    struct HotState {
        var viewsTrackingTouches: [UIView] = []
        var storedFirstResponderLifetime: ResponderLifetime? = nil
    }
}
