import Foundation

// Which application `UIApplication.shared` is. App code reaches its application through `.shared`,
// `UIScreen.main`, `UIPasteboard.general` and `NotificationCenter.default`; a test wants that code to reach the
// test's own application instead, without sharing it with tests running at the same time. Two ways say so:
//
// - a scope (`runAsShared`), held in a task-local value, so each of Swift Testing's parallel tests sees its
//   own application in its own task and the tasks it starts, and nobody else's; it ends with the scope;
// - an installation (`installAsShared`), process-wide, for XCTest, which runs one test at a time on the main
//   thread and has no scope around `setUp` ... `tearDown`; it ends when uninstalled or when its owner goes.
//
// A scope wins over an installation, and either over the process's own application. `NotificationCenter.default`
// cannot be replaced, so an application with a center of its own passes its notifications on to `.default`
// while it is the current one where it posts (see `forwardNotificationsToDefaultWhileShared`).

extension UIApplication {
    /// The application app code reaches as `UIApplication.shared`: the one a scope or an installation made
    /// current, else the process's own, which runs on real time with `UIScreen.main` and posts to
    /// `NotificationCenter.default`.
    ///
    /// ResponderKit's test host makes its application current for the duration of a test (see
    /// `runAsShared(_:)` (sync and async) and ``installAsShared(whileAlive:)``), so code written for iOS that says
    /// `UIApplication.shared` talks to the test's application.
    public class var shared: UIApplication {
        currentTestApplication ?? processApplication
    }

    /// The application of the process, created on first use.
    static let processApplication = UIApplication(clock: SystemClock(), screen: .processMain,
                                                  notificationCenter: .default)

    /// The application a scope or an installation made current here, `nil` when it is the process's own.
    nonisolated static var currentTestApplication: UIApplication? {
        SharedApplicationScope.application ?? SharedApplicationInstallation.current
    }

    /// Runs `body` with this application as `UIApplication.shared` (and its screen as `UIScreen.main`, its
    /// pasteboard as `UIPasteboard.general`, its notifications also posted to `NotificationCenter.default`),
    /// in the current task and the child tasks it starts; other tasks, including parallel tests, keep theirs.
    ///
    /// The redirection ends when `body` returns or throws. Work that leaves the task (a `DispatchQueue.main`
    /// block, a detached task) does not carry it.
    public nonisolated func runAsShared<Result>(_ body: () throws -> Result) rethrows -> Result {
        try SharedApplicationScope.$application.withValue(self, operation: body)
    }

    /// Runs the asynchronous `body` with this application as `UIApplication.shared`, as ``runAsShared(_:)``
    /// does, across its suspension points.
    public func runAsShared<Result>(_ body: () async throws -> Result) async rethrows -> Result {
        try await SharedApplicationScope.$application.withValue(self, operation: body)
    }

    /// Makes this application `UIApplication.shared` for the whole process until ``uninstallAsShared()`` or
    /// until `owner` is deallocated, whichever comes first: the form for XCTest, which runs one test at a
    /// time on the main thread and has no scope around `setUp` ... `tearDown`.
    ///
    /// A scope (`runAsShared(_:)`) still wins inside it. Installing replaces an earlier installation: the
    /// latest test's application is the one its code should reach.
    public func installAsShared(whileAlive owner: AnyObject) {
        SharedApplicationInstallation.install(self, owner: owner)
    }

    /// Ends this application's installation as `UIApplication.shared`; does nothing when it is not installed.
    public func uninstallAsShared() {
        SharedApplicationInstallation.uninstall(self)
    }
}

/// The task-local half: which application a scope made current in this task.
enum SharedApplicationScope {
    @TaskLocal static var application: UIApplication?
}

/// The process-wide half, for XCTest: the installed application and the object whose life bounds it, behind a
/// lock so a notification center can ask from wherever it posts.
final class SharedApplicationInstallation: @unchecked Sendable {
    private static let box = SharedApplicationInstallation()
    private let lock = NSLock()
    private weak var owner: AnyObject?
    private var application: UIApplication?

    /// The installed application while its owner lives.
    static var current: UIApplication? {
        box.lock.lock()
        defer { box.lock.unlock() }
        guard box.owner != nil else {
            box.application = nil
            return nil
        }
        return box.application
    }

    static func install(_ application: UIApplication, owner: AnyObject) {
        box.lock.lock()
        defer { box.lock.unlock() }
        box.application = application
        box.owner = owner
    }

    static func uninstall(_ application: UIApplication) {
        box.lock.lock()
        defer { box.lock.unlock() }
        guard box.application === application else { return }
        box.application = nil
        box.owner = nil
    }
}

extension UIApplication {
    /// Has this application's own center pass each notification on to `NotificationCenter.default` while the
    /// application is current where it is posted (in a scope in this task, or installed), so app code that
    /// observes `.default` hears the application it runs in. The observer runs in the poster's context, which
    /// is where the task-local scope can be read.
    ///
    /// The observer knows the application by its identity and its lifetime token, not by a weak reference,
    /// which would give the application a side table and slow every retain of it (`ApplicationLifetime`).
    func forwardNotificationsToDefaultWhileShared() {
        let identity = ObjectIdentifier(self)
        _ = notificationCenter.addObserver(forName: nil, object: nil, queue: nil) { [lifetime] notification in
            guard lifetime.isAlive, let current = UIApplication.currentTestApplication,
                  ObjectIdentifier(current) == identity else { return }
            NotificationCenter.default.post(notification)
        }
    }
}
