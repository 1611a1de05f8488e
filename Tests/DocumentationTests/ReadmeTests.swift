import Foundation
import Testing

/// The README stays a short read that keeps its promises: its first code block holds the two commands a new user
/// types, every file it links to exists, and it links to every DocC article, where everything else lives.
@Suite("Documentation: the README's first block holds the two commands, and its links lead somewhere")
struct ReadmeTests {
    static let root = DocumentationSnippetTests.root

    @Test("The README's first code block is the two commands: swift run responder-demo, swift test")
    func firstBlockHoldsTheTwoCommands() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(ReadmeReader.commands(inFirstBlockOf: readme) == ["swift run responder-demo", "swift test"])
    }

    @Test("Every relative link of the README names a file or folder of the repository")
    func everyLinkExists() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let links = ReadmeReader.relativeLinks(in: readme)
        let missing = links.filter {
            !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path)
        }
        #expect(links.count >= 10, "found \(links.count) relative links")
        #expect(missing.isEmpty, "the README links to files that do not exist: \(missing)")
    }

    @Test("The README links to every article of the DocC catalog")
    func everyArticleIsLinked() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let linked = Set(ReadmeReader.relativeLinks(in: readme))
        let articles = DocumentationSnippetTests.documents.dropFirst()
            .map { $0.path.replacingOccurrences(of: Self.root.path + "/", with: "") }
        #expect(articles.count >= 15, "found \(articles.count) articles")
        let unlinked = articles.filter { !linked.contains($0) }
        #expect(unlinked.isEmpty, "articles the README does not link to: \(unlinked)")
    }

    @Test("The reader finds the first block's commands and the relative links, and passes over anchors and URLs")
    func readerCanFail() {
        let readme = """
            # Title
            See [a](docs/a.md), [b](#section) and [c](https://example.com/c).
            ```sh
            swift build   # a comment
            swift test
            ```
            ```sh
            swift run other
            ```
            """
        #expect(ReadmeReader.commands(inFirstBlockOf: readme) == ["swift build", "swift test"])
        #expect(ReadmeReader.relativeLinks(in: readme) == ["docs/a.md"])
        #expect(ReadmeReader.commands(inFirstBlockOf: "No code.").isEmpty)
    }
}

/// Reads what the README's tests check out of Markdown.
enum ReadmeReader {
    /// The commands of the first fenced block, whatever its language, each without its trailing comment.
    static func commands(inFirstBlockOf markdown: String) -> [String] {
        var commands: [String] = []
        var inBlock = false
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if inBlock { return commands }
                inBlock = true
            } else if inBlock, !trimmed.isEmpty {
                let command = trimmed.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                commands.append(command.trimmingCharacters(in: .whitespaces))
            }
        }
        return []
    }

    /// The targets of Markdown links and images that name a path in the repository: not anchors, not URLs.
    static func relativeLinks(in markdown: String) -> [String] {
        markdown.matches(of: #/\]\(([^)\s]+)\)/#).map { String($0.output.1) }
            .filter { !$0.hasPrefix("#") && !$0.contains("://") }
    }
}
