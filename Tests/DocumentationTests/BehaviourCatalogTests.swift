import Foundation
import Testing

/// The behaviour catalog (the DocC article `Catalog.md`) is the one place a reader can look up an item
/// that a test, a doc comment or the demo cites. These tests keep both directions true: nothing cites an item
/// the catalog lacks, and no item of the catalog goes untested.
@Suite("Documentation: every behaviour item cited exists in the catalog, and every catalog item has a test")
struct CatalogTests {
    static let root = DocumentationSnippetTests.root

    @Test("Every item cited in the sources, tests and documents is in the behaviour catalog")
    func everyCitedItemIsCatalogued() throws {
        let catalogued = Set(try CatalogReader.items(in: Self.catalogText()))
        var unknown: [String] = []
        for file in try Self.files(under: ["Sources", "Tests", "Examples", "Clients", "Benchmarks"],
                                   extensions: ["swift", "md"]) + Self.topLevelDocuments() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for item in CatalogReader.citations(in: text) where !catalogued.contains(item) {
                unknown.append("\(item) in \(file.path.replacingOccurrences(of: Self.root.path + "/", with: ""))")
            }
        }
        #expect(catalogued.count >= 100, "the catalog lists \(catalogued.count) items")
        #expect(unknown.isEmpty, "cited but not in Catalog.md: \(unknown)")
    }

    @Test("Every item of the behaviour catalog is exercised by at least one test")
    func everyCataloguedItemHasATest() throws {
        var cited = Set<String>()
        for file in try Self.files(under: ["Tests", "Examples/ComposeApp/Tests", "Clients"], extensions: ["swift"]) {
            cited.formUnion(CatalogReader.citations(in: try String(contentsOf: file, encoding: .utf8)))
        }
        let untested = try CatalogReader.items(in: Self.catalogText()).filter { !cited.contains($0) }
        #expect(untested.isEmpty, "no test names these catalog items: \(untested)")
    }

    @Test("The reader finds items and citations, and passes over key names and SVG paths")
    func readerCanFail() {
        // Items of the new sections are spelled in pieces, so this file cites nothing the catalog lacks.
        let (u3, p2, q35) = ("U" + "3", "P" + "2", "Q" + "35")
        let catalog = "# Catalog\n\n#### A1\nText.\n\n#### C12\nText.\n### A2\nNot an item heading.\n"
            + "#### \(u3)\n#### S1\n#### C100\n#### C05\n"
        #expect(CatalogReader.items(in: catalog) == ["A1", "C12", u3])
        let source = """
            @Test("C11: held touches are never delivered (D5, F9)")
            /// The F12 key.
            let path = #"<path d="M0,0 L8,4 z"/>"#
            let name = "A4x" + "xB3"
            // \(p2) and \(q35) are items; V1, P0, P100 and Ｐ１ are not.
            """
        #expect(CatalogReader.citations(in: source) == ["C11", "D5", "F9", p2, q35])
    }

    private static func catalogText() throws -> String {
        try String(contentsOf: root.appendingPathComponent("Sources/ResponderKit/ResponderKit.docc/Catalog.md"),
                   encoding: .utf8)
    }

    private static func topLevelDocuments() -> [URL] {
        ["README.md", "RELIABILITY.md", "BENCHMARKS.md"].map { root.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The package's own files, leaving out build folders (`.build`, `.build-swift6`...) and checked-out
    /// dependencies, which belong to nobody's catalog.
    private static func files(under folders: [String], extensions: Set<String>) throws -> [URL] {
        var found: [URL] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker {
                if url.lastPathComponent.hasPrefix(".build") || url.lastPathComponent == ".swiftpm" {
                    walker.skipDescendants()
                } else if extensions.contains(url.pathExtension) {
                    found.append(url)
                }
            }
        }
        return found
    }
}

/// Reads item names out of the catalog and citations out of any text.
enum CatalogReader {
    /// The sections of the spec that have items: A to U, of which S has none.
    private static let sections: ClosedRange<Character> = "A"..."U"

    /// Whether a word is an item name: a section's letter, then the item's number from 1 to 99. Matched by
    /// hand rather than with a regular expression, which made reading the repository's files take most of a
    /// minute of `swift test`.
    static func isItemName(_ word: Substring) -> Bool {
        guard let letter = word.first, sections.contains(letter), letter != "S" else { return false }
        let digits = word.dropFirst()
        guard (1...2).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }),
              let number = Int(digits) else { return false }
        return (1...99).contains(number) && digits.first != "0"
    }

    /// The items the catalog lists, one `#### A1` heading each, in order.
    static func items(in catalog: String) -> [String] {
        catalog.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("#### ") else { return nil }
            let name = line.dropFirst(5).trimmingCharacters(in: .whitespaces)
            return isItemName(name[...]) ? name : nil
        }
    }

    /// The items a text cites, in order: whole words of an item's shape. Two other uses of the same shape are
    /// not citations: function keys named as keys ("the F12 key") and the commands of an SVG path
    /// (`d="M0,0 L8,4"`).
    static func citations(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.contains("d=\"") {
            var rest = line[...]
            while let start = rest.firstIndex(where: isWordCharacter) {
                let end = rest[start...].firstIndex { !isWordCharacter($0) } ?? rest.endIndex
                let word = rest[start..<end]
                if isItemName(word), !rest[end...].hasPrefix(" key") {
                    found.append(String(word))
                }
                rest = rest[end...]
            }
        }
        return found
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
