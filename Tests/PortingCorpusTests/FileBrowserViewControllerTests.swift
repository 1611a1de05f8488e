import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("FileBrowserViewController: UIGestureRecognizer.modifierFlags on Command- and Shift-taps (spec H1, D2)")
struct FileBrowserViewControllerTests {
    private func tapItem(_ item: Int, of controller: FileBrowserViewController, host: EventTestHost,
                         holding modifier: (UIKeyboardHIDUsage, UIKeyModifierFlags)? = nil) throws {
        let x = (CGFloat(item % controller.columns) + 0.5) * controller.itemSize.width
        let y = (CGFloat(item / controller.columns) + 0.5) * controller.itemSize.height
        if let (key, flags) = modifier {
            try host.send(.key(HostKey(.down, key, modifierFlags: flags)))
        }
        try host.tap(at: host.screenPoint(CGPoint(x: x, y: y), in: controller.gridView))
        if let (key, flags) = modifier {
            try host.send(.key(HostKey(.up, key, modifierFlags: flags)))
        }
    }

    @Test("H1: a plain tap selects one item; Command-tap adds and removes items")
    func commandTapToggles() throws {
        let host = EventTestHost()
        let controller = FileBrowserViewController()
        _ = host.makeWindow(rootViewController: controller)
        try tapItem(1, of: controller, host: host)
        #expect(controller.selectedItems == [1])
        try tapItem(6, of: controller, host: host, holding: (.keyboardLeftGUI, .command))
        #expect(controller.selectedItems == [1, 6])
        try tapItem(1, of: controller, host: host, holding: (.keyboardLeftGUI, .command))
        #expect(controller.selectedItems == [6])
    }

    @Test("H1: Shift-tap extends from the anchor; once Shift is up a tap selects one item again")
    func shiftTapExtends() throws {
        let host = EventTestHost()
        let controller = FileBrowserViewController()
        _ = host.makeWindow(rootViewController: controller)
        try tapItem(2, of: controller, host: host)
        try tapItem(5, of: controller, host: host, holding: (.keyboardLeftShift, .shift))
        #expect(controller.selectedItems == [2, 3, 4, 5])
        try tapItem(9, of: controller, host: host)
        #expect(controller.selectedItems == [9])
    }
}
