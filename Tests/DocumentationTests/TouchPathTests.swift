import Foundation
import Testing
@testable import ResponderKit
import ResponderKitTesting

/// The article on the path of a touch lists a tap's walk file by file. A debug build writes down the named steps a
/// touch event takes (`TouchPathLog`), so a tap on a button is compared with the article: the files must exist and
/// come in the article's order. The structure the walk relies on, an arena that decides and a ledger that acts,
/// is checked in the sources: neither names the other.
@MainActor
@Suite("Documentation: the tap's walk in ThePathOfATouch.md is the code's, and the arena and the ledger stay apart")
struct TouchPathTests {
    static let core = DocumentationSnippetTests.root.appendingPathComponent("Sources/ResponderKit")
    static let article = core.appendingPathComponent("ResponderKit.docc/ThePathOfATouch.md")
    static let walkHeading = "### The tap's walk, file by file"

    /// The files of the article's walk, in order: each item of the section's numbered list starts with its file,
    /// in backticks, relative to `Sources/ResponderKit`.
    static func walk() throws -> [String] {
        let text = try String(contentsOf: article, encoding: .utf8)
        guard let start = text.range(of: walkHeading) else { return [] }
        var files: [String] = []
        for line in text[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("### ") { break }
            guard let dot = line.firstIndex(of: "."), Int(line[..<dot]) != nil else { continue }
            let item = line[line.index(after: dot)...].drop { $0 == " " }
            guard item.first == "`", let close = item.dropFirst().firstIndex(of: "`") else { continue }
            files.append(String(item[item.index(after: item.startIndex)..<close]))
        }
        return files
    }

    @Test("Every file of the article's walk exists, and the walk crosses at most 20 files")
    func walkFilesExist() throws {
        let files = try Self.walk()
        #expect(files.count >= 10, "the article's walk was found (\(files.count) files)")
        #expect(files.count <= 20)
        let missing = files.filter { !FileManager.default.fileExists(atPath: Self.core.appendingPathComponent($0).path) }
        #expect(missing.isEmpty, "the article names files that do not exist: \(missing)")
    }

    @Test("E3, E5, C2: a tap on a button takes its named steps in the files, and the order, the article lists")
    func tapTakesTheArticlesWalk() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let handler = WalkActionHandler(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(handler)
        let button = UIButton(frame: CGRect(x: 40, y: 40, width: 120, height: 44))
        button.addTarget(nil, action: Selector("walkButtonTapped:"), for: .touchUpInside)
        handler.addSubview(button)
        TouchPathLog.steps = []
        defer { TouchPathLog.steps = nil }
        try host.tap(button)
        // The host aims first (a hit test of its own); the walk starts at the input door.
        let steps = (TouchPathLog.steps ?? []).drop { !$0.hasPrefix("InputDoor/") }
        var files: [String] = []
        for step in steps {
            let file = String(step.prefix { $0 != ":" })
            if !files.contains(file) { files.append(file) }
        }
        #expect(handler.taps == 1)
        #expect(files == (try Self.walk()), "the tap's steps were:\n\(steps.joined(separator: "\n"))")
        _ = window
    }

    /// The gesture arena decides and the delivery ledger acts: no code line of one names the other.
    @Test("The gesture arena's files never name the delivery ledger, nor the ledger's files the arena")
    func arenaAndLedgerStayApart() throws {
        var crossings: [String] = []
        var arenaFiles = 0, ledgerFiles = 0
        for (path, text) in try FastPathBoundaryTests.sources() {
            let file = (path as NSString).lastPathComponent
            let forbidden: [String]
            if file.hasPrefix("GestureArena") {
                arenaFiles += 1
                forbidden = ["deliveryLedger", "DeliveryLedger"]
            } else if file.hasPrefix("DeliveryLedger") {
                ledgerFiles += 1
                forbidden = ["gestureArena", "GestureArena"]
            } else {
                continue
            }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.drop { $0 == " " }
                guard !code.hasPrefix("//") else { continue }
                for name in forbidden where code.contains(name) { crossings.append("\(path):\(number + 1): \(code)") }
            }
        }
        #expect(arenaFiles >= 5 && ledgerFiles >= 5, "the scan found the files (\(arenaFiles), \(ledgerFiles))")
        #expect(crossings.isEmpty, "the arena and the ledger call each other here: \(crossings)")
    }
}

/// A view that implements the button's nil-targeted action, above the button in the chain.
final class WalkActionHandler: UIView {
    private(set) var taps = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(Selector("walkButtonTapped:"), WalkActionHandler.walkButtonTapped)
    }

    func walkButtonTapped(_ sender: Any?) {
        taps += 1
    }
}
