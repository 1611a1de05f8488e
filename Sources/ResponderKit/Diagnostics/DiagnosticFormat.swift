import Foundation

/// How traces, reports, diagnostics and pictures write objects, geometry and keys, so that one object reads the
/// same in all of them and a line can be read at a glance.
///
/// An object is its type, a short id that stays the same from run to run, and its accessibility identifier or
/// title in quotes when it has one: `UIButton[0.2.1] "play"`. A view's id is its path of subview indexes from its
/// window (`[detached 0.1]` from the root of a hierarchy outside any window); a window's is its place among the
/// application's windows (`[w0]`); a view controller's is its view's. A gesture recognizer is named with the
/// view it is attached to: `UITapGestureRecognizer "dismiss" on UIView[0.1]`. Geometry is in points with no
/// trailing zeros, `(116, 24)` and `(0, 628, 390 × 216)`; keys are written as on a Mac keyboard, `⌘K`, `Escape`.
enum DiagnosticFormat {
    /// The one name of `object` in every trace, report and diagnostic.
    @MainActor
    static func name(_ object: AnyObject?) -> String {
        switch object {
        case nil: return "nil"
        case let view as UIView: return "\(type(of: view))\(id(of: view))\(label(of: view))"
        case let controller as UIViewController:
            return "\(type(of: controller))\(controller.viewIfLoaded.map(id(of:)) ?? "[view not loaded]")"
        case let recognizer as UIGestureRecognizer:
            let label = recognizer.name.map { " \(quoted($0))" } ?? ""
            return "\(type(of: recognizer))\(label) on \(name(recognizer.view))"
        case let object?: return "\(type(of: object))"
        }
    }

    /// The event method that delivers `phase` of the family: `touches` and `.ended` give `touchesEnded`.
    static func method(_ family: StaticString, _ phase: Any) -> String {
        let name = "\(phase)"
        return "\(family)\(name.prefix(1).uppercased())\(name.dropFirst())"
    }

    /// `(x, y)`.
    static func point(_ point: CGPoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    /// `width × height`.
    static func size(_ size: CGSize) -> String {
        "\(number(size.width)) × \(number(size.height))"
    }

    /// `(x, y, width × height)`.
    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.origin.x)), \(number(rect.origin.y)), \(size(rect.size)))"
    }

    /// A coordinate as people write it: `116`, `12.5`, `0.33`; never `116.0`.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// A key with the modifiers held, as a Mac menu writes it: `⌘K`, `⇧⌘Z`, `Escape`, `↑`.
    static func key(_ usage: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = [], characters: String = "") -> String {
        modifierGlyphs(modifiers) + keyName(usage, characters: characters)
    }

    /// The modifier glyphs in Apple's order: Control, Option, Shift, Command.
    static func modifierGlyphs(_ modifiers: UIKeyModifierFlags) -> String {
        var glyphs = ""
        if modifiers.contains(.control) { glyphs += "⌃" }
        if modifiers.contains(.alternate) { glyphs += "⌥" }
        if modifiers.contains(.shift) { glyphs += "⇧" }
        if modifiers.contains(.command) { glyphs += "⌘" }
        return glyphs
    }

    private static func keyName(_ usage: UIKeyboardHIDUsage, characters: String) -> String {
        let code = usage.rawValue
        switch code {
        case 0x04...0x1D: return String(UnicodeScalar(UInt8(0x41 + code - 0x04)))
        case 0x1E...0x26: return String(code - 0x1D)
        case 0x27: return "0"
        case 0x3A...0x45: return "F\(code - 0x39)"
        default: break
        }
        if let name = namedKeys[code] { return name }
        let printable = characters.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value != 0x7F }
        return !characters.isEmpty && printable ? characters.uppercased() : "key 0x\(String(code, radix: 16))"
    }

    private static let namedKeys: [Int: String] = [
        0x28: "Return", 0x29: "Escape", 0x2A: "Delete", 0x2B: "Tab", 0x2C: "Space", 0x39: "Caps Lock",
        0x49: "Insert", 0x4A: "Home", 0x4B: "Page Up", 0x4C: "Forward Delete", 0x4D: "End", 0x4E: "Page Down",
        0x4F: "→", 0x50: "←", 0x51: "↓", 0x52: "↑", 0x58: "Enter",
        0xE0: "Left Control", 0xE1: "Left Shift", 0xE2: "Left Option", 0xE3: "Left Command",
        0xE4: "Right Control", 0xE5: "Right Shift", 0xE6: "Right Option", 0xE7: "Right Command",
    ]

    @MainActor
    private static func id(of view: UIView) -> String {
        if let window = view as? UIWindow {
            let index = window.application?.windows.firstIndex { $0 === window }
            return index.map { "[w\($0)]" } ?? "[window]"
        }
        var path: [Int] = []
        var current = view
        while let parent = current.storedSuperview {
            path.append(parent.subviews.firstIndex { $0 === current } ?? -1)
            current = parent
        }
        let steps = path.reversed().map(String.init).joined(separator: ".")
        if current is UIWindow { return "[\(steps)]" }
        return steps.isEmpty ? "[detached]" : "[detached \(steps)]"
    }

    @MainActor
    private static func label(of view: UIView) -> String {
        if let identifier = view.accessibilityIdentifier { return " \(quoted(identifier))" }
        if let button = view as? UIButton, let title = button.title(for: .normal), !title.isEmpty {
            return " \(quoted(title))"
        }
        return ""
    }

    private static func quoted(_ text: String) -> String {
        "\"\(text.replacingOccurrences(of: "\"", with: "\\\""))\""
    }
}
