/// The Objective-C name Swift gives a method, computed as the compiler computes it for `@objc` members.
///
/// The base name, then one colon per argument; a first argument label is joined to the base name, with "With"
/// in between unless the label starts with a preposition or the base name ends with one
/// (`performCommand(sender:)` is `performCommandWithSender:`, `move(to:)` is `moveTo:`), and later labels are
/// written out (`dragged(_:forEvent:)` is `dragged:forEvent:`).
public enum ObjCSelectorName {
    /// The selector of `baseName(labels...)`; an unlabelled argument is `nil` or `"_"`.
    public static func method(_ baseName: String, labels: [String?]) -> String {
        let labels = labels.map { $0 == "_" ? nil : $0 }
        guard let first = labels.first else { return baseName }
        var firstPiece = baseName
        if let first, !first.isEmpty {
            let joinsWithWith = !isPreposition(firstWord(of: first)) && !isPreposition(lastWord(of: baseName))
            firstPiece += (joinsWithWith ? "With" : "") + capitalized(first)
        }
        return ([firstPiece] + labels.dropFirst().map { $0 ?? "" }).map { $0 + ":" }.joined()
    }

    /// The selector of a property's getter, `#selector(getter: x)`.
    public static func getter(_ property: String) -> String { property }

    /// The selector of a property's setter, `#selector(setter: x)`.
    public static func setter(_ property: String) -> String { "set" + capitalized(property) + ":" }

    /// The selector of `init(labels...)`: `init(frame:)` is `initWithFrame:`.
    public static func initializer(labels: [String?]) -> String {
        labels.isEmpty ? "init" : method("init", labels: labels)
    }

    // The compiler's list of English prepositions (its parts-of-speech table), compared case-insensitively.
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    private static func isPreposition(_ word: String) -> Bool {
        prepositions.contains(word.lowercased())
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// The camel-case words of an identifier: `forEvent` is `for`, `Event`; `URLString` is `URL`, `String`.
    static func words(of identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(identifier)
        for (index, character) in characters.enumerated() {
            let startsWord: Bool
            if character == "_" {
                startsWord = true
            } else if character.isUppercase, let previous = current.last {
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                startsWord = previous.isLowercase || previous == "_" || (previous.isUppercase && nextIsLower)
            } else {
                startsWord = false
            }
            if startsWord, !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    static func firstWord(of identifier: String) -> String { words(of: identifier).first ?? "" }
    static func lastWord(of identifier: String) -> String { words(of: identifier).last ?? "" }
}
