import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view's superview and its controller are held without a reference count (so that views get no weak-reference
/// side table); these check that a view which outlives either never sees a freed object (A2, A3).
@MainActor @Suite("Back-pointers of views and recognizers that outlive what they point to")
struct BackPointerTests {
    @Test("A3: a subview kept after its superview is freed has no superview and no next responder")
    func subviewOutlivesSuperview() {
        var kept: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            parent.addSubview(child)
            kept = child
        }
        #expect(kept?.superview == nil)
        #expect(kept?.next == nil)
        #expect(kept?.window == nil)
    }

    @Test("A3: views kept from deep inside a freed tree are detached, at every depth")
    func deepTreeFreedAroundKeptViews() {
        var kept: [UIView] = []
        do {
            var parent = UIView(frame: CGRect(x: 0, y: 0, width: 1_000, height: 1_000))
            for depth in 0..<200 {
                let child = UIView(frame: parent.bounds.insetBy(dx: 1, dy: 1))
                parent.addSubview(child)
                if depth % 50 == 7 { kept.append(child) }
                parent = child
            }
        }
        // Each kept view holds the views below it, so only the top one's superview was freed; freeing the top one
        // frees the views down to the next kept one, which is detached in turn.
        while let top = kept.first {
            #expect(top.superview == nil)
            #expect(top.next == nil)
            #expect(top.target(forAction: .archive, withSender: nil) == nil)
            for below in kept.dropFirst() { #expect(below.isDescendant(of: top)) }
            kept.removeFirst()
        }
    }

    @Test("A2: a controller's root view kept after the controller is freed answers its superview as next")
    func rootViewOutlivesController() {
        let host = EventTestHost()
        let window = host.makeWindow()
        var view: UIView?
        do {
            let controller = ArchivingController()
            window.addSubview(controller.view)
            view = controller.view
            #expect(view?.next === controller)
            #expect(view?.target(forAction: .archive, withSender: nil) as? ArchivingController === controller)
        }
        #expect(view?.next === window)
        #expect(view?.target(forAction: .archive, withSender: nil) == nil)
    }

    @Test("A3, A7: views kept after their window is freed are in no window, and their chain ends at their tree's top")
    func viewsOutliveTheirWindow() {
        let host = EventTestHost()
        var kept: UIView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: host.application)
            let container = UIView(frame: window.bounds)
            let leaf = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
            window.addSubview(container)
            container.addSubview(leaf)
            #expect(leaf.window === window)
            kept = container
        }
        #expect(kept?.window == nil)
        #expect(kept?.subviews.first?.window == nil)
        #expect(kept?.subviews.first?.next === kept)
        #expect(kept?.next == nil)
    }

    @Test("B6, F4: a window freed while its application lives leaves the application's windows and key window")
    func windowFreedBeforeItsApplication() throws {
        let host = EventTestHost()
        let kept = host.makeWindow()
        weak var freedWindow: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: host.application)
            window.makeKeyAndVisible()
            #expect(host.application.keyWindow === window)
            window.isHidden = true
            freedWindow = window
        }
        #expect(freedWindow == nil)
        #expect(host.application.windows.count == 1)
        #expect(host.application.windows.first === kept)
        kept.makeKeyAndVisible()
        #expect(host.application.keyWindow === kept)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        kept.addSubview(view)
        try host.application.inputDoor.touchDown(id: 1, at: CGPoint(x: 10, y: 10))
        try host.application.inputDoor.touchUp(id: 1, at: CGPoint(x: 10, y: 10))
    }

    @Test("A3: a layout pass still pending when its application is freed is skipped")
    func layoutPassAfterTheApplicationIsFreed() {
        let clock = VirtualClock(start: 0)
        var view: UIView?
        let freed = Self.applicationFreed(after: clock) { _, laidOut in view = laidOut }
        #expect(freed)
        clock.runUntilIdle()
        #expect(view?.window == nil)
    }

    @Test("D1, D12: a recognizer kept after the application it took part in is freed answers to no arena")
    func recognizerOutlivesItsApplication() throws {
        let clock = VirtualClock(start: 0)
        var kept: UIPanGestureRecognizer?
        let freed = try Self.applicationFreed(after: clock) { application, view in
            let pan = UIPanGestureRecognizer()
            view.addGestureRecognizer(pan)
            try application.inputDoor.touchDown(id: 1, at: CGPoint(x: 50, y: 50))
            try application.inputDoor.touchMove(id: 1, to: CGPoint(x: 120, y: 50))
            clock.runUntilIdle()
            #expect(pan.state == .began)
            try application.inputDoor.touchUp(id: 1, at: CGPoint(x: 120, y: 50))
            clock.runUntilIdle()
            kept = pan
        }
        #expect(freed)
        kept?.isEnabled = false
        kept?.isEnabled = true
        kept?.state = .began
        #expect(kept?.state == .began)
        #expect(kept?.view == nil)
    }

    @Test("D2: a recognizer's action still queued when its application is freed is dropped on the next turn")
    func queuedActionAfterTheApplicationIsFreed() throws {
        let clock = VirtualClock(start: 0)
        var actions = 0
        let freed = try Self.applicationFreed(after: clock) { application, view in
            let pan = UIPanGestureRecognizer { _ in actions += 1 }
            // Claimed touches would wait in the queue too, and keep their window and its application alive.
            pan.cancelsTouchesInView = false
            view.addGestureRecognizer(pan)
            try application.inputDoor.touchDown(id: 1, at: CGPoint(x: 50, y: 50))
            try application.inputDoor.touchMove(id: 1, to: CGPoint(x: 120, y: 50))
            try application.inputDoor.touchUp(id: 1, at: CGPoint(x: 120, y: 50))
            #expect(clock.hasPendingTurnWork)
        }
        #expect(freed)
        clock.runUntilIdle()
        #expect(actions == 0)
    }

    @Test("D3: a recognizer kept after its view is freed has no view and no arena to answer to")
    func recognizerOutlivesItsView() {
        var kept: UIGestureRecognizer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let pan = UIPanGestureRecognizer()
            view.addGestureRecognizer(pan)
            #expect(pan.view === view)
            kept = pan
        }
        #expect(kept?.view == nil)
        #expect(kept?.location(in: nil) == .zero)
    }

    /// Builds an application on `clock` with a shown key window filled by one view, hands both to `setUp`, then
    /// hides the window and lets go of everything `setUp` did not keep; says whether the application was freed.
    private static func applicationFreed(
        after clock: VirtualClock,
        _ setUp: (UIApplication, UIView) throws -> Void
    ) rethrows -> Bool {
        weak var freedApplication: UIApplication?
        do {
            let application = UIApplication(clock: clock)
            freedApplication = application
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: application)
            window.makeKeyAndVisible()
            let view = UIView(frame: window.bounds)
            window.addSubview(view)
            try setUp(application, view)
            window.isHidden = true
        }
        return freedApplication == nil
    }
}
