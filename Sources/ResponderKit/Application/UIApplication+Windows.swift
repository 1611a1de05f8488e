import Foundation

/// The application's record of one window: weak while hidden, so an unused window can go away, and strong
/// while visible, as UIKit keeps shown windows alive.
struct WindowEntry {
    /// The window, or `nil` once freed; held through its `ResponderLifetime` so it gets no side table.
    var window: UIWindow? {
        guard let window = lifetime.responder else { return nil }
        return knownDowncast(window, to: UIWindow.self)
    }
    let lifetime: ResponderLifetime
    var retainedWhileVisible: UIWindow?
    var orderStamp: Int
}

extension UIApplication {
    func register(_ window: UIWindow) {
        windowOrderCounter += 1
        windowEntries.append(WindowEntry(lifetime: window.responderLifetime,
                                         retainedWhileVisible: window.isHidden ? nil : window,
                                         orderStamp: windowOrderCounter))
        windowOrderDidChange()
    }

    func windowVisibilityDidChange(_ window: UIWindow) {
        guard let index = windowEntries.firstIndex(where: { $0.window === window }) else { return }
        windowEntries[index].retainedWhileVisible = window.isHidden ? nil : window
        if window.isHidden {
            cancelTouches(whoseViewIsInside: window)
            if storedKeyWindow === window { changeKeyWindow(to: nil) }
        } else {
            orderFront(window)
        }
    }

    func orderFront(_ window: UIWindow) {
        guard let index = windowEntries.firstIndex(where: { $0.window === window }) else { return }
        windowOrderCounter += 1
        windowEntries[index].orderStamp = windowOrderCounter
        windowOrderDidChange()
    }

    /// Keeps `windowEntries` sorted back to front and drops entries of windows that no longer exist.
    func windowOrderDidChange() {
        windowEntries.removeAll { $0.window == nil }
        windowEntries.sort { lhs, rhs in
            let left = lhs.window!.windowLevel, right = rhs.window!.windowLevel
            return left != right ? left < right : lhs.orderStamp < rhs.orderStamp
        }
    }

    func changeKeyWindow(to window: UIWindow?) {
        let previous = storedKeyWindow
        guard previous !== window else { return }
        cancelActivePresses()
        storedKeyWindow = window
        if let previous {
            previous.resignKey()
            notificationCenter.post(name: UIWindow.didResignKeyNotification, object: previous)
        }
        if let window {
            window.becomeKey()
            notificationCenter.post(name: UIWindow.didBecomeKeyNotification, object: window)
        }
        refreshInputViews()
    }

    /// The frontmost visible window whose hit test finds a view at `screenPoint`, and that view (spec <doc:Catalog#B6>).
    ///
    /// Walks the sorted entries from the front by index, so nothing is allocated per touch.
    func hitTestWindows(at screenPoint: CGPoint, with event: UIEvent?) -> (window: UIWindow, view: UIView)? {
        #if DEBUG
        TouchPathLog.note("hitTestWindows: windows front to back")
        #endif
        var index = windowEntries.endIndex
        while index > windowEntries.startIndex {
            index -= 1
            guard index < windowEntries.endIndex, let window = windowEntries[index].window, !window.isHidden else {
                continue
            }
            let local = window.pointFromSuperviewSpace(screenPoint)
            if let view = window.hitTest(local, with: event) { return (window, view) }
        }
        return nil
    }
}
