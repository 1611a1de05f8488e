import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A text field subclass that takes itself out of its window in `touchesBegan`, before calling `super`: the
/// field hears the touch cancelled (C8) before its own `touchesBegan` runs.
@MainActor
final class SelfRemovingField: UITextField {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        removeFromSuperview()
        super.touchesBegan(touches, with: event)
    }
}

/// Issue 34, finding 3: nothing a session did keeps a touch, and through it its view, window and application,
/// alive once the application is released. Checked with weak references.
@MainActor
@Suite("C8, D6: no touch outlives its application (issue 34)")
struct TouchLeakTests {
    @Test("C8: a text field that heard a touch cancelled before its own touchesBegan does not keep it")
    func fieldRemovedBeforeSuperKeepsNothing() throws {
        weak var application: UIApplication?
        weak var window: UIWindow?
        weak var field: UITextField?
        do {
            let host = EventTestHost()
            application = host.application
            let controller = UIViewController()
            let madeWindow = host.makeWindow(rootViewController: controller)
            window = madeWindow
            let madeField = SelfRemovingField(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
            field = madeField
            controller.view.addSubview(madeField)
            try host.tap(at: host.screenPoint(inCenterOf: madeField))
            host.runUntilIdle()
            madeWindow.isHidden = true
            madeWindow.rootViewController = nil
        }
        #expect(field == nil, "the field is still alive")
        #expect(window == nil, "the window is still alive")
        #expect(application == nil, "the application is still alive")
    }

    @Test("D6: a touch whose held touchesEnded arrives after it was retired (a double tap failing) is let go")
    func heldEndingAfterRetirementKeepsNothing() throws {
        weak var application: UIApplication?
        weak var window: UIWindow?
        weak var view: UIView?
        do {
            let host = EventTestHost()
            application = host.application
            let controller = UIViewController()
            let madeWindow = host.makeWindow(rootViewController: controller)
            window = madeWindow
            let madeView = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
            view = madeView
            let doubleTap = UITapGestureRecognizer()
            doubleTap.numberOfTapsRequired = 2
            madeView.addGestureRecognizer(doubleTap)
            controller.view.addSubview(madeView)
            try host.tap(at: host.screenPoint(inCenterOf: madeView))
            host.advance(by: 1)
            host.runUntilIdle()
            madeWindow.isHidden = true
            madeWindow.rootViewController = nil
        }
        #expect(view == nil, "the view is still alive")
        #expect(window == nil, "the window is still alive")
        #expect(application == nil, "the application is still alive")
    }
}
