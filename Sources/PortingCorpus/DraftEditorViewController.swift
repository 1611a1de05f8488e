// Pattern: key commands registered in viewDidLoad with `addKeyCommand(_:)`, using UIKeyCommand's full
// menu-era initializer (title, image, action, input, modifiers, property list, alternates, discoverability
// title, attributes, state).
// Ported: #selector(saveDraft) / #selector(discardDraft) -> .saveDraft / .discardDraft (no arguments: no
// colon), @objc dropped, declareActions. Left out: `becomeFirstResponder()` in `viewDidAppear(_:)`.
import ResponderKit

extension Selector {
    static let saveDraft: Selector = "saveDraft"
    static let discardDraft: Selector = "discardDraft"
}

class DraftEditorViewController: UIViewController {
    private(set) var savedDrafts = 0
    private(set) var isDiscarded = false

    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.saveDraft, DraftEditorViewController.saveDraft)
        table.add(.discardDraft, DraftEditorViewController.discardDraft)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let save = UIKeyCommand(title: "Save Draft", image: nil, action: .saveDraft, input: "s",
                                modifierFlags: .command, propertyList: nil, alternates: [],
                                discoverabilityTitle: "Save Draft", attributes: [], state: .off)
        addKeyCommand(save)
        addKeyCommand(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .discardDraft))
    }

    func saveDraft() {
        savedDrafts += 1
    }

    func discardDraft() {
        isDiscarded = true
    }
}
