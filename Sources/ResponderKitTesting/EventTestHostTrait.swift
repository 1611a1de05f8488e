#if canImport(Testing)
import Foundation
import ResponderKit
import Testing

/// A Swift Testing trait that gives each test (each case of a parameterized test) a fresh ``EventTestHost``
/// and runs it inside that host's ``EventTestHost/run(_:)``: the test reads it as ``EventTestHost/current``,
/// and its code reaches the host's application as `UIApplication.shared`, isolated from tests running in
/// parallel.
///
/// ```swift
/// @MainActor @Test(.eventTestHost) func keyboardHelperHearsTheKeyboard() throws {
///     let host = try #require(EventTestHost.current)
///     ...
/// }
/// ```
public struct EventTestHostTrait: TestTrait, SuiteTrait, TestScoping {
    /// The size of the host's screen.
    public var screenSize: CGSize

    /// On a suite, gives each of its tests its own host.
    public var isRecursive: Bool { true }

    /// Wraps each test case in a fresh host's scope; a suite gets its scope through its tests.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> EventTestHostTrait? {
        testCase == nil ? nil : self
    }

    /// Makes the host on the main actor and runs the test in its scope.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let size = screenSize
        let host = await MainActor.run { EventTestHost(screenSize: size) }
        try await host.run(function)
    }
}

extension Trait where Self == EventTestHostTrait {
    /// Each test gets a fresh ``EventTestHost`` with the default screen, current while it runs.
    public static var eventTestHost: EventTestHostTrait { EventTestHostTrait(screenSize: CGSize(width: 390, height: 844)) }

    /// Each test gets a fresh ``EventTestHost`` with a screen of `screenSize`, current while it runs.
    public static func eventTestHost(screenSize: CGSize) -> EventTestHostTrait {
        EventTestHostTrait(screenSize: screenSize)
    }
}
#endif
