import Foundation

/// A window's focus: which item has it, how it moves with arrow presses, and who is asked about moves.
///
/// Focus starts from the window's preferred environments (its root view controller's, then its view's...)
/// the first time an update runs. Arrow presses that no responder handles move it to the nearest focusable
/// item in that direction, by geometry in window coordinates. Every environment containing the old or the
/// new item can veto a move (`shouldUpdateFocus(in:)`) and is told when it happens (`didUpdateFocus`).
@preconcurrency @MainActor
public final class UIFocusSystem {
    /// The window whose items this system focuses, or `nil` once it has been freed; a system kept longer than
    /// its window has nothing focused and moves nothing.
    public var window: UIWindow? {
        guard let window = windowLifetime.responder else { return nil }
        return knownDowncast(window, to: UIWindow.self)
    }
    /// Names the window without a weak reference to it (`ResponderLifetime`).
    private let windowLifetime: ResponderLifetime
    /// The item with focus, if any; a view that has left the window has lost it.
    public var focusedItem: UIFocusItem? {
        guard let window, let item = storedFocusedItem else { return nil }
        if let view = item as? UIView, view.window !== window { return nil }
        return item
    }
    private weak var storedFocusedItem: UIFocusItem?
    private weak var pendingUpdateRoot: UIFocusEnvironment?
    private var needsUpdate = false

    init(window: UIWindow) {
        windowLifetime = window.responderLifetime
    }

    /// The focus system of the window `environment` is in.
    public static func focusSystem(for environment: UIFocusEnvironment) -> UIFocusSystem? {
        environment.containingView?.window?.focusSystem
    }

    func setNeedsUpdate(from environment: UIFocusEnvironment) {
        pendingUpdateRoot = environment
        needsUpdate = true
    }

    func updateIfNeeded() {
        guard needsUpdate, let window else { return }
        needsUpdate = false
        let root = pendingUpdateRoot ?? window
        guard let target = Self.preferredItem(in: root, within: window) else { return }
        move(to: target, heading: [])
    }

    /// Moves focus to the nearest focusable item in `heading`; with nothing focused yet, focuses the preferred
    /// item instead. Returns whether focus moved.
    @discardableResult
    func moveFocus(_ heading: UIFocusHeading) -> Bool {
        guard let window else { return false }
        guard let current = focusedItem, (current as? UIView)?.window === window else {
            guard let initial = Self.preferredItem(in: window, within: window) else { return false }
            return move(to: initial, heading: [])
        }
        guard let next = nearestItem(from: current, heading: heading, in: window) else { return false }
        return move(to: next, heading: heading)
    }

    /// Moves focus to `item`, a focusable item in the window, as a press in `heading` would; for a view that
    /// moves focus between its own items itself (a table's rows, which have no cells off screen).
    @discardableResult
    func moveFocus(to item: UIFocusItem, heading: UIFocusHeading) -> Bool {
        guard let window, Self.isFocusable(item, in: window) else { return false }
        return move(to: item, heading: heading)
    }

    @discardableResult
    private func move(to next: UIFocusItem, heading: UIFocusHeading) -> Bool {
        let previous = focusedItem
        guard previous !== next else { return false }
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        let environments = Self.environments(around: previous, next)
        guard environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) else { return false }
        storedFocusedItem = next
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        return true
    }

    /// Every environment containing the old or the new item, innermost first, each once.
    private static func environments(around previous: UIFocusItem?, _ next: UIFocusItem?) -> [UIFocusEnvironment] {
        var result: [UIFocusEnvironment] = []
        for start in [previous as UIFocusEnvironment?, next as UIFocusEnvironment?] {
            var environment = start
            while let current = environment, result.count < 10_000 {
                if !result.contains(where: { $0 === current }) { result.append(current) }
                environment = current.parentFocusEnvironment
            }
        }
        return result
    }

    /// The first focusable item found by following preferred environments depth first from `environment`.
    static func preferredItem(in environment: UIFocusEnvironment, within window: UIWindow) -> UIFocusItem? {
        var visited = Set<ObjectIdentifier>()
        return preferredItem(in: environment, within: window, visited: &visited)
    }

    private static func preferredItem(in environment: UIFocusEnvironment, within window: UIWindow,
                                      visited: inout Set<ObjectIdentifier>) -> UIFocusItem? {
        guard visited.insert(ObjectIdentifier(environment)).inserted else { return nil }
        for preferred in environment.preferredFocusEnvironments {
            if let found = preferredItem(in: preferred, within: window, visited: &visited) { return found }
        }
        if let item = environment as? UIFocusItem, isFocusable(item, in: window) { return item }
        if let view = environment as? UIView {
            for subview in view.subviews {
                if let found = preferredItem(in: subview, within: window, visited: &visited) { return found }
            }
        } else if let view = (environment as? UIViewController)?.viewIfLoaded {
            return preferredItem(in: view, within: window, visited: &visited)
        }
        return nil
    }

    private static func isFocusable(_ item: UIFocusItem, in window: UIWindow) -> Bool {
        guard item.canBecomeFocused else { return false }
        guard let view = item as? UIView else { return true }
        var walk = SuperviewWalk(from: view)
        while let candidate = walk.next() {
            if candidate.isHidden || candidate.alpha < 0.01 || !candidate.isUserInteractionEnabled { return false }
        }
        return view.window === window
    }

    /// The focusable view whose center is closest in `heading` from `current`'s center, favouring items
    /// straight ahead over items off to the side.
    private func nearestItem(from current: UIFocusItem, heading: UIFocusHeading, in window: UIWindow) -> UIFocusItem? {
        guard let currentView = current as? UIView else { return nil }
        let origin = center(of: currentView, in: window)
        var best: (item: UIView, score: CGFloat)?
        visitFocusableViews(in: window, of: window) { candidate in
            guard candidate !== currentView else { return }
            let point = center(of: candidate, in: window)
            let dx = point.x - origin.x, dy = point.y - origin.y
            let (along, across): (CGFloat, CGFloat)
            switch heading {
            case .up: (along, across) = (-dy, dx)
            case .down: (along, across) = (dy, dx)
            case .left: (along, across) = (-dx, dy)
            case .right: (along, across) = (dx, dy)
            default: return
            }
            guard along > 0 else { return }
            let score = along + 2 * abs(across)
            if best == nil || score < best!.score { best = (candidate, score) }
        }
        return best?.item
    }

    private func center(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    private func visitFocusableViews(in view: UIView, of window: UIWindow, _ body: (UIView) -> Void) {
        if UIFocusSystem.isFocusable(view, in: window) { body(view) }
        for subview in view.subviews { visitFocusableViews(in: subview, of: window, body) }
    }
}

extension UIFocusEnvironment {
    /// The view that places this environment in a window: itself for a view, the root view of a controller.
    var containingView: UIView? {
        (self as? UIResponder)?.anchorView
    }
}

extension UIView: UIFocusItem {}
extension UIViewController: UIFocusEnvironment {}

extension UIWindow {
    /// The window's focus system: the focused item and arrow-key movement (spec <doc:Catalog#H2>).
    public var focusSystem: UIFocusSystem {
        if let existingFocusSystem { return existingFocusSystem }
        let created = UIFocusSystem(window: self)
        existingFocusSystem = created
        return created
    }
}
