import Foundation

/// The status line at the bottom of the terminal: which keys do what, shortened to fit the terminal's width
/// rather than cut in the middle of a word.
public struct StatusLine: Sendable, Equatable {
    /// One hint: a key and what it does, with a shorter form for narrow terminals.
    public struct Hint: Sendable, Equatable {
        /// The key, such as "Esc".
        public var key: String
        /// What it does, in full.
        public var action: String
        /// What it does in as few words as possible.
        public var shortAction: String

        /// Creates a hint; `shortAction` defaults to `action`.
        public init(key: String, action: String, shortAction: String? = nil) {
            self.key = key
            self.action = action
            self.shortAction = shortAction ?? action
        }
    }

    /// The hints, most important last: a narrow terminal drops them from the front.
    public var hints: [Hint]

    /// Creates a status line of `hints`.
    public init(hints: [Hint]) {
        self.hints = hints
    }

    /// The interactive demo's hints.
    public static let standard = StatusLine(hints: [
        Hint(key: "mouse", action: "touch"),
        Hint(key: "keys", action: "presses & typing", shortAction: "type"),
        Hint(key: "Esc", action: "end editing", shortAction: "end edit"),
        Hint(key: "q", action: "quit (not while editing)", shortAction: "quit"),
        Hint(key: "Ctrl-C", action: "quit"),
    ])

    private static let separator = " · "

    /// The longest form that fits in `width` columns: every hint in full, then every hint short, then the short
    /// forms of the last hints that fit. Never longer than `width`, never a word cut in half.
    public func text(fitting width: Int) -> String {
        let full = hints.map { "\($0.key): \($0.action)" }.joined(separator: Self.separator)
        if full.count <= width { return full }
        var short = hints.map { "\($0.key): \($0.shortAction)" }
        while !short.isEmpty {
            let text = short.joined(separator: Self.separator)
            if text.count <= width { return text }
            short.removeFirst()
        }
        return ""
    }
}
