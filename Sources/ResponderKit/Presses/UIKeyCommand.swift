import Foundation

/// A keyboard shortcut: a key and modifiers that send an action message when pressed (spec <doc:Catalog#H4>).
///
/// Responders offer commands through ``UIResponder/keyCommands``, and view controllers also through
/// `addKeyCommand(_:)`. When a key goes down, the commands of the responders from the focused item (or the
/// first responder) up the chain are searched, nearest responder first; the first command that matches, is
/// not ``UICommand/attributes`` `.disabled`, and whose action some responder can perform has its action sent
/// from the first responder up the chain, with the command as sender. That command takes the whole press:
/// no recognizer or responder hears of it, its repeats or its release.
///
/// A key the system itself would use — one that types into a `UIKeyInput` first responder, or an arrow while
/// a view has focus — goes to the system instead, unless the command sets
/// ``wantsPriorityOverSystemBehavior``. Commands with Command or Control never type, so they always win.
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(title: "Save", action: .save, input: "s", modifierFlags: .command)]
/// }
/// ```
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The key: the character it types without modifiers (`"s"`), or one of the `input...` constants for
    /// keys that type nothing.
    public internal(set) var input: String? {
        didSet { setMatch() }
    }
    // Every key press reads these of every command up the chain, and a runtime exclusivity check costs more
    // than the read; they are main-actor state that no access holds across a call.
    /// How ``input`` is matched, worked out once when it is set rather than on every key press.
    private var match: KeyCommandMatch {
        get { hot.value.match }
        _modify { yield &hot.value.match }
    }
    /// The state the event path reads here, in one value read without a runtime exclusivity check
    /// (`UncheckedState`); the properties over it are plain Swift.
    final let hot = UncheckedState(HotState())
    /// The lowercased input packed as `KeyCommandMatch.packASCII` does, or 0: most inputs are one ASCII
    /// letter, and two packed inputs compare without touching a String.
    private var packedInput: UInt64 {
        get { hot.value.packedInput }
        _modify { yield &hot.value.packedInput }
    }
    /// The modifiers that must be held, no more and no fewer; Caps Lock and the keypad flag are ignored.
    public internal(set) var modifierFlags: UIKeyModifierFlags {
        get { hot.value.modifierFlags }
        set { hot.value.modifierFlags = newValue }
    }
    /// Whether the command beats the system's own use of its key (text input, focus movement by arrows);
    /// `false` by default, as in UIKit. Read for every command that matches, unchecked for the reason above.
    open var wantsPriorityOverSystemBehavior: Bool {
        get { hot.value.wantsPriorityOverSystemBehavior }
        set { hot.value.wantsPriorityOverSystemBehavior = newValue }
    }
    /// Whether the system may remap the shortcut for the keyboard layout in use; `true` by default as in
    /// UIKit. ResponderKit matches by the characters the host reports, so it changes nothing here.
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror the shortcut (swap left and right arrows) for right-to-left languages;
    /// `true` by default as in UIKit. ResponderKit does not mirror, so it changes nothing here.
    open var allowsAutomaticMirroring = true

    /// Creates a command for `input` with `modifierFlags` that sends `action`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a command with a title for the shortcut overlay, UIKit's older spelling.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector,
                            discoverabilityTitle: String) {
        self.init(action: action, input: input, modifierFlags: modifierFlags,
                  discoverabilityTitle: discoverabilityTitle)
    }

    /// Creates a command that can also be a menu element, with UIKit's defaults: no title or image, no
    /// modifiers, enabled and unchecked.
    public convenience init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                            modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                            alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
        self.input = input
        // An initializer's own assignment does not run `input`'s observer.
        setMatch()
        self.modifierFlags = modifierFlags
    }

    private func setMatch() {
        match = KeyCommandMatch(input)
        switch match {
        case .characters(let lowercased): packedInput = KeyCommandMatch.packASCII(lowercased)
        case .none, .key: packedInput = 0
        }
    }

    /// Whether `key` is this command's key with exactly its modifiers.
    func matches(_ key: UIKey) -> Bool {
        let ignored: UIKeyModifierFlags = [.alphaShift, .numericPad]
        guard key.modifierFlags.subtracting(ignored) == modifierFlags.subtracting(ignored) else { return false }
        // Two ASCII strings are equal exactly when their bytes are. Anything else compares as Strings, so a key
        // whose characters are canonically equivalent to the input (U+037E GREEK QUESTION MARK for ";") matches.
        if packedInput != 0, key.commandASCII != 0 { return packedInput == key.commandASCII }
        switch match {
        case .none: return false
        case .key(let code): return key.keyCode == code
        // Shift changes what a letter types, not which command it is: Cmd-Shift-S matches input "s".
        case .characters(let lowercased): return key.commandCharacters == lowercased
        }
    }

    /// The key codes of the inputs matched by key rather than by character.
    nonisolated static func keyCode(forInput input: String) -> UIKeyboardHIDUsage? {
        keyCodes[input]
    }

    // MARK: Inputs for keys that type nothing

    /// The Up Arrow key.
    public nonisolated static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    public nonisolated static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    public nonisolated static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    public nonisolated static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    public nonisolated static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    public nonisolated static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    public nonisolated static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    public nonisolated static let inputHome = "UIKeyInputHome"
    /// The End key.
    public nonisolated static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key (Backspace is `"\u{8}"`).
    public nonisolated static let inputDelete = "UIKeyInputDelete"
    /// The F1 key.
    public nonisolated static let inputF1 = "UIKeyInputF1"
    /// The F2 key.
    public nonisolated static let inputF2 = "UIKeyInputF2"
    /// The F3 key.
    public nonisolated static let inputF3 = "UIKeyInputF3"
    /// The F4 key.
    public nonisolated static let inputF4 = "UIKeyInputF4"
    /// The F5 key.
    public nonisolated static let inputF5 = "UIKeyInputF5"
    /// The F6 key.
    public nonisolated static let inputF6 = "UIKeyInputF6"
    /// The F7 key.
    public nonisolated static let inputF7 = "UIKeyInputF7"
    /// The F8 key.
    public nonisolated static let inputF8 = "UIKeyInputF8"
    /// The F9 key.
    public nonisolated static let inputF9 = "UIKeyInputF9"
    /// The F10 key.
    public nonisolated static let inputF10 = "UIKeyInputF10"
    /// The F11 key.
    public nonisolated static let inputF11 = "UIKeyInputF11"
    /// The F12 key.
    public nonisolated static let inputF12 = "UIKeyInputF12"

    /// Inputs matched by key rather than by character: the constants above, and the control characters
    /// UIKit uses for Return, Tab and Backspace, which hosts may not report as characters.
    private nonisolated static let keyCodes: [String: UIKeyboardHIDUsage] = [
        inputUpArrow: .keyboardUpArrow, inputDownArrow: .keyboardDownArrow,
        inputLeftArrow: .keyboardLeftArrow, inputRightArrow: .keyboardRightArrow,
        inputEscape: .keyboardEscape, inputPageUp: .keyboardPageUp, inputPageDown: .keyboardPageDown,
        inputHome: .keyboardHome, inputEnd: .keyboardEnd, inputDelete: .keyboardDeleteForward,
        inputF1: .keyboardF1, inputF2: .keyboardF2, inputF3: .keyboardF3, inputF4: .keyboardF4,
        inputF5: .keyboardF5, inputF6: .keyboardF6, inputF7: .keyboardF7, inputF8: .keyboardF8,
        inputF9: .keyboardF9, inputF10: .keyboardF10, inputF11: .keyboardF11, inputF12: .keyboardF12,
        "\r": .keyboardReturnOrEnter, "\t": .keyboardTab, "\u{8}": .keyboardDeleteOrBackspace,
    ]
}

extension UIApplication {
    /// Runs the first enabled key command of the press's chain that matches its key (<doc:Catalog#H4>); returns whether one
    /// ran. UIKit documents `.disabled` as making an element unselectable; a disabled shortcut does not fire.
    ///
    /// Whether the system would use the key, and the first responder the action starts from, are worked out
    /// only for a command that matches: most responders offer none that does, and asking costs more than the
    /// rest of a step up the chain.
    func performKeyCommand(for press: UIPress) -> Bool {
        guard let key = press.key, let origin = press.responder else { return false }
        var detector = ChainCycleDetector(origin: origin)
        var pending: UIResponder? = origin
        while let responder = pending {
            // `keyCommands` (which lists the added commands unless a subclass overrides it), then the commands
            // added with `addKeyCommand(_:)`, so an override that does not call `super` does not lose them.
            if let commands = responder.keyCommands, perform(commands, matching: key, of: press) { return true }
            if let superview = Self.superviewAsNext(of: responder) {
                pending = superview
                continue
            }
            if let added = responder.addedKeyCommandsForMatching, perform(added, matching: key, of: press) {
                return true
            }
            pending = responder.next
            if let successor = pending, !detector.step(to: successor) {
                ResponderChainForwarding.reportCycle(at: successor, origin: origin)
                return false
            }
        }
        return false
    }

    /// The superview of `responder` when that is its next responder by UIView's own rule: a view whose class
    /// inherits `next` (`ActionWalkStep.inlineView`) and that is no controller's root view. Such a step needs
    /// neither the call to `next` nor the cycle check: superviews never form a cycle, and a cycle through an
    /// overridden `next` is still caught where that `next` is stepped. Views have no added commands either
    /// (only controllers' `addKeyCommand(_:)` adds them).
    @inline(__always)
    private static func superviewAsNext(of responder: UIResponder) -> UIView? {
        guard responder.actionWalkStep == .inlineView else { return nil }
        let view = knownDowncast(responder, to: UIView.self)
        return view.hot.value.owningViewController == nil ? view.storedSuperview : nil
    }

    /// Sends the action of the first of `commands` that matches `key` and can run now; returns whether one did.
    private func perform(_ commands: [UIKeyCommand], matching key: UIKey, of press: UIPress) -> Bool {
        for command in commands where command.matches(key) {
            if run(command, of: press) { return true }
        }
        return false
    }

    /// Sends `command`'s action if it can run now; returns whether it did. Out of line, so the scan above,
    /// which runs for every responder, stays small.
    @inline(never)
    private func run(_ command: UIKeyCommand, of press: UIPress) -> Bool {
        guard let action = command.action, !command.attributes.contains(.disabled),
              command.wantsPriorityOverSystemBehavior || !systemUsesKey(of: press) else { return false }
        let actionStart = press.window?.firstResponder ?? press.responder
        // One box for both calls: each `Any?` made from the command is destroyed through value witnesses.
        let sender: Any? = command
        guard let target = actionStart?.target(forAction: action, withSender: sender) else { return false }
        sendAction(action, to: target, from: sender, for: pressRouting.event)
        return true
    }

    /// Whether the system has a use for the press's key: it types into the text input that is first
    /// responder, or it is an arrow while a view has focus.
    private func systemUsesKey(of press: UIPress) -> Bool {
        keyInputEdit(for: press) != nil
            || (press.type.focusHeading != nil && press.window?.existingFocusSystem?.focusedItem != nil)
    }
}

extension UIKeyCommand {
    /// The hot state of `UIKeyCommand`, in one value (`UncheckedState`).
    struct HotState {
        var match = KeyCommandMatch(nil)
        var packedInput: UInt64 = 0
        var modifierFlags: UIKeyModifierFlags = []
        var wantsPriorityOverSystemBehavior: Bool = false
    }
}
