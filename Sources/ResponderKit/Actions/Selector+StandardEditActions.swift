import Foundation

// The standard edit actions (spec J1). UIResponder predeclares a method for each (`copy(_:)`, `paste(_:)`...),
// so a responder implements one the way UIKit code does: `override func copy(_ sender: Any?)`, which its class's
// method table shows (`ActionTable.addOverriddenStandardEditActions(of:)`).

extension Selector {
    /// `cut:` — remove the selection and put it on the pasteboard.
    public static let cut: Selector = "cut:"
    /// `copy:` — put the selection on the pasteboard.
    public static let copy: Selector = "copy:"
    /// `paste:` — insert the pasteboard's contents.
    public static let paste: Selector = "paste:"
    /// `select:` — select the word or item at the insertion point.
    public static let select: Selector = "select:"
    /// `selectAll:` — select all of the content.
    public static let selectAll: Selector = "selectAll:"
    /// `delete:` — remove the selection without touching the pasteboard.
    public static let delete: Selector = "delete:"
    /// `makeTextWritingDirectionLeftToRight:` — lay the text out left to right.
    public static let makeTextWritingDirectionLeftToRight: Selector = "makeTextWritingDirectionLeftToRight:"
    /// `makeTextWritingDirectionRightToLeft:` — lay the text out right to left.
    public static let makeTextWritingDirectionRightToLeft: Selector = "makeTextWritingDirectionRightToLeft:"
    /// `toggleBoldface:` — switch bold on or off for the selection.
    public static let toggleBoldface: Selector = "toggleBoldface:"
    /// `toggleItalics:` — switch italics on or off for the selection.
    public static let toggleItalics: Selector = "toggleItalics:"
    /// `toggleUnderline:` — switch underlining on or off for the selection.
    public static let toggleUnderline: Selector = "toggleUnderline:"
    /// `increaseSize:` — make the selection's font bigger.
    public static let increaseSize: Selector = "increaseSize:"
    /// `decreaseSize:` — make the selection's font smaller.
    public static let decreaseSize: Selector = "decreaseSize:"
    /// `pasteAndMatchStyle:` — insert the pasteboard's contents in the surrounding text's style.
    public static let pasteAndMatchStyle: Selector = "pasteAndMatchStyle:"

    /// Every standard edit action, in the order the editing menu offers them (spec <doc:Catalog#J1>).
    public static let standardEditActions: [Selector] = [
        .cut, .copy, .paste, .pasteAndMatchStyle, .select, .selectAll, .delete,
        .makeTextWritingDirectionLeftToRight, .makeTextWritingDirectionRightToLeft,
        .toggleBoldface, .toggleItalics, .toggleUnderline, .increaseSize, .decreaseSize,
    ]
}
