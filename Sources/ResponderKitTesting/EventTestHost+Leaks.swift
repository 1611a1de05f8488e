import Foundation
import ResponderKit

// Leak checks (spec T9). While checking is on, the host notes every view controller, view and window in its
// windows each time it makes a window, sends input or waits, which is whenever the app could have shown
// something new; it holds them weakly, so noting never keeps anything alive. At the end it tears its windows down
// as the system would when the app's scene goes away and names each noted object still alive.

/// One object the leak check watches, held weakly, with its name for the failure message.
@MainActor
final class TrackedObject {
    weak var object: AnyObject?
    let name: String

    init(_ object: AnyObject, name: String) {
        self.object = object
        self.name = name
    }
}

extension EventTestHost {
    /// Starts noting the view controllers, views and windows in the host's windows for ``findLeaks()``; the
    /// `.eventTestHost(checkingForLeaks: true)` trait and ``checkForLeaks(in:)`` call it for you.
    public func startCheckingForLeaks() {
        isTrackingLeaks = true
        noteObjectsInWindows()
    }

    /// Tears the host's windows down and names every view controller, view and window noted in them since
    /// ``startCheckingForLeaks()`` that is still alive (spec T9), by class and accessibility identifier, label
    /// or title; an empty array when everything was freed.
    ///
    /// Tearing down hides every window, dismisses what is presented, releases the root view controllers and
    /// resigns the first responder, then lets go of the host's own records (actions, first-responder changes,
    /// gesture-arena reports, the last hit test). The keyboard's window and its views never count. Anything the
    /// test still holds counts as alive: in Swift Testing the test's locals are gone by then; an `XCTestCase`'s
    /// stored properties are not, unless the test sets them to nil.
    public func findLeaks() -> [String] {
        noteObjectsInWindows()
        isTrackingLeaks = false
        tearDownWindows()
        let alive = trackedObjects.values.compactMap { $0.object == nil ? nil : $0.name }.sorted()
        trackedObjects = [:]
        return alive
    }

    /// Notes every view controller, view and window in the host's windows, the keyboard's excepted.
    func noteObjectsInWindows() {
        let keyboardWindow = application.existingInputSystem?.window
        for window in application.windows where window !== keyboardWindow {
            note(window)
            if let root = window.rootViewController { note(root) }
        }
    }

    private func note(_ view: UIView) {
        let key = ObjectIdentifier(view)
        if trackedObjects[key]?.object !== view {
            trackedObjects[key] = TrackedObject(view, name: Self.leakName(of: view))
        }
        for subview in view.subviews { note(subview) }
    }

    private func note(_ controller: UIViewController) {
        let key = ObjectIdentifier(controller)
        if trackedObjects[key]?.object !== controller {
            trackedObjects[key] = TrackedObject(controller, name: Self.leakName(of: controller))
        }
        for child in controller.children { note(child) }
        if let presented = controller.presentedViewController { note(presented) }
        if let view = controller.viewIfLoaded { note(view) }
    }

    /// Hides and empties every window and lets go of the host's records, so only what something else holds
    /// survives.
    private func tearDownWindows() {
        for window in application.windows {
            window.firstResponder?.resignFirstResponder()
            if let root = window.rootViewController, root.presentedViewController != nil {
                root.dismiss(animated: false)
            }
            window.rootViewController = nil
            window.isHidden = true
        }
        runUntilIdle()
        actions = []
        firstResponderChanges = []
        previousFirstResponders = [:]
        if gestureArenas != nil {
            application.stopRecordingGestureArenas()
            gestureArenas = nil
        }
        lastTouchDownPoint = nil
    }

    static func leakName(of view: UIView) -> String {
        var name = "\(Swift.type(of: view))"
        if let identifier = view.accessibilityIdentifier { name += " \"\(identifier)\"" }
        else if let label = view.accessibilityLabel { name += " labelled \"\(label)\"" }
        return name
    }

    static func leakName(of controller: UIViewController) -> String {
        var name = "\(Swift.type(of: controller))"
        if let title = controller.title { name += " titled \"\(title)\"" }
        else if let identifier = controller.viewIfLoaded?.accessibilityIdentifier { name += " \"\(identifier)\"" }
        return name
    }
}
