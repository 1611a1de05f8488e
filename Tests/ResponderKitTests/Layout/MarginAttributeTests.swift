import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The four margin-attribute constraints that pin `child` inside `view`'s layout margins.
@MainActor
private func pinToMargins(_ child: UIView, in view: UIView) {
    child.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(child)
    NSLayoutConstraint.activate([
        NSLayoutConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: view,
                           attribute: .leadingMargin, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: view,
                           attribute: .trailingMargin, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: view,
                           attribute: .topMargin, multiplier: 1, constant: 0),
        NSLayoutConstraint(item: child, attribute: .bottom, relatedBy: .equal, toItem: view,
                           attribute: .bottomMargin, multiplier: 1, constant: 0),
    ])
}

@MainActor @Suite("Margin attributes: constraints to .leadingMargin, .topMargin, ... follow the view's layout margins")
struct MarginAttributeTests {
    @Test("U21: margin attributes and layoutMarginsGuide use layoutMargins and directionalLayoutMargins, and re-solve when they change")
    func marginAttributesFollowTheMargins() throws {
        let host = EventTestHost()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
        host.makeWindow().addSubview(card)
        let child = UIView(), guided = UIView()
        pinToMargins(child, in: card)
        guided.translatesAutoresizingMaskIntoConstraints = false
        // Lying over the child, it lets touches through to it.
        guided.isUserInteractionEnabled = false
        card.addSubview(guided)
        let guide = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            guided.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            guided.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            guided.topAnchor.constraint(equalTo: guide.topAnchor),
            guided.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        host.runUntilIdle()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 284, height: 184))
        #expect(guided.frame == child.frame)

        card.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 10, right: 40)
        host.runUntilIdle()
        #expect(child.frame == CGRect(x: 30, y: 20, width: 230, height: 170))
        #expect(guided.frame == child.frame)
        try host.tap(at: CGPoint(x: 35, y: 125))
        #expect(host.lastHitTest?.winner === child)

        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 4, trailing: 0)
        host.runUntilIdle()
        #expect(child.frame == CGRect(x: 12, y: 0, width: 288, height: 196))
        #expect(guided.frame == child.frame)
    }

    @Test("U21: a root view's margin attributes include the safe area while insetsLayoutMarginsFromSafeArea is true")
    func marginAttributesFollowTheSafeArea() {
        let host = EventTestHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let content = UIView()
        pinToMargins(content, in: controller.view)
        host.runUntilIdle()
        // A root view's own margins are 16 at the sides and none above and below, measured from the safe area.
        #expect(content.frame == CGRect(x: 16, y: 47, width: 358, height: 844 - 47 - 34))

        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        host.runUntilIdle()
        #expect(content.frame.minY == 57)

        controller.view.insetsLayoutMarginsFromSafeArea = false
        host.runUntilIdle()
        #expect(content.frame == CGRect(x: 16, y: 0, width: 358, height: 844))
    }

    @Test("U22: with preservesSuperviewLayoutMargins a subview's margin attributes keep clear of the superview's margins")
    func preservedMargins() {
        let host = EventTestHost()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        outer.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        host.makeWindow().addSubview(outer)
        let card = UIView(frame: CGRect(x: 10, y: 0, width: 370, height: 200))
        outer.addSubview(card)
        let child = UIView()
        pinToMargins(child, in: card)
        host.runUntilIdle()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 354, height: 184))

        card.preservesSuperviewLayoutMargins = true
        host.runUntilIdle()
        // Left: the card starts 10 in, so 20 more keeps the content clear of the superview's 30; top: 30.
        #expect(child.frame == CGRect(x: 20, y: 30, width: 330, height: 162))
    }
}
