import Foundation

/// An object that can respond to and handle events; the base of views, view controllers, windows and the app.
///
/// Events that a responder does not handle go to its ``next`` responder, building the responder chain. The
/// event methods' default implementations forward to `next` (spec <doc:Catalog#C3>), so a subclass handles an event by
/// overriding the method and not calling `super`, or observes it by overriding and calling `super`.
@preconcurrency @MainActor
open class UIResponder {
    /// Creates a responder with no next responder.
    public init() {
        actionWalkStep = Self.classActionWalkStep
    }

    /// How the walk of a nil-targeted action passes this responder (`ActionChainWalk`), fixed by its class.
    final let actionWalkStep: ActionWalkStep

    /// The next responder in the chain; `nil` for a plain responder (spec <doc:Catalog#A1>).
    ///
    /// Views, view controllers, windows and the application override it with UIKit's rules (<doc:Catalog#A2>-<doc:Catalog#A8>). Override it
    /// yourself to send unhandled events and actions elsewhere (<doc:Catalog#A9>); a cycle you build by doing so is detected
    /// and reported rather than followed forever (<doc:Catalog#A10>).
    open var next: UIResponder? { nil }

    /// Whether this responder accepts first-responder status; `false` unless a subclass says otherwise (<doc:Catalog#F1>).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder gives up first-responder status when asked; `true` by default (<doc:Catalog#F1>).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is the first responder of its window.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Asks to become the first responder of its window; returns whether it now is (<doc:Catalog#F2>, <doc:Catalog#F3>).
    ///
    /// Fails, changing nothing, when the receiver is not in a window, when ``canBecomeFirstResponder`` is
    /// `false`, or when the current first responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        let refusal = attemptToBecomeFirstResponder()
        noteFirstResponderOutcome(refusal, becoming: true)
        return refusal == nil
    }

    /// Gives up first-responder status; returns `true` unless ``canResignFirstResponder`` is `false` (<doc:Catalog#F5>).
    ///
    /// Afterwards the window has no first responder: nothing walks the chain to choose a new one.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let window = responderWindow, window.firstResponder === self else { return true }
        guard canResignFirstResponder else {
            noteFirstResponderOutcome(.cannotResignFirstResponder, becoming: false)
            return false
        }
        window.changeFirstResponder(to: nil)
        return true
    }

    /// Why the last `becomeFirstResponder()` or `resignFirstResponder()` of this responder failed; `nil` after
    /// a success. A ResponderKit addition for the question UIKit never answers.
    public internal(set) var firstResponderRefusal: FirstResponderRefusal?

    // MARK: Input views

    /// A view shown in place of the system keyboard while this responder is first responder (spec <doc:Catalog#G1>).
    open var inputView: UIView? { nil }
    /// A view shown above the input view or keyboard while this responder is first responder (<doc:Catalog#G1>).
    open var inputAccessoryView: UIView? { nil }
    /// A controller whose view is the input view; it wins over ``inputView`` (<doc:Catalog#G1>).
    open var inputViewController: UIInputViewController? { nil }
    /// A controller whose view is the accessory view; it wins over ``inputAccessoryView`` (<doc:Catalog#G1>).
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// Shows the input views again after they changed; does nothing unless this is the first responder (<doc:Catalog#G2>).
    open func reloadInputViews() {
        guard isFirstResponder, let application = owningApplication else { return }
        application.refreshInputViews()
    }

    /// The keyboard language this responder types in: the current mode for a text input, `nil` for anything
    /// else. Override it to ask for a particular mode (see `UIResponder+TextInputMode.swift`).
    open var textInputMode: UITextInputMode? { defaultTextInputMode }

    /// A name under which the keyboard would remember the mode chosen for this responder; `nil` by default.
    /// With a single input mode there is nothing to remember, so ResponderKit only carries the value.
    open var textInputContextIdentifier: String? { nil }

    // MARK: Touches
    // Overridable members must live in the class body: Swift cannot override members declared in extensions.

    /// Tells the responder that fingers touched down in its view; forwards to ``UIResponder/next`` by default (spec <doc:Catalog#C3>).
    ///
    /// `touches` holds the touches that began in this event for this view; `event` holds every touch. A view
    /// that overrides one touch method should override all four, as in UIKit.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        passOn(touches, .began, with: event)
    }

    /// Tells the responder that touches it tracks moved; forwards to ``UIResponder/next`` by default (spec <doc:Catalog#C3>).
    ///
    /// Later phases go where the touch's `touchesBegan` went, even if `next` changed since (<doc:Catalog#C2>).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        passOn(touches, .moved, with: event)
    }

    /// Tells the responder that fingers lifted; forwards to ``UIResponder/next`` by default (spec <doc:Catalog#C3>).
    ///
    /// For each touch a responder got `touchesBegan` for, it gets exactly one of this or
    /// ``touchesCancelled(_:with:)``, and nothing after it (<doc:Catalog#C2>).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        passOn(touches, .ended, with: event)
    }

    /// Tells the responder that touches were taken away from it; forwards to ``UIResponder/next`` by default (spec <doc:Catalog#C3>).
    ///
    /// Sent when the host cancels a touch, when the view leaves its window mid-touch (<doc:Catalog#C8>), and when a gesture
    /// recognizer claims the touches. `event` may be `nil`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        passOn(touches, .cancelled, with: event)
    }

    // MARK: Actions
    // Overridable, so in the class body; the machinery is in `Actions/UIResponder+Actions.swift`.

    /// Lists the actions this class implements, so `canPerformAction`, `target(forAction:withSender:)` and
    /// `sendAction` can find them without an Objective-C runtime (spec <doc:Catalog#E9>, <doc:Catalog#E12>).
    ///
    /// Override it, call `super` first, and add one entry per action method, standard edit actions included:
    /// `table.add(.copy, MyView.copy)`. It runs once per class; see <doc:TargetAction>.
    ///
    /// Every responder implements `becomeFirstResponder` and `resignFirstResponder` as actions, as in UIKit,
    /// so `UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)`
    /// ends editing by reaching the first responder. An override of either method is what runs.
    open class func declareActions(in table: inout ActionTable) {
        table.reachedResponderRoot = true
        table.add(Selector("becomeFirstResponder"), discardingResultOf: UIResponder.becomeFirstResponder)
        table.add(Selector("resignFirstResponder"), discardingResultOf: UIResponder.resignFirstResponder)
    }

    /// Whether this responder can perform `action` now; by default, whether its class implements it (<doc:Catalog#E9>, <doc:Catalog#J2>).
    ///
    /// Override it to refuse an action the class implements (nothing selected: no `copy`) or, for an action
    /// it does not implement, to return `false` as the default does. The editing menu asks it with the
    /// application as `sender`.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        implementsAction(action)
    }

    /// The object that handles `action`: the receiver if ``canPerformAction(_:withSender:)`` says so, else
    /// whatever ``next`` returns for it, or `nil` at the end of the chain (<doc:Catalog#E8>).
    ///
    /// Nil-targeted actions find their target with it, starting at the first responder. Override it to hand
    /// an action to another object; a chain that loops is reported and the walk stops (<doc:Catalog#A10>).
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        let continuing = ActionChainWalk.claimStep(self)
        if canPerformAction(action, withSender: sender) { return self }
        return ActionChainWalk.target(past: self, continuing: continuing, action: action, sender: sender)
    }

    // MARK: Standard edit actions (spec J1)
    // Predeclared so subclasses write `override func copy(_ sender: Any?)` as in UIKit. The override is read
    // from the class's method table (`ActionTable.addOverriddenStandardEditActions(of:)`), so it needs no
    // listing; reaching these bodies means a class listed an action it did not override, or someone called
    // one directly, and is reported.

    /// Removes the selection and puts it on the pasteboard; override it to implement the action.
    open func cut(_ sender: Any?) { standardEditActionNotOverridden(.cut) }
    /// Puts the selection on the pasteboard; override it to implement the action.
    open func copy(_ sender: Any?) { standardEditActionNotOverridden(.copy) }
    /// Inserts the pasteboard's contents; override it to implement the action.
    open func paste(_ sender: Any?) { standardEditActionNotOverridden(.paste) }
    /// Inserts the pasteboard's contents in the surrounding style; override it to implement the action.
    open func pasteAndMatchStyle(_ sender: Any?) { standardEditActionNotOverridden(.pasteAndMatchStyle) }
    /// Selects the word or item at the insertion point; override it to implement the action.
    open func select(_ sender: Any?) { standardEditActionNotOverridden(.select) }
    /// Selects all of the content; override it to implement the action.
    open func selectAll(_ sender: Any?) { standardEditActionNotOverridden(.selectAll) }
    /// Removes the selection without touching the pasteboard; override it to implement the action.
    open func delete(_ sender: Any?) { standardEditActionNotOverridden(.delete) }
    /// Lays the text out left to right; override it to implement the action.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
        standardEditActionNotOverridden(.makeTextWritingDirectionLeftToRight)
    }
    /// Lays the text out right to left; override it to implement the action.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
        standardEditActionNotOverridden(.makeTextWritingDirectionRightToLeft)
    }
    /// Switches bold on or off for the selection; override it to implement the action.
    open func toggleBoldface(_ sender: Any?) { standardEditActionNotOverridden(.toggleBoldface) }
    /// Switches italics on or off for the selection; override it to implement the action.
    open func toggleItalics(_ sender: Any?) { standardEditActionNotOverridden(.toggleItalics) }
    /// Switches underlining on or off for the selection; override it to implement the action.
    open func toggleUnderline(_ sender: Any?) { standardEditActionNotOverridden(.toggleUnderline) }
    /// Makes the selection's font bigger; override it to implement the action.
    open func increaseSize(_ sender: Any?) { standardEditActionNotOverridden(.increaseSize) }
    /// Makes the selection's font smaller; override it to implement the action.
    open func decreaseSize(_ sender: Any?) { standardEditActionNotOverridden(.decreaseSize) }

    // MARK: Presses

    /// Tells the responder that buttons or keys went down; forwards to ``UIResponder/next`` by default (spec <doc:Catalog#H3>).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOn(presses, .began, with: event)
    }

    /// Tells the responder that held presses changed (a key repeating, an analog button's force).
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOn(presses, .changed, with: event)
    }

    /// Tells the responder that buttons or keys were released; forwards to ``UIResponder/next`` by default (<doc:Catalog#H3>).
    ///
    /// Each press a responder heard begin ends with exactly one of this or ``pressesCancelled(_:with:)``.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOn(presses, .ended, with: event)
    }

    /// Tells the responder that presses were taken away (its window lost key status, it left the window).
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        passOn(presses, .cancelled, with: event)
    }

    // MARK: Key commands and undo

    /// The keyboard shortcuts this responder offers while it is in the chain of the focused item or first
    /// responder; `nil` by default (spec <doc:Catalog#H4>).
    ///
    /// Asked each time a key goes down, so it may depend on state. The nearest responder's matching command
    /// wins; its action goes up the chain from the first responder. See ``UIKeyCommand`` for how commands and
    /// text input share keys.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// The commands added with `addKeyCommand(_:)`, which only view controllers have; asked of every responder
    /// a key press passes, so it is a method call rather than a cast to `UIViewController` per responder.
    var addedKeyCommandsForMatching: [UIKeyCommand]? { nil }

    /// The undo manager for edits made through this responder: by default the next responder's, so a
    /// window's, which every window owns.
    ///
    /// Override it to give a document or text view its own. A shake nobody handles offers to undo with the
    /// first responder's undo manager; see ``UIApplication/applicationSupportsShakeToEdit``.
    open var undoManager: UndoManager? {
        ActionChainWalk.forward(from: self) { $0.undoManager }
    }

    // MARK: Motion and remote control

    /// Tells the responder a motion (a shake) began; forwards to ``UIResponder/next`` by default (spec <doc:Catalog#I2>).
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        passOnMotion(motion, .began, with: event)
    }

    /// Tells the responder a motion ended; by default forwards to the responder it passed `motionBegan` to
    /// (<doc:Catalog#I2>), so the responders that heard the shake begin hear it end, whatever moved in between.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        passOnMotion(motion, .ended, with: event)
    }

    /// Tells the responder a motion was interrupted; forwards to ``UIResponder/next`` by default (<doc:Catalog#I2>).
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        passOnMotion(motion, .cancelled, with: event)
    }

    /// Tells the responder a remote-control command arrived (play, pause, next track...); forwards by default.
    ///
    /// Delivered only while the application is receiving remote-control events (spec <doc:Catalog#I3>).
    open func remoteControlReceived(with event: UIEvent?) {
        forwardToNext("remoteControlReceived") { $0.remoteControlReceived(with: event) }
    }

    // MARK: Accessibility (spec P20, P21)

    /// Whether assistive technology treats the object as one element; `false` for plain views, `true` for
    /// controls and labels (spec <doc:Catalog#P20>).
    open var isAccessibilityElement: Bool {
        get { accessibilitySettings?.isElement ?? defaultIsAccessibilityElement }
        set { settingsForAccessibility.isElement = newValue }
    }
    /// The element's value as assistive technology reads it ("50%"); `nil` by default, the value of a standard
    /// control that has one (spec <doc:Catalog#Q36>).
    open var accessibilityValue: String? {
        get { accessibilitySettings?.value ?? defaultAccessibilityValue }
        set { settingsForAccessibility.value = newValue }
    }
    /// What activating the element does ("Plays the song"); `nil` by default.
    open var accessibilityHint: String? {
        get { accessibilitySettings?.hint }
        set { settingsForAccessibility.hint = newValue }
    }
    /// What kind of element it is: `.none` for plain views, `.button` for buttons, `.staticText` for labels, with
    /// `.notEnabled` while a control is disabled (spec <doc:Catalog#P20>).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilitySettings?.traits ?? defaultAccessibilityTraits }
        set { settingsForAccessibility.traits = newValue }
    }
    /// The element's frame in screen coordinates; for a view, its frame on screen, following it as it moves,
    /// until one is set.
    open var accessibilityFrame: CGRect {
        get { accessibilitySettings?.frame ?? defaultAccessibilityFrame }
        set { settingsForAccessibility.frame = newValue }
    }
    /// Where activation taps the element, in screen coordinates: the center of ``accessibilityFrame`` until one
    /// is set (spec <doc:Catalog#P23>).
    open var accessibilityActivationPoint: CGPoint {
        get { accessibilitySettings?.activationPoint ?? CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY) }
        set { settingsForAccessibility.activationPoint = newValue }
    }
    /// Whether the elements inside the object are hidden from assistive technology; `false` by default.
    open var accessibilityElementsHidden: Bool {
        get { accessibilitySettings?.elementsHidden ?? false }
        set { settingsForAccessibility.elementsHidden = newValue }
    }
    /// Whether assistive technology reads the object's children as a group; `false` by default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibilitySettings?.groupsChildren ?? false }
        set { settingsForAccessibility.groupsChildren = newValue }
    }
    /// What was set of the properties above; `nil` until one is set, so responders pay one pointer for them.
    final var accessibilitySettings: AccessibilitySettings?

    /// Activates the element, as a double tap does with VoiceOver; return `true` when it did. The default
    /// returns `false`, and then the element is tapped at ``accessibilityActivationPoint`` (spec
    /// <doc:Catalog#P21>, <doc:Catalog#P23>).
    open func accessibilityActivate() -> Bool { false }
    /// Adjusts an element with the `.adjustable` trait up one step; the default does nothing.
    open func accessibilityIncrement() {}
    /// Adjusts an element with the `.adjustable` trait down one step; the default does nothing.
    open func accessibilityDecrement() {}
    /// Dismisses what the user is in (the two-finger scrub); return `true` when done. The default returns
    /// `false`, and the system asks the next responder (spec <doc:Catalog#P22>); called directly, only this one.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Does the app's most important action (the two-finger double tap); return `true` when done. The default
    /// returns `false`, and the system asks the next responder (spec <doc:Catalog#P22>).
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// What every walk up the chain reads and writes of a responder, read without a runtime exclusivity check
    /// (`UncheckedState`): the number of the last chain walk that reached it (`ChainCycleDetector`), and the
    /// token that tells holders whether it still lives (`ResponderLifetime`), once one was asked for, which
    /// `deinit` clears.
    nonisolated final let responderHot = UncheckedState(ResponderHotState())

    deinit {
        existingResponderLifetime?.responder = nil
    }

    /// The window whose first responder this responder would be; views and view controllers override it.
    var responderWindow: UIWindow? { nil }

    /// The view that places this responder in a view hierarchy: a view itself, a controller's root view.
    var anchorView: UIView? { nil }

    /// The application this responder belongs to, for diagnostics; `nil` when it is not attached to one.
    var owningApplication: UIApplication? { responderWindow?.application }

    /// Called on the old and the new first responder each time a window's first responder changes, before the
    /// input views follow. Forced resignations (`endEditing(true)`, leaving the window) bypass
    /// `resignFirstResponder()`, so state tied to the status — a text field's editing session — listens here.
    func firstResponderStatusDidChange() {}

    // MARK: Key-value coding (Runtime/KeyValueCoding.swift)

    /// The value of the property named `key`, as Objective-C's key-value coding reads it: `"text"`,
    /// `"isSelected"` or `"selected"`, `"alpha"`... (spec <doc:Catalog#O7>).
    ///
    /// The keys are the properties of ResponderKit's classes that UIKit code reads this way; `Bool` values come
    /// back as `Bool`, numbers as their Swift type, and `nil` for an optional that is `nil`. Any other key goes to
    /// ``value(forUndefinedKey:)``. Override to serve your own keys, calling `super` for the others.
    open func value(forKey key: String) -> Any? {
        KeyValueCoding.value(of: self, forKey: key)
    }

    /// Sets the property named `key` to `value`, as Objective-C's key-value coding does (spec <doc:Catalog#O7>).
    ///
    /// `NSNumber`s and other number types are converted to the property's type. A value of the wrong type, `nil`
    /// for a property that is not optional, or a property that cannot be set is reported as an
    /// ``ResponderDiagnostic/Kind/invalidKeyValueCoding`` diagnostic and nothing changes; any other key goes to
    /// ``setValue(_:forUndefinedKey:)``.
    open func setValue(_ value: Any?, forKey key: String) {
        KeyValueCoding.setValue(value, of: self, forKey: key)
    }

    /// Called by ``value(forKey:)`` for a key the class does not have. UIKit raises `NSUnknownKeyException`;
    /// ResponderKit records an ``ResponderDiagnostic/Kind/invalidKeyValueCoding`` diagnostic naming the key and
    /// the keys there are, and returns `nil` (spec <doc:Catalog#O8>). Override to serve keys of your own.
    open func value(forUndefinedKey key: String) -> Any? {
        KeyValueCoding.reportUndefinedKey(key, of: self, setting: false)
        return nil
    }

    /// Called by ``setValue(_:forKey:)`` for a key the class does not have; records a diagnostic as
    /// ``value(forUndefinedKey:)`` does and changes nothing (spec <doc:Catalog#O8>).
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        KeyValueCoding.reportUndefinedKey(key, of: self, setting: true)
    }
}
