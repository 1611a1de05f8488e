// The code of the DocC article "Target-action without the Objective-C runtime", as printed there.

import ResponderKit
import ResponderKitTesting
import Testing

extension Selector {
    static let saveDraft: Selector = "saveDraft:"
}

final class DraftViewController: UIViewController {
    private(set) var savedDrafts = 0
    private(set) var pastes = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.saveDraft, DraftViewController.saveDraft)
        table.add(.paste, DraftViewController.paste)
    }

    func saveDraft(_ sender: UIButton) { savedDrafts += 1 }
    override func paste(_ sender: Any?) { pastes += 1 }
}

@MainActor @Suite("TargetAction.md: its example behaves as described")
struct TargetActionArticleTests {
    @Test("E6, E9: the declared actions can be performed and run; the typed sender is passed")
    func declaredActionsRun() {
        let host = EventTestHost()
        let controller = DraftViewController()
        let window = host.makeWindow(rootViewController: controller)
        #expect(controller.canPerformAction(.saveDraft, withSender: nil))
        #expect(host.application.sendAction(.saveDraft, to: controller, from: UIButton(type: .system), for: nil))
        #expect(host.application.sendAction(.paste, to: controller, from: nil, for: nil))
        #expect(controller.savedDrafts == 1 && controller.pastes == 1)
        _ = window
    }
}
