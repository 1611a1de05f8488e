import Foundation
import ResponderKit

/// What the terminal host does with one thing the user did.
public enum TerminalCommand: Sendable, Equatable {
    /// Hand this input to the application's input door.
    case send(HostInput)
    /// Leave interactive mode, restoring the terminal.
    case quit
    /// Stop the process as job control does (Ctrl-Z): restore the terminal, stop, and take the terminal
    /// back when the shell continues it.
    case suspend
    /// Take the application, one legal lifecycle step at a time, to this state: the terminal gained or
    /// lost focus (spec N1).
    case moveApplication(to: UIApplication.State)
}

/// Turns terminal keys and mouse reports into input-door input, the way a device's drivers would.
///
/// - The left mouse button is one finger (id 1): press is a touch down, drag a move, release a lift. The
///   middle button is ignored: a terminal has one pointer and the demo needs no second finger.
///   A press outside the app's screen is ignored; a drag or release outside it is pinned to the screen's
///   edge, so the touch always ends.
/// - The right button is a secondary click (id 2, `.indirectPointer` with `.secondary`), motion with no
///   button is hover, and the wheel is discrete scroll; the modifier keys the terminal reports with a mouse
///   report ride along as `modifierFlags` (see `TerminalInputMapper+Pointer.swift`).
/// - Keys are hardware key presses (down, then up) with their HID usage and characters, so they travel the
///   press path: key commands, the focused item or first responder, then typing into a text input if nobody
///   handled them, or focus movement for arrows. Characters with no key on a US keyboard (accented letters,
///   other scripts) arrive as typed text instead, as an input method would send them.
/// - A bracketed paste is one text insertion (`.text(.insert(text))`), as the system's paste puts the whole
///   pasted string in at once; nothing of it is a key press, so a `q`, a Ctrl-C or a newline inside it is
///   text. With nothing taking text, the paste is dropped.
/// - Ctrl-C always quits. `q` quits only when nothing is taking text (no `UIKeyInput` first responder), so
///   a `q` typed into the text field is a letter; Escape ends editing first.
/// - Ctrl-Z suspends, as in any terminal program (raw mode turns the terminal's own Ctrl-Z off, so it arrives
///   as a byte).
/// - The terminal losing focus makes the application inactive and gaining it makes it active again (N1), as
///   a system alert over an iOS app does: touches in flight are cancelled (N2).
public struct TerminalInputMapper: Sendable {
    /// The layout that maps cells to screen points.
    public var layout: TerminalLayout
    /// Whether the finger (the left button) is down.
    public private(set) var isTouching = false
    /// The id the finger uses at the input door.
    public static let touchID = 1
    /// Whether the right button is down, as a secondary click (id ``secondaryClickID``).
    public internal(set) var isSecondaryClicking = false
    /// Whether the pointer was last seen hovering over the app's screen, so leaving it sends one hover exit.
    public internal(set) var isHovering = false
    /// Ctrl-Z, the terminal's suspend character.
    static let suspendByte: UInt8 = 0x1A

    /// Creates a mapper for `layout`.
    public init(layout: TerminalLayout) {
        self.layout = layout
    }

    /// What to do for `event`; `acceptsText` tells whether a text input is first responder.
    public mutating func commands(for event: TerminalEvent, acceptsText: Bool) -> [TerminalCommand] {
        switch event {
        case .mouse(let report): return commands(for: report)
        case .key(let key): return commands(for: key, acceptsText: acceptsText)
        case .paste(let text): return acceptsText && !text.isEmpty ? [.send(.text(.insert(text)))] : []
        case .focus(let gained): return [.moveApplication(to: gained ? .active : .inactive)]
        }
    }

    /// Lifts the finger if it is down, so that nothing stays pressed when the screen changes under it (a
    /// resize) or the host stops; the lift is where the pointer was last seen, pinned to the screen.
    public mutating func cancelTouch(at column: Int, row: Int) -> [TerminalCommand] {
        let point = layout.clampedPoint(column: column, row: row)
        var commands: [TerminalCommand] = []
        if isSecondaryClicking {
            isSecondaryClicking = false
            commands.append(.send(.touch(HostTouch(id: Self.secondaryClickID, action: .cancel, location: point,
                                                   type: .indirectPointer, buttonMask: .secondary))))
        }
        guard isTouching else { return commands }
        isTouching = false
        return commands + [.send(.touch(HostTouch(id: Self.touchID, action: .cancel, location: point)))]
    }

    private mutating func commands(for report: MouseReport) -> [TerminalCommand] {
        if let pointer = pointerCommands(for: report) { return pointer }
        guard report.button == 0 || report.action == .release else { return [] }
        switch report.action {
        case .press:
            if isTouching {
                // The release of an earlier press was lost (it happened outside the terminal, say): treat this
                // press as the finger moving there, rather than a second finger the door would refuse.
                return [touch(.move, report)]
            }
            guard let point = layout.point(column: report.column, row: report.row) else { return [] }
            isTouching = true
            return [.send(.touch(HostTouch(id: Self.touchID, action: .down, location: point,
                                       modifierFlags: Self.modifierFlags(of: report))))]
        case .drag:
            return isTouching ? [touch(.move, report)] : []
        case .release:
            guard isTouching else { return [] }
            isTouching = false
            return [touch(.up, report)]
        case .move, .scroll:
            return []
        }
    }

    private func touch(_ action: HostTouch.Action, _ report: MouseReport) -> TerminalCommand {
        .send(.touch(HostTouch(id: Self.touchID, action: action,
                               location: layout.clampedPoint(column: report.column, row: report.row),
                               modifierFlags: Self.modifierFlags(of: report))))
    }

    private func commands(for key: TerminalKey, acceptsText: Bool) -> [TerminalCommand] {
        switch key {
        case .interrupt:
            return [.quit]
        case .character("q") where !acceptsText:
            return [.quit]
        case .character(let character):
            guard let (usage, shifted) = Self.usage(for: character) else {
                return acceptsText ? [.send(.text(.insert(String(character))))] : []
            }
            return press(usage, characters: String(character), modifiers: shifted ? .shift : [])
        // Keys that type nothing carry no characters (HostKey's rule), so an unhandled one never types.
        case .enter: return press(.keyboardReturnOrEnter, characters: "\r")
        case .backspace: return press(.keyboardDeleteOrBackspace, characters: "\u{8}")
        case .tab: return press(.keyboardTab, characters: "\t")
        case .escape: return press(.keyboardEscape, characters: "")
        case .up: return press(.keyboardUpArrow, characters: "")
        case .down: return press(.keyboardDownArrow, characters: "")
        case .left: return press(.keyboardLeftArrow, characters: "")
        case .right: return press(.keyboardRightArrow, characters: "")
        case .home: return press(.keyboardHome, characters: "")
        case .end: return press(.keyboardEnd, characters: "")
        case .deleteForward: return press(.keyboardDeleteForward, characters: "")
        case .control(Self.suspendByte):
            return [.suspend]
        case .control(let byte):
            // Ctrl plus a letter: the letter's key with Control held, which never types (the press path
            // leaves Control chords to key commands).
            guard (1...26).contains(byte),
                  let usage = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int(byte) - 1)
            else { return [] }
            let letter = String(UnicodeScalar(UInt8(ascii: "a") + byte - 1))
            return press(usage, characters: letter, modifiers: .control)
        }
    }

    private func press(_ usage: UIKeyboardHIDUsage, characters: String,
                       modifiers: UIKeyModifierFlags = []) -> [TerminalCommand] {
        [.send(.key(HostKey(.down, usage, characters: characters, modifierFlags: modifiers))),
         .send(.key(HostKey(.up, usage, characters: characters, modifierFlags: modifiers)))]
    }

    /// The US-keyboard key that types `character`, and whether Shift is held for it.
    static func usage(for character: Character) -> (UIKeyboardHIDUsage, Bool)? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            return UIKeyboardHIDUsage(rawValue: 0x04 + Int(ascii - UInt8(ascii: "a"))).map { ($0, false) }
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return UIKeyboardHIDUsage(rawValue: 0x04 + Int(ascii - UInt8(ascii: "A"))).map { ($0, true) }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            return UIKeyboardHIDUsage(rawValue: 0x1E + Int(ascii - UInt8(ascii: "1"))).map { ($0, false) }
        case UInt8(ascii: "0"): return (.keyboard0, false)
        case UInt8(ascii: " "): return (.keyboardSpacebar, false)
        default:
            return punctuation[ascii]
        }
    }

    private static let punctuation: [UInt8: (UIKeyboardHIDUsage, Bool)] = {
        let plain: [(Character, UIKeyboardHIDUsage)] = [
            ("-", .keyboardHyphen), ("=", .keyboardEqualSign), ("[", .keyboardOpenBracket),
            ("]", .keyboardCloseBracket), ("\\", .keyboardBackslash), (";", .keyboardSemicolon),
            ("'", .keyboardQuote), ("`", .keyboardGraveAccentAndTilde), (",", .keyboardComma),
            (".", .keyboardPeriod), ("/", .keyboardSlash),
        ]
        let shifted: [(Character, UIKeyboardHIDUsage)] = [
            ("!", .keyboard1), ("@", .keyboard2), ("#", .keyboard3), ("$", .keyboard4), ("%", .keyboard5),
            ("^", .keyboard6), ("&", .keyboard7), ("*", .keyboard8), ("(", .keyboard9), (")", .keyboard0),
            ("_", .keyboardHyphen), ("+", .keyboardEqualSign), ("{", .keyboardOpenBracket),
            ("}", .keyboardCloseBracket), ("|", .keyboardBackslash), (":", .keyboardSemicolon),
            ("\"", .keyboardQuote), ("~", .keyboardGraveAccentAndTilde), ("<", .keyboardComma),
            (">", .keyboardPeriod), ("?", .keyboardSlash),
        ]
        var table: [UInt8: (UIKeyboardHIDUsage, Bool)] = [:]
        for (character, usage) in plain { table[character.asciiValue!] = (usage, false) }
        for (character, usage) in shifted { table[character.asciiValue!] = (usage, true) }
        return table
    }()
}
