import Foundation

/// An object that watches the touches of its view and the view's descendants and turns a pattern of them
/// into a gesture: a tap, a pan, a pinch, or anything a subclass recognizes.
///
/// Recognizers see every touch before the view it was hit-tested to (spec <doc:Catalog#D3>). When one recognizes, its
/// actions go out on the next turn of the run loop (<doc:Catalog#D2>) and, by default, the view's touches are cancelled
/// (<doc:Catalog#D4>). Recognizers on the same touches compete: without a delegate's permission only one recognizes (<doc:Catalog#D8>),
/// and ``require(toFail:)`` makes one wait for another (<doc:Catalog#D9>). The article <doc:GestureRecognizers> describes
/// the whole dispatch.
///
/// To write your own recognizer, subclass this class, override the four touch methods and ``reset()``, and
/// set ``state`` as the touches come in. Overridable members live in this file; target-action and
/// failure requirements are in `UIGestureRecognizer+Actions.swift`, the touches a gesture reports in
/// `UIGestureRecognizer+ReportedTouches.swift`.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    // MARK: Storage the dispatch works on
    // Every touch event a recognizer tracks reads and writes its hot state (`UIGestureRecognizer+Storage.swift`),
    // held where it is read without a runtime exclusivity check: such checks were a tenth of a move event with
    // one pan.

    /// The state the dispatch reads, in one value (`UncheckedState`).
    nonisolated final let hot = UncheckedState(GestureRecognizerHotState())
    /// Index in ``trackedTouches`` of the first touch of the current round: a round starts when a touch
    /// begins after all earlier ones ended, as the second tap of a double tap does.
    var currentRoundStart = 0
    /// Recognizers this one waits for; kept weakly so a requirement does not keep a recognizer alive.
    var explicitFailureRequirements: [WeakGestureRecognizer] = []
    /// The arena of the application whose touches the recognizer currently takes part in.
    ///
    /// Not a weak reference, which would give the arena a side table and slow each of its retains on every
    /// touch event: the arena lives exactly as long as its application, so it is read only while the
    /// application's lifetime token says the application lives (`ApplicationLifetime`).
    var arena: GestureArena? {
        get { hot.value.arenaLifetime?.isAlive == true ? hot.value.arena?.object : nil }
        set {
            hot.value.arena = newValue.map(Unretained.init)
            hot.value.arenaLifetime = newValue?.application.lifetime
        }
    }
    /// Where the hover or scroll driving the recognizer is, for recognizers driven without touches (<doc:Catalog#M1>, <doc:Catalog#M3>).
    var pointerInput: PointerInput?

    // MARK: Public configuration

    /// The view the recognizer is attached to; set by `UIView.addGestureRecognizer(_:)`.
    open internal(set) var view: UIView? {
        get { hot.value.view?.object }
        set { hot.value.view = newValue.map(Unretained.init) }
    }

    /// The object asked whether the recognizer may receive touches, begin, and share touches with others
    /// (spec <doc:Catalog#D10>). Not retained, as in UIKit.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer takes part in dispatch. Setting it to `false` mid-gesture cancels a gesture that
    /// began and fails one that had not (spec <doc:Catalog#D12>); a disabled recognizer receives no touches.
    open var isEnabled: Bool {
        get { hot.value.isEnabled }
        set {
            let wasEnabled = hot.value.isEnabled
            hot.value.isEnabled = newValue
            guard wasEnabled, !newValue else { return }
            arena?.recognizerWasDisabled(self)
        }
    }

    /// Whether the view's touches are cancelled when the gesture is recognized (spec <doc:Catalog#D4>); `true` by default.
    ///
    /// The view gets `touchesCancelled` right after the recognizer's action, as the seed traces show (<doc:Catalog#D14>).
    open var cancelsTouchesInView: Bool = true

    /// Whether the view's `touchesBegan` waits until the recognizer fails (spec <doc:Catalog#D5>); `false` by default.
    ///
    /// If the recognizer fails, the view gets the held touches with their original locations and times; if
    /// it recognizes, the view never hears of them.
    open var delaysTouchesBegan: Bool = false

    /// Whether the view's `touchesEnded` waits until the recognizer decides (spec <doc:Catalog#D6>); `true` by default.
    ///
    /// If the recognizer then fails the view gets `touchesEnded`; if it recognizes, `touchesCancelled`.
    open var delaysTouchesEnded: Bool = true

    /// Whether, once the recognizer has a touch of one type (finger, pencil...), it ignores touches of other
    /// types until it resets; `true` by default, as in UIKit.
    open var requiresExclusiveTouchType: Bool = true

    /// The touch types the recognizer receives, as `UITouch.TouchType` raw values; every type by default.
    open var allowedTouchTypes: [NSNumber] = [
        NSNumber(value: UITouch.TouchType.direct.rawValue),
        NSNumber(value: UITouch.TouchType.indirect.rawValue),
        NSNumber(value: UITouch.TouchType.pencil.rawValue),
        NSNumber(value: UITouch.TouchType.indirectPointer.rawValue),
    ]

    /// The press types the recognizer receives, as `UIPress.PressType` raw values (spec <doc:Catalog#H2>).
    ///
    /// Empty for this base class: a recognizer that does not override the press methods has nothing to do
    /// with presses, and receiving them would only keep it from resetting. Tap and long-press recognizers
    /// allow `.select`, UIKit's documented default; a custom recognizer that recognizes presses sets it.
    open var allowedPressTypes: [NSNumber] = []

    /// A name for debugging and for finding a recognizer among a view's.
    open var name: String?

    // MARK: Creation

    /// Creates a recognizer that sends `action` to `target`, UIKit's designated initializer:
    /// `UITapGestureRecognizer(target: self, action: "handleTap:")`.
    ///
    /// Subclasses override it as in UIKit (`override init(target: Any?, action: Selector?)`), and every other
    /// initializer goes through it. The target's class lists the action in `declareActions(in:)` (see
    /// <doc:TargetAction>); the method may take nothing or the recognizer. Passing `nil` for both creates a
    /// recognizer with no action, as in UIKit. Recognizers do not send actions up the responder chain, so an
    /// action without a target is not added and is reported.
    public init(target: Any?, action: Selector?) {
        guard let action else { return }
        guard let target else {
            GestureArena.report(.unrecognizedSelector, about: self,
                                "was given '\(action)' with a nil target; gesture recognizers send actions only "
                                    + "to their targets, so the action was not added.")
            return
        }
        addTarget(target, action: action)
    }

    /// Creates a recognizer with no actions; add them with `addTarget(_:action:)` or ``addAction(_:)``.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    // MARK: State

    /// Where the recognizer is in recognizing its gesture (spec <doc:Catalog#D1>).
    ///
    /// Subclasses set it as touches come in; the dispatch then sends actions, cancels the view's touches and
    /// makes competing recognizers fail. A change that <doc:Catalog#D1> does not allow (for example `failed` to `began`, or
    /// `possible` to `cancelled`) is refused, leaves the state as it was, and is recorded in the
    /// application's diagnostics. Setting `began` or `ended` from `possible` may leave the state at
    /// `possible` for a while, when the recognizer must wait for others to fail (<doc:Catalog#D9>), or turn it into
    /// `failed`, when a delegate or the view refuses (<doc:Catalog#D10>) or another recognizer prevents it (<doc:Catalog#D8>).
    ///
    /// While an action runs, `state` reads the state the action was sent for.
    ///
    /// Open, as `UIGestureRecognizerSubclass.h` declares it: ResponderKit's own recognizers set their state
    /// through this property, so a subclass of one that overrides it (`didSet` is the usual form) sees each
    /// state the recognizer sets, in order (spec <doc:Catalog#P7>). The dispatch itself works on what reaches
    /// `super.state`; an override that never calls `super` keeps its recognizer at `possible`.
    open var state: State {
        get { stateSeenByActions ?? storedState }
        set { GestureArena.requestTransition(of: self, to: newValue) }
    }

    // MARK: Touches, for subclasses

    /// Tells the recognizer that touches it receives began; override to start recognizing.
    ///
    /// Called before the touches' view hears of them (<doc:Catalog#D3>). The default does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tells the recognizer that touches it receives moved; the default does nothing.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tells the recognizer that touches it receives lifted; the default does nothing.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Tells the recognizer that touches it receives were cancelled; the default does nothing.
    ///
    /// A recognizer usually fails (or, once begun, cancels) here.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    // MARK: Presses, for subclasses

    /// Tells the recognizer that presses of an allowed type began on its view or a descendant (spec <doc:Catalog#H2>).
    ///
    /// Called before the responders hear of the presses. Recognizing takes the presses from the responders,
    /// as touches are taken from views: they get `pressesCancelled` after the action, or nothing if they had
    /// not heard of the press yet. The default does nothing.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Tells the recognizer that presses it receives changed (a key repeating); the default does nothing.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Tells the recognizer that presses it receives were released; the default does nothing.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Tells the recognizer that presses it receives were cancelled; the default does nothing.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Stops sending `press` to the recognizer; its recognizing no longer takes the press from the
    /// responders.
    open func ignore(_ press: UIPress, for event: UIPressesEvent) {
        arena?.ignore(press, for: self)
    }

    /// Clears per-gesture state; called after the recognizer reached a final state and all its touches ended
    /// (<doc:Catalog#D1>), just before its state returns to `possible`. Override to forget what the last gesture left;
    /// the default does nothing.
    open func reset() {}

    /// Stops sending `touch` to the recognizer, and stops the recognizer holding it back from its view (<doc:Catalog#D7>).
    ///
    /// A recognizer calls it for touches that are not part of its gesture, such as a third finger on a pinch.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        arena?.ignore(touch, for: self)
    }

    /// Ignores several touches of one event at once, for ResponderKit's own recognizers that drop the extra
    /// fingers of a frame; it does not go through an override of ``ignore(_:for:)``.
    func ignore(_ touches: [UITouch], for event: UIEvent) {
        arena?.ignore(touches, for: self)
    }

    /// Whether this recognizer, when it recognizes, makes `preventedGestureRecognizer` fail (<doc:Catalog#D8>); `true` by
    /// default. Override to let another recognizer carry on beside this one.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` recognizing makes this one fail (<doc:Catalog#D8>); `true` by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail before recognizing (<doc:Catalog#D9>); `false` by
    /// default. Override to add failure requirements that depend on the other recognizer's kind or view.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail before recognizing (<doc:Catalog#D9>); `false` by
    /// default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Where the gesture is

    /// The number of touches the gesture is made of now: the touches still down, or, once they have all
    /// lifted, the ones of the last round (so a tap's action reads 1).
    open var numberOfTouches: Int {
        reportedTouchRange.count
    }

    /// Where the gesture is in `view`'s coordinates (its window's for `nil`): the centroid of its touches, or
    /// the pointer's location for a gesture that hover or scroll input drives (<doc:Catalog#M1>, <doc:Catalog#M3>).
    open func location(in view: UIView?) -> CGPoint { reportedLocation(in: view) }

    /// Where the gesture's touch at `touchIndex` (0 up to ``numberOfTouches`` - 1) is in `view`'s
    /// coordinates. An index out of range returns `.zero` and records a diagnostic instead of crashing.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        reportedLocation(ofTouch: touchIndex, in: view)
    }

    // MARK: Members UIKit declares open

    // Declared here because a member of an extension cannot be overridden; the work is in
    // `UIGestureRecognizer+Actions.swift` (spec <doc:Catalog#P28>).

    /// Adds `action`, sent to `target` by name when the recognizer's actions go out (began, changed, ended,
    /// cancelled; spec <doc:Catalog#D2>). The target is not retained.
    ///
    /// Adding a pair that is already there changes nothing. A target that cannot receive actions is refused
    /// and one whose class does not declare `action` is reported (almost always a typo) but kept, as controls
    /// do.
    open func addTarget(_ target: Any, action: Selector) { registerTarget(target, action: action) }

    /// Removes the actions named `action` sent to `target`, UIKit's selector form.
    ///
    /// A `nil` target matches every target and a `nil` action every action of the matched targets, method
    /// references included; closures go only when both are `nil`.
    open func removeTarget(_ target: Any?, action: Selector?) { unregisterTarget(target, action: action) }

    /// Makes the receiver wait for `otherGestureRecognizer` to fail before it recognizes; if the other one
    /// recognizes, the receiver fails (spec <doc:Catalog#D9>). Chains work: if the other one itself waits for a
    /// third, the receiver waits until the chain has resolved.
    ///
    /// Requiring itself, or a requirement that closes a loop, is refused and recorded in the diagnostics:
    /// recognizers waiting on each other would never recognize.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        addFailureRequirement(otherGestureRecognizer)
    }

    /// The modifier keys held now, while the gesture's actions run: a Shift-tap's action reads `.shift`.
    ///
    /// Read from the keys down in the application the recognizer's view is in (see `UIEvent.modifierFlags`);
    /// a recognizer outside any application's dispatch reads `[]`.
    open var modifierFlags: UIKeyModifierFlags { heldModifierFlags }

    /// The pointer buttons of the gesture: those its pointer touches press (`.primary` for a plain click,
    /// `.secondary` for a right click, spec <doc:Catalog#M2>), `[]` for fingers and pencils, which press no button (see
    /// `UIEvent.buttonMask`).
    ///
    /// It describes the touches ``numberOfTouches`` counts, so a tap's action, which runs after the click
    /// was released, still reads the button that made it, as `if tap.buttonMask == .secondary` code expects.
    open var buttonMask: UIEvent.ButtonMask { reportedButtonMask }
}
