import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ExpandableSectionHeaderView: init(frame:) and required init?(coder:) with a tap recognizer (spec D13)")
struct ExpandableSectionHeaderViewTests {
    @Test("D13: tapping a header toggles it and tells the controller made with init(questions:)")
    func tapTogglesSection() throws {
        let host = EventTestHost()
        let controller = FAQViewController(questions: ["Shipping?", "Returns?", "Warranty?"])
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.headers[1])
        host.advance(by: 0.5)
        #expect(controller.expandedQuestions == [1])
        try host.tap(controller.headers[1])
        host.advance(by: 0.5)
        try host.tap(controller.headers[2])
        host.advance(by: 0.5)
        #expect(controller.expandedQuestions == [2])
    }

    @Test("D13: a header made by init?(coder:) gets the same recognizer")
    func coderInitializerSetsUp() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let header = try #require(ExpandableSectionHeaderView(coder: NSCoder()))
        header.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        window.addSubview(header)
        try host.tap(header)
        host.advance(by: 0.5)
        #expect(header.isExpanded)
    }
}
