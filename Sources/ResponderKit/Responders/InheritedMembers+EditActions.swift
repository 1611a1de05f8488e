import Foundation

extension InheritedMembers {
    /// Each standard edit action (spec <doc:Catalog#J1>) with its method as a group of one: a responder class
    /// that does not inherit `UIResponder`'s method overrides it, and so implements the action, as the
    /// Objective-C runtime would tell UIKit (`ActionTable.addOverriddenStandardEditActions(of:)`).
    static let standardEditActions: [Selector: InheritedMembers] = [
        .cut: editAction(CutProbe.self),
        .copy: editAction(CopyProbe.self),
        .paste: editAction(PasteProbe.self),
        .pasteAndMatchStyle: editAction(PasteAndMatchStyleProbe.self),
        .select: editAction(SelectProbe.self),
        .selectAll: editAction(SelectAllProbe.self),
        .delete: editAction(DeleteProbe.self),
        .makeTextWritingDirectionLeftToRight: editAction(MakeTextWritingDirectionLeftToRightProbe.self),
        .makeTextWritingDirectionRightToLeft: editAction(MakeTextWritingDirectionRightToLeftProbe.self),
        .toggleBoldface: editAction(ToggleBoldfaceProbe.self),
        .toggleItalics: editAction(ToggleItalicsProbe.self),
        .toggleUnderline: editAction(ToggleUnderlineProbe.self),
        .increaseSize: editAction(IncreaseSizeProbe.self),
        .decreaseSize: editAction(DecreaseSizeProbe.self),
    ]

    private static func editAction(_ probe: AnyClass) -> InheritedMembers {
        InheritedMembers(base: UIResponder.self, plain: PlainEditingProbe.self, probes: [probe])
    }
}

// The probes: one responder class per standard edit action, overriding its method and nothing else, and one
// overriding nothing. They are never created; only their metadata is read.

private final class PlainEditingProbe: UIResponder {}

private final class CutProbe: UIResponder {
    override func cut(_ sender: Any?) { super.cut(sender) }
}

private final class CopyProbe: UIResponder {
    override func copy(_ sender: Any?) { super.copy(sender) }
}

private final class PasteProbe: UIResponder {
    override func paste(_ sender: Any?) { super.paste(sender) }
}

private final class PasteAndMatchStyleProbe: UIResponder {
    override func pasteAndMatchStyle(_ sender: Any?) { super.pasteAndMatchStyle(sender) }
}

private final class SelectProbe: UIResponder {
    override func select(_ sender: Any?) { super.select(sender) }
}

private final class SelectAllProbe: UIResponder {
    override func selectAll(_ sender: Any?) { super.selectAll(sender) }
}

private final class DeleteProbe: UIResponder {
    override func delete(_ sender: Any?) { super.delete(sender) }
}

private final class MakeTextWritingDirectionLeftToRightProbe: UIResponder {
    override func makeTextWritingDirectionLeftToRight(_ sender: Any?) {
        super.makeTextWritingDirectionLeftToRight(sender)
    }
}

private final class MakeTextWritingDirectionRightToLeftProbe: UIResponder {
    override func makeTextWritingDirectionRightToLeft(_ sender: Any?) {
        super.makeTextWritingDirectionRightToLeft(sender)
    }
}

private final class ToggleBoldfaceProbe: UIResponder {
    override func toggleBoldface(_ sender: Any?) { super.toggleBoldface(sender) }
}

private final class ToggleItalicsProbe: UIResponder {
    override func toggleItalics(_ sender: Any?) { super.toggleItalics(sender) }
}

private final class ToggleUnderlineProbe: UIResponder {
    override func toggleUnderline(_ sender: Any?) { super.toggleUnderline(sender) }
}

private final class IncreaseSizeProbe: UIResponder {
    override func increaseSize(_ sender: Any?) { super.increaseSize(sender) }
}

private final class DecreaseSizeProbe: UIResponder {
    override func decreaseSize(_ sender: Any?) { super.decreaseSize(sender) }
}
