/// What a run changed, by kind, and every place it could not convert or left for the porter to decide.
public struct PortReport: Sendable {
    /// The kinds of change, in the order the report lists them.
    public enum ChangeKind: String, CaseIterable, Sendable {
        case selector = "#selector -> Selector(\"name\")"
        case actionDeclarations = "declareActions(in:) generated or extended"
        case objcAttributes = "@objc / Interface Builder attributes kept for iOS under #if canImport(ObjectiveC)"
        case objcProtocol = "@objc protocol with optional members given a Linux form"
        case optionalCall = "optional protocol call given a Linux form"
        case testIsolation = "@MainActor test class made runnable by swift-corelibs-xctest"
        case subclassImport = "import UIKit.UIGestureRecognizerSubclass kept for iOS only"
    }

    /// One change made to a file.
    public struct Change: Sendable, Equatable {
        public let kind: ChangeKind
        public let file: String
        public let line: Int
        public let detail: String
    }

    /// A place the command did not convert (`isDecision == false`) or a guard whose meaning changes with
    /// ResponderKit, left for the porter to choose (`isDecision == true`).
    public struct Problem: Sendable, Equatable {
        public let file: String
        public let line: Int
        public let reason: String
        /// The guide section or catalog item to read.
        public let reference: String
        public let isDecision: Bool
    }

    public internal(set) var changes: [Change] = []
    public internal(set) var problems: [Problem] = []

    /// The changes of one kind.
    public func changes(of kind: ChangeKind) -> [Change] { changes.filter { $0.kind == kind } }

    /// The report as the command prints it.
    public func rendered() -> String {
        var lines = ["uikit-port report: \(changes.count) change(s), "
            + "\(problems.filter { !$0.isDecision }.count) place(s) not converted, "
            + "\(problems.filter(\.isDecision).count) guard(s) to decide"]
        for kind in ChangeKind.allCases {
            let ofKind = changes(of: kind)
            guard !ofKind.isEmpty else { continue }
            lines.append("")
            lines.append("\(kind.rawValue): \(ofKind.count)")
            lines += ofKind.map { "  \($0.file):\($0.line): \($0.detail)" }
        }
        for (title, decision) in [("Not converted", false), ("Guards to decide", true)] {
            let listed = problems.filter { $0.isDecision == decision }
            guard !listed.isEmpty else { continue }
            lines.append("")
            lines.append("\(title): \(listed.count)")
            lines += listed.map { "  \($0.file):\($0.line): \($0.reason) [read: \($0.reference)]" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
