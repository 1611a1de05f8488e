import Foundation

/// A scrolling, multi-line text editor: a ``UIScrollView`` that takes typed text as first responder (spec
/// <doc:Catalog#Q28>-<doc:Catalog#Q33>).
///
/// A tap on an editable text view makes it first responder after asking its delegate, and typing goes through
/// `textView(_:shouldChangeTextIn:replacementText:)`; Return inserts a newline rather than ending editing
/// (<doc:Catalog#Q32>). Its `delegate` is the scroll view's: assign a ``UITextViewDelegate`` and it hears both
/// the editing and the scrolling calls. Reading `delegate` gives it back typed as a scroll view delegate,
/// since a Swift property cannot narrow its type in a subclass as an Objective-C one does.
///
/// Editing is in `UITextView+Editing.swift`, positions and ranges of `UITextInput` in `UITextView+TextInput.swift`.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// Posted after a text view became first responder and its delegate heard of it (<doc:Catalog#Q29>).
    nonisolated public static let textDidBeginEditingNotification =
        Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after each change the user makes to a text view's text (<doc:Catalog#Q31>).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view stopped being first responder and its delegate heard of it (<doc:Catalog#Q33>).
    nonisolated public static let textDidEndEditingNotification =
        Notification.Name("UITextViewTextDidEndEditingNotification")

    var storedText = "" {
        didSet { if !isScrollEnabled, storedText != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The selection in UTF-16 offsets; an empty range is the caret.
    var selection = 0..<0
    /// Whether an editing session runs: from becoming first responder while editable until resigning.
    var isEditingText = false
    private var storedInputView: UIView?
    private var storedInputAccessoryView: UIView?
    private var touchDownTimestamp: TimeInterval = 0

    /// How long a press must be held on a text view that is selectable but not editable to begin selecting in
    /// it; 0.5 s, a long press's default (<doc:Catalog#Q37>).
    public var selectionPressDuration: TimeInterval = 0.5

    /// The text; "" by default. Setting it puts the caret at the end and tells no one (<doc:Catalog#Q31>).
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            let end = storedText.utf16.count
            selection = end..<end
        }
    }
    /// Whether the user can change the text; `true` by default (<doc:Catalog#Q28>, <doc:Catalog#Q30>).
    open var isEditable: Bool = true
    /// Whether the user can select the text; `true` by default (<doc:Catalog#Q28>).
    open var isSelectable: Bool = true
    /// The color of the text; `nil` for the system's.
    open var textColor: UIColor?
    /// The font of the text; `nil` for the system's, as a new UIKit text view reads. Stored only: nothing is drawn.
    open var font: UIFont? {
        didSet { if !isScrollEnabled { invalidateIntrinsicContentSize() } }
    }
    /// How the text lines up; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural
    /// The selection, as an `NSRange` of UTF-16 units; the caret is an empty range. Setting it moves the
    /// selection into the text and tells no one.
    open var selectedRange: NSRange {
        get { NSRange(location: selection.lowerBound, length: selection.count) }
        set {
            let count = storedText.utf16.count
            let lower = characterBoundary(atOrBefore: min(max(0, newValue.location), count))
            let upper = characterBoundary(atOrBefore: min(count, lower + max(0, newValue.length)))
            selection = lower..<max(lower, upper)
        }
    }

    // MARK: Text input traits

    /// The kind of keyboard to show.
    open var keyboardType: UIKeyboardType = .default
    /// The title of the return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is hidden as it is typed.
    open var isSecureTextEntry = false
    /// How typed text is capitalized.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typed text is autocorrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether typed text is spell-checked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether straight quotes become curly ones.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether double hyphens become dashes.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are added or removed around pasted words.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Whether the return key is disabled while there is no text.
    open var enablesReturnKeyAutomatically = false
    /// What the text is, for autofill.
    open var textContentType: UITextContentType!

    /// Creates an empty, editable text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty, editable text view as `init(frame: .zero)` does; there are no nibs, so the coder is
    /// not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Text input

    /// The object told before and after the text or the selection changes.
    open weak var inputDelegate: UITextInputDelegate?

    /// Attributes for drawing marked text; kept for hosts, unused since nothing is ever marked.
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    /// Where the caret at `position` is drawn: a zero-width rectangle at the top leading corner of what is
    /// shown. ResponderKit lays no text out, so every position gets the same answer.
    open func caretRect(for position: UITextPosition) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.minY, width: 0, height: min(bounds.height, 20))
    }

    /// The rectangle of the first line of `range`: the visible bounds, as there is no text layout.
    open func firstRect(for range: UITextRange) -> CGRect {
        bounds
    }

    /// The rectangles that draw the selection of `range`: none, as there is no text layout to place them.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        []
    }

    // MARK: Input views

    /// A view shown instead of the keyboard while the text view edits; `nil` for the keyboard (<doc:Catalog#Q29>).
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue }
    }

    /// A view shown above the keyboard or input view while the text view edits (<doc:Catalog#Q29>).
    open override var inputAccessoryView: UIView? {
        get { storedInputAccessoryView }
        set { storedInputAccessoryView = newValue }
    }

    // MARK: First responder

    /// A text view that can be edited or selected can be first responder.
    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Becomes first responder, asking the delegate first when editable
    /// (``UITextViewDelegate/textViewShouldBeginEditing(_:)``, <doc:Catalog#Q29>); returns whether it is.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        return super.becomeFirstResponder()
    }

    /// Stops being first responder if ``UIResponder/canResignFirstResponder`` and, while editing, the delegate
    /// (``UITextViewDelegate/textViewShouldEndEditing(_:)``) agree (<doc:Catalog#Q33>).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard canResignFirstResponder else { return false }
        if isEditingText, !(textViewDelegate?.textViewShouldEndEditing(self) ?? true) { return false }
        return super.resignFirstResponder()
    }

    override func firstResponderStatusDidChange() {
        if isFirstResponder, !isEditingText, isEditable {
            beginEditingSession()
        } else if !isFirstResponder, isEditingText {
            endEditingSession()
        }
    }

    // MARK: UIKeyInput

    /// Whether the text view holds any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Replaces the selection with `text` if the delegate agrees; Return (`"\n"`) is inserted like any other
    /// text (<doc:Catalog#Q31>, <doc:Catalog#Q32>).
    open func insertText(_ text: String) {
        guard isEditingText else { return }
        replaceCharacters(in: selection, with: text)
    }

    /// Deletes the selection, or the character before the caret, if the delegate agrees (<doc:Catalog#Q31>).
    open func deleteBackward() {
        guard isEditingText else { return }
        if !selection.isEmpty {
            replaceCharacters(in: selection, with: "")
            return
        }
        guard selection.lowerBound > 0 else { return }
        let start = characterBoundary(atOrBefore: selection.lowerBound - 1)
        replaceCharacters(in: start..<selection.lowerBound, with: "")
    }

    // MARK: Touches

    /// Notes when the finger went down, so a press held long enough selects in a text view that is not editable.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        if let touch = touches.first { touchDownTimestamp = touch.timestamp }
    }

    /// A tap — a touch that lifts without having scrolled — makes an editable text view first responder
    /// (<doc:Catalog#Q29>); a plain tap leaves a text view that cannot be edited as it is (<doc:Catalog#Q30>),
    /// while a double tap or a press held ``selectionPressDuration`` makes a selectable one first responder
    /// without editing, to select and copy (<doc:Catalog#Q37>).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard !isFirstResponder, !isDragging, let touch = touches.first else { return }
        if isEditable {
            becomeFirstResponder()
        } else if touch.tapCount >= 2 || touch.timestamp - touchDownTimestamp >= selectionPressDuration {
            beginSelecting()
        }
    }

    // MARK: Standard edit actions (spec J1)
    // Overrides live in the class body; the work is in `UITextView+EditActions.swift`.

    /// Lists the standard edit actions the text view implements, so the edit menu and nil-targeted actions find
    /// them (<doc:Catalog#Q37>).
    open override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        TextEditActions.declare(for: UITextView.self, in: &table)
    }

    /// Offers each edit action only while first responder and when it would do something: copy, select and
    /// select all whenever the text can be selected; cut, paste and delete only while editing, so a text view
    /// that is selectable but not editable never offers them (<doc:Catalog#Q37>).
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard TextEditActions.all.contains(action) else {
            return super.canPerformAction(action, withSender: sender)
        }
        return super.canPerformAction(action, withSender: sender) && editActionApplies(action)
    }

    /// Removes the selection and puts it on ``UIPasteboard/general``, if editing and the delegate lets it go.
    open override func cut(_ sender: Any?) { cutSelection() }
    /// Puts the selection on ``UIPasteboard/general``.
    open override func copy(_ sender: Any?) { copySelection() }
    /// Replaces the selection with the pasteboard's string, if editing and the delegate agrees.
    open override func paste(_ sender: Any?) { pastePasteboard() }
    /// Selects the word at the caret.
    open override func select(_ sender: Any?) { selectWordAtCaret() }
    /// Selects all of the text.
    open override func selectAll(_ sender: Any?) { selectAllText() }
    /// Removes the selection without touching the pasteboard, if editing and the delegate agrees.
    open override func delete(_ sender: Any?) { deleteSelection() }

    // MARK: Intrinsic size (spec <doc:Catalog#U49>)

    /// Whether the text view scrolls; turning it off makes the view size itself from its text, as in UIKit
    /// (<doc:Catalog#U49>).
    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// ``UIView/noIntrinsicMetric`` both ways while it scrolls; otherwise the size its text needs: the longest
    /// line's estimated width plus UIKit's 5-point line fragment padding on each side, and one line height per
    /// line (at least one, for the caret) plus the 8-point text container inset above and below
    /// (<doc:Catalog#U49>).
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        let textFont = font ?? .systemFont(ofSize: UIFont.defaultSize)
        let text = textFont.estimatedSize(of: storedText)
        let lines = max(text.height, textFont.lineHeight)
        return CGSize(width: text.width + 2 * Self.lineFragmentPadding,
                      height: lines + 2 * UIView.textViewTopInset)
    }

    /// The space UIKit's text container keeps at each end of a line.
    private static let lineFragmentPadding: CGFloat = 5
}
