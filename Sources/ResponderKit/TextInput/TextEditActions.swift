import Foundation

/// The standard edit actions a text field and a text view implement themselves (spec <doc:Catalog#J1>).
@MainActor
enum TextEditActions {
    /// The actions whose availability the text decides.
    static let all: Set<Selector> = [.cut, .copy, .paste, .select, .selectAll, .delete]

    /// Declares the actions for `target`'s class, so the edit menu and nil-targeted actions find them; each runs
    /// the class's own override.
    static func declare<Target: UIResponder>(for target: Target.Type, in table: inout ActionTable) {
        table.add(.cut, Target.cut)
        table.add(.copy, Target.copy)
        table.add(.paste, Target.paste)
        table.add(.select, Target.select)
        table.add(.selectAll, Target.selectAll)
        table.add(.delete, Target.delete)
    }
}

/// A responder holding text and a selection, which offers the standard edit actions by one set of rules: a text
/// field and a text view (spec <doc:Catalog#J1>, <doc:Catalog#Q37>).
@MainActor
protocol TextEditing: AnyObject {
    /// The text, in which ``selection`` is measured.
    var storedText: String { get }
    /// The selection as UTF-16 offsets into ``storedText``; empty for a caret.
    var selection: Range<Int> { get }
    /// Whether the text is hidden, so that it is neither cut nor copied.
    var isSecureTextEntry: Bool { get }
    /// Whether there is any text.
    var hasText: Bool { get }
}

extension TextEditing {
    /// Whether `action`, one of ``TextEditActions/all``, would do something now. Copy needs a selection of text
    /// that is not secure, select a word at the caret, select all some text not all selected; cut, paste and
    /// delete change the text, so they also need `mayChangeText`: cut a selection that is not secure, paste
    /// strings on the pasteboard, delete a selection.
    func textEditActionApplies(_ action: Selector, mayChangeText: Bool) -> Bool {
        switch action {
        case .copy: !selection.isEmpty && !isSecureTextEntry
        case .select: selection.isEmpty && wordRangeAtCaret != nil
        case .selectAll: hasText && selection != 0..<storedText.utf16.count
        case .cut: mayChangeText && !selection.isEmpty && !isSecureTextEntry
        case .paste: mayChangeText && UIPasteboard.general.hasStrings
        case .delete: mayChangeText && !selection.isEmpty
        default: false
        }
    }

    /// The word the caret touches, for the select action.
    var wordRangeAtCaret: Range<Int>? {
        storedText.wordRange(touchingUTF16Offset: selection.lowerBound)
    }
}
