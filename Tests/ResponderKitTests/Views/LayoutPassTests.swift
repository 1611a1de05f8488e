import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view that puts its one subview in its right half when laid out, and counts its layouts.
@MainActor
private final class SplitView: UIView {
    let right = UIView()
    var layouts = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(right)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
        right.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
    }
}

@MainActor
private final class LayoutController: UIViewController {
    var calls: [String] = []
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        calls.append("willLayout")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("didLayout")
    }
}

@MainActor
private final class DisplayRequests: Sendable {
    var ids: [ObjectIdentifier?] = []
}

@MainActor
@Suite("The layout pass: layoutSubviews, setNeedsLayout, layoutIfNeeded")
struct LayoutPassTests {
    @Test("A view marked with setNeedsLayout is laid out on the next turn, once however often it was marked")
    func nextTurn() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let split = SplitView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(split)
        host.runUntilIdle()
        #expect(split.layouts == 1 && split.right.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        split.setNeedsLayout()
        split.setNeedsLayout()
        #expect(split.layouts == 1)
        host.runUntilIdle()
        #expect(split.layouts == 2)
        host.runUntilIdle()
        #expect(split.layouts == 2)
    }

    @Test("B4: a touch sees the frames layoutSubviews sets, even when it comes before the next turn")
    func touchesSeeLaidOutFrames() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let split = SplitView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(split)
        host.runUntilIdle()
        split.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        #expect(split.right.frame.minX == 100)
        let finger = try host.touchDown(at: CGPoint(x: 120, y: 50))
        #expect(finger.id > 0)
        #expect(host.lastHitTest?.winner === split)
        #expect(split.right.frame.minX == 150)
        try host.lift([finger])
    }

    @Test("layoutIfNeeded lays out at once, inside an animation block too, with the controller's callbacks around its root view")
    func layoutIfNeededAndControllerCallbacks() {
        let host = EventTestHost()
        let controller = LayoutController()
        let window = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        controller.calls.removeAll()
        let split = SplitView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        window.addSubview(split)
        UIView.animate(withDuration: 0.3) {
            split.frame.size.width = 400
            split.layoutIfNeeded()
        }
        #expect(split.right.frame.minX == 200)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(controller.calls == ["willLayout", "didLayout"])
    }

    @Test("setNeedsDisplay tells the host through the application's notification center")
    func setNeedsDisplayReachesTheHost() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let box = DisplayRequests()
        let token = host.application.notificationCenter.addObserver(
            forName: UIApplication.viewNeedsDisplayNotification, object: nil, queue: nil) { note in
            let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated { box.ids.append(id) }
        }
        view.setNeedsDisplay()
        host.application.notificationCenter.removeObserver(token)
        #expect(box.ids == [ObjectIdentifier(view)])
    }
}
