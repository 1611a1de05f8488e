import Foundation
import ResponderKit

// How a test's code reaches the host's application as `UIApplication.shared` (and its screen, pasteboard and
// notifications as `UIScreen.main`, `UIPasteboard.general`, `NotificationCenter.default`):
//
// - Swift Testing runs tests in parallel, each in its own task: `run(_:)` and the `.eventTestHost` trait make
//   the application current in a task-local value, for that test's task and its child tasks only, and the
//   redirection ends when the test does.
// - XCTest runs one test at a time on the main thread, with no scope around setUp ... tearDown: a host created
//   outside any task (XCTest's synchronous setUp) installs itself for the process until its test case
//   finishes, it is deallocated or `uninstall()` is called; `install()` does the same from anywhere.

extension EventTestHost {
    /// The host whose scope the current task runs in (``run(_:)`` or the `.eventTestHost` trait), if any.
    public nonisolated static var current: EventTestHost? { EventTestHostScope.host }

    /// Runs `body` with this host's application as `UIApplication.shared`, its screen as `UIScreen.main`, its
    /// pasteboard as `UIPasteboard.general` and its notifications also posted to `NotificationCenter.default`,
    /// and with ``current`` this host, in the current task and the tasks it starts.
    ///
    /// Parallel tests each in their own `run` never see each other's application; everything returns to the
    /// process's own when `body` returns or throws.
    public nonisolated func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try EventTestHostScope.$host.withValue(self) {
            try application.runAsShared(body)
        }
    }

    /// Runs the asynchronous `body` in this host's scope, as ``run(_:)`` does, across its suspension points.
    public func run<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        try await EventTestHostScope.$host.withValue(self) {
            try await application.runAsShared(body)
        }
    }

    /// Makes this host's application `UIApplication.shared` for the whole process until ``uninstall()``, until
    /// the host is deallocated, or until the XCTest case running now finishes: the XCTest form, where tests run
    /// one at a time. A host made outside any task (in XCTest's `setUp`) does this itself.
    public func install() {
        application.installAsShared(whileAlive: self)
        #if canImport(XCTest)
        XCTestInstallationObserver.shared.hostInstalled(self)
        #endif
    }

    /// Ends ``install()``; the process's own application is `UIApplication.shared` again.
    public func uninstall() {
        application.uninstallAsShared()
    }

    /// Installs a host made outside any task, which is where XCTest's synchronous `setUp` runs.
    func installIfOutsideAnyTask() {
        let inTask = withUnsafeCurrentTask { $0 != nil }
        if !inTask { install() }
    }
}

/// The task-local host of ``EventTestHost/run(_:)``.
enum EventTestHostScope {
    @TaskLocal static var host: EventTestHost?
}
