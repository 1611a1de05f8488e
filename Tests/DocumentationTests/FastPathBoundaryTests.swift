import Foundation
import Testing

/// The core module's unchecked and unsafe code stays where the article `FastPathsAndTheirRules.md` says it is,
/// each place with the rule that keeps it sound: a file that starts using such a tool must be added there, and a
/// file listed there that stopped using one must be taken off.
@Suite("Documentation: every unchecked or unsafe fast path is listed, with its rule, in FastPathsAndTheirRules")
struct FastPathBoundaryTests {
    static let core = DocumentationSnippetTests.root.appendingPathComponent("Sources/ResponderKit")

    @Test("The files using unchecked or unsafe tools are exactly those the article lists")
    func articleListsEveryFastPath() throws {
        let article = try String(
            contentsOf: Self.core.appendingPathComponent("ResponderKit.docc/FastPathsAndTheirRules.md"),
            encoding: .utf8)
        let listed = FastPathScanner.listedFiles(in: article)
        var using = Set<String>()
        let walker = try #require(FileManager.default.enumerator(at: Self.core, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = url.path.replacingOccurrences(of: Self.core.path + "/", with: "")
            if FastPathScanner.usesUnsafeTools(try String(contentsOf: url, encoding: .utf8)) { using.insert(path) }
        }
        #expect(using.count >= 20, "the scan found the sources (\(using.count) files use the tools)")
        let unlisted = using.subtracting(listed).sorted(), stale = listed.subtracting(using).sorted()
        #expect(unlisted.isEmpty, "list these files, with the rule each relies on, in the article: \(unlisted)")
        #expect(stale.isEmpty, "the article lists files that no longer use the tools: \(stale)")
    }

    @Test("The scanner sees the tools in code, not in comments, and reads file names out of the article")
    func scannerCanFail() {
        #expect(FastPathScanner.usesUnsafeTools("    @exclusivity(unchecked) var count = 0"))
        #expect(FastPathScanner.usesUnsafeTools("let view = Unmanaged.passUnretained(start)"))
        #expect(FastPathScanner.usesUnsafeTools("base = UnsafeMutablePointer.allocate(capacity: 8)"))
        #expect(!FastPathScanner.usesUnsafeTools("/// Held as `unowned(unsafe)` would be, but checked.\nlet x = 1"))
        #expect(!FastPathScanner.usesUnsafeTools("func getRed(_ red: UnsafeMutablePointer<CGFloat>?) -> Bool"))
        let article = "- `Views/UIView.swift` and `Actions/ResponderCast.swift`: why; `ResponderKit` is no file."
        #expect(FastPathScanner.listedFiles(in: article) == ["Views/UIView.swift", "Actions/ResponderCast.swift"])
    }
}

/// Finds the unchecked and unsafe tools in Swift source, and the source files an article names.
enum FastPathScanner {
    static let tools = ["@exclusivity(unchecked)", "unowned(unsafe)", "nonisolated(unsafe)", "Unmanaged",
                        "unsafeBitCast", "unsafeDowncast", "UnsafeRawPointer", ".allocate(capacity"]

    /// Whether a line of code (not a comment) uses one of ``tools``.
    static func usesUnsafeTools(_ source: String) -> Bool {
        source.split(separator: "\n").contains { line in
            let code = line.trimmingCharacters(in: .whitespaces)
            return !code.hasPrefix("//") && tools.contains { code.contains($0) }
        }
    }

    /// The `Folder/File.swift` paths the article names in code spans.
    static func listedFiles(in article: String) -> Set<String> {
        var found = Set<String>()
        for span in article.split(separator: "`").enumerated() where span.offset % 2 == 1 {
            let text = String(span.element)
            if text.hasSuffix(".swift"), text.contains("/"), !text.contains(" ") { found.insert(text) }
        }
        return found
    }
}
