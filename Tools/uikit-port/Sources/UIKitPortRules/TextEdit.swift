/// A replacement of a byte range of a file's UTF-8 text; edits are collected while reading the syntax tree and
/// applied at once, so everything the rules do not touch stays byte for byte as written.
struct TextEdit {
    let start: Int
    let end: Int
    let text: String
    /// When set, the range is written twice: as it is for iOS, and with these further edits for Linux, under
    /// `#if canImport(ObjectiveC)` / `#else`, indented by `indent`.
    let linuxEdits: [TextEdit]?
    let indent: String

    init(start: Int, end: Int, text: String) {
        self.start = start
        self.end = end
        self.text = text
        self.linuxEdits = nil
        self.indent = ""
    }

    init(splitting start: Int, _ end: Int, linuxEdits: [TextEdit], indent: String) {
        self.start = start
        self.end = end
        self.text = ""
        self.linuxEdits = linuxEdits
        self.indent = indent
    }

    /// Applies `edits` to `bytes[range]`. An edit inside a split range applies to both of its copies; other
    /// overlapping edits are dropped, first come first kept, so a run never corrupts a file.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8], in range: Range<Int>) -> String {
        let ordered = edits.enumerated().sorted { lhs, rhs in
            if lhs.element.start != rhs.element.start { return lhs.element.start < rhs.element.start }
            let lhsInsert = lhs.element.start == lhs.element.end, rhsInsert = rhs.element.start == rhs.element.end
            if lhsInsert != rhsInsert { return lhsInsert }
            if lhs.element.end != rhs.element.end { return lhs.element.end > rhs.element.end }
            return lhs.offset < rhs.offset
        }.map(\.element)
        var output: [UInt8] = []
        var cursor = range.lowerBound
        var index = 0
        while index < ordered.count {
            let edit = ordered[index]
            index += 1
            guard edit.start >= cursor, edit.end <= range.upperBound else { continue }
            output += bytes[cursor..<edit.start]
            if let linuxEdits = edit.linuxEdits {
                var inner: [TextEdit] = []
                while index < ordered.count, ordered[index].start >= edit.start, ordered[index].end <= edit.end {
                    inner.append(ordered[index])
                    index += 1
                }
                let iOS = apply(inner, to: bytes, in: edit.start..<edit.end)
                let linux = apply(inner + linuxEdits, to: bytes, in: edit.start..<edit.end)
                let text = "#if canImport(ObjectiveC)\n\(edit.indent)\(iOS)\n\(edit.indent)#else\n"
                    + "\(edit.indent)\(linux)\n\(edit.indent)#endif"
                output += Array(text.utf8)
            } else {
                output += Array(edit.text.utf8)
            }
            cursor = edit.end
        }
        output += bytes[cursor..<range.upperBound]
        return String(decoding: output, as: UTF8.self)
    }
}
