import Foundation

/// What is wrong with a recording, and on which line (counting from 1, the header being line 1).
public struct RecordingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first line that is wrong.
    public let line: Int
    /// What is wrong with it.
    public let problem: String

    /// Creates an error for `line`.
    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    public var description: String { "line \(line): \(problem)" }
}
