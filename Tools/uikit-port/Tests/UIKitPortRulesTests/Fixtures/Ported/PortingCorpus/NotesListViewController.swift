// Original iOS form of Sources/PortingCorpus/NotesListViewController.swift, the fixture `uikit-port`
// converts: keyboard shortcuts from `keyCommands`, actions without arguments.
import UIKit

class NotesListViewController: UIViewController {
    private(set) var notes = ["Groceries", "Ideas", "Trip to Lisbon"]
    private(set) var selectedIndex = 0
    private(set) var isSearching = false

    override var canBecomeFirstResponder: Bool { true }

    #if !canImport(ObjectiveC)
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(Selector("newNote"), NotesListViewController.newNote)
        table.add(Selector("searchNotes"), NotesListViewController.searchNotes)
        table.add(Selector("selectNextNote"), NotesListViewController.selectNextNote)
        table.add(Selector("selectPreviousNote"), NotesListViewController.selectPreviousNote)
    }
    #endif

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override var keyCommands: [UIKeyCommand]? {
        return [
            UIKeyCommand(input: "n", modifierFlags: .command, action: Selector("newNote"), discoverabilityTitle: "New Note"),
            UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("searchNotes"), discoverabilityTitle: "Search"),
            UIKeyCommand(input: UIKeyCommand.inputDownArrow, modifierFlags: [], action: Selector("selectNextNote")),
            UIKeyCommand(input: UIKeyCommand.inputUpArrow, modifierFlags: [], action: Selector("selectPreviousNote")),
        ]
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func newNote() {
        notes.append("Untitled")
        selectedIndex = notes.count - 1
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func searchNotes() {
        isSearching = true
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func selectNextNote() {
        selectedIndex = min(selectedIndex + 1, notes.count - 1)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func selectPreviousNote() {
        selectedIndex = max(selectedIndex - 1, 0)
    }
}
