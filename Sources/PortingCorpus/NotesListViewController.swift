// Pattern: hardware-keyboard shortcuts on a view controller by overriding `keyCommands`: Cmd-N, Cmd-F, and
// the arrow keys to move the selection; the controller makes itself first responder so the commands are found.
// Ported: four #selector(...) -> Selector constants (methods without arguments: no colon), @objc dropped,
// declareActions. Its `viewDidAppear(_:)` that calls `becomeFirstResponder()` is the original's (spec K1).
import ResponderKit

extension Selector {
    static let newNote: Selector = "newNote"
    static let searchNotes: Selector = "searchNotes"
    static let selectNextNote: Selector = "selectNextNote"
    static let selectPreviousNote: Selector = "selectPreviousNote"
}

class NotesListViewController: UIViewController {
    private(set) var notes = ["Groceries", "Ideas", "Trip to Lisbon"]
    private(set) var selectedIndex = 0
    private(set) var isSearching = false

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.newNote, NotesListViewController.newNote)
        table.add(.searchNotes, NotesListViewController.searchNotes)
        table.add(.selectNextNote, NotesListViewController.selectNextNote)
        table.add(.selectPreviousNote, NotesListViewController.selectPreviousNote)
    }

    override var keyCommands: [UIKeyCommand]? {
        return [
            UIKeyCommand(input: "n", modifierFlags: .command, action: .newNote, discoverabilityTitle: "New Note"),
            UIKeyCommand(input: "f", modifierFlags: .command, action: .searchNotes, discoverabilityTitle: "Search"),
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: .selectNextNote),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: .selectPreviousNote),
        ]
    }

    func newNote() {
        notes.append("Untitled")
        selectedIndex = notes.count - 1
    }

    func searchNotes() {
        isSearching = true
    }

    func selectNextNote() {
        selectedIndex = min(selectedIndex + 1, notes.count - 1)
    }

    func selectPreviousNote() {
        selectedIndex = max(selectedIndex - 1, 0)
    }
}
