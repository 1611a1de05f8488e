import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("PhotoLibraryViewController: a photo grid with selection, as Xcode's template writes one (spec R18, R19, R20)")
struct PhotoLibraryViewControllerTests {
    private func cell(_ controller: PhotoLibraryViewController, _ item: Int) throws -> PhotoCell {
        try #require(controller.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? PhotoCell)
    }

    @Test("R18, R19: four photos a row from sizeForItemAt; a tap opens the photo and leaves nothing selected")
    func tapOpens() throws {
        let host = EventTestHost()
        let controller = PhotoLibraryViewController()
        let window = host.makeWindow(rootViewController: controller)
        window.layoutIfNeeded()
        let fifth = try cell(controller, 4)
        #expect(fifth.titleLabel.text == "Photo 5")
        #expect(fifth.frame.origin == CGPoint(x: 0, y: 98))
        try host.tap(fifth)
        #expect(controller.openedPhoto == "Photo 5")
        #expect(controller.selectedPhotos.isEmpty)
        #expect(fifth.checkmark.isHidden)
    }

    @Test("R19, R20: in Select mode taps add and remove photos, each cell's checkmark following isSelected")
    func selectMode() throws {
        let host = EventTestHost()
        let controller = PhotoLibraryViewController()
        let window = host.makeWindow(rootViewController: controller)
        window.layoutIfNeeded()
        controller.setSelecting(true)
        try host.tap(try cell(controller, 0))
        try host.tap(try cell(controller, 5))
        try host.tap(try cell(controller, 2))
        try host.tap(try cell(controller, 0))
        #expect(controller.selectedPhotos == ["Photo 3", "Photo 6"])
        #expect(try cell(controller, 0).checkmark.isHidden)
        #expect(try !cell(controller, 5).checkmark.isHidden)
        #expect(controller.openedPhoto == nil)
        controller.setSelecting(false)
        #expect(controller.selectedPhotos.isEmpty)
        #expect(try cell(controller, 5).checkmark.isHidden)
    }

    @Test("R18: scrolling reuses the cells, which show their new photos after prepareForReuse")
    func reuse() throws {
        let host = EventTestHost()
        let controller = PhotoLibraryViewController()
        let window = host.makeWindow(rootViewController: controller)
        window.layoutIfNeeded()
        let shown = Set(controller.collectionView.visibleCells.map(ObjectIdentifier.init))
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        let last = try cell(controller, 59)
        #expect(last.titleLabel.text == "Photo 60")
        #expect(shown.contains(ObjectIdentifier(last)))
    }
}
