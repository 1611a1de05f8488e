import Foundation

/// A context menu for a view: it opens on a long press with a finger, or on a secondary (right) click with a
/// pointer (spec <doc:Catalog#M4>).
///
/// Add it to a view with `addInteraction(_:)`; its delegate gives a ``UIContextMenuConfiguration`` for the
/// location pressed, whose action provider makes the menu. The interaction adds two gesture recognizers to
/// its view to notice the press and the click, as UIKit's does; they take part in the gesture arena like any
/// other, so opening the menu cancels the view's touches (<doc:Catalog#D4>). ResponderKit draws nothing: the open menu is
/// ``presentedMenu``, and a host or test picks an element with ``choose(_:)`` as the user would.
///
/// Choosing an action closes the menu (the delegate hears `willEndFor` and its animator's completions run)
/// and then runs the action's handler, so a handler may present something in the menu's place; a command is
/// sent up the responder chain from the interaction's view, with the command as sender.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// The object that configures the menu; not retained, as in UIKit.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The menu showing now; `nil` while none is. A ResponderKit addition for hosts and tests.
    public private(set) var presentedMenu: UIMenu?
    /// The configuration of the menu showing now; `nil` while none is. A ResponderKit addition.
    public private(set) var presentedConfiguration: UIContextMenuConfiguration?
    /// Where, in the view's coordinates, the showing menu was opened.
    private var menuLocation: CGPoint = .zero
    private lazy var longPress: UILongPressGestureRecognizer = {
        let recognizer = UILongPressGestureRecognizer { [weak self] in self?.pressRecognized($0) }
        recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue),
                                        NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        recognizer.name = "UIContextMenuInteraction long press"
        return recognizer
    }()
    private lazy var secondaryClick: SecondaryClickGestureRecognizer = {
        let recognizer = SecondaryClickGestureRecognizer(target: nil, action: nil)
        recognizer.addAction { [weak self] in self?.pressRecognized($0) }
        recognizer.name = "UIContextMenuInteraction secondary click"
        return recognizer
    }()

    /// The long press that opens the menu, for a view that decides per location whether one may begin.
    var longPressRecognizer: UILongPressGestureRecognizer { longPress }

    /// Creates an interaction whose menus `delegate` configures.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
    }

    /// Takes the interaction's recognizers off the view it leaves.
    open func willMove(to view: UIView?) {
        guard let current = self.view, view !== current else { return }
        current.removeGestureRecognizer(longPress)
        current.removeGestureRecognizer(secondaryClick)
    }

    /// Puts the interaction's recognizers on its new view; a showing menu closes when it leaves its view.
    open func didMove(to view: UIView?) {
        if view !== self.view { dismissMenu() }
        self.view = view
        guard let view else { return }
        if longPress.view !== view { view.addGestureRecognizer(longPress) }
        if secondaryClick.view !== view { view.addGestureRecognizer(secondaryClick) }
    }

    /// Where the showing menu was opened, in `view`'s coordinates (the window's for `nil`); `.zero` while
    /// none is showing.
    open func location(in view: UIView?) -> CGPoint {
        guard presentedConfiguration != nil, let source = self.view else { return .zero }
        return source.convert(menuLocation, to: view)
    }

    /// Closes the showing menu, telling the delegate first; does nothing while none is showing.
    open func dismissMenu() {
        guard let configuration = presentedConfiguration else { return }
        presentedMenu = nil
        presentedConfiguration = nil
        let routing = view?.window?.application?.pointerRouting
        if routing?.presentedContextMenu === self { routing?.presentedContextMenu = nil }
        let animator = ImmediateContextMenuAnimator(previewViewController: nil)
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.finish()
    }

    /// Replaces the showing menu with what `block` makes of it; does nothing while none is showing.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let menu = presentedMenu else { return }
        presentedMenu = block(menu)
    }

    /// Chooses `element` of the showing menu as a tap would; returns whether something handled it. A
    /// ResponderKit addition: the host's way of picking an element.
    ///
    /// An element the menu does not show, or a `.disabled` one, is ignored. Unless the element has
    /// `.keepsMenuPresented` the menu closes first; then an action's handler runs (with the interaction as
    /// its sender), or a command goes up the responder chain from the view.
    @discardableResult
    open func choose(_ element: UIMenuElement) -> Bool {
        guard let menu = presentedMenu, menu.visibleElements.contains(where: { $0 === element }) else { return false }
        let attributes = UIMenu.attributes(of: element)
        guard !attributes.contains(.disabled) else { return false }
        let start = view
        if !attributes.contains(.keepsMenuPresented) { dismissMenu() }
        if let action = element as? UIAction {
            action.perform(from: self)
            return true
        }
        guard let command = element as? UICommand, let selector = command.action, let start,
              let application = start.owningApplication,
              let target = start.target(forAction: selector, withSender: command) else { return false }
        return application.sendAction(selector, to: target, from: command, for: nil)
    }

    /// A long press began, or a secondary click went down: the menu opens where it happened.
    private func pressRecognized(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .began || recognizer.state == .ended, let view else { return }
        if recognizer === longPress, recognizer.state != .began { return }
        presentMenu(at: recognizer.location(in: view))
    }

    /// Asks the delegate for a configuration at `location` and shows its menu, closing any other context
    /// menu first. Nothing opens when the view is in no window, the delegate returns `nil`, or there is
    /// neither a visible element nor a preview.
    private func presentMenu(at location: CGPoint) {
        guard let application = view?.window?.application, let delegate else { return }
        application.pointerRouting.presentedContextMenu?.dismissMenu()
        dismissMenu()
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        else { return }
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        // The delegate or the provider may have taken the view out of its window; a menu then has nowhere to be.
        guard view?.window != nil, !menu.visibleElements.isEmpty || configuration.previewProvider != nil else { return }
        let animator = ImmediateContextMenuAnimator(previewViewController: configuration.previewProvider?())
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        presentedMenu = menu
        presentedConfiguration = configuration
        menuLocation = location
        application.pointerRouting.presentedContextMenu = self
        animator.finish()
    }
}
