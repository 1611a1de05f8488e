import Foundation

/// The editing menu (Cut, Copy, Paste and the app's own items) shown over a view, UIKit's older menu API
/// (spec <doc:Catalog#J1>-<doc:Catalog#J4>).
///
/// ResponderKit draws nothing: showing the menu works out which items it lists, marks it visible and posts
/// the show notifications; a host or test reads ``visibleMenu`` and picks an item with ``choose(_:)``, as the
/// user would tap one.
///
/// An item is listed when some responder from the first responder upward can perform its action, asked with
/// the application as sender (<doc:Catalog#J2>, <doc:Catalog#J3>): the standard edit actions first, then ``menuItems``. Choosing one
/// hides the menu and sends its action to the first responder and up the chain (<doc:Catalog#J4>).
///
/// ```swift
/// UIMenuController.shared.menuItems = [UIMenuItem(title: "Define", action: .define)]
/// UIMenuController.shared.showMenu(from: textView, rect: selectionRect)
/// ```
@preconcurrency @MainActor
public final class UIMenuController {
    /// Where the menu's arrow points, relative to the target rectangle.
    public enum ArrowDirection: Int, Sendable {
        /// The system chooses.
        case `default`
        /// The arrow points up; the menu is below the target.
        case up
        /// The arrow points down; the menu is above the target.
        case down
        /// The arrow points left.
        case left
        /// The arrow points right.
        case right
    }

    /// Posted, with the menu controller as object, before the menu shows.
    nonisolated public static let willShowMenuNotification =
        Notification.Name("UIMenuControllerWillShowMenuNotification")
    /// Posted, with the menu controller as object, after the menu showed.
    nonisolated public static let didShowMenuNotification =
        Notification.Name("UIMenuControllerDidShowMenuNotification")
    /// Posted, with the menu controller as object, before the menu hides.
    nonisolated public static let willHideMenuNotification =
        Notification.Name("UIMenuControllerWillHideMenuNotification")
    /// Posted, with the menu controller as object, after the menu hid.
    nonisolated public static let didHideMenuNotification =
        Notification.Name("UIMenuControllerDidHideMenuNotification")
    /// Posted, with the menu controller as object, when a visible menu's frame changes.
    nonisolated public static let menuFrameDidChangeNotification =
        Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// The one menu controller, as in UIKit; it posts on the notification center of the application whose
    /// view it is shown from.
    public static let shared = UIMenuController()

    /// The app's own items, listed after the standard edit actions when a responder can perform them.
    public var menuItems: [UIMenuItem]?
    /// Where the menu's arrow points; `.default` lets the system choose.
    public var arrowDirection: ArrowDirection = .default
    /// The menu as shown: its items and the responder they act on; `nil` while hidden. A ResponderKit
    /// addition for hosts and tests.
    ///
    /// The items stay as listed when the menu showed until ``update()``. The menu holds its responder and
    /// application weakly, so a menu left showing keeps neither alive; it reads `nil` once they are gone.
    public var visibleMenu: EditMenu? {
        guard let shownItems, let menuResponder, let application else { return nil }
        return EditMenu(for: menuResponder, application: application, listing: shownItems)
    }
    /// The target rectangle in its window's coordinates while shown; `.zero` while hidden. ResponderKit
    /// draws no menu, so the menu's frame is the rectangle it points at.
    public private(set) var menuFrame: CGRect = .zero

    private weak var targetView: UIView?
    private var targetRect: CGRect = .zero
    private weak var application: UIApplication?
    private weak var menuResponder: UIResponder?
    private var shownItems: [EditMenu.Item]?

    private init() {}

    /// Whether the menu is showing.
    public var isMenuVisible: Bool { shownItems != nil }

    /// Shows the menu pointing at `targetRect` in `targetView`'s coordinates.
    ///
    /// The items are those some responder from the window's first responder (or `targetView` when the
    /// window has none) can perform. With no such item, or a view outside any window, nothing shows and
    /// nothing is posted, as UIKit shows no empty menu. Showing again while visible moves the menu and
    /// lists its items again, without posting the show notifications again.
    public func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        guard let window = targetView.window, let application = window.application,
              let menu = buildMenu(for: window.firstResponder ?? targetView, in: application), !menu.items.isEmpty
        else { return }
        let frame = targetView.convert(targetRect, to: window)
        if isMenuVisible {
            show(menu)
            moveMenu(to: frame, of: targetView, rect: targetRect)
            return
        }
        self.targetView = targetView
        self.targetRect = targetRect
        self.application = application
        application.notificationCenter.post(name: Self.willShowMenuNotification, object: self)
        show(menu)
        menuFrame = frame
        application.notificationCenter.post(name: Self.didShowMenuNotification, object: self)
    }

    /// Hides the menu; does nothing while it is hidden.
    public func hideMenu() {
        guard isMenuVisible else { return }
        let center = application?.notificationCenter ?? .default
        center.post(name: Self.willHideMenuNotification, object: self)
        shownItems = nil
        menuResponder = nil
        menuFrame = .zero
        targetView = nil
        center.post(name: Self.didHideMenuNotification, object: self)
    }

    /// Hides the menu if it is showing from `targetView`.
    public func hideMenu(from targetView: UIView) {
        guard self.targetView === targetView else { return }
        hideMenu()
    }

    /// Lists the visible menu's items again, for a responder whose `canPerformAction(_:withSender:)`
    /// answers have changed; hides the menu when no item is left.
    public func update() {
        guard let menu = visibleMenu, let application else { return }
        guard let rebuilt = buildMenu(for: menu.firstResponder, in: application), !rebuilt.items.isEmpty else {
            return hideMenu()
        }
        show(rebuilt)
    }

    /// Sets where the menu points, UIKit's spelling before `showMenu(from:rect:)`; a visible menu moves.
    public func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
        self.targetView = targetView
        self.targetRect = targetRect
        guard isMenuVisible, let window = targetView.window else { return }
        moveMenu(to: targetView.convert(targetRect, to: window), of: targetView, rect: targetRect)
    }

    /// Shows the menu at the rectangle set with ``setTargetRect(_:in:)`` or hides it, UIKit's spelling before
    /// `showMenu(from:rect:)` and `hideMenu()`; ResponderKit does not animate, so `animated` changes nothing.
    public func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        guard menuVisible else { return hideMenu() }
        guard let targetView else { return }
        showMenu(from: targetView, rect: targetRect)
    }

    /// Hides the menu and sends `item`'s action to the first responder and up the chain; returns whether a
    /// responder handled it (<doc:Catalog#J4>). An item the menu does not list is ignored. A ResponderKit addition: the
    /// host's way of tapping an item.
    @discardableResult
    public func choose(_ item: EditMenu.Item) -> Bool {
        guard let menu = visibleMenu, menu.items.contains(item) else { return false }
        hideMenu()
        return menu.choose(item)
    }

    private func show(_ menu: EditMenu) {
        shownItems = menu.items
        menuResponder = menu.firstResponder
    }

    private func buildMenu(for responder: UIResponder, in application: UIApplication) -> EditMenu? {
        let custom = (menuItems ?? []).map { EditMenu.Item(action: $0.action, title: $0.title) }
        return application.makeEditMenu(for: responder, candidates: EditMenu.Item.standard + custom)
    }

    private func moveMenu(to frame: CGRect, of targetView: UIView, rect: CGRect) {
        self.targetView = targetView
        targetRect = rect
        guard frame != menuFrame else { return }
        menuFrame = frame
        application?.notificationCenter.post(name: Self.menuFrameDidChangeNotification, object: self)
    }
}
