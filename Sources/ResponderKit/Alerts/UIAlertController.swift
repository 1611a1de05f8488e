import Foundation

extension Selector {
    static let alertChoosePreferred: Selector = "_alertChoosePreferredAction:"
    static let alertChooseCancel: Selector = "_alertChooseCancelAction:"
}

/// An alert or an action sheet: a title, a message, text fields and actions, presented modally.
///
/// Present it with `present(_:animated:completion:)`. Its actions are real ``UIButton``s in its own view (a panel
/// in the middle of the screen for `.alert`, along the bottom for `.actionSheet`, cancel last), so a tap on one is
/// hit-tested and tracked like any button's; choosing an action dismisses the alert and then runs its handler,
/// as UIKit does. Return chooses the ``preferredAction`` (or the only non-cancel action when there is one and no
/// preferred one), Escape the cancel action, through key commands in the responder chain. The first text field
/// becomes first responder when the alert appears, so the keyboard comes up; without text fields the alert itself
/// is first responder, so its key commands hear keys. Mistakes UIKit raises an exception for (a second cancel
/// action, a text field in an action sheet) are refused with a diagnostic.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// How the alert is shown.
    public enum Style: Int, Sendable {
        /// A sheet of actions along the bottom of the screen.
        case actionSheet
        /// A panel in the middle of the screen.
        case alert
    }

    /// The style chosen at creation.
    public private(set) var preferredStyle: Style = .alert
    /// The message under the title.
    open var message: String? {
        didSet { messageLabel.text = message }
    }
    /// The actions, in the order they were added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action Return chooses; it must be one of ``actions``.
    open var preferredAction: UIAlertAction?
    private var fields: [UITextField] = []
    private var buttons: [UIButton] = []
    /// The panel holding the title, the message, the text fields and the buttons.
    public let panel = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()

    /// The text fields, or `nil` when none were added.
    public var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Creates an alert; the usual initializer, a convenience one as in UIKit.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    override open class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.alertChoosePreferred, UIAlertController.choosePreferredAction)
        table.add(.alertChooseCancel, UIAlertController.chooseCancelAction)
    }

    /// Adds an action; a second cancel action is refused with a diagnostic (UIKit raises).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            report("an alert has at most one cancel action")
            return
        }
        actions.append(action)
        if isViewLoaded { rebuild() }
    }

    /// Adds a text field, configured by `configurationHandler`; only alerts have text fields (UIKit raises for an
    /// action sheet, which is refused here with a diagnostic).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            report("text fields can only be added to an alert of style .alert")
            return
        }
        let field = UITextField()
        configurationHandler?(field)
        fields.append(field)
        if isViewLoaded { rebuild() }
    }

    /// Return and Escape, made once: every key press asks for the chain's commands.
    private lazy var returnAndEscape: [UIKeyCommand] = {
        let commands = [UIKeyCommand(input: "\r", modifierFlags: [], action: .alertChoosePreferred),
                        UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .alertChooseCancel)]
        for command in commands { command.wantsPriorityOverSystemBehavior = true }
        return commands
    }()

    /// Return chooses the preferred action, Escape the cancel action, even while a text field of the alert
    /// would take Return as typing (the commands want priority over it).
    open override var keyCommands: [UIKeyCommand]? {
        guard let added = super.keyCommands else { return returnAndEscape }
        return returnAndEscape + added
    }

    /// The alert takes keys itself when it has no text field to.
    open override var canBecomeFirstResponder: Bool { fields.isEmpty }

    /// A full-screen view that dims what is behind it and holds the panel.
    open override func loadView() {
        let container = UIView(frame: UIScreen.main.bounds)
        container.backgroundColor = UIColor(white: 0, alpha: 0.2)
        view = container
        container.addSubview(panel)
        panel.backgroundColor = .systemBackground
        panel.accessibilityIdentifier = title ?? "alert"
        panel.addSubview(titleLabel)
        panel.addSubview(messageLabel)
        rebuild()
    }

    /// Puts the first text field, or the alert itself, in charge of the keyboard.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let first = fields.first {
            first.becomeFirstResponder()
        } else {
            becomeFirstResponder()
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOut()
    }

    /// Chooses `action` as a tap on its button would: dismisses the alert, then runs the handler.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        let handler = action.handler
        dismiss(animated: true) { handler?(action) }
    }

    private func choosePreferredAction(_ sender: Any?) {
        let others = actions.filter { $0.style != .cancel }
        if let action = preferredAction ?? (others.count == 1 ? others.first : nil) { choose(action) }
    }

    private func chooseCancelAction(_ sender: Any?) {
        if let cancel = actions.first(where: { $0.style == .cancel }) { choose(cancel) }
    }

    /// Makes the buttons and fields again after actions or fields were added.
    private func rebuild() {
        for button in buttons { button.removeFromSuperview() }
        buttons = []
        titleLabel.text = title
        messageLabel.text = message
        for field in fields where field.superview !== panel { panel.addSubview(field) }
        let ordered = actions.filter { $0.style != .cancel } + actions.filter { $0.style == .cancel }
        for action in ordered {
            let button = UIButton(type: .system)
            button.setTitle(action.title, for: .normal)
            button.accessibilityIdentifier = action.title
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak self, unowned action] _ in self?.choose(action) }, for: .touchUpInside)
            action.enabledDidChange = { [weak button, unowned action] in button?.isEnabled = action.isEnabled }
            panel.addSubview(button)
            buttons.append(button)
        }
        layOut()
    }

    /// Stacks the title, the message, the fields and the buttons, 44 points a row (two buttons of an alert
    /// side by side), in a 270-point panel in the middle for `.alert` or a full-width one at the bottom for
    /// `.actionSheet`.
    private func layOut() {
        guard let container = viewIfLoaded else { return }
        let bounds = container.bounds
        let rowHeight: CGFloat = 44
        let sideBySide = preferredStyle == .alert && buttons.count == 2
        let rows = 2 + fields.count + (sideBySide ? 1 : buttons.count)
        let width = preferredStyle == .alert ? min(270, bounds.width) : bounds.width
        let height = CGFloat(rows) * rowHeight
        let originY = preferredStyle == .alert ? (bounds.height - height) / 2 : bounds.height - height
        panel.frame = CGRect(x: (bounds.width - width) / 2, y: originY, width: width, height: height)
        titleLabel.frame = CGRect(x: 8, y: 0, width: width - 16, height: rowHeight)
        messageLabel.frame = CGRect(x: 8, y: rowHeight, width: width - 16, height: rowHeight)
        var y = 2 * rowHeight
        for field in fields {
            field.frame = CGRect(x: 8, y: y + 4, width: width - 16, height: rowHeight - 8)
            y += rowHeight
        }
        for (index, button) in buttons.enumerated() {
            if sideBySide {
                button.frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: rowHeight)
            } else {
                button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                y += rowHeight
            }
        }
    }

    private func report(_ reason: String) {
        applicationForDiagnostics.diagnostics.record(ResponderDiagnostic(
            kind: .invalidPresentation, message: "\(ResponderChainForwarding.describe(self)): \(reason); ignored."))
    }
}
