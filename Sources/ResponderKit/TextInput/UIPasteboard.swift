import Foundation

/// A pasteboard held in memory: what cut and copy put there, paste reads.
///
/// There is no system pasteboard to reach from the core, so ``general`` lives as long as the process; a host
/// that wants the system clipboard copies between the two.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// The pasteboard shared by the whole app: inside a test host's scope, the test application's own, so
    /// parallel tests do not copy into each other; else the process's.
    public class var general: UIPasteboard {
        UIApplication.currentTestApplication?.generalPasteboard ?? processGeneral
    }

    /// The process's general pasteboard, the one outside any test host.
    static let processGeneral = UIPasteboard(name: "general")

    /// The pasteboard's name.
    public let name: String
    /// Counts every change of contents, so a reader can tell whether anything was copied since it looked.
    public private(set) var changeCount = 0
    private var storedStrings: [String] = []

    /// Creates a separate pasteboard, for tests that must not touch ``general``.
    public init(name: String) {
        self.name = name
    }

    /// The first string on the pasteboard; setting it replaces the contents.
    public var string: String? {
        get { storedStrings.first }
        set { strings = newValue.map { [$0] } }
    }

    /// All strings on the pasteboard; setting it replaces the contents.
    public var strings: [String]? {
        get { storedStrings.isEmpty ? nil : storedStrings }
        set {
            storedStrings = newValue ?? []
            changeCount += 1
        }
    }

    /// Whether the pasteboard holds at least one string.
    public var hasStrings: Bool { !storedStrings.isEmpty }
}
