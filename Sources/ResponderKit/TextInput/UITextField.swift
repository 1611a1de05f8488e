import Foundation

/// A single line of editable text: a control that becomes first responder when tapped (spec <doc:Catalog#F7>), shows the
/// keyboard (or its own ``inputView``) while it edits, and takes typed text through ``UIKeyInput`` (<doc:Catalog#G7>).
///
/// While it is first responder the field ``isEditing``: it has a caret or a selection
/// (``selectedTextRange``), the keyboard's strings replace the selection, and each change is first offered to
/// the ``delegate`` (`textField(_:shouldChangeCharactersIn:replacementString:)`), then announced with
/// `.editingChanged`. Editing begins and ends with `.editingDidBegin` and `.editingDidEnd`; return sends
/// `.editingDidEndOnExit`. Whether editing may begin or end is the delegate's call, except that a forced
/// resignation (`endEditing(true)`, leaving the window, <doc:Catalog#F9>) ends it regardless.
///
/// ```swift
/// let name = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
/// name.placeholder = "Name"
/// name.returnKeyType = .done
/// name.delegate = self
/// name.addTarget(self, action: .nameChanged, for: .editingChanged)
/// ```
///
/// Unlike other controls, a field that is not editing passes its touches up the responder chain after
/// tracking them: the tap that starts editing is also seen by the views and controller behind it, as in the
/// seed's Figure 7-1. Touches that begin while the field edits are its own. Tapping elsewhere does not end
/// editing (<doc:Catalog#F11>); call `endEditing(_:)` for that.
///
/// Members that subclasses override live here; editing is in `UITextField+Editing.swift`, positions in
/// `UITextField+Positions.swift`, the rest of ``UITextInput`` in `UITextField+TextInput.swift` and the edit
/// actions in `UITextField+EditActions.swift`.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// The text, UTF-16 offsets into which are the positions of ``selectedTextRange``.
    var storedText = ""
    /// The selection as UTF-16 offsets into ``storedText``, on character boundaries; empty for a caret.
    ///
    /// While the field edits, every real change is announced once, however it was made: to the
    /// ``inputDelegate`` before and after, then to the delegate's
    /// ``UITextFieldDelegate/textFieldDidChangeSelection(_:)``. Setting the same range again announces nothing.
    var selection = 0..<0 {
        willSet {
            if isEditing, newValue != selection { inputDelegate?.selectionWillChange(self) }
        }
        didSet {
            guard isEditing, selection != oldValue else { return }
            inputDelegate?.selectionDidChange(self)
            delegate?.textFieldDidChangeSelection(self)
        }
    }
    /// Touches that began while the field was not editing, which it passes on to its next responder.
    private var touchesPassedOn: Set<UITouch> = []
    /// Whether the `insertText` or `deleteBackward` call about to run comes from the user's typing, which the
    /// delegate is asked about; cleared by the first call that reads it (``typeAsUser(into:_:)``).
    var pendingUserEdit = false
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?

    /// Creates an empty, enabled text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty, enabled text field as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Content

    /// The field's text; never `nil` when read (an empty field reads `""`), `nil` sets it empty.
    ///
    /// Setting it does not ask the delegate or send `.editingChanged`, as in UIKit: those are for the user's
    /// changes. The caret moves to the end, which while the field edits is a selection change the delegate
    /// hears of (`textFieldDidChangeSelection(_:)`), as does the ``inputDelegate``.
    open var text: String? {
        get { storedText }
        set {
            changeText { storedText = newValue ?? "" }
            let end = storedText.utf16.count
            selection = end..<end
        }
    }

    /// The grey text a host shows while the field is empty.
    open var placeholder: String?
    /// The font of the text; the body style of the system font (17 points) by default. Stored only: nothing is drawn.
    open var font: UIFont? = .systemFont(ofSize: UIFont.defaultSize)
    /// The color of the text; `nil` for the system's.
    open var textColor: UIColor?
    /// How the text lines up in the field; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural

    /// The object asked whether editing may begin, end and change the text, and told when it did.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is first responder and being edited.
    public internal(set) var isEditing = false

    /// Whether beginning to edit empties the field (asking ``UITextFieldDelegate/textFieldShouldClear(_:)``
    /// first), as for a field whose old value is rarely kept.
    open var clearsOnBeginEditing = false

    /// When the clear button is shown: never (the default), while editing, unless editing, or always — in each
    /// case only while the field has text. A tap on it empties the field if
    /// ``UITextFieldDelegate/textFieldShouldClear(_:)`` agrees (see `UITextField+ClearButton.swift`).
    open var clearButtonMode: UITextField.ViewMode = .never

    /// Where the clear button is, in the field's coordinates: a 19-point square (no taller than the field)
    /// 5 points in from the trailing edge, vertically centred. ResponderKit draws nothing, so this is the area
    /// a tap must land in; override it to move the button, as in UIKit.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = min(19, bounds.height)
        return CGRect(x: bounds.maxX - 5 - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    // MARK: Text input traits
    // Stored and settable, so a host's keyboard can be chosen per field; the system keyboard reads them.

    /// The layout the keyboard should use.
    open var keyboardType: UIKeyboardType = .default
    /// The title of the keyboard's return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is a secret: hosts should draw dots and not record it, and it cannot be cut or copied.
    open var isSecureTextEntry = false
    /// When the keyboard turns shift on by itself.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard offers corrections.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether the keyboard marks misspelled words.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether the keyboard turns straight quotes into curly ones.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether the keyboard turns double hyphens into dashes.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether the keyboard adds and removes spaces around pasted and deleted words.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Whether the system keyboard's return key is disabled while the field is empty; honoured by
    /// ``SystemKeyboardView``.
    open var enablesReturnKeyAutomatically = false
    /// What the text means (a user name, a one-time code), so that a host can offer to fill it in.
    open var textContentType: UITextContentType!

    // MARK: Text input

    /// The object told before and after the text or the selection changes while the field edits.
    open weak var inputDelegate: UITextInputDelegate?

    /// Attributes for drawing marked text; kept for hosts, unused since nothing is ever marked.
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    /// Where the caret at `position` is drawn: a zero-width rectangle at the leading edge, the field's height.
    ///
    /// ResponderKit lays no text out and cannot know where characters fall, so every position gets the same
    /// answer. It lies inside the field, so code that scrolls the caret into view scrolls the field into view.
    /// Subclasses override it, commonly returning `.zero` to hide the caret of a field edited through a picker.
    open func caretRect(for position: UITextPosition) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: 0, height: bounds.height)
    }

    /// The rectangle of the first line of `range`: the field's bounds, the one line a field has (there is no
    /// text layout to narrow it down).
    open func firstRect(for range: UITextRange) -> CGRect {
        bounds
    }

    /// The rectangles that draw the selection of `range`: none, as there is no text layout to place them.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        []
    }

    // MARK: Input views

    /// A view shown instead of the keyboard while the field edits (a picker, say); `nil` for the keyboard.
    ///
    /// Settable, unlike `UIResponder`'s. A change made while editing shows after ``UIResponder/reloadInputViews()``.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// A view shown above the keyboard or input view while the field edits (a toolbar, say).
    ///
    /// A change made while editing shows after ``UIResponder/reloadInputViews()``.
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: First responder

    /// An enabled text field accepts first-responder status: that is how it edits.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing, if the delegate agrees (``UITextFieldDelegate/textFieldShouldBeginEditing(_:)``) and
    /// the current first responder resigns (<doc:Catalog#F2>); returns whether the field is now first responder.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    /// Stops editing, if ``UIResponder/canResignFirstResponder`` and the delegate
    /// (``UITextFieldDelegate/textFieldShouldEndEditing(_:)``) agree; returns whether it did.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard canResignFirstResponder else { return false }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        return super.resignFirstResponder()
    }

    override func firstResponderStatusDidChange() {
        if isFirstResponder, !isEditing {
            beginEditingSession()
        } else if !isFirstResponder, isEditing {
            endEditingSession()
        }
    }

    // MARK: UIKeyInput

    /// Whether the field holds any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Replaces the selection with `text`; `"\n"` is the return key (see
    /// ``UITextFieldDelegate/textFieldShouldReturn(_:)``), which a single-line field never inserts.
    ///
    /// When the user types, the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` is asked
    /// first. Called from code (a custom keypad's button, a delegate rewriting what was typed), it is not, as
    /// in UIKit (spec <doc:Catalog#P14>): a delegate that answers a key by inserting something else and returning
    /// `false` is asked once per key.
    open func insertText(_ text: String) {
        let fromUser = takePendingUserEdit()
        if text == "\n" {
            pressReturn()
        } else if fromUser {
            replaceCharacters(in: selection, with: text)
        } else {
            applyReplacement(of: selection, with: text)
        }
    }

    /// Deletes the selection, or the character before the caret; the delegate is asked first when the user
    /// deletes, not when code calls it (spec <doc:Catalog#P14>).
    open func deleteBackward() {
        let fromUser = takePendingUserEdit()
        guard let range = rangeDeletedBackward else { return }
        if fromUser {
            replaceCharacters(in: range, with: "")
        } else {
            applyReplacement(of: range, with: "")
        }
    }

    // MARK: Touches

    /// Tracks the touch as a control does; a touch beginning while the field is not editing also goes on
    /// to the next responder.
    ///
    /// A touch the field already heard end (a subclass that took the field out of its window before calling
    /// `super`) is not remembered: no later callback would forget it, and it would keep the field alive.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !isEditing {
            for touch in touches where !touch.hasEnded(for: self) { touchesPassedOn.insert(touch) }
        }
        super.touchesBegan(touches, with: event)
        passOnUnused(touches, .began, with: event)
    }

    /// Tracks the touch as a control does and passes on the touches it passed on when they began.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        passOnUnused(touches, .moved, with: event)
    }

    /// A tap — the tracked touch lifting inside — makes the field first responder (<doc:Catalog#F7>), after clearing the
    /// text if it landed on the shown clear button; the touch is then passed on if it began while the field
    /// was not editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let tapped = trackingTouch.map { isTracking && touches.contains($0) && isInsideTrackingArea($0) } ?? false
        let tappedClearButton = tapped && trackingTouch.map { clearButtonContains($0.location(in: self)) } == true
        super.touchesEnded(touches, with: event)
        if tappedClearButton { clearFromButton() }
        if tapped, !isEditing { becomeFirstResponder() }
        passOnUnused(touches, .ended, with: event)
    }

    /// Cancels tracking as a control does and passes on the touches it passed on when they began.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        passOnUnused(touches, .cancelled, with: event)
    }

    /// Passes on the touches that began while the field was not editing, through the same recorded chain
    /// as the default implementations, so the responders behind hear each of them end once (<doc:Catalog#C2>).
    private func passOnUnused(_ touches: Set<UITouch>, _ phase: UITouch.Phase, with event: UIEvent?) {
        let passed = touches.intersection(touchesPassedOn)
        if phase == .ended || phase == .cancelled { touchesPassedOn.subtract(passed) }
        guard !passed.isEmpty else { return }
        passOn(passed, phase, with: event)
    }

    // MARK: Standard edit actions (spec J1)
    // Overrides live in the class body; the work is in `UITextField+EditActions.swift`.

    /// Lists the standard edit actions the field implements, so the edit menu and nil-targeted actions find them.
    open override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.cut, UITextField.cut)
        table.add(.copy, UITextField.copy)
        table.add(.paste, UITextField.paste)
        table.add(.select, UITextField.select)
        table.add(.selectAll, UITextField.selectAll)
        table.add(.delete, UITextField.delete)
    }

    /// Offers each edit action only while editing and when it would do something: cut and copy need a
    /// selection (and a field that is not secure), paste needs strings on the pasteboard, select a word at the
    /// caret, select all some text not yet all selected, delete a selection.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard Self.textEditActions.contains(action) else {
            return super.canPerformAction(action, withSender: sender)
        }
        return isEditing && super.canPerformAction(action, withSender: sender) && editActionApplies(action)
    }

    /// Removes the selection and puts it on ``UIPasteboard/general``, if the delegate lets it go.
    open override func cut(_ sender: Any?) { cutSelection() }
    /// Puts the selection on ``UIPasteboard/general``.
    open override func copy(_ sender: Any?) { copySelection() }
    /// Replaces the selection with the pasteboard's string, if the delegate agrees.
    open override func paste(_ sender: Any?) { pastePasteboard() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { selectWordAtCaret() }
    /// Selects all of the text.
    open override func selectAll(_ sender: Any?) { selectAllText() }
    /// Removes the selection without touching the pasteboard, if the delegate agrees.
    open override func delete(_ sender: Any?) { deleteSelection() }
}

extension UITextField {
    /// Posted on the application's notification center when the field begins editing; `object` is the field.
    nonisolated public static let textDidBeginEditingNotification =
        Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changed the field's text, alongside `.editingChanged`; `object` is the field.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the field ends editing; `object` is the field.
    nonisolated public static let textDidEndEditingNotification =
        Notification.Name("UITextFieldTextDidEndEditingNotification")
}
