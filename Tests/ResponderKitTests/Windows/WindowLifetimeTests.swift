import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The application's list of windows, its key window and a window's focus system name the window without a
/// reference count or a weak reference (so that windows get no weak-reference side table); these check that
/// whoever outlives a window never sees the freed object (B6, F4).
@MainActor @Suite("What outlives a window: the application's windows, the key window, a focus system")
struct WindowLifetimeTests {
    private func makeApplication() -> UIApplication {
        UIApplication(clock: VirtualClock(start: 0), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480)))
    }

    @Test("B6: a hidden window that is freed leaves the application's windows, and ordering others still works")
    func freedHiddenWindowLeavesTheList() {
        let application = makeApplication()
        let shown = UIWindow(frame: application.screen.bounds, application: application)
        shown.makeKeyAndVisible()
        do {
            let hidden = UIWindow(frame: application.screen.bounds, application: application)
            hidden.windowLevel = .alert
            #expect(application.windows.count == 2)
        }
        #expect(application.windows.count == 1)
        #expect(application.windows.first === shown)

        let later = UIWindow(frame: application.screen.bounds, application: application)
        later.isHidden = false
        #expect(application.windows.map { ObjectIdentifier($0) } == [ObjectIdentifier(shown), ObjectIdentifier(later)])
        #expect(application.keyWindow === shown)
    }

    @Test("F4: a window that was key, hidden and then freed leaves no key window behind")
    func freedFormerKeyWindow() {
        let application = makeApplication()
        do {
            let window = UIWindow(frame: application.screen.bounds, application: application)
            window.makeKeyAndVisible()
            #expect(application.keyWindow === window)
            window.isHidden = true
        }
        #expect(application.keyWindow == nil)
        #expect(application.windows.isEmpty)
        #expect(!application.sendAction(Selector("copy:"), to: nil, from: nil, for: nil))
    }

    @Test("A focus system kept after its window is freed has no window and nothing focused")
    func focusSystemOutlivesItsWindow() {
        let application = makeApplication()
        var system: UIFocusSystem?
        do {
            let window = UIWindow(frame: application.screen.bounds, application: application)
            let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
            window.addSubview(button)
            system = window.focusSystem
            #expect(system?.window === window)
        }
        #expect(system?.window == nil)
        #expect(system?.focusedItem == nil)
    }
}
