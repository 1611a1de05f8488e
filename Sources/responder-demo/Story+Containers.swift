import Foundation
import ResponderKit

/// A scroll view that lets drags that start on its buttons scroll, the well-known override (spec L3).
@MainActor
final class DemoScrollView: UIScrollView {
    override func touchesShouldCancel(in view: UIView) -> Bool { true }
}

extension Player {
    /// The button titled `title` in the presented controller's view, if there is one.
    func presentedButton(titled title: String) -> UIButton? {
        var found: UIButton?
        func search(_ view: UIView) {
            if let button = view as? UIButton, button.currentTitle == title { found = button }
            view.subviews.forEach(search)
        }
        app.controller.presentedViewController?.viewIfLoaded.map(search)
        return found
    }

    /// Says the responder chain from `responder`, as the scenes of the figure show it for touches.
    func sayChain(from responder: UIResponder) {
        let names = responder.responderChainReport().responders.map { TraceEvent.name(of: $0) }
        narrator.say("chain: " + names.joined(separator: " -> "))
    }
}

extension Story {
    /// The scenes after the figure: an alert from a shake, a navigation controller, a button in a scroll view.
    @MainActor
    static let containerScenes: [Scene] = [
        Scene(title: "Shake for an alert",
              lesson: "The shake reaches the controller (I2), which presents an alert: the alert appears (K2) and "
                  + "its next responder is the controller that presented it (A5). Its actions are buttons.") { player in
            player.app.controller.asksOnShake = true
            try player.send(.shake(.began))
            try player.send(.shake(.ended))
            if let alert = player.app.controller.presentedViewController { player.sayChain(from: alert) }
        },
        Scene(title: "Tap Keep",
              lesson: "Keep is a real button in the alert's view: hit-tested, tracked, and its action dismisses the "
                  + "alert before the handler runs, as in UIKit (K2).") { player in
            guard let keep = player.presentedButton(titled: "Keep") else { return }
            try player.tap(keep)
            player.narrator.say("presented controller now: \(TraceEvent.name(of: player.app.controller.presentedViewController))")
        },
        Scene(title: "Push a screen in a navigation controller",
              lesson: "Only the top controller's view is in the window (K4); the pushed controller's chain goes "
                  + "through the navigation controller's view and the navigation controller (A6).") { player in
            let settings = UIViewController()
            settings.title = "Settings"
            let navigation = UINavigationController(rootViewController: settings)
            player.app.controller.present(navigation, animated: true)
            let detail = UIViewController()
            detail.title = "Detail"
            navigation.pushViewController(detail, animated: true)
            player.sayChain(from: detail.view)
            player.narrator.say("settings' view is in the window: \(settings.viewIfLoaded?.window != nil)")
        },
        Scene(title: "Tap Back, then close",
              lesson: "The back button is a button in the navigation bar: its tap pops the top controller.") { player in
            guard let navigation = player.app.controller.presentedViewController as? UINavigationController else { return }
            try player.tap(navigation.navigationBar.backButton)
            player.narrator.say("top controller now: \(navigation.topViewController?.title ?? "none")")
            player.app.controller.dismiss(animated: true)
        },
        Scene(title: "Hold a button in a scroll view, then drag",
              lesson: "The scroll view holds the touch back for 150 ms (L1), so the button highlights only after "
                  + "the delay; a drag then scrolls and cancels the button's tracking, because this scroll view "
                  + "overrides touchesShouldCancel(in:) to say yes for controls (L2, L3).") { player in
            let list = UIViewController()
            let scrollView = DemoScrollView(frame: .zero)
            scrollView.accessibilityIdentifier = "list"
            let row = UIButton(type: .system)
            row.setTitle("Row 1", for: .normal)
            row.addAction(UIAction { [log = player.app.log] _ in log.note("Row 1's tracking was cancelled") },
                          for: .touchCancel)
            scrollView.addSubview(row)
            list.view.addSubview(scrollView)
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: list.view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: list.view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: list.view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: list.view.trailingAnchor),
            ])
            player.app.controller.present(list, animated: false)
            list.view.window?.layoutIfNeeded()
            // The row is content: placed in the scroll view's content coordinates, which scroll.
            scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: scrollView.bounds.height * 3)
            row.frame = CGRect(x: 16, y: 40, width: max(0, scrollView.bounds.width - 32), height: 44)
            let start = row.convertToScreen(CGPoint(x: row.bounds.midX, y: row.bounds.midY))
            try player.send(.touch(HostTouch(id: 1, action: .down, location: start)))
            player.narrator.say("after holding: Row 1 is \(row.isHighlighted ? "highlighted" : "not highlighted")")
            for step in 1...4 {
                let point = CGPoint(x: start.x, y: start.y - CGFloat(step) * 10)
                try player.send(.touch(HostTouch(id: 1, action: .move, location: point)))
            }
            try player.send(.touch(HostTouch(id: 1, action: .up, location: CGPoint(x: start.x, y: start.y - 40))))
            player.narrator.say("after the drag: Row 1 is \(row.isHighlighted ? "highlighted" : "not highlighted"), "
                                + "content offset y \(Int(scrollView.contentOffset.y))")
            player.app.controller.dismiss(animated: false)
        },
    ]
}
