import Foundation
import Testing
import UIKitPortRules

/// The fixtures are real code in its iOS form: nine files of the porting corpus (Sources/PortingCorpus, before
/// their hand port) and a stepper component with its XCTest file. `Fixtures/Ported` holds what the command makes
/// of them; Scripts/check-porting-fixtures.sh builds that against ResponderKit and runs their behaviour tests.
@Suite("The porting corpus fixtures and the stepper component, ported whole (PortingCorpus.md)")
struct FixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func files(in folder: String) throws -> [Porter.File] {
        let root = fixtures.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var files: [Porter.File] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let path = String(url.path.dropFirst(root.path.count + 1))
            files.append(Porter.File(path: path, text: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test("Each folder ports to the reviewed result, and porting the result changes nothing",
          arguments: ["PortingCorpus", "StepperComponent"])
    func portsToTheReviewedResult(folder: String) throws {
        let original = try Self.files(in: folder)
        #expect(original.count >= 2)
        let (ported, report) = Porter.port(original)
        let expected = try Self.files(in: "Ported/" + folder)
        #expect(ported.map(\.path) == expected.map(\.path))
        for (file, reviewed) in zip(ported, expected) {
            #expect(file.text == reviewed.text, "\(file.path) differs from Fixtures/Ported/\(folder)")
        }
        #expect(report.problems.filter { !$0.isDecision }.isEmpty, "\(report.problems)")
        #expect(ported.allSatisfy { !$0.text.contains("#selector") })
        let again = Porter.port(ported)
        #expect(again.files == ported)
        #expect(again.report.changes.isEmpty)
    }

    @Test("The dry run's diff shows every changed line of a fixture")
    func diffOfAFixture() throws {
        let original = try Self.files(in: "PortingCorpus").first { $0.path == "NotesListViewController.swift" }
        let file = try #require(original)
        let ported = Porter.port(file.text, path: file.path).text
        let diff = UnifiedDiff.diff(file.text, ported, path: file.path)
        #expect(diff.hasPrefix("--- a/NotesListViewController.swift\n+++ b/NotesListViewController.swift\n@@ -"))
        #expect(diff.contains("\n-    @objc func newNote() {\n"))
        #expect(diff.contains("\n+    func newNote() {\n"))
        #expect(diff.contains("\n+        table.add(Selector(\"newNote\"), NotesListViewController.newNote)\n"))
        #expect(UnifiedDiff.diff(ported, ported, path: file.path).isEmpty)
    }
}
