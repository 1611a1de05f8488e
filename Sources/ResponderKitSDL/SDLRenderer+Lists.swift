// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import ResponderKit
import ResponderKitTerminal

// Tables and collections drawn plainly, as the terminal draws them: a row over a separator line, a section
// header on a grey band, the highlighted row or item in grey and the selected one in a light tint with a tint bar
// at its leading edge (so the two can be told apart). In editing mode the delete control is a red square with a
// minus, the insert control a green one with a plus, the reorder grip three lines. Swipe actions are buttons the
// table adds beside the row, drawn as the buttons they are. The row's text is its labels, drawn over all this.
extension SDLRenderer {
    static let highlightColor = SDL_Color(r: 209, g: 209, b: 214, a: 255)
    static let selectionColor = SDL_Color(r: 210, g: 228, b: 255, a: 255)
    static let headerColor = SDL_Color(r: 242, g: 242, b: 247, a: 255)
    static let deleteColor = SDL_Color(r: 255, g: 59, b: 48, a: 255)
    static let insertColor = SDL_Color(r: 52, g: 199, b: 89, a: 255)

    /// Draws `view` if it is a table row, a section header or footer, a table's editing control or a collection
    /// item, in `rect` (pixels); returns whether it was one. Drawn before the view's subviews, which go on top.
    func drawListPart(_ view: UIView, in rect: SDL_Rect) -> Bool {
        if let control = ApplicationPainter.listControl(view) {
            drawListControl(control, in: rect)
            return true
        }
        switch view {
        case let cell as UITableViewCell:
            drawRow(cell, in: rect)
        case is UITableViewHeaderFooterView:
            if view.backgroundColor == nil { fill(rect, Self.headerColor) }
        case let cell as UICollectionViewCell:
            if cell.isHighlighted || cell.isSelected {
                fill(rect, cell.isHighlighted ? Self.highlightColor : Self.selectionColor)
            }
            outline(rect, cell.isSelected ? Self.color(.tintColor) : Self.outlineColor)
        default:
            return false
        }
        return true
    }

    private func drawRow(_ cell: UITableViewCell, in rect: SDL_Rect) {
        let shows = cell.selectionStyle != .none
        if shows && cell.isHighlighted {
            fill(rect, Self.highlightColor)
        } else if shows && cell.isSelected {
            fill(rect, Self.selectionColor)
        } else if cell.backgroundColor == nil {
            fill(rect, Self.screenColor)
        }
        if shows && cell.isSelected {
            fill(SDL_Rect(x: rect.x, y: rect.y, w: max(2, Int32(3 * scale)), h: rect.h), Self.color(.tintColor))
        }
        let inset = Int32(16 * scale)
        fill(SDL_Rect(x: rect.x + inset, y: rect.y + rect.h - 1, w: max(0, rect.w - inset), h: 1), Self.outlineColor)
        guard let mark = ApplicationPainter.accessoryMark(of: cell) else { return }
        let size = text.size(of: mark)
        text.draw(mark, x: Int(rect.x + rect.w) - size.width - Int(16 * scale), y: Int(rect.y) + (Int(rect.h) - size.height) / 2,
                  color: mark == "✓" ? Self.color(.tintColor) : Self.secondaryColor)
    }

    private func drawListControl(_ control: ApplicationPainter.ListControl, in rect: SDL_Rect) {
        let side = max(2, min(rect.w, rect.h, Int32(22 * scale)))
        let square = SDL_Rect(x: rect.x + (rect.w - side) / 2, y: rect.y + (rect.h - side) / 2, w: side, h: side)
        let bar = max(1, side / 8)
        switch control {
        case .delete, .insert:
            fill(square, control == .delete ? Self.deleteColor : Self.insertColor)
            fill(SDL_Rect(x: square.x + side / 4, y: square.y + (side - bar) / 2, w: side / 2, h: bar), Self.screenColor)
            if control == .insert {
                fill(SDL_Rect(x: square.x + (side - bar) / 2, y: square.y + side / 4, w: bar, h: side / 2), Self.screenColor)
            }
        case .reorder:
            for line in 0..<3 {
                let y = square.y + side / 4 + Int32(line) * side / 4 - bar / 2
                fill(SDL_Rect(x: square.x, y: y, w: side, h: bar), Self.secondaryColor)
            }
        }
    }
}
#endif
