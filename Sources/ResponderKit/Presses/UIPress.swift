import Foundation

/// One physical button or key, from press to release (spec <doc:Catalog#H1>).
///
/// Like a touch, one object lives for the whole press and is updated in place. Presses go to the focused item
/// when there is one, else to the key window's first responder, else to the key window (<doc:Catalog#H2>, <doc:Catalog#I5>).
///
/// Open, as in UIKit: test doubles subclass it and override ``key`` (optional or not), ``phase`` or ``type``
/// to hand to a responder's press methods directly (spec <doc:Catalog#P8>).
@preconcurrency @MainActor
open class UIPress {
    /// Where a press is in its life (<doc:Catalog#H1>).
    public enum Phase: Int, Sendable {
        case began
        case changed
        case stationary
        case ended
        case cancelled
    }

    /// The kind of button: remote and game-controller buttons, or `.keyboard` for any hardware key (<doc:Catalog#H1>).
    public enum PressType: Int, Sendable, Codable {
        case upArrow
        case downArrow
        case leftArrow
        case rightArrow
        case select
        case menu
        case playPause
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFourColors = 33
        /// A key of a hardware keyboard that is none of the above; its ``UIPress/key`` says which.
        case keyboard = 1000
    }

    // The phase, time and delivery state are read and written several times per key event, and a runtime
    // exclusivity check costs more than the access: they were a tenth of a key command's press. They are one
    // value read without it (`UncheckedState`), and the properties over it are plain Swift.
    final let hot: UncheckedState<PressHotState>

    /// Where the press is in its life.
    open internal(set) var phase: Phase {
        get { hot.value.phase }
        set { hot.value.phase = newValue }
    }
    /// The kind of button.
    open var type: PressType { pressType }
    final let pressType: PressType
    /// The keyboard key, for presses that come from a hardware keyboard.
    open var key: UIKey? { pressKey }
    final let pressKey: UIKey?
    /// When the press last changed, on the application's clock.
    open internal(set) var timestamp: TimeInterval {
        get { hot.value.timestamp }
        set { hot.value.timestamp = newValue }
    }
    /// The responder the press was delivered to first; it is fixed for the press's life, and `nil` once that
    /// responder was freed.
    open internal(set) var responder: UIResponder? {
        get { responderToken?.responder }
        set { responderToken = newValue?.responderLifetime }
    }
    /// The window whose responders the press goes to; `nil` once it was freed.
    open internal(set) var window: UIWindow? {
        get {
            guard let window = windowToken?.responder else { return nil }
            return knownDowncast(window, to: UIWindow.self)
        }
        set { windowToken = newValue?.responderLifetime }
    }
    // Held through their lifetime tokens, not weakly: a weak reference would give the first responder and the
    // window side tables, and slow every retain of them on the key command's walk (BENCHMARKS.md, issue 20).
    private final var responderToken: ResponderLifetime? {
        get { hot.value.responderToken }
        set { hot.value.responderToken = newValue }
    }
    private final var windowToken: ResponderLifetime? {
        get { hot.value.windowToken }
        set { hot.value.windowToken = newValue }
    }
    /// How hard the button is pressed, 0 to 1; keys and buttons report 1 while down.
    open internal(set) var force: CGFloat = 1

    /// The host's key code for the press, used to match the release to it.
    final let hostCode: Int
    /// Where the responders are in hearing of the press; recognizers and key commands can take it from them.
    final var responderDelivery: PressDelivery {
        get { hot.value.responderDelivery }
        set { hot.value.responderDelivery = newValue }
    }
    /// The responders that heard this press begin, and which heard it end; kept by `DeliveryLedger`.
    final var hearing: HeardChain<WeakHearer> {
        get { hot.value.hearing }
        _modify { yield &hot.value.hearing }
    }
    /// Whether the button is still held; a press taken from the responders stays held until released.
    final var isDown: Bool {
        get { hot.value.isDown }
        set { hot.value.isDown = newValue }
    }
    /// Whether the application ended the press itself (the key window changed) while the host still holds
    /// the key: its repeats and release are then absorbed quietly (<doc:Catalog#C12>).
    final var wasEndedByApplication: Bool {
        get { hot.value.wasEndedByApplication }
        set { hot.value.wasEndedByApplication = newValue }
    }
    /// The recognizers that receive the press, the target view's first and its ancestors' after (spec <doc:Catalog#H2>).
    final var recognizerStorage: [UIGestureRecognizer] {
        get { hot.value.recognizers }
        _modify { yield &hot.value.recognizers }
    }

    init(type: PressType, key: UIKey?, hostCode: Int, timestamp: TimeInterval) {
        self.hot = UncheckedState(PressHotState(timestamp: timestamp))
        self.pressType = type
        self.pressKey = key
        self.hostCode = hostCode
    }

    /// Creates a press that belongs to no application: a `.keyboard` press with no key, just begun. Test
    /// doubles start here and override what they report (spec <doc:Catalog#P8>); the application never
    /// delivers such a press itself.
    public init() {
        self.hot = UncheckedState(PressHotState(timestamp: 0))
        self.pressType = .keyboard
        self.pressKey = nil
        self.hostCode = -1
    }

    /// The recognizers that receive this press, the focused view's first and its ancestors' after (spec
    /// <doc:Catalog#H2>); `nil` for a press no recognizer receives. Open, as in UIKit (spec <doc:Catalog#P52>);
    /// ResponderKit's own delivery reads its storage, not this.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        recognizerStorage.isEmpty ? nil : recognizerStorage
    }
}

/// Where a press's responders are: not yet told, hearing it, owed a cancellation a recognizer claimed, or
/// done (told of its end, or never to hear of it).
enum PressDelivery: Equatable {
    case undecided
    case delivering
    case cancellationPending
    case finished
}

extension UIPress: Hashable {
    /// A press equals only itself: each object is one button's whole press.
    nonisolated public static func == (lhs: UIPress, rhs: UIPress) -> Bool { lhs === rhs }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// An event carrying presses (spec <doc:Catalog#H1>): the presses that changed and those still held.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    // An array, not a set: the presses held at once are few, and hashing each press in and out of a set cost
    // a tenth of a key command's press (BENCHMARKS.md, issue 20). The public sets are built when asked for.
    // Read without a runtime exclusivity check (`UncheckedState`).
    final let pressesHot = UncheckedState<[UIPress]>([])
    var pressStorage: [UIPress] {
        get { pressesHot.value }
        _modify { yield &pressesHot.value }
    }

    /// Creates an event with no presses.
    public override init() {
        super.init(type: .presses)
    }

    /// Every press of the event, including those that did not change.
    open var allPresses: Set<UIPress> { Set(pressStorage) }

    /// The presses of the event that `gesture` receives.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressStorage.filter { press in press.recognizerStorage.contains { $0 === gesture } })
    }
}

/// What the event path reads of a press on every key event (`UIPress.hot`).
@MainActor
struct PressHotState {
    var phase: UIPress.Phase = .began
    var timestamp: TimeInterval
    var responderToken: ResponderLifetime?
    var windowToken: ResponderLifetime?
    var responderDelivery: PressDelivery = .undecided
    var hearing = HeardChain<WeakHearer>()
    var isDown = true
    var wasEndedByApplication = false
    var recognizers: [UIGestureRecognizer] = []
}
