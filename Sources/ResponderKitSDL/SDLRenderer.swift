// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import ResponderKit
import ResponderKitTerminal

/// Draws an application's windows with an SDL renderer: every visible window back to front, every visible view
/// parent first, as its frame filled with its `backgroundColor`, then what it is: a label's text, a button's
/// title (filled with its tint while highlighted), a text field's text and caret (and an input method's
/// composition, underlined, after the caret), an input view as a panel, the standard controls plainly (see
/// `SDLRenderer+StandardControls.swift`), table rows and collection items with their highlight and selection
/// (`SDLRenderer+Lists.swift`). Views with an accessibility identifier
/// and no colour of their own get a thin outline and their name, so the hierarchy stays visible.
@preconcurrency @MainActor
public final class SDLRenderer {
    private let renderer: OpaquePointer
    /// The text drawer, sized for ``scale``.
    public let text: SDLTextRenderer
    /// Pixels per point.
    public var scale: CGFloat { text.scale }

    /// The colour behind the app's views.
    static let screenColor = SDL_Color(r: 255, g: 255, b: 255, a: 255)
    static let labelColor = SDL_Color(r: 20, g: 20, b: 20, a: 255)
    static let secondaryColor = SDL_Color(r: 150, g: 150, b: 155, a: 255)
    static let outlineColor = SDL_Color(r: 205, g: 205, b: 210, a: 255)
    static let buttonColor = SDL_Color(r: 235, g: 235, b: 240, a: 255)
    static let panelColor = SDL_Color(r: 210, g: 213, b: 219, a: 255)
    static let barColor = SDL_Color(r: 247, g: 247, b: 248, a: 255)
    static let traceColor = SDL_Color(r: 32, g: 34, b: 38, a: 255)
    static let traceTextColor = SDL_Color(r: 220, g: 223, b: 228, a: 255)

    /// Creates a painter drawing with `renderer` and `text`.
    public init(renderer: OpaquePointer, text: SDLTextRenderer) {
        self.renderer = renderer
        self.text = text
    }

    /// Draws every visible window of `application` into `area` (the screen, in pixels); `composition` is an
    /// input method's text in progress, drawn at the first responder's caret.
    public func paint(_ application: UIApplication, in area: SDL_Rect, composition: String) {
        var clip = area
        SDL_RenderSetClipRect(renderer, &clip)
        defer { SDL_RenderSetClipRect(renderer, nil) }
        fill(area, Self.screenColor)
        var visited = Set<ObjectIdentifier>()
        for window in application.windows where !window.isHidden {
            paint(window, composition: composition, area: area, visited: &visited)
        }
    }

    /// Draws the trace panel: the newest `lines` that fit into `rect` (pixels), wrapped at spaces.
    public func paintTrace(_ lines: [String], in rect: SDL_Rect) {
        fill(rect, Self.traceColor)
        let margin = Int(6 * scale), lineHeight = max(1, text.lineHeight(.trace))
        let characterWidth = max(1, text.size(of: "M", face: .trace).width)
        let columns = max(1, (Int(rect.w) - 2 * margin) / characterWidth)
        let rows = max(0, (Int(rect.h) - 2 * margin) / lineHeight)
        text.draw("trace", x: Int(rect.x) + margin, y: Int(rect.y) + margin, color: Self.secondaryColor, face: .trace)
        var wrapped: [String] = []
        for line in lines.suffix(rows) { wrapped += TraceLog.wrap(line, width: columns) }
        for (row, line) in wrapped.suffix(max(0, rows - 1)).enumerated() {
            text.draw(line, x: Int(rect.x) + margin, y: Int(rect.y) + margin + (row + 1) * lineHeight,
                      color: Self.traceTextColor, face: .trace, maxWidth: Int(rect.w) - 2 * margin)
        }
    }

    /// Draws `view` and its subviews inside `area`: the screen, narrowed by every ancestor that clips.
    private func paint(_ view: UIView, composition: String, area: SDL_Rect, visited: inout Set<ObjectIdentifier>) {
        // A hierarchy is a tree, but a painter must not loop forever if an app manages to break that.
        guard !view.isHidden, view.alpha >= 0.01, visited.insert(ObjectIdentifier(view)).inserted else { return }
        let topLeft = view.convertToScreen(CGPoint(x: view.bounds.minX, y: view.bounds.minY))
        let bottomRight = view.convertToScreen(CGPoint(x: view.bounds.maxX, y: view.bounds.maxY))
        let rect = pixels(CGRect(x: min(topLeft.x, bottomRight.x), y: min(topLeft.y, bottomRight.y),
                                 width: abs(bottomRight.x - topLeft.x), height: abs(bottomRight.y - topLeft.y)))
        if rect.w > 0, rect.h > 0 { draw(view, in: rect, composition: composition) }
        // Scroll views clip their content, as UIKit's do by default: a row scrolled half out of a table must not
        // draw over the views around it.
        // A button draws its own title, so its title label (which fills it once laid out) is not drawn again.
        let titleLabel = (view as? UIButton)?.titleLabel
        let subviews = view.subviews.filter { $0 !== titleLabel }
        guard view.clipsToBounds || view is UIScrollView else {
            for subview in subviews { paint(subview, composition: composition, area: area, visited: &visited) }
            return
        }
        var outer = area, own = rect, inner = SDL_Rect()
        guard SDL_IntersectRect(&outer, &own, &inner) == SDL_TRUE else { return }
        SDL_RenderSetClipRect(renderer, &inner)
        for subview in subviews { paint(subview, composition: composition, area: inner, visited: &visited) }
        SDL_RenderSetClipRect(renderer, &outer)
    }

    private func draw(_ view: UIView, in rect: SDL_Rect, composition: String) {
        let background = view.backgroundColor.map(Self.color)
        if let background { fill(rect, background) }
        // Bars are opaque on iOS: a presented screen's navigation bar hides the screen it covers.
        if background == nil, view is UINavigationBar || view is UITabBar { fill(rect, Self.barColor) }
        if drawListPart(view, in: rect) { return }
        switch view {
        case let field as UITextField:
            drawField(field, in: rect, composition: composition, filled: background != nil)
        case let label as UILabel:
            drawCentredVertically(label.text ?? "", in: rect, color: Self.labelColor)
        case let button as UIButton:
            let tint = Self.color(button.currentTitleColor)
            drawButton(button.currentTitle ?? "", in: rect, pressed: button.isHighlighted, focused: button.isFocused,
                       tint: tint)
        case let key as SystemKeyboardView.Key:
            drawButton(key.title, in: rect, pressed: key.isPressed, focused: false, tint: Self.labelColor)
        case let inputView as UIInputView:
            if background == nil { fill(rect, Self.panelColor) }
            drawName(inputView.accessibilityIdentifier ?? "keyboard", in: rect)
        default:
            if drawStandardControl(view, in: rect) { return }
            guard background == nil, let name = view.accessibilityIdentifier, !(view is UIWindow) else { return }
            outline(rect, Self.outlineColor)
            // A view filling its superview (a controller's root view) would print its name over its first
            // child's; its outline is the superview's, so it goes unnamed.
            guard view.frame != view.superview?.bounds else { return }
            drawName(name, in: rect)
        }
    }

    func drawButton(_ title: String, in rect: SDL_Rect, pressed: Bool, focused: Bool, tint: SDL_Color) {
        fill(rect, pressed ? tint : Self.buttonColor)
        outline(rect, focused ? Self.labelColor : Self.outlineColor)
        let size = text.size(of: title)
        text.draw(title, x: Int(rect.x) + max(0, (Int(rect.w) - size.width) / 2),
                  y: Int(rect.y) + (Int(rect.h) - size.height) / 2,
                  color: pressed ? Self.screenColor : tint, maxWidth: Int(rect.w))
    }

    private func drawField(_ field: UITextField, in rect: SDL_Rect, composition: String, filled: Bool) {
        if !filled { fill(rect, Self.screenColor) }
        let editing = field.isEditing
        outline(rect, editing ? Self.color(.tintColor) : Self.outlineColor)
        let inset = Int(8 * scale)
        let content = field.text ?? ""
        let height = text.size(of: "Ag").height
        let top = Int(rect.y) + (Int(rect.h) - height) / 2
        let left = Int(rect.x) + inset, room = Int(rect.w) - 2 * inset
        if content.isEmpty, !editing, let placeholder = field.placeholder {
            text.draw(placeholder, x: left, y: top, color: Self.secondaryColor, maxWidth: room)
            return
        }
        guard editing else {
            text.draw(content, x: left, y: top, color: Self.labelColor, maxWidth: room)
            return
        }
        // Keep the caret in view: text wider than the field scrolls so that the caret is at its right edge.
        let caret = Self.caretOffset(in: field, text: content)
        let beforeCaret = text.size(of: String(content.utf16.prefix(caret)) ?? content).width
        let shift = max(0, beforeCaret + text.size(of: composition).width - room + 2)
        text.draw(content, x: left - shift, y: top, color: Self.labelColor, maxWidth: room + shift)
        let caretX = left - shift + beforeCaret
        if !composition.isEmpty {
            let width = text.size(of: composition).width
            fill(SDL_Rect(x: Int32(caretX), y: Int32(top), w: Int32(width), h: Int32(height)), Self.buttonColor)
            text.draw(composition, x: caretX, y: top, color: Self.labelColor)
            fill(SDL_Rect(x: Int32(caretX), y: Int32(top + height), w: Int32(width), h: Int32(max(1, scale))),
                 Self.labelColor)
        }
        fill(SDL_Rect(x: Int32(caretX + text.size(of: composition).width), y: Int32(top),
                      w: Int32(max(2, 2 * scale)), h: Int32(height)), Self.color(.tintColor))
    }

    /// The caret's UTF-16 offset in the field's text: the end of its selection.
    private static func caretOffset(in field: UITextField, text: String) -> Int {
        guard let selection = field.selectedTextRange else { return text.utf16.count }
        return min(text.utf16.count, max(0, field.offset(from: field.beginningOfDocument, to: selection.end)))
    }

    private func drawCentredVertically(_ string: String, in rect: SDL_Rect, color: SDL_Color) {
        let height = text.size(of: string).height
        text.draw(string, x: Int(rect.x), y: Int(rect.y) + (Int(rect.h) - height) / 2, color: color,
                  maxWidth: Int(rect.w))
    }

    private func drawName(_ name: String, in rect: SDL_Rect) {
        let inset = Int(3 * scale)
        text.draw(name, x: Int(rect.x) + inset, y: Int(rect.y) + inset, color: Self.secondaryColor, face: .trace,
                  maxWidth: Int(rect.w) - 2 * inset)
    }

    /// `rect` in points as a pixel rectangle.
    func pixels(_ rect: CGRect) -> SDL_Rect {
        let left = (rect.minX * scale).rounded(), top = (rect.minY * scale).rounded()
        let right = (rect.maxX * scale).rounded(), bottom = (rect.maxY * scale).rounded()
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return SDL_Rect() }
        let limit = CGFloat(Int32.max / 2)
        func clamp(_ value: CGFloat) -> Int32 { Int32(min(max(value, -limit), limit)) }
        return SDL_Rect(x: clamp(left), y: clamp(top), w: clamp(right - left), h: clamp(bottom - top))
    }

    func fill(_ rect: SDL_Rect, _ color: SDL_Color) {
        var rect = rect
        SDL_SetRenderDrawBlendMode(renderer, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderFillRect(renderer, &rect)
    }

    func outline(_ rect: SDL_Rect, _ color: SDL_Color) {
        var rect = rect
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(renderer, color.r, color.g, color.b, color.a)
        SDL_RenderDrawRect(renderer, &rect)
    }

    /// A `UIColor` as SDL's 8-bit RGBA.
    static func color(_ color: UIColor) -> SDL_Color {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        func byte(_ value: CGFloat) -> UInt8 { UInt8(min(max(value, 0), 1) * 255 + 0.5) }
        return SDL_Color(r: byte(red), g: byte(green), b: byte(blue), a: byte(alpha))
    }
}
#endif
