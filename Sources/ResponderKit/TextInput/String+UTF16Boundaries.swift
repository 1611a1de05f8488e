import Foundation

// UIKit's text positions count UTF-16 units, as NSString does, and an edit must never split a character. Text
// fields and text views both keep a Swift string, so both ask it these questions.
extension String {
    /// The largest character boundary not after `offset` UTF-16 units, within the string.
    ///
    /// Found from the UTF-16 position backwards, not by counting characters from the start, so typing at the end
    /// of a long text costs the same per character whatever the length (String keeps UTF-16 breadcrumbs).
    func characterBoundary(atOrBeforeUTF16Offset offset: Int) -> Int {
        var index = utf16.index(utf16.startIndex, offsetBy: Swift.min(Swift.max(0, offset), utf16.count))
        while index > utf16.startIndex, index.samePosition(in: self) == nil {
            index = utf16.index(before: index)
        }
        return utf16.distance(from: utf16.startIndex, to: index)
    }

    /// The string index `offset` UTF-16 units in, which must be a character boundary.
    func index(atUTF16Offset offset: Int) -> String.Index {
        utf16.index(startIndex, offsetBy: offset)
    }

    /// The run of letters and digits touching `offset` (before or after it), in UTF-16 units, or `nil` when
    /// there is none: what Select picks at a caret, in text fields and text views alike.
    func wordRange(touchingUTF16Offset offset: Int) -> Range<Int>? {
        var position = 0
        var wordStart: Int?
        for character in self {
            let isWordCharacter = character.isLetter || character.isNumber
            if isWordCharacter, wordStart == nil { wordStart = position }
            if !isWordCharacter, let start = wordStart {
                if (start...position).contains(offset) { return start..<position }
                wordStart = nil
            }
            position += character.utf16.count
        }
        if let start = wordStart, (start...position).contains(offset) { return start..<position }
        return nil
    }
}
