import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("View controllers")
struct ViewControllerTests {
    @Test("The view loads lazily, once, through loadView then viewDidLoad")
    func lazyLoading() {
        final class Controller: UIViewController {
            var calls: [String] = []
            override func loadView() {
                calls.append("loadView")
                view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            }
            override func viewDidLoad() { calls.append("viewDidLoad") }
        }
        let controller = Controller()
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        let view: UIView = controller.view
        _ = controller.view
        #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
        #expect(controller.calls == ["loadView", "viewDidLoad"])
        #expect(view.bounds.size == CGSize(width: 10, height: 10))
    }

    @Test("A default root view is a plain view the screen's size")
    func defaultView() {
        let controller = UIViewController()
        #expect(controller.view.bounds.size == UIScreen.main.bounds.size)
    }

    @Test("Replacing the root view controller swaps the views")
    func replacingRoot() {
        let host = EventTestHost()
        let first = UIViewController(), second = UIViewController()
        let window = host.makeWindow(rootViewController: first)
        window.rootViewController = second
        #expect(first.view.superview == nil && first.next == nil)
        #expect(second.view.superview === window && second.next === window)
        #expect(second.view.frame == window.bounds)
    }

    @Test("Dismissing from the presented controller removes it and everything it presented")
    func dismissStack() {
        let host = EventTestHost()
        let root = UIViewController()
        let window = host.makeWindow(rootViewController: root)
        let middle = UIViewController(), top = UIViewController()
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        #expect(top.next === middle && top.view.window === window)
        var dismissed = false
        middle.dismiss(animated: false) { dismissed = true }
        #expect(dismissed)
        #expect(top.view.window == nil && middle.presentedViewController == nil)
        #expect(root.presentedViewController === middle)
        middle.dismiss(animated: false)
        #expect(root.presentedViewController == nil && middle.view.window == nil)
    }

    @Test("P54: dismiss on the root of a presented navigation controller dismisses the presentation")
    func dismissFromChildOfPresentedContainer() {
        let host = EventTestHost()
        let root = UIViewController()
        let window = host.makeWindow(rootViewController: root)
        let editor = UIViewController(), pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: editor)
        root.present(navigation, animated: false)
        navigation.pushViewController(pushed, animated: false)
        #expect(navigation.view.window === window && navigation.topViewController === pushed)
        var dismissed = false
        pushed.dismiss(animated: false) { dismissed = true }
        #expect(dismissed)
        #expect(root.presentedViewController == nil && navigation.presentingViewController == nil)
        #expect(navigation.view.window == nil && root.view.window === window)

        root.present(navigation, animated: false)
        #expect(root.presentedViewController === navigation)
        editor.dismiss(animated: false)
        #expect(root.presentedViewController == nil && navigation.view.window == nil)
    }

    @Test("Presenting from a controller that is not in a window is refused")
    func presentingOffscreen() {
        let application = UIApplication(clock: VirtualClock())
        let window = UIWindow(frame: .zero, application: application)
        let offscreen = UIViewController()
        offscreen.present(UIViewController(), animated: false)
        #expect(offscreen.presentedViewController == nil)
        #expect(window.subviews.isEmpty)
    }
}
