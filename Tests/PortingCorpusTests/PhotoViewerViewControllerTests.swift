import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PhotoViewerViewController: single tap require(toFail:) double tap (spec D9, D13)")
struct PhotoViewerViewControllerTests {
    @Test("D9: a double tap zooms, and the single tap that waited for it fails")
    func doubleTapZoomsOnly() throws {
        let host = EventTestHost()
        let controller = PhotoViewerViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(at: CGPoint(x: 100, y: 200))
        host.advance(by: 0.1)
        try host.tap(at: CGPoint(x: 102, y: 201))
        host.advance(by: 1)
        #expect(controller.isZoomed)
        #expect(controller.isChromeHidden == false)
        #expect(controller.lastZoomPoint.map { abs($0.x - 102) < 3 && abs($0.y - 201) < 3 } == true)
    }

    @Test("D9: a single tap toggles the chrome only once the double tap has failed (after 0.35 s)")
    func singleTapWaits() throws {
        let host = EventTestHost()
        let controller = PhotoViewerViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(at: CGPoint(x: 100, y: 200))
        #expect(controller.isChromeHidden == false)
        host.advance(by: 0.4)
        #expect(controller.isChromeHidden)
        #expect(controller.isZoomed == false)
    }
}
