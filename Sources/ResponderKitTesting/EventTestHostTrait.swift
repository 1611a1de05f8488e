#if canImport(Testing)
import Foundation
import ResponderKit
import Testing

/// A Swift Testing trait that gives each test (each case of a parameterized test) a fresh ``EventTestHost``
/// and runs it inside that host's ``EventTestHost/run(_:)``: the test reads it as ``EventTestHost/current``,
/// and its code reaches the host's application as `UIApplication.shared`, isolated from tests running in
/// parallel.
///
/// Tests with this trait also run one at a time, whatever the rest of the run does: `NotificationCenter.default`
/// is one per process, so a keyboard helper of one test would otherwise hear another test's keyboard between
/// two of its steps. Tests without the trait still run in parallel with them; their `.shared` stays their own.
///
/// ```swift
/// @MainActor @Test(.eventTestHost) func keyboardHelperHearsTheKeyboard() throws {
///     let host = try #require(EventTestHost.current)
///     ...
/// }
/// ```
///
/// With `checkingForLeaks: true` the test also fails for every view controller, view and window its host's
/// windows showed that is still alive once the test has returned and the windows are torn down (spec T9). A
/// hosted test that ends by throwing prints where the recording of its input is and how to replay it (T10).
public struct EventTestHostTrait: TestTrait, SuiteTrait, TestScoping {
    /// The size of the host's screen.
    public var screenSize: CGSize
    /// Whether each test fails for the objects its windows showed that outlive it (spec T9).
    public var checksForLeaks = false

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
        let checksForLeaks = checksForLeaks
        await HostedTestLine.shared.enter()
        do {
            let host = await MainActor.run {
                let host = EventTestHost(screenSize: size)
                if checksForLeaks { host.startCheckingForLeaks() }
                return host
            }
            do {
                try await host.run(function)
            } catch {
                let note = await MainActor.run { host.replayNote() }
                print("\(test.name) threw: \(error)\n\(note)")
                throw error
            }
            if checksForLeaks {
                let leaks = await MainActor.run { host.findLeaks() }
                if !leaks.isEmpty {
                    Issue.record(Comment(rawValue: EventTestHostError.leaked(leaks).description),
                                 sourceLocation: test.sourceLocation)
                }
            }
        } catch {
            await HostedTestLine.shared.leave()
            throw error
        }
        await HostedTestLine.shared.leave()
    }
}

/// The queue hosted tests wait in, so only one runs at a time: first come, first served.
actor HostedTestLine {
    static let shared = HostedTestLine()
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Waits until no other hosted test runs.
    func enter() async {
        guard busy else {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Lets the next waiting test in.
    func leave() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}

extension Trait where Self == EventTestHostTrait {
    /// Each test gets a fresh ``EventTestHost`` with the default screen, current while it runs.
    public static var eventTestHost: EventTestHostTrait { EventTestHostTrait(screenSize: CGSize(width: 390, height: 844)) }

    /// Each test gets a fresh ``EventTestHost`` with a screen of `screenSize`, current while it runs.
    public static func eventTestHost(screenSize: CGSize) -> EventTestHostTrait {
        EventTestHostTrait(screenSize: screenSize)
    }

    /// Each test gets a fresh ``EventTestHost`` with a screen of `screenSize`, current while it runs; with
    /// `checkingForLeaks` true the test fails naming each view controller, view and window its windows showed
    /// that outlives it (spec T9).
    public static func eventTestHost(screenSize: CGSize = CGSize(width: 390, height: 844),
                                     checkingForLeaks: Bool) -> EventTestHostTrait {
        EventTestHostTrait(screenSize: screenSize, checksForLeaks: checkingForLeaks)
    }
}
#endif
