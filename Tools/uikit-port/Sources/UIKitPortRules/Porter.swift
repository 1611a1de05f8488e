import SwiftParser
import SwiftSyntax

/// Rewrites UIKit sources so the same text builds for iOS, with UIKit and the Objective-C runtime, and for
/// Linux, with ResponderKit.
public enum Porter {
    /// One source file: its path as the report names it, and its text.
    public struct File: Sendable, Equatable {
        public let path: String
        public let text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// Ports `files` together, as one module: a selector in one file may name a method of another.
    /// Returns the files in the same order, rewritten, and the report.
    public static func port(_ files: [File]) -> (files: [File], report: PortReport) {
        let trees = files.map { (path: $0.path, tree: Parser.parse(source: $0.text)) }
        let index = SourceIndex(files: trees)
        var uses: [SelectorUse] = []
        for (path, tree) in trees {
            let collector = SelectorUseCollector(file: path, tree: tree)
            collector.walk(tree)
            uses += collector.uses
        }
        let plan = ActionPlan(index: index, uses: uses)
        var report = PortReport()
        report.problems = plan.problems
        var output: [File] = []
        for (path, tree) in trees {
            guard !tree.hasError else {
                // A file the parser cannot read whole would be rewritten from a guess; it is left as it is.
                output.append(File(path: path, text: tree.description))
                report.problems.append(PortReport.Problem(
                    file: path, line: 1, reason: "the file has syntax errors, so it was left unchanged; fix them "
                        + "(it must build for iOS) and run the command again",
                    reference: "PortingCommand.md", isDecision: false))
                continue
            }
            let rewriter = FileRewriter(file: path, tree: tree, index: index, plan: plan)
            rewriter.walk(tree)
            output.append(File(path: path, text: rewriter.output()))
            report.changes += rewriter.changes
            report.problems += rewriter.problems
        }
        report.changes.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        report.problems.sort { ($0.file, $0.line) < ($1.file, $1.line) }
        return (output, report)
    }

    /// Ports one file on its own.
    public static func port(_ text: String, path: String = "File.swift") -> (text: String, report: PortReport) {
        let result = port([File(path: path, text: text)])
        return (result.files[0].text, result.report)
    }
}
