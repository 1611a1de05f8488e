import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A text field whose input view is `height` points tall, so the keyboard's frame can be chosen.
@MainActor
private func field(withInputHeight height: CGFloat) -> UITextField {
    let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 40))
    field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: height))
    return field
}

@MainActor @Suite("UITrackingLayoutGuide: constraints that switch as the keyboard nears or leaves the view's edges")
struct TrackingLayoutGuideTests {
    @Test("U43: the keyboard guide is a tracking guide with UIKit's defaults")
    func defaults() {
        let view = UIView()
        let guide: UITrackingLayoutGuide = view.keyboardLayoutGuide
        #expect(guide is UIKeyboardLayoutGuide)
        #expect(view.keyboardLayoutGuide.followsUndockedKeyboard == false)
        #expect(view.keyboardLayoutGuide.usesBottomSafeArea)
        #expect(view.keyboardLayoutGuide.keyboardDismissPadding == 0)
        #expect(guide.constraints(activeWhenNearEdge: .top).isEmpty)
        #expect(NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing])
    }

    @Test("U43: constraints active near an edge or away from it switch as the keyboard's frame changes")
    func constraintsSwitchWithTheKeyboard() throws {
        let host = EventTestHost(safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let short = field(withInputHeight: 200), tall = field(withInputHeight: 600)
        let bar = UIControl()
        bar.translatesAutoresizingMaskIntoConstraints = false
        for view in [short, tall, bar] { controller.view.addSubview(view) }
        let keyboard = controller.view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
        ])
        let aboveKeyboard = [bar.bottomAnchor.constraint(equalTo: keyboard.topAnchor)]
        let underTopEdge = [bar.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor)]
        keyboard.setConstraints(aboveKeyboard, activeWhenAwayFrom: .top)
        keyboard.setConstraints(underTopEdge, activeWhenNearEdge: .top)
        #expect(keyboard.constraints(activeWhenAwayFrom: .top) == aboveKeyboard)
        #expect(keyboard.constraints(activeWhenNearEdge: .top) == underTopEdge)
        // Hidden, the guide is the bottom safe area: away from the top.
        #expect(aboveKeyboard[0].isActive && !underTopEdge[0].isActive)
        host.runUntilIdle()
        #expect(bar.frame == CGRect(x: 0, y: 766, width: 390, height: 44))

        #expect(short.becomeFirstResponder())
        host.runUntilIdle()
        #expect(aboveKeyboard[0].isActive && !underTopEdge[0].isActive)
        #expect(bar.frame == CGRect(x: 0, y: 844 - 200 - 44, width: 390, height: 44))

        // A keyboard covering most of the view reaches near its top: the other set takes over.
        #expect(tall.becomeFirstResponder())
        host.runUntilIdle()
        #expect(!aboveKeyboard[0].isActive && underTopEdge[0].isActive)
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        try host.tap(at: CGPoint(x: 200, y: 60))
        #expect(host.lastHitTest?.winner === bar)

        #expect(tall.resignFirstResponder())
        host.runUntilIdle()
        #expect(aboveKeyboard[0].isActive && !underTopEdge[0].isActive)
        #expect(bar.frame.maxY == 810)

        keyboard.removeAllTrackedConstraints()
        #expect(!aboveKeyboard[0].isActive && !underTopEdge[0].isActive)
        #expect(keyboard.constraints(activeWhenAwayFrom: .top).isEmpty)
    }

    @Test("U43: a docked keyboard is near the bottom, leading and trailing edges at once")
    func edgeSets() {
        let host = EventTestHost()
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let input = field(withInputHeight: 300)
        controller.view.addSubview(input)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(marker)
        let docked = [marker.widthAnchor.constraint(equalToConstant: 10)]
        let undocked = [marker.widthAnchor.constraint(equalToConstant: 20)]
        let keyboard = controller.view.keyboardLayoutGuide
        keyboard.setConstraints(docked, activeWhenNearEdge: [.bottom, .leading, .trailing])
        keyboard.setConstraints(undocked, activeWhenAwayFrom: [.bottom, .leading, .trailing])
        #expect(input.becomeFirstResponder())
        host.runUntilIdle()
        #expect(docked[0].isActive && !undocked[0].isActive)
        // Giving an edge an empty list stops tracking it and leaves its old constraints inactive.
        keyboard.setConstraints([], activeWhenNearEdge: [.bottom, .leading, .trailing])
        #expect(!docked[0].isActive && keyboard.constraints(activeWhenNearEdge: [.bottom, .leading, .trailing]).isEmpty)
    }
}
