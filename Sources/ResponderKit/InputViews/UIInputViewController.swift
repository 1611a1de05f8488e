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

/// What a custom keyboard sees of the document it types into.
@preconcurrency @MainActor
public protocol UITextDocumentProxy: UIKeyInput {}

/// Forwards a keyboard's typing to the current text target, which changes as first responder changes.
@MainActor
private final class InputDocumentProxy: UITextDocumentProxy {
    unowned let controller: UIInputViewController

    init(controller: UIInputViewController) {
        self.controller = controller
    }

    var hasText: Bool { controller.typingTarget?.hasText ?? false }
    func insertText(_ text: String) { controller.typingTarget?.insertText(text) }
    func deleteBackward() { controller.typingTarget?.deleteBackward() }
    var keyboardType: UIKeyboardType { controller.typingTarget?.keyboardType ?? .default }
    var returnKeyType: UIReturnKeyType { controller.typingTarget?.returnKeyType ?? .default }
}
