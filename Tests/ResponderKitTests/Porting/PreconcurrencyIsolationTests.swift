import Foundation
import Testing

/// UIKit's main-actor annotations come from Objective-C and are imported as `@preconcurrency`, so Swift 5-mode
/// code (XCTest methods, `setUp`, stored-property defaults, free functions) may call UIKit from nonisolated
/// synchronous code. ResponderKit gives the same permission by writing `@preconcurrency @MainActor` on every
/// public main-actor type, protocol and function; these tests keep that true as the API grows. The Swift 5 client
/// package in `Clients/` (built by `.ci/run`) checks the effect from the outside.
@Suite("Porting: every public main-actor declaration is @preconcurrency, as UIKit's are")
struct PreconcurrencyIsolationTests {
    /// The modules whose public API a ported iOS file or test calls.
    static let publicModules = ["ResponderKit", "ResponderKitTesting", "ResponderKitTerminal", "ResponderKitSDL"]

    @Test("No public or open declaration in the libraries is @MainActor without @preconcurrency")
    func everyPublicMainActorDeclarationIsPreconcurrency() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var checkedFiles = 0
        var offenders: [String] = []
        for module in Self.publicModules {
            let folder = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                checkedFiles += 1
                offenders += IsolationScanner.publicMainActorLinesLackingPreconcurrency(in: text)
                    .map { "\(module)/\(file.lastPathComponent):\($0)" }
            }
        }
        #expect(checkedFiles > 100, "the scan found the sources (\(checkedFiles) files)")
        #expect(offenders.isEmpty, "write `@preconcurrency @MainActor` on these public declarations: \(offenders)")
    }

    @Test("The scanner finds a public main-actor class, protocol or function written without @preconcurrency")
    func scannerFindsOffenders() {
        let source = """
            @MainActor
            public protocol Forgotten {}
            @preconcurrency @MainActor
            open class Kept {}
            @MainActor public func forgottenFunction() {}
            @MainActor
            final class InternalIsFine {}
            @MainActor
            /// A doc comment between the attribute and the declaration.
            public final class AlsoForgotten {}
            """
        #expect(IsolationScanner.publicMainActorLinesLackingPreconcurrency(in: source) == [1, 5, 8])
    }
}

/// Finds `@MainActor` attributes on public or open declarations that lack `@preconcurrency`.
enum IsolationScanner {
    /// The 1-based line numbers of offending `@MainActor` attributes.
    static func publicMainActorLinesLackingPreconcurrency(in source: String) -> [Int] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        var offenders: [Int] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("@MainActor") || line.hasPrefix("@preconcurrency") {
            guard line.contains("@MainActor"), !line.contains("@preconcurrency") else { continue }
            let declaration = line.dropFirst("@MainActor".count).trimmingCharacters(in: .whitespaces).isEmpty
                ? firstDeclaration(after: index, in: lines) : line
            if isPublic(declaration) { offenders.append(index + 1) }
        }
        return offenders
    }

    private static func firstDeclaration(after index: Int, in lines: [String]) -> String {
        lines[(index + 1)...].first { !$0.isEmpty && !$0.hasPrefix("//") && !$0.hasPrefix("@") } ?? ""
    }

    private static func isPublic(_ declaration: String) -> Bool {
        let words = declaration.split(separator: " ")
        return words.contains("public") || words.contains("open")
    }
}
