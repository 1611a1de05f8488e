import Foundation

/// The edit menu of a view (Cut, Copy, Paste and what its delegate adds), UIKit's menu API since iOS 16
/// (spec <doc:Catalog#J1>-<doc:Catalog#J4>).
///
/// Add it to a view with `addInteraction(_:)` and present it with ``presentEditMenu(with:)``. ResponderKit
/// draws nothing: presenting works out the menu, with the delegate's help, and keeps it in
/// ``presentedMenu``; a host or test picks an element with ``choose(_:)``, as the user would tap one.
///
/// The suggested actions are the standard edit commands some responder from the window's first responder
/// (or the interaction's view when the window has none) upward can perform, asked with the application as
/// sender (<doc:Catalog#J2>, <doc:Catalog#J3>). Choosing a command sends its action to that responder and up the chain, with the command
/// as sender (<doc:Catalog#J4>); choosing an action runs its handler.
///
/// ```swift
/// let interaction = UIEditMenuInteraction(delegate: self)
/// view.addInteraction(interaction)
/// interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: location))
/// ```
@preconcurrency @MainActor
open class UIEditMenuInteraction: UIInteraction {
    /// The object that chooses the menu and hears it come and go; not retained, as in UIKit.
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The menu showing now; `nil` while none is. A ResponderKit addition for hosts and tests.
    public private(set) var presentedMenu: UIMenu?
    /// The configuration of the menu showing now; `nil` while none is. A ResponderKit addition.
    public private(set) var presentedConfiguration: UIEditMenuConfiguration?
    /// The rectangle, in the view's coordinates, the showing menu points at; `.null` while none is. A
    /// ResponderKit addition.
    public private(set) var targetRect: CGRect = .null

    /// Creates an interaction whose menu `delegate` customizes; `nil` shows the suggested actions alone.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Does nothing; the interaction takes its new view in ``didMove(to:)``.
    open func willMove(to view: UIView?) {}

    /// Keeps `view` as the interaction's view; a showing menu goes away when the interaction leaves it.
    open func didMove(to view: UIView?) {
        if view !== self.view { dismissMenu() }
        self.view = view
    }

    /// Presents the menu for `configuration`, dismissing one already showing first.
    ///
    /// Nothing shows when the interaction's view is in no window, or when the menu (the delegate's, or the
    /// suggested actions when it returns `nil`) has nothing visible in it.
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        dismissMenu()
        guard let menu = makeMenu(for: configuration) else { return }
        let animator = ImmediateEditMenuAnimator()
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        presentedMenu = menu
        presentedConfiguration = configuration
        targetRect = rect(for: configuration)
        animator.finish()
    }

    /// Dismisses the showing menu, telling the delegate first; does nothing while none is showing.
    open func dismissMenu() {
        guard let configuration = presentedConfiguration else { return }
        let animator = ImmediateEditMenuAnimator()
        delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        presentedMenu = nil
        presentedConfiguration = nil
        targetRect = .null
        animator.finish()
    }

    /// Asks the delegate for the showing menu again, for actions whose availability changed; dismisses the
    /// menu when nothing is left in it.
    open func reloadVisibleMenu() {
        guard let configuration = presentedConfiguration else { return }
        guard let menu = makeMenu(for: configuration) else { return dismissMenu() }
        presentedMenu = menu
    }

    /// Asks the delegate again where the showing menu points; ResponderKit does not animate, so `animated`
    /// changes nothing.
    open func updateVisibleMenuPosition(animated: Bool) {
        guard let configuration = presentedConfiguration else { return }
        targetRect = rect(for: configuration)
    }

    /// Where the showing menu's source point is in `view`'s coordinates; `.zero` while none is showing.
    open func location(in view: UIView) -> CGPoint {
        guard let configuration = presentedConfiguration, let source = self.view else { return .zero }
        return source.convert(configuration.sourcePoint, to: view)
    }

    /// Chooses `element` of the showing menu as a tap would, dismissing the menu unless the element has
    /// `.keepsMenuPresented`; returns whether something handled it. A ResponderKit addition: the host's way of
    /// tapping an element.
    ///
    /// An element the menu does not show, or a `.disabled` one, is ignored. A command's action goes to the
    /// first responder and up the chain with the command as sender, and is ignored when nobody there can
    /// perform it now (<doc:Catalog#J4>); an action's handler runs.
    @discardableResult
    open func choose(_ element: UIMenuElement) -> Bool {
        guard let menu = presentedMenu, menu.visibleElements.contains(where: { $0 === element }) else { return false }
        let attributes = UIMenu.attributes(of: element)
        guard !attributes.contains(.disabled) else { return false }
        let responder = actionStart
        if !attributes.contains(.keepsMenuPresented) { dismissMenu() }
        if let action = element as? UIAction {
            action.perform(from: self)
            return true
        }
        guard let command = element as? UICommand, let selector = command.action, let responder,
              let application = responder.owningApplication,
              let target = responder.target(forAction: selector, withSender: command) else { return false }
        return application.sendAction(selector, to: target, from: command, for: nil)
    }

    /// Where the menu's commands start up the chain: the window's first responder, else the view.
    private var actionStart: UIResponder? {
        guard let view else { return nil }
        return view.window?.firstResponder ?? view
    }

    /// The menu for `configuration`, or `nil` when it would show nothing.
    private func makeMenu(for configuration: UIEditMenuConfiguration) -> UIMenu? {
        guard let responder = actionStart, let application = view?.window?.application,
              let editMenu = application.makeEditMenu(for: responder) else { return nil }
        let suggested: [UIMenuElement] = editMenu.items.map { UICommand(title: $0.title, action: $0.action) }
        let menu = delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
        return menu.visibleElements.isEmpty ? nil : menu
    }

    private func rect(for configuration: UIEditMenuConfiguration) -> CGRect {
        let asked = delegate?.editMenuInteraction(self, targetRectFor: configuration) ?? .null
        return asked.isNull ? CGRect(origin: configuration.sourcePoint, size: .zero) : asked
    }
}
