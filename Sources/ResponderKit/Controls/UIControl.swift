import Foundation

/// A view that turns touches into control events — touch down, drag, touch up inside... — and sends an
/// action message for each to the targets registered for it (spec <doc:Catalog#E1>-<doc:Catalog#E11>).
///
/// Register with ``addTarget(_:action:for:)`` (a `nil` target sends the action up the responder chain from
/// the first responder) or with ``addAction(_:for:)`` for a closure. A control does not pass its touches to
/// its next responder: the chain is used only to find action targets (``UITextField`` is the exception: it
/// passes on the touches that start editing). A disabled control gets no touches
/// (hit testing skips it, <doc:Catalog#B7>) and sends nothing from touches (<doc:Catalog#E11>).
///
/// Overridable members live here; event masks and states are in `UIControl+Event.swift` and
/// `UIControl+State.swift`, target bookkeeping in `UIControl+TargetAction.swift`, touch tracking in
/// `UIControl+Tracking.swift`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// Targets, actions and the events they are registered for, in the order they were added.
    var eventHandlers: [ControlEventHandler] = []
    /// The touch being tracked, from touch-down until it ends or tracking stops.
    weak var trackingTouch: UITouch?

    /// Creates an enabled control.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an enabled control as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control that sends `primaryAction` for ``Event/primaryActionTriggered``.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// Whether the control responds to touches; `true` by default (<doc:Catalog#E1>).
    ///
    /// A disabled control is skipped by hit testing (<doc:Catalog#B7>), sends no events from touches and has `.disabled` in
    /// its ``state`` (<doc:Catalog#E11>). Disabling it while it tracks a touch stops tracking at once: it gets
    /// ``cancelTracking(with:)`` and sends nothing for the rest of the touch.
    // The three states are read without a runtime exclusivity check: tracking reads them on every touch, and
    // no access is held across a call (`didSet` runs after the write).
    @exclusivity(unchecked) open var isEnabled: Bool = true {
        didSet {
            if !isEnabled, trackingTouch != nil { stopTrackingBecauseDisabled() }
        }
    }

    /// Whether the control is selected, as a toggled button is; the control itself never changes it.
    @exclusivity(unchecked) open var isSelected: Bool = false

    /// Whether the control is drawn highlighted: while a touch it tracks is inside its tracking area (<doc:Catalog#E1>).
    @exclusivity(unchecked) open var isHighlighted: Bool = false

    /// The control's state, built from ``isHighlighted``, ``isEnabled`` and ``isSelected`` (<doc:Catalog#E11>).
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch; valid from touch-down until the touch ends (<doc:Catalog#E1>).
    open internal(set) var isTracking: Bool = false

    /// Whether the tracked touch is inside the tracking area: the bounds grown by
    /// `TouchSettings.controlTrackingMargin` on every side (<doc:Catalog#E1>, <doc:Catalog#E4>).
    open internal(set) var isTouchInside: Bool = false

    // MARK: Tracking

    /// Called when a touch goes down in the control; return `false` to not track it (<doc:Catalog#E2>).
    ///
    /// The control still sends `.touchDown` for the touch; without tracking it sends nothing more for it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called each time the tracked touch moves; return `false` to stop tracking it (<doc:Catalog#E2>).
    ///
    /// The move's drag events are still sent; nothing is sent for the touch after that.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        true
    }

    /// Called when the tracked touch lifts, before the touch-up event is sent; `touch` may be `nil` (<doc:Catalog#E2>).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when tracking is cut short: the touch was cancelled, the control left its window (then `event`
    /// is `nil`, <doc:Catalog#C8>), the application began ignoring interaction, or the control was disabled (<doc:Catalog#E2>).
    open func cancelTracking(with event: UIEvent?) {}

    // MARK: Sending actions

    /// Sends one action message for this control; the control calls it for each target registered for an
    /// event that happens (<doc:Catalog#E5>).
    ///
    /// The default hands it to the application's `sendAction(_:to:from:for:)` with the control as sender.
    /// Override it to observe or filter the actions a control sends, calling `super` to send them.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        (owningApplication ?? UIApplication.shared).sendAction(action, to: target, from: self, for: event)
    }

    /// Runs `action`'s handler with this control as its sender; the control calls it for each `UIAction`
    /// registered for an event that happens (<doc:Catalog#E10>). Override it to observe closure actions.
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    // MARK: Touches
    // A control consumes its touches: it does not forward them to `next` (seed 004), so a subclass that
    // overrides these without calling `super` takes the control's events away.

    /// Starts tracking the touch and sends `.touchDown` (and `.touchDownRepeat` for a repeated tap) (<doc:Catalog#E3>).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchDown(touches, with: event)
    }

    /// Updates inside-ness and highlight and sends the drag events (<doc:Catalog#E1>, <doc:Catalog#E3>, <doc:Catalog#E4>).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchMove(touches, with: event)
    }

    /// Ends tracking and sends `.touchUpInside` or `.touchUpOutside` (<doc:Catalog#E3>, <doc:Catalog#E4>).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchUp(touches, with: event)
    }

    /// Cancels tracking and sends `.touchCancel` (<doc:Catalog#E2>, <doc:Catalog#E3>).
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouchCancel(touches, with: event)
    }

    // MARK: Focus

    /// Whether the control can take focus: while it is enabled, as on tvOS (spec <doc:Catalog#H2>).
    ///
    /// Arrow presses move focus between enabled controls; a disabled one is skipped.
    open override var canBecomeFocused: Bool { isEnabled }

    /// Whether lifting inside also sends `.primaryActionTriggered`; buttons say yes (<doc:Catalog#E3>).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    /// A disabled control is invisible to hit testing, so touches reach what is behind it (<doc:Catalog#B7>).
    override var isEligibleForHitTesting: Bool {
        super.isEligibleForHitTesting && isEnabled
    }

    // MARK: Target-action members UIKit declares open

    // Declared here, not in `UIControl+TargetAction.swift`, because a member of an extension cannot be
    // overridden (spec <doc:Catalog#P28>).

    /// Registers `action` to be sent to `target` for each of `controlEvents` (spec <doc:Catalog#E5>-<doc:Catalog#E9>).
    ///
    /// A `nil` target sends the action up the responder chain from the first responder (<doc:Catalog#E7>). The
    /// target is not retained (<doc:Catalog#E9>); once it is gone its registration is dropped. Adding the same
    /// target and action again adds the events to the existing registration, so each event sends it once. A
    /// target that cannot receive actions is refused, and one that does not implement `action` is reported (the
    /// usual cause is a typo) but kept, as UIKit keeps it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        registerTarget(target, action: action, for: controlEvents)
    }

    /// Stops sending `action` to `target` for `controlEvents`.
    ///
    /// A `nil` target matches every target, a `nil` action every action of the matched targets, as in UIKit.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        unregisterTarget(target, action: action, for: controlEvents)
    }

    /// Every target registered on the control; a nil target appears as an `NSNull`, as in UIKit.
    ///
    /// Look for it by type (`allTargets.contains { $0.base is NSNull }`): on Linux two `NSNull()` values do
    /// not always hash alike.
    open var allTargets: Set<AnyHashable> { registeredTargets }

    /// Every event some target or action is registered for.
    open var allControlEvents: Event { registeredControlEvents }

    /// The names of the actions registered for `target` (`nil` for the chain) and `controlEvent`, or `nil`
    /// when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        registeredActionNames(forTarget: target, forControlEvent: controlEvent)
    }

    /// Registers `action` for `controlEvents`, replacing any action with the same identifier registered for
    /// those events (<doc:Catalog#E10>).
    open func addAction(_ action: UIAction, for controlEvents: Event) { registerAction(action, for: controlEvents) }

    /// Unregisters the action with `action`'s identifier from `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Unregisters the action with `identifier` from `controlEvents` (<doc:Catalog#E10>).
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        unregisterAction(identifiedBy: identifier, for: controlEvents)
    }

    /// Sends the actions registered for `controlEvents` now, as if they happened; controls call it for their
    /// value and editing events.
    ///
    /// Works on a disabled control too: being disabled keeps touches from producing events (<doc:Catalog#E11>),
    /// not code. Target-actions go through ``sendAction(_:to:for:)`` and closures through ``sendAction(_:)``, in
    /// the order they were registered; the event is `nil`.
    open func sendActions(for controlEvents: Event) { sendActions(for: controlEvents, with: nil) }
}
