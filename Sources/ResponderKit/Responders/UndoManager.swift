import Foundation

#if !canImport(ObjectiveC)
/// Records undoable edits and undoes and redoes them: the part of Foundation's `UndoManager` UIKit code uses,
/// for platforms whose Foundation lacks it (swift-corelibs-foundation on Linux).
///
/// Each registration is one undo action; there is no grouping by event. Registrations made while undoing go
/// on the redo stack, as in Foundation, so an undo handler that registers its inverse makes redo work.
@preconcurrency @MainActor
open class UndoManager {
    private struct Action {
        weak var target: AnyObject?
        var name = ""
        let run: @MainActor (AnyObject) -> Void
    }

    private var undoStack: [Action] = []
    private var redoStack: [Action] = []

    /// Whether an undo is running.
    public private(set) var isUndoing = false
    /// Whether a redo is running.
    public private(set) var isRedoing = false

    /// Creates an empty undo manager.
    public init() {}

    /// Whether there is an action to undo whose target still exists.
    open var canUndo: Bool { undoStack.contains { $0.target != nil } }
    /// Whether there is an action to redo whose target still exists.
    open var canRedo: Bool { redoStack.contains { $0.target != nil } }

    /// The name of the action ``undo()`` would undo, for an "Undo Typing" prompt; empty if unnamed.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the action ``redo()`` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Records `handler` as the way to undo the latest edit of `target`, which is not retained.
    open func registerUndo<Target: AnyObject>(withTarget target: Target,
                                              handler: @escaping @MainActor (Target) -> Void) {
        let action = Action(target: target) { object in
            if let typed = object as? Target { handler(typed) }
        }
        if isUndoing {
            redoStack.append(action)
        } else {
            undoStack.append(action)
            if !isRedoing { redoStack.removeAll() }
        }
    }

    /// Names the action just registered, for the undo prompt ("Undo Typing").
    open func setActionName(_ actionName: String) {
        if isUndoing {
            if !redoStack.isEmpty { redoStack[redoStack.count - 1].name = actionName }
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Undoes the latest action whose target still exists.
    open func undo() {
        guard let action = pop(&undoStack) else { return }
        isUndoing = true
        defer { isUndoing = false }
        if let target = action.target { action.run(target) }
    }

    /// Redoes the latest undone action whose target still exists.
    open func redo() {
        guard let action = pop(&redoStack) else { return }
        isRedoing = true
        defer { isRedoing = false }
        if let target = action.target { action.run(target) }
    }

    /// Forgets every undo and redo action.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Forgets the undo and redo actions of `target`, as a document being closed does.
    open func removeAllActions(withTarget target: AnyObject) {
        undoStack.removeAll { $0.target === target || $0.target == nil }
        redoStack.removeAll { $0.target === target || $0.target == nil }
    }

    private func pop(_ stack: inout [Action]) -> Action? {
        while let action = stack.popLast() {
            if action.target != nil { return action }
        }
        return nil
    }
}
#endif
