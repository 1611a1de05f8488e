import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// J1, J2: on iOS a responder implements a standard edit action by overriding its method; the runtime sees the
// override. ResponderKit reads it from the class's method table, so UIKit code ports without listing the
// action in `declareActions(in:)`.

/// Overrides copy and paste the UIKit way, and lists nothing.
private class NotesView: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) { log.append("copy") }
    override func paste(_ sender: Any?) { log.append("paste") }
}

/// Inherits its superclass's overrides and adds one of its own.
private final class RichNotesView: NotesView {
    override func toggleBoldface(_ sender: Any?) { log.append("bold") }
}

/// Overrides copy and also lists it, as ported code written for the older guide does.
private final class ListingView: UIView {
    var copies = 0
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.copy, ListingView.copy)
    }
    override func copy(_ sender: Any?) { copies += 1 }
}

/// Overrides one edit action in a generic class.
private final class GenericSelectingView<Model>: UIView {
    var selections = 0
    override func selectAll(_ sender: Any?) { selections += 1 }
}

@MainActor @Suite("Standard edit actions implemented by override alone (J1, J2)")
struct StandardEditActionOverrideTests {
    private let host = EventTestHost()

    @Test("J2: an overridden edit action can be performed; the others cannot")
    func overriddenActionsArePerformable() {
        let view = NotesView()
        #expect(view.canPerformAction(.copy, withSender: nil))
        #expect(view.canPerformAction(.paste, withSender: nil))
        #expect(!view.canPerformAction(.cut, withSender: nil))
        #expect(!view.canPerformAction(.selectAll, withSender: nil))
        #expect(!UIView().canPerformAction(.copy, withSender: nil))
    }

    @Test("J4: a nil-targeted copy from a subview reaches the override and runs it once")
    func nilTargetedActionRunsTheOverride() {
        let window = host.makeWindow()
        let notes = NotesView()
        let leaf = UIView()
        window.addSubview(notes)
        notes.addSubview(leaf)
        #expect(host.application.sendAction(.copy, to: nil, from: leaf, for: nil))
        #expect(host.application.sendAction(.paste, to: nil, from: leaf, for: nil))
        #expect(!host.application.sendAction(.cut, to: nil, from: leaf, for: nil))
        #expect(notes.log == ["copy", "paste"])
        #expect(!host.application.diagnostics.entries.contains { $0.kind == .unrecognizedSelector })
    }

    @Test("J2: a subclass performs its superclass's overrides and its own")
    func subclassesInheritOverrides() {
        let view = RichNotesView()
        #expect(view.canPerformAction(.copy, withSender: nil))
        #expect(view.canPerformAction(.toggleBoldface, withSender: nil))
        #expect(host.application.sendAction(.toggleBoldface, to: view, from: nil, for: nil))
        #expect(host.application.sendAction(.copy, to: view, from: nil, for: nil))
        #expect(view.log == ["bold", "copy"])
        #expect(!NotesView().canPerformAction(.toggleBoldface, withSender: nil))
    }

    @Test("J2: listing an overridden action as well changes nothing, and it runs once")
    func listingStillWorks() {
        let view = ListingView()
        #expect(host.application.sendAction(.copy, to: view, from: nil, for: nil))
        #expect(view.copies == 1)
        #expect(!host.application.diagnostics.entries.contains { $0.kind == .invalidActionDeclaration })
    }

    @Test("J2: a generic class's override is found too")
    func genericClass() {
        let view = GenericSelectingView<Int>()
        #expect(view.canPerformAction(.selectAll, withSender: nil))
        #expect(!view.canPerformAction(.select, withSender: nil))
        #expect(host.application.sendAction(.selectAll, to: nil, from: view, for: nil))
        #expect(view.selections == 1)
    }

    @Test("J3: the editing menu offers the actions the first responder overrides")
    func editMenuOffersOverrides() {
        let window = host.makeWindow()
        let notes = NotesView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(notes)
        #expect(notes.becomeFirstResponder())
        let interaction = UIEditMenuInteraction(delegate: nil)
        notes.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 5, y: 5)))
        #expect(interaction.presentedMenu?.visibleElements.map(\.title) == ["Copy", "Paste"])
    }
}
