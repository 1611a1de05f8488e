import Foundation
import ResponderKit

/// How one view looks in the terminal.
public enum ViewAppearance: Sendable, Equatable {
    /// Nothing of its own; its subviews are still drawn.
    case nothing
    /// An outline, with an optional name on its top border.
    case box(title: String?)
    /// A line of text, centred vertically in the view.
    case text(String)
    /// A button: its title in an outline, in reverse video while `pressed`, bold while `focused`.
    case button(title: String, pressed: Bool, focused: Bool)
    /// A text field: an outline, the text, and the caret as a reverse-video cell at `caret` (an index into
    /// `text`, on a character boundary) while it is editing, `nil` otherwise. Only the characters around
    /// the caret that fit are looked at, so a field holding a pasted megabyte draws as fast as a short one.
    case textField(text: String, placeholder: String?, caret: String.Index?)
    /// A solid area cleared of what is behind it (an input view's background), with a name on its border.
    case panel(title: String?)
}

/// Draws an application's windows into a ``TerminalCanvas``: every visible window back to front, every
/// visible view parent first, each by its ``ViewAppearance``.
///
/// The painter is pure (it reads the views and writes the canvas), so what a person would see can be tested
/// without a terminal. Apps describe their own views with ``appearance``; views it returns `nil` for get the
/// defaults of ``defaultAppearance(of:)``.
@preconcurrency @MainActor
public struct ApplicationPainter {
    /// The app's own description of its views; `nil` falls back to the defaults.
    public var appearance: (UIView) -> ViewAppearance?

    /// Creates a painter that asks `appearance` first.
    public init(appearance: @escaping (UIView) -> ViewAppearance? = { _ in nil }) {
        self.appearance = appearance
    }

    /// What a view looks like when the app says nothing: labels as text, buttons and keyboard keys as
    /// buttons, input views as panels, the standard controls in a plain line each, views with an
    /// accessibility identifier as named boxes, others as nothing.
    public static func defaultAppearance(of view: UIView) -> ViewAppearance {
        switch view {
        case let field as UITextField:
            let text = field.text ?? ""
            return .textField(text: text, placeholder: field.placeholder, caret: Self.caret(in: field, text: text))
        case let label as UILabel:
            return .text(label.text ?? "")
        case let button as UIButton:
            return .button(title: button.currentTitle ?? "", pressed: button.isHighlighted, focused: button.isFocused)
        case let key as SystemKeyboardView.Key:
            return .button(title: key.title, pressed: key.isPressed, focused: false)
        case let inputView as UIInputView:
            return .panel(title: inputView.accessibilityIdentifier ?? "keyboard")
        default:
            if let standard = standardControlAppearance(of: view) { return standard }
            if let identifier = view.accessibilityIdentifier { return .box(title: identifier) }
            return .nothing
        }
    }

    /// The caret's index in `text` (the field's text) while `field` edits: the end of its selection, which is
    /// the caret itself when nothing is selected. Found from the selection's UTF-16 offset rather than by
    /// counting characters, which would cost a walk over the whole text on every frame.
    static func caret(in field: UITextField, text: String) -> String.Index? {
        guard field.isEditing, let selection = field.selectedTextRange else { return nil }
        let offset = max(0, field.offset(from: field.beginningOfDocument, to: selection.end))
        return text.utf16.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex) ?? text.endIndex
    }

    /// Draws every visible window of `application` into `canvas`, inside `layout`'s app area.
    public func paint(_ application: UIApplication, into canvas: inout TerminalCanvas, layout: TerminalLayout) {
        canvas.fill(layout.appArea)
        var visited = Set<ObjectIdentifier>()
        for window in application.windows where !window.isHidden {
            paint(window, into: &canvas, layout: layout, area: layout.appArea, visited: &visited)
        }
    }

    /// Draws `view` and its subviews inside `area`: the app area, narrowed by every ancestor that clips.
    private func paint(_ view: UIView, into canvas: inout TerminalCanvas, layout: TerminalLayout, area: CellRect,
                       visited: inout Set<ObjectIdentifier>) {
        // A hierarchy is a tree, but a painter must not loop forever if an app manages to break that.
        guard !view.isHidden, view.alpha >= 0.01, visited.insert(ObjectIdentifier(view)).inserted else { return }
        let topLeft = view.convertToScreen(CGPoint(x: view.bounds.minX, y: view.bounds.minY))
        let bottomRight = view.convertToScreen(CGPoint(x: view.bounds.maxX, y: view.bounds.maxY))
        let screenRect = CGRect(x: min(topLeft.x, bottomRight.x), y: min(topLeft.y, bottomRight.y),
                                width: abs(bottomRight.x - topLeft.x), height: abs(bottomRight.y - topLeft.y))
        let full = layout.cells(covering: screenRect)
        let rect = clip(full, to: area)
        let own = appearance(view)
        if !rect.isEmpty {
            if Self.hidesWhatIsBehind(view) { canvas.fill(rect) }
            if let own {
                draw(own, in: rect, full: full, canvas: &canvas)
            } else if !Self.drawListPart(view, in: rect, full: full, canvas: &canvas) {
                draw(Self.defaultAppearance(of: view), in: rect, full: full, canvas: &canvas)
            }
        }
        // Scroll views clip their content, as UIKit's do by default: a row scrolled half out of a table must not
        // draw over the views around it.
        let inner = view.clipsToBounds || view is UIScrollView ? rect : area
        // A button draws its own title, so its title label (which fills it once laid out) is not drawn again.
        let titleLabel = (view as? UIButton)?.titleLabel
        for subview in view.subviews where subview !== titleLabel {
            paint(subview, into: &canvas, layout: layout, area: inner, visited: &visited)
        }
        if own == nil, !rect.isEmpty { Self.markListState(of: view, in: rect, full: full, canvas: &canvas) }
    }

    /// Whether a view covers what is drawn behind it: an opaque background colour, or a bar (navigation and tab
    /// bars are opaque on iOS), so a presented screen hides the one it covers.
    static func hidesWhatIsBehind(_ view: UIView) -> Bool {
        if view is UINavigationBar || view is UITabBar { return true }
        guard let color = view.backgroundColor else { return false }
        var alpha: CGFloat = 0
        _ = color.getRed(nil, green: nil, blue: nil, alpha: &alpha)
        return alpha >= 0.99
    }

    private func clip(_ rect: CellRect, to area: CellRect) -> CellRect {
        let left = max(rect.column, area.column), top = max(rect.row, area.row)
        let right = min(rect.endColumn, area.endColumn), bottom = min(rect.endRow, area.endRow)
        return CellRect(column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Draws `appearance` in `rect`, the view's cells after clipping; `full` is before clipping, so text cut at
    /// the left edge loses its first characters rather than moving right.
    private func draw(_ appearance: ViewAppearance, in rect: CellRect, full: CellRect, canvas: inout TerminalCanvas) {
        let middleRow = rect.row + (rect.height - 1) / 2
        switch appearance {
        case .nothing:
            break
        case .box(let title):
            canvas.box(rect, title: title)
        case .panel(let title):
            canvas.fill(rect)
            canvas.box(rect, title: title, style: CellStyle(bold: true))
        case .text(let text):
            canvas.write(String(text.dropFirst(max(0, rect.column - full.column))), column: rect.column, row: middleRow,
                         limit: rect.endColumn)
        case .button(let title, let pressed, let focused):
            let style = CellStyle(bold: focused, inverse: pressed)
            if rect.height >= 3 && rect.width >= 4 {
                canvas.fill(CellRect(column: rect.column + 1, row: rect.row + 1, width: rect.width - 2,
                                     height: rect.height - 2), style: style)
                canvas.box(rect, style: CellStyle(bold: focused))
            } else {
                canvas.fill(rect, style: style)
            }
            let inner = rect.height >= 3 ? rect.width - 2 : rect.width
            let shown = String(title.prefix(max(0, inner)))
            let column = rect.column + (rect.width - shown.count) / 2
            canvas.write(shown, column: column, row: middleRow, style: style, limit: rect.endColumn - (rect.height >= 3 ? 1 : 0))
        case .textField(let text, let placeholder, let caret):
            let framed = rect.height >= 3 && rect.width >= 3
            if framed { canvas.box(rect, style: CellStyle(bold: caret != nil)) }
            let start = rect.column + (framed ? 1 : 0)
            let end = rect.endColumn - (framed ? 1 : 0)
            let room = max(0, end - start)
            // Keep the caret in view: when more than `room - 1` characters come before it, show only the last
            // `room - 1` of them. Without a caret, the end of the text is kept in view the same way.
            let caretIndex = caret.map { min(max(text.startIndex, $0), text.endIndex) }
            let shownStart = text.index(caretIndex ?? text.endIndex, offsetBy: -max(0, room - 1),
                                        limitedBy: text.startIndex) ?? text.startIndex
            if text.isEmpty, caret == nil, let placeholder {
                canvas.write(placeholder, column: start, row: middleRow, style: CellStyle(dim: true), limit: end)
            } else {
                canvas.write(String(text[shownStart...].prefix(room)), column: start, row: middleRow,
                             style: CellStyle(underline: false), limit: end)
            }
            if let caretIndex, room > 0 {
                let column = start + text.distance(from: shownStart, to: caretIndex)
                let under = canvas[column, middleRow]?.character ?? " "
                canvas.put(under, column: column, row: middleRow, style: CellStyle(inverse: true))
            }
        }
    }
}
