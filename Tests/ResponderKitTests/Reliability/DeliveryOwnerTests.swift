import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// The holes of issue 16, each pinned by the smallest case that showed it, checked through what every
/// responder heard.
@MainActor
@Suite("Delivery owner: endings go to exactly the responders that heard the beginning")
struct DeliveryOwnerTests {
    @MainActor
    struct Scene {
        let host = EventTestHost()
        let log = HearingLog()
        let window: UIWindow
        let container: NamedView
        let target: NamedView

        init() {
            let controller = UIViewController()
            window = host.makeWindow(rootViewController: controller)
            container = NamedView("container", log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            target = NamedView("target", log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            controller.view.addSubview(container)
            container.addSubview(target)
        }

        var point: CGPoint { host.screenPoint(inCenterOf: target) }
    }

    @Test("C2, C3: a view that keeps touchesBegan (no super) but calls super for the ending: ancestors hear nothing")
    func keptBeganKeepsTheEnding() throws {
        let scene = Scene()
        let keeper = KeepsBeganView("keeper", scene.log, frame: CGRect(x: 150, y: 150, width: 60, height: 60))
        scene.container.addSubview(keeper)
        try scene.host.tap(at: scene.host.screenPoint(inCenterOf: keeper))
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("keeper ended") == 1)
        #expect(scene.log.count("container ended") == 0)
    }

    // MARK: Hole 1

    @Test("C11: a recognizer that begins inside its own touchesBegan takes the touch; the view hears nothing")
    func immediatePanTakesTouchUnheard() throws {
        let scene = Scene()
        scene.target.addGestureRecognizer(ImmediatePan())
        let finger = try scene.host.touchDown(at: scene.point)
        try finger.lift()
        scene.host.runUntilIdle()
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.heard.isEmpty, "\(scene.log.heard)")
    }

    @Test("C11, C8: a delegate that removes the touched view before its began step: nobody hears a cancellation")
    func delegateRemovesViewBeforeBegan() throws {
        let scene = Scene()
        let recognizer = UITapGestureRecognizer()
        let delegate = ReactingDelegate()
        recognizer.delegate = delegate
        scene.target.addGestureRecognizer(recognizer)
        delegate.onShouldReceive = { [target = scene.target] in target.removeFromSuperview() }
        try scene.host.tap(at: scene.point)
        scene.host.runUntilIdle()
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.unfinished == 0)
    }

    // MARK: Hole 2

    @Test("C2: a view that removes itself in touchesBegan before super: its ancestors hear no cancellation")
    func removalBeforeSuperInTouchesBegan() throws {
        let scene = Scene()
        scene.target.reactions["touchesBegan"] = { [target = scene.target] in target.removeFromSuperview() }
        try scene.host.tap(at: scene.point)
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("container cancelled") == 0)
        #expect(scene.log.unfinished == 0)
    }

    @Test("H3: a first responder that removes itself in pressesBegan before super: its ancestors hear nothing")
    func removalBeforeSuperInPressesBegan() throws {
        let scene = Scene()
        scene.target.acceptsFirstResponder = true
        #expect(scene.target.becomeFirstResponder())
        scene.target.reactions["pressesBegan"] = { [target = scene.target] in target.removeFromSuperview() }
        try scene.host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try scene.host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.unfinished == 0)
    }

    @Test("H3: a first responder that makes another window key in pressesBegan before super")
    func keyWindowChangeBeforeSuperInPressesBegan() throws {
        let scene = Scene()
        let other = scene.host.makeWindow(rootViewController: UIViewController())
        scene.window.makeKey()
        scene.target.acceptsFirstResponder = true
        #expect(scene.target.becomeFirstResponder())
        scene.target.reactions["pressesBegan"] = { other.makeKey() }
        try scene.host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try scene.host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.unfinished == 0)
    }

    // MARK: Hole 3

    @Test("C2: a touched view moved to another superview: the old ancestors hear the ending, the new ones nothing")
    func reparentedMidTouch() throws {
        let scene = Scene()
        let newParent = NamedView("newParent", scene.log, frame: CGRect(x: 0, y: 400, width: 300, height: 300))
        scene.container.superview!.addSubview(newParent)
        let finger = try scene.host.touchDown(at: scene.point)
        newParent.addSubview(scene.target)
        try finger.lift()
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("container ended") == 1)
        #expect(scene.log.count("newParent ended") == 0)
        #expect(scene.log.unfinished == 0)
    }

    @Test("C2: a view moved to another window inside its touchesEnded: the ending stays in the old window")
    func movedToAnotherWindowInTouchesEnded() throws {
        let scene = Scene()
        let otherRoot = NamedView("otherRoot", scene.log, frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let otherController = UIViewController()
        _ = scene.host.makeWindow(rootViewController: otherController, frame: CGRect(x: 0, y: 500, width: 390, height: 300))
        otherController.view.addSubview(otherRoot)
        scene.target.reactions["touchesEnded"] = { [target = scene.target] in otherRoot.addSubview(target) }
        try scene.host.tap(at: scene.point)
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("container ended") == 1)
        #expect(scene.log.count("otherRoot ended") == 0)
    }

    @Test("C2: a finger down while the root controller is swapped: the old chain hears one ending, the new none")
    func rootSwappedMidTouch() throws {
        let scene = Scene()
        let finger = try scene.host.touchDown(at: scene.point)
        let replacement = NamedController("replacement", scene.log)
        scene.window.rootViewController = replacement
        try finger.lift()
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.unfinished == 0)
        #expect(scene.log.count("replacement ended") == 0)
    }

    @Test("C2: a touched view moved into a child controller's view mid-touch: the ending follows the began")
    func addChildMidTouch() throws {
        let scene = Scene()
        let child = UIViewController()
        let childRoot = NamedView("childRoot", scene.log, frame: CGRect(x: 0, y: 400, width: 300, height: 300))
        child.view.addSubview(childRoot)
        let finger = try scene.host.touchDown(at: scene.point)
        scene.window.rootViewController!.addChild(child)
        scene.window.rootViewController!.view.addSubview(child.view)
        child.didMove(toParent: scene.window.rootViewController)
        childRoot.addSubview(scene.target)
        try finger.lift()
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("container ended") == 1)
        #expect(scene.log.count("childRoot ended") == 0)
        #expect(scene.log.unfinished == 0)
    }

    @Test("C2: a finger down while a controller is presented over the touched view: one ending for the old chain")
    func presentMidTouch() throws {
        let scene = Scene()
        let finger = try scene.host.touchDown(at: scene.point)
        let presented = UIViewController()
        scene.window.rootViewController!.present(presented, animated: false)
        try finger.lift()
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.unfinished == 0)
    }

    // MARK: Hole 4

    @Test("H3: a first responder that leaves inside its own pressesEnded before super: its container hears the end")
    func leavesInsidePressesEnded() throws {
        let scene = Scene()
        scene.target.acceptsFirstResponder = true
        #expect(scene.target.becomeFirstResponder())
        scene.target.reactions["pressesEnded"] = { [target = scene.target] in target.removeFromSuperview() }
        try scene.host.send(.key(HostKey(.down, .keyboardA, characters: "a")))
        try scene.host.send(.key(HostKey(.up, .keyboardA, characters: "a")))
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("container ended") == 1)
        #expect(scene.log.unfinished == 0)
    }

    // MARK: Hole 5

    @Test("I2: a shake whose first responder leaves between began and ended: the old chain hears the end")
    func shakeEndsForOldChainAfterLeaving() throws {
        let scene = Scene()
        scene.target.acceptsFirstResponder = true
        #expect(scene.target.becomeFirstResponder())
        try scene.host.send(.shake(.began))
        scene.target.removeFromSuperview()
        try scene.host.send(.shake(.ended))
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("container ended") == 1)
        #expect(scene.log.unfinished == 0)
    }

    @Test("I2: a shake whose first responder is freed between began and ended: the rest of the chain hears the end")
    func shakeEndsForChainAfterFree() throws {
        let scene = Scene()
        weak var freed: NamedView?
        do {
            let responder = NamedView("responder", scene.log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            responder.acceptsFirstResponder = true
            scene.container.addSubview(responder)
            #expect(responder.becomeFirstResponder())
            try scene.host.send(.shake(.began))
            responder.removeFromSuperview()
            freed = responder
        }
        #expect(freed == nil)
        try scene.host.send(.shake(.ended))
        #expect(scene.log.count("container ended") == 1)
        #expect(scene.log.count("container began") == 1)
    }

    // MARK: Hole 6

    @Test("C2: a text field's passed-on touch: a container that removes the field in touchesEnded hears one ending")
    func textFieldPassOnEndsOnce() throws {
        let scene = Scene()
        let field = UITextField(frame: CGRect(x: 150, y: 150, width: 100, height: 40))
        scene.container.addSubview(field)
        scene.container.reactions["touchesEnded"] = { field.removeFromSuperview() }
        try scene.host.tap(at: scene.host.screenPoint(inCenterOf: field))
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("container began") == 1)
        #expect(scene.log.count("container ended") == 1)
    }

    // MARK: Hole 7

    @Test("C2, D5: a lift sent from a released touchesBegan ends the touch for good and lets recognizers reset")
    func liftFromReleasedBegan() throws {
        let scene = Scene()
        let recognizer = UILongPressGestureRecognizer()
        recognizer.delaysTouchesBegan = true
        scene.target.addGestureRecognizer(recognizer)
        scene.target.reactions["touchesBegan"] = { [host = scene.host, point = scene.point] in
            try? host.send(.touch(HostTouch(id: 7, action: .up, location: point)))
        }
        try scene.host.send(.touch(HostTouch(id: 7, action: .down, location: scene.point)))
        recognizer.isEnabled = false
        scene.host.runUntilIdle()
        #expect(scene.log.violations.isEmpty, "\(scene.log.violations)")
        #expect(scene.log.count("target began") == 1)
        #expect(scene.log.count("target ended") == 1)
        #expect(scene.log.unfinished == 0, "\(scene.log.heard)")
        #expect(recognizer.state == .possible)
    }
}
