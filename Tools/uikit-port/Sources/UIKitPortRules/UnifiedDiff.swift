/// A unified diff of two texts, line by line, with three lines of context, as `diff -u` prints it.
public enum UnifiedDiff {
    public static func diff(_ old: String, _ new: String, path: String) -> String {
        guard old != new else { return "" }
        let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let script = editScript(a, b)
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var index = 0
        while index < script.count {
            guard script[index].kind != " " else { index += 1; continue }
            let hunkStart = max(0, index - 3)
            var hunkEnd = index
            var lastChange = index
            while hunkEnd < script.count, hunkEnd - lastChange <= 6 {
                if script[hunkEnd].kind != " " { lastChange = hunkEnd }
                hunkEnd += 1
            }
            hunkEnd = min(script.count, lastChange + 4)
            let hunk = script[hunkStart..<hunkEnd]
            let oldStart = hunk.first.map { $0.oldLine } ?? 0
            let newStart = hunk.first.map { $0.newLine } ?? 0
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            output += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
            output += hunk.map { "\($0.kind)\($0.text)\n" }.joined()
            index = hunkEnd
        }
        return output
    }

    private struct Line {
        let kind: Character
        let text: String
        let oldLine: Int
        let newLine: Int
    }

    /// The shortest edit script, from the longest common subsequence of lines.
    private static func editScript(_ a: [String], _ b: [String]) -> [Line] {
        var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var script: [Line] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                script.append(Line(kind: " ", text: a[i], oldLine: i, newLine: j))
                i += 1; j += 1
            } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                script.append(Line(kind: "-", text: a[i], oldLine: i, newLine: j))
                i += 1
            } else {
                script.append(Line(kind: "+", text: b[j], oldLine: i, newLine: j))
                j += 1
            }
        }
        return script
    }
}
