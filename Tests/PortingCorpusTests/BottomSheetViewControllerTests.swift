import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("BottomSheetViewController: a sheet pinned with anchors, its height constraint switched by a button (spec U1, U3, U19, U21, U25)")
struct BottomSheetViewControllerTests {
    /// An iPhone 14 upright: 390 x 844 points, 47 covered at the top and 34 at the bottom.
    private static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test("U3, U19, U21, U25: the buttons sit inside the sheet's margins above the home indicator, where taps find them")
    func collapsedSheet() throws {
        let host = EventTestHost(safeAreaInsets: Self.phone)
        let controller = BottomSheetViewController()
        _ = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        #expect(controller.sheetView.frame == CGRect(x: 0, y: 844 - 180, width: 390, height: 180))
        #expect(controller.dimmingView.frame == CGRect(x: 0, y: 0, width: 390, height: 664))
        #expect(controller.grabber.frame == CGRect(x: 177, y: 8, width: 36, height: 5))
        // Row: margins 8 at the sides, bottom 12 above the sheet's safe-area bottom (34 from its bottom edge);
        // two equal buttons with 12 between them.
        #expect(controller.moreButton.convert(controller.moreButton.bounds, to: nil)
            == CGRect(x: 8, y: 844 - 34 - 12 - 50, width: 181, height: 50))
        #expect(controller.applyButton.convert(controller.applyButton.bounds, to: nil)
            == CGRect(x: 201, y: 844 - 34 - 12 - 50, width: 181, height: 50))
        try host.tap(at: CGPoint(x: 300, y: 770))
        #expect(controller.applyCount == 1)
    }

    @Test("U1, U3: More raises the sheet; the next tap finds the buttons at their new place, none at the old")
    func expandedSheet() throws {
        let host = EventTestHost(safeAreaInsets: Self.phone)
        let controller = BottomSheetViewController()
        _ = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        try host.tap(at: CGPoint(x: 100, y: 770))
        #expect(controller.isExpanded)
        host.advance(by: 0.5)
        #expect(controller.sheetView.frame == CGRect(x: 0, y: 844 - 520, width: 390, height: 520))
        #expect(controller.dimmingView.frame.height == 324)
        // The buttons stay at the bottom of the taller sheet; the grabber moved up with its top.
        try host.tap(at: CGPoint(x: 195, y: 844 - 520 + 10))
        #expect(host.lastHitTest?.winner === controller.grabber)
        try host.tap(at: CGPoint(x: 195, y: 200))
        #expect(host.lastHitTest?.winner === controller.dimmingView)
        try host.tap(at: CGPoint(x: 100, y: 770))
        #expect(!controller.isExpanded)
        host.advance(by: 0.5)
        try host.tap(at: CGPoint(x: 195, y: 400))
        #expect(host.lastHitTest?.winner === controller.dimmingView)
    }
}
