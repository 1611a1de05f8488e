import Foundation

/// The name of an action message, such as `"buttonTapped:"`, in the Objective-C spelling UIKit uses.
///
/// Linux has no Objective-C runtime and so no `#selector`: a selector is a plain value that names an action.
/// Write it as a string literal (`"buttonTapped:"`) or, better, as a static constant shared by the code that
/// sends the action and the code that implements it, so a typo cannot make the two disagree:
///
/// ```swift
/// extension Selector {
///     static let buttonTapped: Selector = "buttonTapped:"
/// }
/// button.addTarget(nil, action: .buttonTapped, for: .touchUpInside)
/// ```
///
/// Each colon stands for one argument, as in Objective-C: `"save"` takes none, `"save:"` the sender and
/// `"save:forEvent:"` the sender and the event (spec <doc:Catalog#E6>). A responder says which selectors it implements in
/// ``UIResponder/declareActions(in:)``; see <doc:TargetAction>.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible,
    CustomDebugStringConvertible {
    /// The selector's name in Objective-C spelling, such as `"copy:"`.
    public let name: String
    /// The name's number, the same for every selector spelled alike: equality and hashing use it, so the
    /// action lookups on the event path never hash or compare the string (see `SelectorInterner`).
    let id: Int

    /// Creates the selector named `name`, as `Selector("buttonTapped:")` does in UIKit code.
    public init(_ name: String) {
        self.name = name
        self.id = SelectorInterner.shared.id(for: name)
    }

    /// Creates the selector named by a string literal, so `"copy:"` can stand wherever a selector is expected.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// Whether both name the same action: equal names have equal numbers.
    public static func == (lhs: Selector, rhs: Selector) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the name's number, which stands for the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    /// How many arguments the action takes: the number of colons in its name (0, 1 or 2 for actions).
    public var argumentCount: Int {
        name.utf8.reduce(0) { $1 == UInt8(ascii: ":") ? $0 + 1 : $0 }
    }

    /// Whether the name could be an Objective-C selector: not empty, made of letters, digits, `_` and `:`,
    /// and not starting with a digit or a colon.
    ///
    /// A name with spaces or punctuation is a mistake (often a pasted method signature); ResponderKit reports
    /// such selectors where they are used instead of never finding their action.
    public var isWellFormed: Bool {
        guard let first = name.unicodeScalars.first, first != ":", !("0"..."9").contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == ":" || $0 == "_" || $0.properties.isAlphabetic
            || ("0"..."9").contains($0) }
    }

    /// The name, so a selector prints as UIKit code logs one: `copy:`.
    public var description: String { name }

    /// The selector as Swift source, for debugger output.
    public var debugDescription: String { "Selector(\"\(name)\")" }
}

/// The selector's name, under the Foundation name UIKit code uses on Apple platforms.
public func NSStringFromSelector(_ selector: Selector) -> String {
    selector.name
}

/// The selector named `name`, under the Foundation name UIKit code uses on Apple platforms.
public func NSSelectorFromString(_ name: String) -> Selector {
    Selector(name)
}

extension Selector {
    /// The Objective-C selector a name written the Swift way stands for, or `nil` when the name is not written
    /// that way.
    ///
    /// Porters often carry the inside of `#selector(...)` over as it is: `"handleTap(_:)"`,
    /// `"Self.performCommand(sender:)"`, `"refresh()"`. Objective-C spells these `handleTap:`,
    /// `performCommandWithSender:` and `refresh`: the first label joins the base name with "With" (none for `_`),
    /// and every label ends with a colon. Diagnostics use this to say what to write instead.
    var objectiveCSpellingOfSwiftName: Selector? {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return nil }
        let qualifiedBase = name[..<open]
        let base = qualifiedBase.split(separator: ".").last.map(String.init) ?? ""
        let labels = name[name.index(after: open)..<name.index(before: name.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard !base.isEmpty, !labels.contains(where: { $0.isEmpty || $0.contains(" ") }) else { return nil }
        var spelling = base
        for (index, label) in labels.enumerated() {
            if index == 0 {
                if label != "_" { spelling += "With" + label.prefix(1).uppercased() + label.dropFirst() }
            } else {
                spelling += label == "_" ? "" : label
            }
            spelling += ":"
        }
        let converted = Selector(spelling)
        return converted.isWellFormed ? converted : nil
    }
}
