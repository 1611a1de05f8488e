import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view that counts the calls telling it its safe area or margins changed.
@MainActor
private final class EdgeWatchingView: UIView {
    var safeAreaChanges: [UIEdgeInsets] = []
    var marginChanges: [UIEdgeInsets] = []
    var layouts = 0

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        safeAreaChanges.append(safeAreaInsets)
    }

    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        marginChanges.append(layoutMargins)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
}

@MainActor
private final class EdgeWatchingController: UIViewController {
    var calls: [String] = []

    override func loadView() {
        let root = EdgeWatchingView(frame: UIScreen.main.bounds)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = root
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        calls.append("safeArea \(view.safeAreaInsets.top)")
    }

    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        calls.append("margins")
    }
}

@MainActor @Suite("The safe area: from the screen through windows, controllers' root views and their subviews")
struct SafeAreaTests {
    private static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test("U18: a window filling a screen with insets has them; a default host's screen has none")
    func windowsHaveTheScreensInsets() {
        let host = EventTestHost(screenSize: CGSize(width: 390, height: 844), safeAreaInsets: Self.phone)
        #expect(host.screen.safeAreaInsets == Self.phone)
        #expect(host.makeWindow().safeAreaInsets == Self.phone)
        let inside = host.makeWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        #expect(inside.safeAreaInsets == .zero)
        let plain = EventTestHost()
        #expect(plain.screen.safeAreaInsets == .zero)
        #expect(plain.makeWindow().safeAreaInsets == .zero)
    }

    @Test("U19: a root view has its window's insets plus additionalSafeAreaInsets")
    func rootViewInsets() {
        let host = EventTestHost(safeAreaInsets: Self.phone)
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.view.safeAreaInsets == Self.phone)
        #expect(controller.additionalSafeAreaInsets == .zero)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
    }

    @Test("U19: other views get only the part of the superview's safe area they overlap, zero out of a window")
    func subviewInsets() {
        let host = EventTestHost(safeAreaInsets: Self.phone)
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        let lower = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 100))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 790, width: 390, height: 54))
        let above = UIView(frame: CGRect(x: 0, y: -200, width: 390, height: 300))
        for view in [header, lower, middle, footer, above] { controller.view.addSubview(view) }
        #expect(header.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(lower.safeAreaInsets == UIEdgeInsets(top: 17, left: 0, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(footer.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // Further out than the superview's own inset, the inset stops growing.
        #expect(above.safeAreaInsets.top == 47)

        let nested = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        lower.addSubview(nested)
        #expect(nested.safeAreaInsets == UIEdgeInsets(top: 17, left: 0, bottom: 0, right: 0))

        header.removeFromSuperview()
        #expect(header.safeAreaInsets == .zero)
        let detached = UIViewController()
        #expect(detached.view.safeAreaInsets == .zero)
        #expect(window.safeAreaInsets == Self.phone)
    }

    @Test("U20: a change of the safe area calls safeAreaInsetsDidChange and viewSafeAreaInsetsDidChange at the next pass")
    func changeCallbacks() throws {
        let host = EventTestHost(safeAreaInsets: Self.phone)
        let controller = EdgeWatchingController()
        let child = EdgeWatchingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        controller.view.addSubview(child)
        _ = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        let root = try #require(controller.view as? EdgeWatchingView)
        #expect(root.safeAreaChanges == [Self.phone])
        #expect(child.safeAreaChanges == [UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0)])
        #expect(controller.calls.filter { $0.hasPrefix("safeArea") } == ["safeArea 47.0"])

        let layoutsBefore = root.layouts
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(root.safeAreaChanges.count == 1)
        host.runUntilIdle()
        #expect(root.safeAreaChanges.last == UIEdgeInsets(top: 67, left: 0, bottom: 34, right: 0))
        #expect(child.safeAreaChanges.last?.top == 67)
        #expect(controller.calls.filter { $0.hasPrefix("safeArea") } == ["safeArea 47.0", "safeArea 67.0"])
        #expect(root.layouts == layoutsBefore + 1)

        // A pass that changes nothing reports nothing.
        root.setNeedsLayout()
        host.runUntilIdle()
        #expect(root.safeAreaChanges.count == 2 && child.safeAreaChanges.count == 2)

        child.frame = CGRect(x: 0, y: 300, width: 390, height: 100)
        child.superview?.layoutIfNeeded()
        #expect(child.safeAreaChanges.last == .zero)
    }
}

@MainActor @Suite("Layout margins: defaults, directions, the safe area and the superview's margins")
struct LayoutMarginsTests {
    @Test("U21: a plain view's margins are 8 points on each side, in both forms")
    func defaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.insetsLayoutMarginsFromSafeArea)
        #expect(NSDirectionalEdgeInsets() == .zero)
    }

    @Test("U21: directional margins become left and right, swapped in a right-to-left layout")
    func directionalMargins() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 20)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 10, bottom: 2, right: 20))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 10))
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 20))
        view.layoutMargins = UIEdgeInsets(top: 3, left: 5, bottom: 4, right: 7)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 3, leading: 7, bottom: 4, trailing: 5))
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.layoutMargins == UIEdgeInsets(top: 3, left: 7, bottom: 4, right: 5))
    }

    @Test("U21: setting margins calls layoutMarginsDidChange, and the controller's for its root view")
    func changeCallbacks() {
        let view = EdgeWatchingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        #expect(view.marginChanges.isEmpty)
        view.layoutMargins = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 8)
        #expect(view.marginChanges == [UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 8)])

        let host = EventTestHost()
        let controller = EdgeWatchingController()
        _ = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        controller.calls.removeAll()
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30)
        #expect(controller.calls == ["margins"])
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 4, left: 30, bottom: 4, right: 30))
    }

    @Test("U21: margins are measured from the safe area unless insetsLayoutMarginsFromSafeArea is false")
    func marginsFromSafeArea() {
        let host = EventTestHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let header = EdgeWatchingView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        controller.view.addSubview(header)
        #expect(header.layoutMargins == UIEdgeInsets(top: 55, left: 8, bottom: 8, right: 8))
        host.runUntilIdle()
        #expect(header.marginChanges == [UIEdgeInsets(top: 55, left: 8, bottom: 8, right: 8)])
        header.insetsLayoutMarginsFromSafeArea = false
        #expect(header.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(header.marginChanges.last == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    @Test("U22: preserving the superview's margins grows a margin just enough to keep content inside them")
    func preservesSuperviewMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        let edge = UIView(frame: CGRect(x: 5, y: 5, width: 290, height: 100))
        let inner = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        parent.addSubview(edge)
        parent.addSubview(inner)
        #expect(edge.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        edge.preservesSuperviewLayoutMargins = true
        inner.preservesSuperviewLayoutMargins = true
        // Left and right: the parent's margin edge is 15 points in; top likewise; the bottom edge is far inside.
        #expect(edge.layoutMargins == UIEdgeInsets(top: 15, left: 15, bottom: 8, right: 15))
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        edge.layoutMargins = UIEdgeInsets(top: 30, left: 2, bottom: 2, right: 2)
        #expect(edge.layoutMargins == UIEdgeInsets(top: 30, left: 15, bottom: 2, right: 15))
    }
}

@MainActor @Suite("The guides a view provides: safe area, margins and keyboard")
struct ProvidedGuideTests {
    @Test("U19: safeAreaLayoutGuide's frame is the bounds inset by the safe area, and it is a guide of the view")
    func safeAreaGuide() {
        let host = EventTestHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let guide = controller.view.safeAreaLayoutGuide
        #expect(guide === controller.view.safeAreaLayoutGuide)
        #expect(guide.owningView === controller.view)
        #expect(controller.view.layoutGuides.contains { $0 === guide })
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        #expect(guide.layoutFrame == CGRect(x: 10, y: 47, width: 380, height: 763))
        let detached = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 30))
        #expect(detached.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 20, height: 30))
    }

    @Test("U21: layoutMarginsGuide's frame is the bounds inset by the margins")
    func marginsGuide() {
        let view = UIView(frame: CGRect(x: 40, y: 40, width: 100, height: 60))
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 44))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 10, trailing: 0)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 0, width: 80, height: 50))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 0, y: 0, width: 80, height: 50))
    }

    @Test("U23: keyboardLayoutGuide covers the bottom safe area while the keyboard is hidden, the keyboard while shown")
    func keyboardGuide() {
        let host = EventTestHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        controller.view.addSubview(field)
        let guide = controller.view.keyboardLayoutGuide
        #expect(guide.usesBottomSafeArea)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
        guide.usesBottomSafeArea = false
        #expect(guide.layoutFrame == CGRect(x: 0, y: 844, width: 390, height: 0))

        field.becomeFirstResponder()
        let keyboard = host.application.inputSystem.frame
        #expect(keyboard != nil)
        #expect(guide.layoutFrame == CGRect(x: 0, y: keyboard?.minY ?? 0, width: 390, height: keyboard?.height ?? 0))
        // In a view lower on screen the same keyboard top is nearer the view's own top.
        let lower = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 544))
        controller.view.addSubview(lower)
        #expect(lower.keyboardLayoutGuide.layoutFrame.minY == (keyboard?.minY ?? 0) - 300)

        field.resignFirstResponder()
        guide.usesBottomSafeArea = true
        #expect(guide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
    }

    @Test("U19, U21: views pinned to the safe-area and margins guides follow them at the next pass")
    func constraintsToGuides() {
        let host = EventTestHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let card = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 300))
        let header = UIView(), body = UIView()
        for view in [header, body] { view.translatesAutoresizingMaskIntoConstraints = false }
        controller.view.addSubview(header)
        controller.view.addSubview(card)
        card.addSubview(body)
        let safe = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: safe.topAnchor),
            header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 44),
            body.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            body.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
        ])
        host.runUntilIdle()
        #expect(header.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(body.frame == CGRect(x: 8, y: 8, width: 374, height: 284))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
        host.runUntilIdle()
        #expect(header.frame == CGRect(x: 10, y: 67, width: 380, height: 44))
        // The card overlaps the 10 points added on the left, so its margins are measured from there.
        #expect(card.safeAreaInsets == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0))
        #expect(body.frame == CGRect(x: 40, y: 0, width: 340, height: 300))
    }

    @Test("U23: a bar pinned to the keyboard guide rises with the keyboard at the next pass, and takes taps there")
    func pinnedToKeyboard() throws {
        let host = EventTestHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        let bar = UIControl()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(field)
        controller.view.addSubview(bar)
        let keyboard = controller.view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: keyboard.topAnchor),
        ])
        host.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))
        field.becomeFirstResponder()
        host.runUntilIdle()
        let top = try #require(host.application.inputSystem.frame).minY
        #expect(top < 766)
        #expect(bar.frame == CGRect(x: 0, y: top - 44, width: 390, height: 44))
        try host.tap(at: CGPoint(x: 200, y: top - 20))
        #expect(host.lastHitTest?.winner === bar)
        field.resignFirstResponder()
        host.runUntilIdle()
        #expect(bar.frame.maxY == 810)
    }
}
