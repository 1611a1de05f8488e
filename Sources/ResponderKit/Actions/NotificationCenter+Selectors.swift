import Foundation

// UIKit code observes notifications by naming a method: `addObserver(self, selector: #selector(...), ...)`.
// Foundation on Linux has no Objective-C runtime, so it offers only the block form. ResponderKit adds the
// selector form over it, with its own `Selector`: the selector names an action the observer declares in
// `declareActions(in:)`, and the notification is that action's sender. Each registration becomes one block
// observer holding the observer weakly, so the center never keeps an observer alive and a freed observer is
// never called (its block observer is dropped the next time it would have run).

extension NotificationCenter {
    /// Calls `observer`'s method for `aSelector` with each notification named `aName` (any name when `nil`)
    /// posted by `anObject` (any sender when `nil`), as UIKit's selector-based observation does.
    ///
    /// `observer` is a `UIResponder` or an ``ActionTarget``; it declares the method in
    /// ``ActionTarget/declareActions(in:)`` like any action, taking the `Notification` as its sender:
    ///
    /// ```swift
    /// extension Selector {
    ///     static let keyboardWillShow: Selector = "keyboardWillShow:"
    /// }
    /// override class func declareActions(in table: inout ActionTable) {
    ///     super.declareActions(in: &table)
    ///     table.add(.keyboardWillShow, Self.keyboardWillShow)   // func keyboardWillShow(_ note: Notification)
    /// }
    /// NotificationCenter.default.addObserver(self, selector: .keyboardWillShow,
    ///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
    /// ```
    ///
    /// The observer is not retained. An observer that cannot receive actions, or that does not declare
    /// `aSelector`, is not registered, and an ``ResponderDiagnostic/Kind/invalidActionTarget`` or
    /// ``ResponderDiagnostic/Kind/unrecognizedSelector`` diagnostic naming the closest declared selector is
    /// recorded where UIKit would crash at the first post. Notifications posted off the main thread reach the
    /// observer asynchronously on the main thread, since responders live on the main actor.
    @preconcurrency @MainActor
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
                            object anObject: Any?) {
        let application = SelectorObservation.application(for: observer)
        guard let receiver = application.actionReceiver(observer, for: aSelector) else { return }
        let table = ActionRegistry.table(for: type(of: receiver), reportingTo: application)
        guard table.contains(aSelector) else {
            application.diagnostics.record(ResponderDiagnostic(
                kind: .unrecognizedSelector,
                message: "\(application.describeTarget(receiver)) does not declare '\(aSelector)', so it cannot "
                    + "observe \(aName.map { "'\($0.rawValue)'" } ?? "notifications") with it; the observer was "
                    + "not added." + ActionRegistry.suggestion(for: aSelector)))
            return
        }
        let observation = SelectorObservation(observer: receiver, selector: aSelector, name: aName,
                                              object: anObject as AnyObject?, center: self)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self] notification in
            guard observation.isAlive else {
                self?.removeObservations { $0 === observation }
                return
            }
            observation.deliver(notification)
        }
        observation.token = token
        SelectorObservation.registry.add(observation)
    }

    /// Stops every observation `observer` made, the selector-based ones included; also takes the token that
    /// the block form returned, as Foundation's `removeObserver(_:)` does.
    ///
    /// Callable from anywhere, a `deinit` included.
    public func removeObserver(_ observer: AnyObject) {
        removeObservations { $0.observerID == ObjectIdentifier(observer) }
        let foundationObserver: Any = observer
        removeObserver(foundationObserver)
    }

    /// Stops `observer`'s observations of notifications named `aName` (all names when `nil`) from `anObject`
    /// (all senders when `nil`), the selector-based ones included.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let sender = anObject as AnyObject?
        removeObservations { observation in
            observation.observerID == ObjectIdentifier(observer)
                && (aName == nil || observation.name == aName)
                && (sender == nil || observation.object === sender)
        }
        let foundationObserver: Any = observer
        removeObserver(foundationObserver, name: aName, object: anObject)
    }

    private func removeObservations(where matches: (SelectorObservation) -> Bool) {
        let centerID = ObjectIdentifier(self)
        let removed = SelectorObservation.registry.remove { $0.centerID == centerID && matches($0) }
        for observation in removed {
            if let token = observation.token { removeObserver(token as Any) }
        }
    }
}

/// One selector-based registration: the observer held weakly, what it observes, and the block observer that
/// delivers to it.
final class SelectorObservation: @unchecked Sendable {
    // Written once while registering on the main actor, then only read; `observer` is a weak reference, whose
    // loads and stores the runtime makes atomic.
    let observerID: ObjectIdentifier
    let centerID: ObjectIdentifier
    let selector: Selector
    let name: NSNotification.Name?
    weak var object: AnyObject?
    weak var observer: (any ActionTarget)?
    var token: NSObjectProtocol?

    /// Every live selector-based registration, of every center.
    static let registry = SelectorObservationRegistry()

    init(observer: any ActionTarget, selector: Selector, name: NSNotification.Name?, object: AnyObject?,
         center: NotificationCenter) {
        observerID = ObjectIdentifier(observer)
        centerID = ObjectIdentifier(center)
        self.selector = selector
        self.name = name
        self.object = object
        self.observer = observer
    }

    var isAlive: Bool { observer != nil }

    /// Runs the observer's method now when posted on the main actor, otherwise soon on it.
    func deliver(_ notification: Notification) {
        let handOver = MainQueueHandOver(notification)
        if SelectorObservation.isOnMainQueue {
            MainActor.assumeIsolated { run(with: handOver.value) }
        } else {
            DispatchQueue.main.async { self.run(with: handOver.value) }
        }
    }

    /// Marks the main queue, so a post can tell it runs there: the main actor runs its work on the main queue,
    /// which is not always drained by the main thread (a test runner may drain it from another), so
    /// `Thread.isMainThread` cannot tell.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    @MainActor
    private func run(with notification: Notification) {
        guard let observer else { return }
        _ = SelectorObservation.application(for: observer)
            .invokeAction(selector, on: observer, from: notification, for: nil)
    }

    /// The application whose diagnostics and trace hear about `observer`: its window's, else the shared one.
    @MainActor
    static func application(for observer: Any) -> UIApplication {
        (observer as? UIResponder)?.owningApplication ?? UIApplication.shared
    }
}

/// The selector-based registrations, behind a lock because removal may come from any thread (a `deinit`).
final class SelectorObservationRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var observations: [SelectorObservation] = []

    func add(_ observation: SelectorObservation) {
        lock.lock()
        defer { lock.unlock() }
        observations.append(observation)
    }

    /// Removes and returns the registrations `matches` picks.
    func remove(where matches: (SelectorObservation) -> Bool) -> [SelectorObservation] {
        lock.lock()
        defer { lock.unlock() }
        let removed = observations.filter(matches)
        if !removed.isEmpty { observations.removeAll(where: matches) }
        return removed
    }
}
