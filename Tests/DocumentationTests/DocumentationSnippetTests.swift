import Foundation
import Testing

/// Every Swift code block of README.md and the DocC articles is compiled: it stands, line for line, in one of
/// this target's files, which build with the tests and run where they show behaviour. A block that is edited
/// in a document and not here fails this test, so shown code can never go stale.
@Suite("Documentation: the code the README and the DocC articles show is compiled by the tests")
struct DocumentationSnippetTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [URL] {
        let catalog = root.appendingPathComponent("Sources/ResponderKit/ResponderKit.docc")
        let articles = (try? FileManager.default.contentsOfDirectory(at: catalog, includingPropertiesForKeys: nil))?
            .filter { $0.pathExtension == "md" } ?? []
        return [root.appendingPathComponent("README.md")] + articles.sorted { $0.path < $1.path }
    }

    @Test("Every Swift block of README.md and the DocC articles is in a compiled file of DocumentationTests")
    func everyBlockIsCompiled() throws {
        let compiled = try compiledLines()
        var checked = 0
        var missing: [String] = []
        for document in Self.documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for block in SnippetExtractor.swiftBlocks(in: text) where !SnippetExtractor.isExempt(block) {
                checked += 1
                if !SnippetExtractor.contains(compiled, block) {
                    missing.append("\(document.lastPathComponent): \(block.first ?? "")")
                }
            }
        }
        #expect(checked >= 10, "found \(checked) blocks to check")
        #expect(missing.isEmpty, "copy these blocks into Tests/DocumentationTests so they compile: \(missing)")
    }

    @Test("The checker finds a block that is not in the compiled files, and ignores UIKit originals and manifest code")
    func checkerCanFail() {
        let document = """
            Text.
            ```swift
            let a = 1
            let b = a + 1
            ```
            ```swift
            import UIKit
            @objc func tapped() {}
            ```
            ```swift
            .package(path: "../x"),
            ```
            ```swift
            import UIKit
            let c = 3
            ```
            ```swift
            import UIKit
            #if canImport(ObjectiveC)
            @objc
            #endif
            func tapped() {}
            ```
            """
        let blocks = SnippetExtractor.swiftBlocks(in: document)
        #expect(blocks.count == 5)
        #expect(blocks.filter { !SnippetExtractor.isExempt($0) }.count == 3)
        #expect(!SnippetExtractor.isExempt(blocks[3]) && !SnippetExtractor.isExempt(blocks[4]))
        #expect(SnippetExtractor.contains([["x", "    let a = 1", "let b = a + 1"]], blocks[0]))
        #expect(!SnippetExtractor.contains([["let a = 1", "let c = 2"]], blocks[0]))
    }

    private func compiledLines() throws -> [[String]] {
        let folder = Self.root.appendingPathComponent("Tests/DocumentationTests")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" && $0.lastPathComponent != "DocumentationSnippetTests.swift" }
        return try files.map { try String(contentsOf: $0, encoding: .utf8).components(separatedBy: "\n") }
    }
}

/// Finds fenced Swift blocks in Markdown and looks for them in source files, comparing lines without their
/// indentation so a block may sit inside a function or a type.
enum SnippetExtractor {
    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if let block = current, trimmed == "```" {
                blocks.append(block)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Blocks that cannot compile here by nature: the UIKit side of a before-and-after (it imports UIKit and
    /// uses the Objective-C runtime unguarded, which the one-source-for-both form guards), and Package.swift
    /// fragments, which the client packages in `Clients/` build in their own manifests. A block that only
    /// imports UIKit compiles here, through the package's UIKit module, so it is checked.
    static func isExempt(_ block: [String]) -> Bool {
        let text = block.joined(separator: "\n")
        let runtimeOnly = ["#selector(", "@objc", "@IBAction", "@IBOutlet", "@testable import",
                           "import UIKit.UIGestureRecognizerSubclass"]
        let isUIKitOriginal = text.contains("import UIKit") && runtimeOnly.contains { text.contains($0) }
            && !text.contains("canImport(ObjectiveC)") && !text.contains("canImport(UIKit.")
        let isManifestFragment = text.contains(".package(") || text.contains(".testTarget(")
        return isUIKitOriginal || isManifestFragment
    }

    static func contains(_ files: [[String]], _ block: [String]) -> Bool {
        let wanted = normalized(block)
        guard !wanted.isEmpty else { return true }
        return files.contains { file in
            let lines = normalized(file)
            guard lines.count >= wanted.count else { return false }
            return (0...(lines.count - wanted.count)).contains { Array(lines[$0..<$0 + wanted.count]) == wanted }
        }
    }

    /// Lines without indentation or trailing spaces, blank lines dropped.
    private static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
