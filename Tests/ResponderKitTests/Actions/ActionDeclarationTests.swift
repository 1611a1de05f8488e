import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

extension Selector {
    static let refresh: Selector = "refresh"
    static let save: Selector = "save:"
    static let dragged: Selector = "dragged:forEvent:"
    static let typedTap: Selector = "typedTap:"
    static let typedDrag: Selector = "typedDrag:event:"
}

/// Records every action it runs with what it was given.
final class ShapeRecorder: UIResponder {
    var calls: [String] = []
    var senders: [Any?] = []
    var events: [UIEvent?] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.refresh, ShapeRecorder.refresh)
        table.add(.save, ShapeRecorder.save)
        table.add(.dragged, ShapeRecorder.dragged)
        table.add(.typedTap, ShapeRecorder.typedTap)
        table.add(.typedDrag, ShapeRecorder.typedDrag)
    }

    func refresh() { calls.append("refresh") }
    func save(_ sender: Any?) {
        calls.append("save")
        senders.append(sender)
    }
    func dragged(_ sender: Any?, forEvent event: UIEvent?) {
        calls.append("dragged")
        senders.append(sender)
        events.append(event)
    }
    func typedTap(_ sender: UIView) {
        calls.append("typedTap")
        senders.append(sender)
    }
    func typedDrag(_ sender: UIView?, event: UIEvent?) {
        calls.append("typedDrag")
        senders.append(sender)
        events.append(event)
    }
}

@MainActor @Suite("Action declarations")
struct ActionDeclarationTests {
    @Test("E6: an action runs in each of its three shapes with the sender and the event")
    func threeShapes() {
        let host = EventTestHost()
        let recorder = ShapeRecorder()
        let sender = UIView()
        #expect(host.application.sendAction(.refresh, to: recorder, from: sender, for: nil))
        #expect(host.application.sendAction(.save, to: recorder, from: sender, for: nil))
        #expect(host.application.sendAction(.dragged, to: recorder, from: sender, for: nil))
        #expect(recorder.calls == ["refresh", "save", "dragged"])
        #expect(recorder.senders.count == 2)
        #expect(recorder.senders.allSatisfy { ($0 as? UIView) === sender })
    }
}

/// Declares an action whose selector has no colon for a method that takes the sender.
final class ColonMistake: UIResponder {
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add("colonless", ColonMistake.colonless)
    }

    func colonless(_ sender: Any?) {}
}

/// Declares a method of a class it does not inherit from.
final class ForeignMethodMistake: UIResponder {
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.save, ShapeRecorder.save)
    }
}

/// A base whose action a subclass loses by not calling super.
class BaseWithAction: UIResponder {
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.refresh, BaseWithAction.refresh)
    }

    func refresh() {}
}

final class ForgetsSuper: BaseWithAction {
    override class func declareActions(in table: inout ActionTable) {
        table.add(.save, ForgetsSuper.save)
    }

    func save(_ sender: Any?) {}
}

final class KeepsSuper: BaseWithAction {
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.save, KeepsSuper.save)
    }

    func save(_ sender: Any?) {}
}

/// Implements `copy` the UIKit way and lists it; also lists `paste` without overriding it.
final class CopyingView: UIView {
    var copies: [Any?] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.copy, CopyingView.copy)
        table.add(.paste, CopyingView.paste)
    }

    override func copy(_ sender: Any?) {
        copies.append(sender)
    }
}

/// An object that is not a responder but receives actions.
final class Coordinator: ActionTarget {
    var saves = 0

    static func declareActions(in table: inout ActionTable) {
        table.add(.save, Coordinator.save)
    }

    func save(_ sender: Any?) {
        saves += 1
    }
}

extension ActionDeclarationTests {
    @Test("E6: a typed sender reaches a method taking that type; another type is reported, not passed")
    func typedSender() {
        let host = EventTestHost()
        let recorder = ShapeRecorder()
        let view = UIView()
        #expect(host.application.sendAction(.typedTap, to: recorder, from: view, for: nil))
        #expect(host.application.sendAction(.typedDrag, to: recorder, from: nil, for: nil))
        #expect(recorder.calls == ["typedTap", "typedDrag"])
        #expect(!host.application.sendAction(.typedTap, to: recorder, from: "not a view", for: nil))
        #expect(!host.application.sendAction(.typedTap, to: recorder, from: nil, for: nil))
        #expect(recorder.calls == ["typedTap", "typedDrag"])
        #expect(host.application.diagnostics.entries.map(\.kind) == [.actionArgumentMismatch, .actionArgumentMismatch])
    }

    @Test("E12: Selector is a value named in Objective-C spelling, from a literal or a string")
    func selectorValue() {
        let literal: Selector = "buttonTapped:"
        #expect(literal == Selector("buttonTapped:"))
        #expect(literal == NSSelectorFromString("buttonTapped:"))
        #expect(NSStringFromSelector(literal) == "buttonTapped:")
        #expect(literal.description == "buttonTapped:")
        #expect(Selector("refresh").argumentCount == 0)
        #expect(literal.argumentCount == 1)
        #expect(Selector("tapped:forEvent:").argumentCount == 2)
        #expect(literal.isWellFormed)
        #expect(!Selector("").isWellFormed)
        #expect(!Selector("button tapped:").isWellFormed)
        #expect(!Selector(":tapped").isWellFormed)
        #expect(Set([literal, Selector("buttonTapped:")]).count == 1)
    }

    @Test("J1: the standard edit actions are predeclared with UIKit's selector names")
    func standardEditActionNames() {
        #expect(Selector.standardEditActions.map(\.name) == [
            "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "select:", "selectAll:", "delete:",
            "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:",
            "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:",
        ])
    }

    @Test("E9, J1: an overridden and listed copy(_:) is performable, and runs with the sender")
    func standardActionOverride() {
        let host = EventTestHost()
        let view = CopyingView()
        #expect(view.canPerformAction(.copy, withSender: nil))
        #expect(!view.canPerformAction(.cut, withSender: nil))
        #expect(view.responds(to: .copy))
        #expect(!view.responds(to: .selectAll))
        #expect(host.application.sendAction(.copy, to: view, from: host.application, for: nil))
        #expect(view.copies.count == 1)
        #expect((view.copies.first as? UIApplication) === host.application)
    }

    @Test("J1: a standard action listed but not overridden is reported when it runs")
    func standardActionListedNotOverridden() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = CopyingView()
        window.addSubview(view)
        #expect(host.application.sendAction(.paste, to: view, from: nil, for: nil))
        let entries = host.application.diagnostics.entries
        #expect(entries.map(\.kind) == [.unrecognizedSelector])
        #expect(entries.first?.message.contains("does not override") == true)
    }

    @Test("E12: a selector whose colons do not match the method is reported when the class is first used")
    func colonMismatchReported() {
        let host = EventTestHost()
        #expect(host.application.sendAction("colonless", to: ColonMistake(), from: nil, for: nil))
        let entries = host.application.diagnostics.entries
        #expect(entries.map(\.kind) == [.invalidActionDeclaration])
        #expect(entries.first?.message.contains("'colonless'") == true)
        #expect(entries.first?.message.contains("Write 'colonless:'") == true)
    }

    @Test("E12: declaring another class's method is reported and ignored")
    func foreignMethodReported() {
        let host = EventTestHost()
        let target = ForeignMethodMistake()
        #expect(!host.application.sendAction(.save, to: target, from: nil, for: nil))
        let kinds = host.application.diagnostics.entries.map(\.kind)
        #expect(kinds == [.invalidActionDeclaration, .unrecognizedSelector])
    }

    @Test("E12: a subclass that forgets super loses its superclass's actions, and is told so")
    func missingSuperReported() {
        let host = EventTestHost()
        let forgetful = ForgetsSuper()
        #expect(!forgetful.canPerformAction(.refresh, withSender: nil))
        #expect(forgetful.canPerformAction(.save, withSender: nil))
        #expect(KeepsSuper().canPerformAction(.refresh, withSender: nil))
        #expect(host.application.sendAction(.save, to: forgetful, from: nil, for: nil))
        let shared = UIApplication.shared.diagnostics.entries
        #expect(shared.contains { $0.kind == .invalidActionDeclaration && $0.message.contains("ForgetsSuper") })
        #expect(!shared.contains { $0.message.contains("KeepsSuper") })
    }

    @Test("E5: an object that is not a responder can be an explicit target by adopting ActionTarget")
    func nonResponderTarget() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = UIButton(frame: CGRect(x: 100, y: 300, width: 120, height: 44))
        window.addSubview(button)
        let coordinator = Coordinator()
        button.addTarget(coordinator, action: .save, for: .touchUpInside)
        try host.tap(button)
        #expect(coordinator.saves == 1)
        #expect(host.application.diagnostics.entries.isEmpty)
    }
}
