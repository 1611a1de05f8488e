import Foundation

/// The lines of a recording, read from a file a chunk at a time or from a string, each handed over as UTF-8
/// bytes with its number; a file's whole text is never held.
///
/// Reading a file holds one chunk plus the line being read, and a line may be at most
/// ``InputRecording/maximumLineLength`` bytes: a longer one is refused before more of it is read.
struct RecordingLines {
    private enum Source {
        case file(FileHandle)
        case text(String)
    }

    private static let chunkSize = 64 * 1024
    private let source: Source
    /// Reading a file: the bytes read and not yet handed over start at `start`; `scanned` is how far from
    /// there a newline has already been looked for.
    private var buffer = Data()
    private var start = 0
    private var scanned = 0
    private var isAtEnd = false
    /// Reading a string: where the next line starts.
    private var textPosition: String.UTF8View.Index?
    /// The number of the line last returned, counting from 1.
    private(set) var lineNumber = 0

    /// Reads the lines of the file at `url`.
    init(contentsOf url: URL) throws(RecordingError) {
        do {
            source = .file(try FileHandle(forReadingFrom: url))
        } catch {
            throw RecordingError(line: 1, problem: "cannot open \(url.path): \(error.localizedDescription)")
        }
    }

    /// Reads the lines of `text`.
    init(text: String) {
        source = .text(text)
        textPosition = text.utf8.startIndex
    }

    /// Closes the file, if any.
    func close() {
        if case .file(let handle) = source { try? handle.close() }
    }

    /// The next line without its newline, or `nil` after the last; a final newline ends the last line and
    /// starts no empty one.
    mutating func next() throws(RecordingError) -> Data? {
        switch source {
        case .text(let text): return try nextLine(in: text.utf8)
        case .file(let handle): return try nextLine(from: handle)
        }
    }

    private mutating func nextLine(in utf8: String.UTF8View) throws(RecordingError) -> Data? {
        guard let position = textPosition, position < utf8.endIndex else { return nil }
        lineNumber += 1
        let end = utf8[position...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
        guard utf8.distance(from: position, to: end) <= InputRecording.maximumLineLength else { throw tooLong() }
        textPosition = end == utf8.endIndex ? end : utf8.index(after: end)
        return Data(utf8[position..<end])
    }

    private mutating func nextLine(from handle: FileHandle) throws(RecordingError) -> Data? {
        while true {
            if let newline = buffer[(start + scanned)...].firstIndex(of: UInt8(ascii: "\n")) {
                lineNumber += 1
                guard newline - start <= InputRecording.maximumLineLength else { throw tooLong() }
                let line = Data(buffer[start..<newline])
                start = newline + 1
                scanned = 0
                return line
            }
            scanned = buffer.count - start
            guard scanned <= InputRecording.maximumLineLength else {
                lineNumber += 1
                throw tooLong()
            }
            if isAtEnd {
                guard start < buffer.count else { return nil }
                lineNumber += 1
                let line = Data(buffer[start...])
                start = buffer.count
                scanned = 0
                return line
            }
            // Drop what was handed over before reading on, so the buffer holds one line and one chunk at most.
            buffer.removeSubrange(..<start)
            start = 0
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: Self.chunkSize)
            } catch {
                throw RecordingError(line: lineNumber + 1, problem: "cannot read: \(error.localizedDescription)")
            }
            if let chunk, !chunk.isEmpty { buffer.append(chunk) } else { isAtEnd = true }
        }
    }

    private func tooLong() -> RecordingError {
        RecordingError(line: lineNumber, problem: "the line is longer than \(InputRecording.maximumLineLength) bytes")
    }
}
