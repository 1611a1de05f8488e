import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Focus")
struct FocusTests {
    /// A 3x3 grid of focusable views, tagged 1...9 in reading order.
    private func grid() -> (EventTestHost, UIViewController, [PressRecordingView], EventLog) {
        let host = EventTestHost()
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let log = EventLog()
        var cells: [PressRecordingView] = []
        for row in 0..<3 {
            for column in 0..<3 {
                let cell = PressRecordingView("cell\(row * 3 + column + 1)", log: log,
                                              frame: CGRect(x: 20 + column * 120, y: 100 + row * 120,
                                                            width: 100, height: 100))
                cell.focusable = true
                cell.tag = row * 3 + column + 1
                controller.view.addSubview(cell)
                cells.append(cell)
            }
        }
        return (host, controller, cells, log)
    }

    private func arrow(_ host: EventTestHost, _ code: UIKeyboardHIDUsage) throws {
        try host.send(.key(HostKey(.down, code)))
        try host.send(.key(HostKey(.up, code)))
    }

    private func focusedTag(_ host: EventTestHost) -> Int? {
        (host.application.keyWindow?.focusSystem.focusedItem as? UIView)?.tag
    }

    @Test("Focus starts at the preferred item and arrow keys move it across the grid by geometry")
    func arrowsMoveFocus() throws {
        let (host, controller, cells, _) = grid()
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(focusedTag(host) == 1 && cells[0].isFocused)
        try arrow(host, .keyboardRightArrow)
        #expect(focusedTag(host) == 2)
        try arrow(host, .keyboardDownArrow)
        try arrow(host, .keyboardDownArrow)
        #expect(focusedTag(host) == 8)
        try arrow(host, .keyboardDownArrow)
        #expect(focusedTag(host) == 8)
        try arrow(host, .keyboardRightArrow)
        try arrow(host, .keyboardUpArrow)
        #expect(focusedTag(host) == 6)
        try arrow(host, .keyboardLeftArrow)
        try arrow(host, .keyboardLeftArrow)
        #expect(focusedTag(host) == 4)
        #expect(!cells[0].isFocused && cells[3].isFocused)
    }

    @Test("shouldUpdateFocus can veto a move; didUpdateFocus tells environments about the move")
    func veto() throws {
        final class Guarded: UIViewController {
            var refuseTag: Int?
            var moves: [(Int?, Int?)] = []
            override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
                context.nextFocusedView?.tag != refuseTag
            }
            override func didUpdateFocus(in context: UIFocusUpdateContext,
                                         with coordinator: UIFocusAnimationCoordinator) {
                moves.append((context.previouslyFocusedView?.tag, context.nextFocusedView?.tag))
            }
        }
        let host = EventTestHost()
        let controller = Guarded()
        _ = host.makeWindow(rootViewController: controller)
        for index in 0..<3 {
            let cell = PressRecordingView("cell", log: EventLog(),
                                          frame: CGRect(x: 20 + index * 120, y: 100, width: 100, height: 100))
            cell.focusable = true
            cell.tag = index + 1
            controller.view.addSubview(cell)
        }
        try arrow(host, .keyboardRightArrow)
        #expect(focusedTag(host) == 1)
        controller.refuseTag = 2
        try arrow(host, .keyboardRightArrow)
        #expect(focusedTag(host) == 1)
        controller.refuseTag = nil
        try arrow(host, .keyboardRightArrow)
        #expect(focusedTag(host) == 2)
        #expect(controller.moves.map { "\($0.0.map(String.init) ?? "nil")>\($0.1.map(String.init) ?? "nil")" }
                == ["nil>1", "1>2"])
    }

    @Test("H2: presses go to the focused item before the first responder")
    func pressesGoToFocusedItem() throws {
        let (host, controller, cells, log) = grid()
        let field = PressRecordingView("field", log: log)
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        cells[0].handles = true
        try host.send(.button(HostButton(isDown: true, type: .select)))
        try host.send(.button(HostButton(isDown: false, type: .select)))
        #expect(log.entries == ["cell1.pressesBegan(select)", "cell1.pressesEnded(select)"])
    }

    @Test("Hidden and non-focusable views are never focused; preferred environments choose the start")
    func preferences() {
        final class Preferring: UIViewController {
            weak var preferred: UIView?
            override var preferredFocusEnvironments: [UIFocusEnvironment] { preferred.map { [$0] } ?? [] }
        }
        let host = EventTestHost()
        let controller = Preferring()
        _ = host.makeWindow(rootViewController: controller)
        let hidden = PressRecordingView("hidden", log: EventLog())
        hidden.focusable = true
        hidden.isHidden = true
        let plain = PressRecordingView("plain", log: EventLog())
        let chosen = PressRecordingView("chosen", log: EventLog())
        chosen.focusable = true
        chosen.tag = 5
        for view in [hidden, plain, chosen] { controller.view.addSubview(view) }
        controller.preferred = hidden
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(focusedTag(host) == 5)
        #expect(UIFocusSystem.focusSystem(for: chosen)?.focusedItem === chosen)
    }
}

@MainActor
@Suite("Focus: items leaving the window")
struct FocusRemovalTests {
    @Test("H2, H3: a focused view that leaves the window loses focus; presses go to the first responder and end")
    func removedFocusedView() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let log = EventLog()
        let cell = PressRecordingView("cell", log: log, frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        cell.focusable = true
        let field = PressRecordingView("field", log: log, frame: CGRect(x: 20, y: 300, width: 100, height: 40))
        field.handles = true
        controller.view.addSubview(cell)
        controller.view.addSubview(field)
        field.becomeFirstResponder()
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(window.focusSystem.focusedItem === cell)
        cell.removeFromSuperview()
        #expect(window.focusSystem.focusedItem == nil && !cell.isFocused)
        try host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(log.entries == ["field.pressesBegan(a)", "field.pressesEnded(a)"])
    }
}
