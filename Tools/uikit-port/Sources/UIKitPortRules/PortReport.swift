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
        case classLookup = "NSClassFromString with a UIKit class name given its Linux name"
        case testImport = "import UIKit added to a test file that uses UIKit through XCTest"
    }

    /// One change made to a file.
    public struct Change: Sendable, Equatable {
        /// What the change did.
        public let kind: ChangeKind
        /// The file's path, as given to the command.
        public let file: String
        /// The line of the original file the change starts at.
        public let line: Int
        /// What was there and what it became.
        public let detail: String
    }

    /// A place the command did not convert (`isDecision == false`) or a guard whose meaning changes with
    /// ResponderKit, left for the porter to choose (`isDecision == true`).
    public struct Problem: Sendable, Equatable {
        /// The file's path, as given to the command.
        public let file: String
        /// The line of the original file.
        public let line: Int
        /// Why it was not converted, or what the choice is, and what to write.
        public let reason: String
        /// The guide section or catalog item to read.
        public let reference: String
        /// Whether this is a guard left for the porter to decide rather than a place not converted.
        public let isDecision: Bool
    }

    /// Every change, sorted by file and line.
    public internal(set) var changes: [Change] = []
    /// Every place not converted and every guard to decide, sorted by file and line.
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
