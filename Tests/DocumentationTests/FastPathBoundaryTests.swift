import Foundation
import Testing

/// The core module's unchecked and unsafe code lives in one folder, `Sources/ResponderKit/FastPaths`, behind the
/// small internal API that the article `FastPathsAndTheirRules.md` describes; every other file is plain Swift over
/// that API. A file outside the folder that starts using such a tool fails here, and so does an article that no
/// longer names a file of the folder.
@Suite("Documentation: every unchecked or unsafe construct lives in FastPaths, and the article describes it")
struct FastPathBoundaryTests {
    static let core = DocumentationSnippetTests.root.appendingPathComponent("Sources/ResponderKit")
    static let folder = "FastPaths/"

    /// Each Swift file of the core module, by its path inside `Sources/ResponderKit`, with its text.
    static func sources() throws -> [(path: String, text: String)] {
        var found: [(String, String)] = []
        let walker = try #require(FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil))
        for case let url as URL in walker where url.pathExtension == "swift" {
            let path = url.path.replacingOccurrences(of: core.path + "/", with: "")
            found.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    @Test("No file outside FastPaths uses an unchecked or unsafe construct")
    func unsafeConstructsStayInTheFolder() throws {
        let sources = try Self.sources()
        #expect(sources.count >= 100, "the scan found the sources (\(sources.count) files)")
        var outside: [String] = []
        var inside = 0
        for (path, text) in sources {
            let uses = FastPathScanner.constructs(in: text)
            if path.hasPrefix(Self.folder) {
                inside += uses.count
            } else {
                outside += uses.map { "\(path): \($0)" }
            }
        }
        #expect(inside >= 20, "the scan sees the folder's own constructs (\(inside))")
        #expect(outside.isEmpty, "move these behind the FastPaths API (FastPathsAndTheirRules.md): \(outside)")
    }

    @Test("The instance state read without exclusivity checks has one unchecked attribute, in the folder")
    func uncheckedAttributesAreFew() throws {
        let attributes = try Self.sources().reduce(0) { count, source in
            count + FastPathScanner.constructs(in: source.text).filter { $0 == "@exclusivity(unchecked)" }.count
        }
        #expect(attributes >= 1 && attributes <= 10, "\(attributes) unchecked attributes in the core module")
    }

    @Test("The article names every file of the folder, and only files that exist")
    func articleDescribesTheFolder() throws {
        let article = try String(
            contentsOf: Self.core.appendingPathComponent("ResponderKit.docc/FastPathsAndTheirRules.md"),
            encoding: .utf8)
        let named = FastPathScanner.listedFiles(in: article)
        let inFolder = Set(try Self.sources().map(\.path).filter { $0.hasPrefix(Self.folder) })
        #expect(inFolder.count >= 5, "the folder holds the fast paths (\(inFolder.count) files)")
        let undescribed = inFolder.subtracting(named).sorted()
        let stale = named.filter { $0.hasPrefix(Self.folder) }.subtracting(inFolder).sorted()
        #expect(undescribed.isEmpty, "describe these files of the folder in the article: \(undescribed)")
        #expect(stale.isEmpty, "the article names files the folder no longer has: \(stale)")
    }

    @Test("The scanner sees the constructs in code, not in comments, and UIKit's `perform` result type is no use")
    func scannerCanFail() {
        #expect(FastPathScanner.constructs(in: "    @exclusivity(unchecked) var count = 0") == ["@exclusivity(unchecked)"])
        #expect(FastPathScanner.constructs(in: "let view = Unmanaged.passUnretained(start)") == ["Unmanaged"])
        #expect(FastPathScanner.constructs(in: "base = UnsafeMutablePointer.allocate(capacity: 8)")
            == [".allocate(capacity"])
        #expect(FastPathScanner.constructs(in: "x._withUnsafeGuaranteedRef { $0 }") == ["_withUnsafeGuaranteedRef"])
        #expect(FastPathScanner.constructs(in: "[unowned(unsafe) self] in") == ["unowned(unsafe)"])
        #expect(FastPathScanner.constructs(in: "/// Held as `unowned(unsafe)` would be, but checked.\nlet x = 1").isEmpty)
        #expect(FastPathScanner.constructs(in: "func getRed(_ red: UnsafeMutablePointer<CGFloat>?) -> Bool").isEmpty)
        #expect(FastPathScanner.constructs(in: "public func perform(_ aSelector: Selector) -> Unmanaged<AnyObject>! {")
            .isEmpty)
        #expect(FastPathScanner.constructs(in: "func f() -> Unmanaged<AnyObject>! { Unmanaged.passRetained(x) }")
            == ["Unmanaged"])
        let article = "- `FastPaths/Unretained.swift` and `Views/UIView.swift`: why; `ResponderKit` is no file."
        #expect(FastPathScanner.listedFiles(in: article) == ["FastPaths/Unretained.swift", "Views/UIView.swift"])
    }
}

/// Finds the unchecked and unsafe constructs in Swift source, and the source files an article names.
enum FastPathScanner {
    static let names = [
        "@exclusivity(unchecked)", "unowned(unsafe)", "nonisolated(unsafe)", "Unmanaged", "_withUnsafeGuaranteedRef",
        "unsafeBitCast", "unsafeDowncast", "UnsafeRawPointer", ".allocate(capacity",
    ]
    /// UIKit's `perform(_:)` family returns `Unmanaged<AnyObject>!`, which code written for UIKit may read; as a
    /// result type that is always `nil` it holds no reference, so the signature is not a use.
    static let performResultType = "-> Unmanaged<AnyObject>!"

    /// The constructs each line of code (not comment) uses, one entry per construct per line.
    static func constructs(in source: String) -> [String] {
        source.split(separator: "\n").flatMap { line -> [String] in
            let code = line.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: performResultType, with: "")
            guard !code.hasPrefix("//") else { return [] }
            return names.filter { code.contains($0) }
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
