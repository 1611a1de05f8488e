import Foundation
import Testing
import UIKitPortRules

/// The DocC article PortingCommand.md shows an iOS file, what the command makes of it and the report; the article
/// cannot drift from what the command does.
@Suite("The article's example is what the command writes and reports (PortingCommand.md)")
struct ArticleExampleTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ResponderKit/ResponderKit.docc/PortingCommand.md")

    /// The fenced blocks of `language`, in order.
    static func blocks(_ language: String, in text: String) -> [String] {
        text.split(separator: "```" + language + "\n", omittingEmptySubsequences: false).dropFirst().map { piece in
            String(piece.split(separator: "```", maxSplits: 1, omittingEmptySubsequences: false)[0])
        }
    }

    @Test("Porting the iOS block gives `import UIKit` and the ported block; the report block is the report")
    func exampleMatches() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let swift = Self.blocks("swift", in: text)
        try #require(swift.count == 2)
        let (ported, report) = Porter.port(swift[0], path: "MiniPlayerView.swift")
        #expect(ported == "import UIKit\n\n" + swift[1])
        let shownReport = try #require(Self.blocks("text", in: text).first)
        #expect(report.rendered() == shownReport)
    }
}
