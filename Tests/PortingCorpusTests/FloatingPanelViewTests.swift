import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("FloatingPanelView: overriding next redirects nil-targeted actions (spec A9, E7)")
struct FloatingPanelViewTests {
    @Test("A9: the panel's button, outside the controller's view, reaches the controller through next")
    func actionReachesTheOwner() throws {
        let host = EventTestHost()
        let controller = MapViewController()
        let window = host.makeWindow(rootViewController: controller)
        controller.showPanel(in: window)
        try host.tap(controller.recenterButton)
        #expect(controller.recenterCount == 1)
    }

    @Test("A9: without the override's owner the action falls off the chain at the window")
    func withoutOwnerNothingHappens() throws {
        let host = EventTestHost()
        let controller = MapViewController()
        let window = host.makeWindow(rootViewController: controller)
        controller.showPanel(in: window)
        controller.panel.owner = nil
        try host.tap(controller.recenterButton)
        #expect(controller.recenterCount == 0)
        #expect(controller.panel.next === window)
    }
}
