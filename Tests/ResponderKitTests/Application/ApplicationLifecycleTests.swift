import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// An app delegate that logs each lifecycle method with the state the application reports inside it.
@MainActor
final class LifecycleLoggingDelegate: UIResponder, UIApplicationDelegate {
    let log: EventLog

    init(log: EventLog) {
        self.log = log
        super.init()
    }

    private func note(_ name: String, _ application: UIApplication) {
        log.append("delegate \(name) \(application.applicationState)")
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        note("didFinishLaunching", application)
        return true
    }
    func applicationDidBecomeActive(_ application: UIApplication) { note("didBecomeActive", application) }
    func applicationWillResignActive(_ application: UIApplication) { note("willResignActive", application) }
    func applicationDidEnterBackground(_ application: UIApplication) { note("didEnterBackground", application) }
    func applicationWillEnterForeground(_ application: UIApplication) { note("willEnterForeground", application) }
    func applicationWillTerminate(_ application: UIApplication) { note("willTerminate", application) }
}

@MainActor
@Suite("UIApplication lifecycle (spec N1-N3)")
struct ApplicationLifecycleTests {
    static let notifications: [(String, Notification.Name)] = [
        ("didFinishLaunching", UIApplication.didFinishLaunchingNotification),
        ("didBecomeActive", UIApplication.didBecomeActiveNotification),
        ("willResignActive", UIApplication.willResignActiveNotification),
        ("didEnterBackground", UIApplication.didEnterBackgroundNotification),
        ("willEnterForeground", UIApplication.willEnterForegroundNotification),
        ("willTerminate", UIApplication.willTerminateNotification),
    ]

    /// Observes every lifecycle notification on `NotificationCenter.default`, logging those whose object is
    /// the host's application.
    private func observeDefaultCenter(_ host: EventTestHost, _ log: EventLog) -> [NSObjectProtocol] {
        let application = host.application
        return Self.notifications.map { name, notification in
            NotificationCenter.default.addObserver(forName: notification, object: application, queue: nil) { _ in
                MainActor.assumeIsolated {
                    log.append("notification \(name) \(application.applicationState)")
                }
            }
        }
    }

    @Test("N1: launch, leaving and returning to the foreground and termination call the delegate, then post on .default",
          .eventTestHost)
    func orderOfDelegateAndNotifications() throws {
        let host = try #require(EventTestHost.current)
        let log = EventLog()
        let delegate = LifecycleLoggingDelegate(log: log)
        host.application.delegate = delegate
        let observers = observeDefaultCenter(host, log)
        defer { observers.forEach(NotificationCenter.default.removeObserver) }

        try host.finishLaunching()
        #expect(log.entries == ["delegate didFinishLaunching inactive", "notification didFinishLaunching inactive",
                                "delegate didBecomeActive active", "notification didBecomeActive active"])
        log.removeAll()
        try host.moveToBackground()
        #expect(log.entries == ["delegate willResignActive active", "notification willResignActive active",
                                "delegate didEnterBackground background",
                                "notification didEnterBackground background"])
        #expect(host.application.applicationState == .background)
        log.removeAll()
        try host.returnToForeground()
        #expect(log.entries == ["delegate willEnterForeground background",
                                "notification willEnterForeground background",
                                "delegate didBecomeActive active", "notification didBecomeActive active"])
        log.removeAll()
        try host.resignActive()
        #expect(host.application.applicationState == .inactive)
        try host.becomeActive()
        #expect(host.application.applicationState == .active)
        log.removeAll()
        try host.terminate()
        #expect(log.entries == ["delegate willTerminate background", "notification willTerminate background"])
    }

    @Test("N1: an application whose host reported no launch is active")
    func unlaunchedIsActive() {
        #expect(EventTestHost().application.applicationState == .active)
    }

    @Test("N1: a step that cannot follow the state is refused and changes nothing")
    func illegalTransitionsAreRefused() throws {
        let host = EventTestHost()
        let log = EventLog()
        let delegate = LifecycleLoggingDelegate(log: log)
        host.application.delegate = delegate
        let door = host.application.inputDoor
        #expect(throws: InputRejection(reason: .lifecycleTransitionNotAllowed(.becomeActive, from: .active))) {
            try door.send(.lifecycle(.becomeActive))
        }
        #expect(throws: InputRejection(reason: .lifecycleTransitionNotAllowed(.enterBackground, from: .active))) {
            try door.send(.lifecycle(.enterBackground))
        }
        try host.resignActive()
        #expect(throws: InputRejection(reason: .lifecycleTransitionNotAllowed(.resignActive, from: .inactive))) {
            try door.send(.lifecycle(.resignActive))
        }
        #expect(throws: InputRejection(reason: .lifecycleTransitionNotAllowed(.finishLaunching, from: .inactive))) {
            try door.send(.lifecycle(.finishLaunching))
        }
        try host.enterBackground()
        #expect(throws: InputRejection(reason: .lifecycleTransitionNotAllowed(.becomeActive, from: .background))) {
            try door.send(.lifecycle(.becomeActive))
        }
        #expect(host.application.applicationState == .background)
        #expect(log.entries == ["delegate willResignActive active", "delegate didEnterBackground background"])
        #expect(host.application.diagnostics.entries.filter { $0.kind == .inputRejected }.count == 5)
    }

    @Test("N1: after termination every input is refused, a second termination too")
    func inputAfterTerminationIsRefused() throws {
        let host = EventTestHost()
        let log = EventLog()
        _ = host.makeWindow()
        let delegate = LifecycleLoggingDelegate(log: log)
        host.application.delegate = delegate
        try host.terminate()
        let door = host.application.inputDoor
        for input: HostInput in [.lifecycle(.terminate), .lifecycle(.enterForeground),
                                 .touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 5, y: 5))),
                                 .shake(.began)] {
            #expect(throws: InputRejection(reason: .applicationTerminated)) { try door.send(input) }
        }
        #expect(log.entries == ["delegate willTerminate background"])
    }

    @Test("N1: a recording keeps lifecycle steps and replays them")
    func recordingKeepsLifecycle() throws {
        let host = EventTestHost()
        let recorder = host.application.inputDoor.startRecording()
        try host.moveToBackground()
        try host.returnToForeground()
        let text = recorder.recording.text
        let parsed = try InputRecording(parsing: text)
        #expect(parsed.entries.map(\.input) == [.lifecycle(.resignActive), .lifecycle(.enterBackground),
                                                .lifecycle(.enterForeground), .lifecycle(.becomeActive)])
        let replay = EventTestHost()
        try parsed.replay(into: replay.application, clock: replay.clock)
        #expect(replay.application.applicationState == .active)
    }
}
