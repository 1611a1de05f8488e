import Testing
import UIKitPortRules

@Suite("--dry-run: a unified diff, with three lines of context")
struct UnifiedDiffTests {
    @Test("A changed line in the middle of a file: one hunk, old and new line numbers")
    func oneHunk() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = (1...10).map { $0 == 5 ? "line five" : "line \($0)" }.joined(separator: "\n")
        #expect(UnifiedDiff.diff(old, new, path: "F.swift") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test("Changes far apart make two hunks; an insertion counts in the new side only")
    func twoHunks() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n")
        var lines = (1...20).map { "l\($0)" }
        lines.insert("new", at: 1)
        lines[19] = "changed"
        let diff = UnifiedDiff.diff(old, lines.joined(separator: "\n"), path: "F.swift")
        #expect(diff.contains("@@ -1,4 +1,5 @@\n l1\n+new\n l2\n l3\n l4\n"))
        #expect(diff.contains("@@ -16,5 +17,5 @@\n"))
        #expect(diff.split(separator: "@@ ").count == 3)
    }
}
