import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// M4: a context menu opens on a long press with a finger or a secondary click with a pointer; its actions
/// run as UIKit's do.
@MainActor
@Suite("Context menus (M4)", .checksGestureStateHistories)
struct ContextMenuInteractionTests {
    private final class MenuDelegate: UIContextMenuInteractionDelegate {
        var log: [String] = []
        var returnsConfiguration = true

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            log.append("configuration at (\(Int(location.x)), \(Int(location.y)))")
            guard returnsConfiguration else { return nil }
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned self] suggested in
                log.append("menu with \(suggested.count) suggested")
                return UIMenu(children: [
                    UIAction(title: "Copy") { [unowned self] action in
                        log.append("Copy handler, sender is interaction: \(action.sender is UIContextMenuInteraction)")
                    },
                    UIAction(title: "Delete", attributes: .disabled) { [unowned self] _ in log.append("Delete handler") },
                ])
            }
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willDisplay")
        }

        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    willEndFor configuration: UIContextMenuConfiguration,
                                    animator: (any UIContextMenuInteractionAnimating)?) {
            log.append("willEnd")
            animator?.addCompletion { [unowned self] in log.append("end completion") }
        }
    }

    private func scene() -> (EventTestHost, UIView, UIContextMenuInteraction, MenuDelegate) {
        let host = makeGestureHost()
        let window = host.makeWindow()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(view)
        let delegate = MenuDelegate()
        let interaction = UIContextMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return (host, view, interaction, delegate)
    }

    @Test("M4: a long press with a finger opens the menu at the press's location")
    func longPressOpens() throws {
        let (host, view, interaction, delegate) = scene()
        try host.tap(view)
        #expect(interaction.presentedMenu == nil)
        let finger = try host.touchDown(at: CGPoint(x: 120, y: 130))
        host.advance(by: 0.6)
        host.runUntilIdle()
        #expect(delegate.log == ["configuration at (20, 30)", "menu with 0 suggested", "willDisplay"])
        #expect(interaction.presentedMenu?.visibleElements.map(\.title) == ["Copy", "Delete"])
        #expect(interaction.location(in: view) == CGPoint(x: 20, y: 30))
        try finger.lift()
        #expect(host.presentedContextMenu === interaction)
    }

    @Test("M4: a secondary click opens the menu; a primary click does not")
    func secondaryClickOpens() throws {
        let (host, view, interaction, delegate) = scene()
        try host.click(view)
        #expect(delegate.log.isEmpty)
        try host.rightClick(view)
        #expect(delegate.log == ["configuration at (50, 50)", "menu with 0 suggested", "willDisplay"])
        #expect(interaction.presentedMenu != nil)
    }

    @Test("M4: choosing an action closes the menu, then runs its handler; a disabled one does nothing")
    func choosingAnAction() throws {
        let (host, view, interaction, delegate) = scene()
        try host.rightClick(view)
        delegate.log.removeAll()
        let disabled = try #require(interaction.presentedMenu?.element(titled: "Delete"))
        #expect(!interaction.choose(disabled))
        try host.chooseContextMenuElement(titled: "Copy")
        #expect(delegate.log == ["willEnd", "end completion", "Copy handler, sender is interaction: true"])
        #expect(interaction.presentedMenu == nil)
        #expect(host.presentedContextMenu == nil)
    }

    @Test("M4: a delegate returning nil opens nothing; opening another menu closes the first")
    func nilAndReplacement() throws {
        let (host, view, interaction, delegate) = scene()
        delegate.returnsConfiguration = false
        try host.rightClick(view)
        #expect(interaction.presentedMenu == nil)
        delegate.returnsConfiguration = true
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.window?.addSubview(other)
        let otherDelegate = MenuDelegate()
        let otherInteraction = UIContextMenuInteraction(delegate: otherDelegate)
        other.addInteraction(otherInteraction)
        try host.rightClick(view)
        try host.rightClick(other)
        #expect(interaction.presentedMenu == nil)
        #expect(delegate.log.suffix(2) == ["willEnd", "end completion"])
        #expect(otherInteraction.presentedMenu != nil)
    }

    @Test("M4, C8: a delegate that removes the view while asked opens no menu, and the click ends cleanly")
    func delegateRemovesView() throws {
        let (host, view, interaction, _) = scene()
        let remover = RemovingDelegate()
        let removing = UIContextMenuInteraction(delegate: remover)
        view.interactions = [removing]
        try host.rightClick(view)
        #expect(remover.asked == 1)
        #expect(view.window == nil)
        #expect(removing.presentedMenu == nil)
        #expect(interaction.presentedMenu == nil)
        #expect(host.presentedContextMenu == nil)
    }

    private final class RemovingDelegate: UIContextMenuInteractionDelegate {
        var asked = 0
        func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                    configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            asked += 1
            interaction.view?.removeFromSuperview()
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Copy") { _ in }])
            }
        }
    }

    @Test("M4, D4: opening the menu by a long press cancels the touches of the view under the finger")
    func openingCancelsViewTouches() throws {
        let (host, view, _, _) = scene()
        let trace = EventTrace()
        let tracing = TracingView(frame: view.bounds)
        tracing.trace = trace
        view.addSubview(tracing)
        try host.longPress(view)
        #expect(trace.entries == ["view touchesBegan", "view touchesCancelled"])
    }
}
