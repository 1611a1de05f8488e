import Foundation

// Past 400 lines because UIKit's open members, which subclasses override, must be declared in the class body;
// everything else, and the work of the long ones, is in the `UITextField+*.swift` files.

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
    var touchesPassedOn: Set<UITouch> = []
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
    open var font: UIFont? = .systemFont(ofSize: UIFont.defaultSize) {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The color of the text; `nil` for the system's.
    open var textColor: UIColor?
    /// How the text lines up in the field; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural

    /// The object asked whether editing may begin, end and change the text, and told when it did.
    open weak var delegate: UITextFieldDelegate?

    /// Whether the field is first responder and being edited.
    open internal(set) var isEditing = false {
        didSet { if isEditing != oldValue { updateOverlayViews() } }
    }

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

    // MARK: Overlay views and the rectangles of the field's parts
    // The defaults are in `UITextField+Overlays.swift` (spec <doc:Catalog#P29>).

    /// The field's text as an attributed string with no attributes; setting one keeps its characters. `nil`
    /// sets the field empty, and an empty field reads an empty string, as ``text`` does.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }

    /// ``placeholder`` as an attributed string; setting one keeps its characters as the placeholder.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }

    /// A view shown at the field's leading edge while ``leftViewMode`` allows: a subview of the field, so
    /// touches on it (a button's) reach it rather than the field.
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            updateOverlayViews()
        }
    }
    /// When ``leftView`` is shown; `.never` by default, as in UIKit.
    open var leftViewMode: UITextField.ViewMode = .never {
        didSet { updateOverlayViews() }
    }
    /// A view shown at the field's trailing edge while ``rightViewMode`` allows, such as a button that shows a
    /// password; a subview of the field, so touches on it reach it.
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            updateOverlayViews()
        }
    }
    /// When ``rightView`` is shown; `.never` by default, as in UIKit.
    open var rightViewMode: UITextField.ViewMode = .never {
        didSet { updateOverlayViews() }
    }

    /// The rectangle of the field's border: its bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is when the field is not editing: the bounds less the shown left and right views.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }

    /// Where the placeholder is drawn: by default the same area as ``textRect(forBounds:)``'s default, worked
    /// out without calling it, so a subclass that pads each rectangle from `super` pads once.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }

    /// Where the text is while the field edits: by default the same area as ``textRect(forBounds:)``'s default,
    /// worked out without calling it. The caret (``caretRect(for:)``) is at its leading edge, so an override
    /// moves the caret with it.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }

    /// Where ``leftView`` goes: at the leading edge, vertically centred, its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        defaultOverlayRect(of: leftView, in: bounds, leading: true)
    }

    /// Where ``rightView`` goes: at the trailing edge, vertically centred, its own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        defaultOverlayRect(of: rightView, in: bounds, leading: false)
    }

    /// Draws the text in `rect`; ResponderKit renders nothing, so nothing calls it and the default does nothing.
    open func drawText(in rect: CGRect) {}

    /// Draws the placeholder in `rect`; like ``drawText(in:)``, never called here.
    open func drawPlaceholder(in rect: CGRect) {}

    /// The border drawn around the field; `.none` by default. It sets the intrinsic height (<doc:Catalog#U50>).
    open var borderStyle: UITextField.BorderStyle = .none {
        didSet { if borderStyle != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// No width of its own (``UIView/noIntrinsicMetric``), so constraints give a field its width; one line of
    /// its font tall plus the ``borderStyle``'s padding above and below (spec <doc:Catalog#U50>).
    open override var intrinsicContentSize: CGSize {
        let lineHeight = (font ?? .systemFont(ofSize: UIFont.defaultSize)).lineHeight
        return CGSize(width: UIView.noIntrinsicMetric, height: lineHeight + 2 * borderStyle.verticalPadding)
    }

    /// Places the shown overlay views again, for a field whose size changed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateOverlayViews()
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

    /// Where the caret at `position` is drawn: a zero-width rectangle at the leading edge of
    /// ``editingRect(forBounds:)``, its height.
    ///
    /// ResponderKit lays no text out and cannot know where characters fall, so every position gets the same
    /// answer. It lies inside the field, so code that scrolls the caret into view scrolls the field into view.
    /// Subclasses override it, commonly returning `.zero` to hide the caret of a field edited through a picker.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let area = editingRect(forBounds: bounds)
        return CGRect(x: area.minX, y: area.minY, width: 0, height: area.height)
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

    // UITextInput's members UIKit's field implements, declared here so subclasses can override them (spec
    // <doc:Catalog#P28>); the work is in `UITextField+Positions.swift` and `UITextField+TextInput.swift`.

    /// The selection while the field edits — an empty range is the caret — or `nil` when it does not edit.
    ///
    /// Editing begins with the caret at the end of the text; typing replaces the selection and leaves the
    /// caret after what was typed. Setting it while the field edits selects that range (ends outside the text
    /// are pulled in, ends inside a character move to its start); setting it otherwise is ignored, since a
    /// field that is not editing has no selection.
    open var selectedTextRange: UITextRange? {
        get { currentSelectedTextRange }
        set { currentSelectedTextRange = newValue }
    }
    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { UITextPosition(utf16Offset: 0) }
    /// The position after the last character.
    open var endOfDocument: UITextPosition { UITextPosition(utf16Offset: storedText.utf16.count) }
    /// Always `nil`: ResponderKit has no input-method composition, so no text is ever provisional.
    open var markedTextRange: UITextRange? { nil }

    /// The range between two positions, in either order; `nil` if either lies outside the text.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        makeTextRange(from: fromPosition, to: toPosition)
    }
    /// The position `offset` UTF-16 units after `position` (before it when negative); `nil` outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        positionMoved(from: position, by: offset)
    }
    /// The position `offset` UTF-16 units from `position` in a layout direction: `.right` is toward the end of
    /// the text and `.left` toward its start (the field lays text out left to right); `.up` and `.down` find no
    /// other line in a single-line field, so they return `position` for an offset of 0 and `nil` otherwise.
    /// `nil` outside the text.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection,
                       offset: Int) -> UITextPosition? {
        positionMoved(from: position, in: direction, by: offset)
    }
    /// How many UTF-16 units `toPosition` lies after `from`; negative when it lies before.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.utf16Offset - from.utf16Offset
    }
    /// Whether `position` comes before, at or after `other`.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        if position.utf16Offset < other.utf16Offset { return .orderedAscending }
        if position.utf16Offset > other.utf16Offset { return .orderedDescending }
        return .orderedSame
    }
    /// The text in `range`, or `nil` if the range lies outside the text; ends inside a character move to its
    /// start.
    open func text(in range: UITextRange) -> String? { textInRange(range) }

    /// Replaces the text in `range` with `text` without asking the delegate, leaves the caret after the new
    /// text and sends `.editingChanged` and ``textDidChangeNotification``, as typing does.
    ///
    /// Ends inside a character move to its start. A range that does not lie in the text (positions from a
    /// longer text, say) changes nothing and records an `invalidTextRange` diagnostic, where UIKit would raise
    /// a range exception.
    open func replace(_ range: UITextRange, withText text: String) { replaceText(in: range, with: text) }

    /// Inserts `markedText` as if it were typed (asking the delegate), then selects `selectedRange` of it
    /// (UTF-16 units from its start).
    ///
    /// There is no composition here, so the text is not held provisionally: it is committed at once, and
    /// ``markedTextRange`` stays `nil`. An input method that sends successive drafts therefore inserts each
    /// one; hosts should send the final text through `insertText(_:)` instead.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        commitMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Does nothing: marked text is committed as soon as it is set, so none is ever waiting.
    open func unmarkText() {}

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
    open func insertText(_ text: String) { insertKeyedText(text) }

    /// Deletes the selection, or the character before the caret; the delegate is asked first when the user
    /// deletes, not when code calls it (spec <doc:Catalog#P14>).
    open func deleteBackward() { deleteKeyedBackward() }

    // MARK: Touches

    /// Tracks the touch as a control does; a touch beginning while the field is not editing also goes on
    /// to the next responder.
    ///
    /// A touch the field already heard end (a subclass that took the field out of its window before calling
    /// `super`) is not remembered: no later callback would forget it, and it would keep the field alive.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        rememberTouchesToPassOn(touches)
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
        let (tapped, tappedClearButton) = tapOutcome(of: touches)
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

    // MARK: Standard edit actions (spec J1)
    // Overrides live in the class body; the work is in `UITextField+EditActions.swift`.

    /// Lists the standard edit actions the field implements, so the edit menu and nil-targeted actions find them.
    open override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        TextEditActions.declare(for: UITextField.self, in: &table)
    }

    /// Offers each edit action only while editing and when it would do something: cut and copy need a
    /// selection (and a field that is not secure), paste needs strings on the pasteboard, select a word at the
    /// caret, select all some text not yet all selected, delete a selection.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard TextEditActions.all.contains(action) else {
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

