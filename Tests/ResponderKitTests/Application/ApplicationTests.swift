import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Application and windows")
struct ApplicationTests {
    @Test("As in a UIKit unit test, the shared application and a plain window work with no set-up")
    func sharedApplication() {
        let controller = UIViewController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        #expect(window.application === UIApplication.shared)
        #expect(UIApplication.shared.keyWindow === window)
        #expect(UIApplication.shared.windows.contains { $0 === window })
        #expect(controller.next === window && window.next === UIApplication.shared)
        window.isHidden = true
        #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test("Isolated applications share nothing")
    func isolation() {
        let first = EventTestHost(), second = EventTestHost()
        let window = first.makeWindow()
        #expect(first.application.windows.count == 1)
        #expect(second.application.windows.isEmpty)
        #expect(second.application.keyWindow == nil)
        #expect(first.application.notificationCenter !== second.application.notificationCenter)
        _ = window
    }

    @Test("Windows are hidden until shown; makeKeyAndVisible shows and makes key, with notifications")
    func keyWindow() {
        let host = EventTestHost()
        let center = host.application.notificationCenter
        nonisolated(unsafe) var events: [String] = []
        let became = center.addObserver(forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil) { _ in
            events.append("becameKey")
        }
        let resigned = center.addObserver(forName: UIWindow.didResignKeyNotification, object: nil, queue: nil) { _ in
            events.append("resignedKey")
        }
        defer {
            center.removeObserver(became)
            center.removeObserver(resigned)
        }
        let first = UIWindow(frame: host.screen.bounds, application: host.application)
        #expect(first.isHidden && !first.isKeyWindow)
        first.makeKeyAndVisible()
        #expect(!first.isHidden && first.isKeyWindow)
        let second = host.makeWindow()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        #expect(events == ["becameKey", "resignedKey", "becameKey"])
    }

    @Test("A hidden window nobody holds goes away; a visible one is kept by the application")
    func windowLifetime() {
        let host = EventTestHost()
        weak var hidden: UIWindow?
        weak var visible: UIWindow?
        do {
            let made = UIWindow(frame: .zero, application: host.application)
            hidden = made
            visible = host.makeWindow()
        }
        #expect(hidden == nil)
        #expect(visible != nil)
        #expect(host.application.windows.count == 1)
    }

    @Test("A window's screen is its application's, and the screen's bounds can be set by the host")
    func screens() {
        let host = EventTestHost(screenSize: CGSize(width: 800, height: 600))
        let window = host.makeWindow()
        #expect(window.screen === host.screen)
        #expect(window.bounds.size == CGSize(width: 800, height: 600))
        host.screen.bounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
        #expect(window.screen.bounds.width == 1024)
    }

    @Test("The application's sendEvent can be overridden to observe every touch event")
    func observingSendEvent() throws {
        final class Observing: UIApplication {
            var phases: [UITouch.Phase] = []
            override func sendEvent(_ event: UIEvent) {
                phases.append(contentsOf: event.allTouches?.map(\.phase) ?? [])
                super.sendEvent(event)
            }
        }
        let clock = VirtualClock()
        let application = Observing(clock: clock)
        let window = UIWindow(frame: application.screen.bounds, application: application)
        window.makeKeyAndVisible()
        try application.inputDoor.touchDown(id: 1, at: CGPoint(x: 5, y: 5))
        try application.inputDoor.touchUp(id: 1, at: CGPoint(x: 5, y: 5))
        #expect(application.phases == [.began, .ended])
    }
}
