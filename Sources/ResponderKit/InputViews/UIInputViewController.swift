import Foundation

/// The controller of a custom keyboard: its view is the input view, and it types through its
/// ``textDocumentProxy`` into whatever responder is first.
@preconcurrency @MainActor
open class UIInputViewController: UIViewController {
    /// The controller's view as an input view, when it is one.
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }

    /// The text input the keyboard types into: the first responder of the application showing it.
    public private(set) lazy var textDocumentProxy: UITextDocumentProxy = InputDocumentProxy(controller: self)

    /// Creates a keyboard controller whose view loads on first access, as `UIViewController`'s does.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a keyboard controller as `init(nibName: nil, bundle: nil)` does; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates the root view as a keyboard-style input view, 216 points tall.
    open override func loadView() {
        view = UIInputView(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 216),
                           inputViewStyle: .keyboard)
    }

    /// Asks the application to bring up the next keyboard; a single-keyboard host ignores it.
    open func advanceToNextInputMode() {}

    /// The first responder this keyboard types into, found through the window showing it.
    var typingTarget: UIKeyInput? {
        viewIfLoaded?.window?.application?.inputSystem.textTarget
    }
}

/// What a custom keyboard sees of the document it types into: the text around the caret, the selection, and
/// ways to type, move the caret and mark text.
///
/// The proxy of a ``UIInputViewController`` reads and edits whatever responder is first; the context comes
/// from that responder when it adopts ``UITextInput`` (a ``UITextField`` does) and is `nil` otherwise. The
/// context is the whole text before and after the selection: UIKit may cut it to the nearby sentence, and a
/// keyboard must not rely on getting more than that.
@preconcurrency @MainActor
public protocol UITextDocumentProxy: UIKeyInput {
    /// The text before the caret or the selection, or `nil` when the document does not say.
    var documentContextBeforeInput: String? { get }
    /// The text after the caret or the selection, or `nil` when the document does not say.
    var documentContextAfterInput: String? { get }
    /// The selected text, or `nil` when nothing is selected.
    var selectedText: String? { get }
    /// The keyboard language of the document's responder.
    var documentInputMode: UITextInputMode? { get }
    /// An identifier that stays the same while the keyboard types into one document and changes with it.
    var documentIdentifier: UUID { get }
    /// Moves the caret `offset` units forward (backward when negative), clamped to the text.
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Puts provisional text in place of the selection (see ``UITextField/setMarkedText(_:selectedRange:)``).
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Accepts the marked text.
    func unmarkText()
}

/// Forwards a keyboard's typing to the current text target, which changes as first responder changes.
@MainActor
private final class InputDocumentProxy: UITextDocumentProxy {
    unowned let controller: UIInputViewController
    private var identified: (target: ObjectIdentifier?, identifier: UUID) = (nil, UUID())

    init(controller: UIInputViewController) {
        self.controller = controller
    }

    private var target: UIKeyInput? { controller.typingTarget }
    private var document: UITextInput? { target as? UITextInput }

    var hasText: Bool { target?.hasText ?? false }
    // A custom keyboard's keys are the user typing, so a text field asks its delegate (P14).
    func insertText(_ text: String) {
        guard let target else { return }
        UITextField.typeAsUser(into: target) { target.insertText(text) }
    }
    func deleteBackward() {
        guard let target else { return }
        UITextField.typeAsUser(into: target) { target.deleteBackward() }
    }
    var keyboardType: UIKeyboardType { target?.keyboardType ?? .default }
    var returnKeyType: UIReturnKeyType { target?.returnKeyType ?? .default }
    var isSecureTextEntry: Bool { target?.isSecureTextEntry ?? false }
    var enablesReturnKeyAutomatically: Bool { target?.enablesReturnKeyAutomatically ?? false }
    var textContentType: UITextContentType! { target?.textContentType }

    var documentContextBeforeInput: String? {
        guard let document, let selection = document.selectedTextRange,
              let before = document.textRange(from: document.beginningOfDocument, to: selection.start) else {
            return nil
        }
        return document.text(in: before)
    }

    var documentContextAfterInput: String? {
        guard let document, let selection = document.selectedTextRange,
              let after = document.textRange(from: selection.end, to: document.endOfDocument) else { return nil }
        return document.text(in: after)
    }

    var selectedText: String? {
        guard let document, let selection = document.selectedTextRange, !selection.isEmpty else { return nil }
        return document.text(in: selection)
    }

    var documentInputMode: UITextInputMode? { (target as? UIResponder)?.textInputMode }

    var documentIdentifier: UUID {
        let current = target.map { ObjectIdentifier($0) }
        if identified.target != current { identified = (current, UUID()) }
        return identified.identifier
    }

    func adjustTextPosition(byCharacterOffset offset: Int) {
        guard let document, let selection = document.selectedTextRange else { return }
        let total = document.offset(from: document.beginningOfDocument, to: document.endOfDocument)
        let caret = document.offset(from: document.beginningOfDocument, to: selection.end)
        let (moved, overflow) = caret.addingReportingOverflow(offset)
        let clamped = overflow ? (offset < 0 ? 0 : total) : min(max(moved, 0), total)
        guard let position = document.position(from: document.beginningOfDocument, offset: clamped) else { return }
        document.selectedTextRange = document.textRange(from: position, to: position)
    }

    func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        document?.setMarkedText(markedText, selectedRange: selectedRange)
    }

    func unmarkText() { document?.unmarkText() }
}
