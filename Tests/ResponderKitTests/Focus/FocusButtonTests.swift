import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

extension Selector {
    fileprivate static let gridButtonPressed: Selector = "gridButtonPressed:"
}

/// A controller holding a 3x3 grid of real buttons; it can veto focus moves into one of them.
@MainActor
private final class GridController: UIViewController {
    var buttons: [UIButton] = []
    var pressed: [Int] = []
    var vetoedTag: Int?
    var vetoes = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.gridButtonPressed, GridController.gridButtonPressed)
    }

    func gridButtonPressed(_ sender: UIButton) { pressed.append(sender.tag) }

    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        if let vetoedTag, context.nextFocusedView?.tag == vetoedTag {
            vetoes += 1
            return false
        }
        return super.shouldUpdateFocus(in: context)
    }

    func buildGrid() {
        for row in 0..<3 {
            for column in 0..<3 {
                let button = UIButton(frame: CGRect(x: 20 + column * 120, y: 100 + row * 120, width: 100, height: 100))
                button.tag = row * 3 + column + 1
                button.addTarget(self, action: .gridButtonPressed, for: .primaryActionTriggered)
                view.addSubview(button)
                buttons.append(button)
            }
        }
    }
}

@MainActor
@Suite("Focus and buttons (spec H2)")
struct FocusButtonTests {
    private func scene() -> (EventTestHost, GridController) {
        let host = EventTestHost()
        let controller = GridController()
        _ = host.makeWindow(rootViewController: controller)
        controller.buildGrid()
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        return (host, controller)
    }

    private func key(_ host: EventTestHost, _ code: UIKeyboardHIDUsage) throws {
        try host.send(.key(HostKey(.down, code)))
        try host.send(.key(HostKey(.up, code)))
    }

    private func select(_ host: EventTestHost) throws {
        try host.send(.button(HostButton(isDown: true, type: .select)))
        try host.send(.button(HostButton(isDown: false, type: .select)))
    }

    private func focusedTag(_ host: EventTestHost) -> Int? {
        (host.application.keyWindow?.focusSystem.focusedItem as? UIView)?.tag
    }

    @Test("H2: arrow keys move focus across a 3x3 grid of buttons; select fires the focused one's action")
    func gridOfButtons() throws {
        let (host, controller) = scene()
        #expect(focusedTag(host) == 1 && controller.buttons[0].isFocused)
        try key(host, .keyboardRightArrow)
        try key(host, .keyboardRightArrow)
        #expect(focusedTag(host) == 3)
        try key(host, .keyboardRightArrow)
        #expect(focusedTag(host) == 3)
        try key(host, .keyboardDownArrow)
        try key(host, .keyboardLeftArrow)
        #expect(focusedTag(host) == 5)
        try select(host)
        try key(host, .keyboardDownArrow)
        try select(host)
        #expect(controller.pressed == [5, 8])
    }

    @Test("H2: shouldUpdateFocus can veto a move; focus stays and select still fires the focused button")
    func vetoedMove() throws {
        let (host, controller) = scene()
        controller.vetoedTag = 2
        try key(host, .keyboardRightArrow)
        #expect(focusedTag(host) == 1 && controller.vetoes == 1)
        try key(host, .keyboardDownArrow)
        try key(host, .keyboardRightArrow)
        #expect(focusedTag(host) == 5)
        try key(host, .keyboardUpArrow)
        #expect(focusedTag(host) == 5 && controller.vetoes == 2)
        try select(host)
        #expect(controller.pressed == [5])
    }

    @Test("H2: a disabled button cannot take focus, so arrows skip it; select sends only the primary action")
    func disabledAndEvents() throws {
        let (host, controller) = scene()
        controller.buttons[1].isEnabled = false
        #expect(!controller.buttons[1].canBecomeFocused && controller.buttons[2].canBecomeFocused)
        var touchEvents = 0
        controller.buttons[2].addAction(UIAction { _ in touchEvents += 1 }, for: [.touchUpInside, .touchDown])
        try key(host, .keyboardRightArrow)
        #expect(focusedTag(host) == 3)
        try select(host)
        #expect(controller.pressed == [3] && touchEvents == 0)
    }
}
