// Original iOS form of Sources/PortingCorpus/NotesListViewController.swift, the fixture `uikit-port`
// converts: keyboard shortcuts from `keyCommands`, actions without arguments.
import UIKit

class NotesListViewController: UIViewController {
    private(set) var notes = ["Groceries", "Ideas", "Trip to Lisbon"]
    private(set) var selectedIndex = 0
    private(set) var isSearching = false

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override var keyCommands: [UIKeyCommand]? {
        return [
            UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(newNote), discoverabilityTitle: "New Note"),
            UIKeyCommand(input: "f", modifierFlags: .command, action: #selector(searchNotes), discoverabilityTitle: "Search"),
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: #selector(selectNextNote)),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: #selector(selectPreviousNote)),
        ]
    }

    @objc func newNote() {
        notes.append("Untitled")
        selectedIndex = notes.count - 1
    }

    @objc func searchNotes() {
        isSearching = true
    }

    @objc func selectNextNote() {
        selectedIndex = min(selectedIndex + 1, notes.count - 1)
    }

    @objc func selectPreviousNote() {
        selectedIndex = max(selectedIndex - 1, 0)
    }
}
