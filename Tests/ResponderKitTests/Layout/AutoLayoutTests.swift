import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view that records the order of its update and layout calls.
@MainActor
private final class UpdateRecordingView: UIView {
    var calls: [String] = []
    var widthConstraint: NSLayoutConstraint?
    override func updateConstraints() {
        calls.append("updateConstraints")
        widthConstraint?.constant = 120
        super.updateConstraints()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        calls.append("layoutSubviews \(Int(bounds.width))")
    }
}

/// A view that counts the touches that begin on it.
@MainActor
private final class TouchCountingBox: UIView {
    var touches = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        self.touches += 1
    }
}

@MainActor
private final class ConstraintRequiringView: UIView {
    var updates = 0
    override class var requiresConstraintBasedLayout: Bool { true }
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

@MainActor
private final class ConstraintUpdatingController: UIViewController {
    var calls: [String] = []
    override func updateViewConstraints() {
        calls.append("updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.append("viewDidLayoutSubviews")
    }
}

@MainActor
@Suite("Auto Layout: constraints decide frames before layoutSubviews and touches")
struct AutoLayoutTests {
    /// A window with one view placed by constraints at (20, 40), 100 x 50.
    func pinnedBox(_ host: EventTestHost) -> (UIWindow, UIView, NSLayoutConstraint) {
        let window = host.makeWindow()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([
            leading,
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        return (window, box, leading)
    }

    @Test("U1: activating constraints moves nothing at once; the next turn's pass or layoutIfNeeded sets frame, bounds, center")
    func deferredPass() {
        let host = EventTestHost()
        let (window, box, leading) = pinnedBox(host)
        #expect(box.frame == .zero)
        host.runUntilIdle()
        #expect(box.frame == CGRect(x: 20, y: 40, width: 100, height: 50))
        #expect(box.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(box.center == CGPoint(x: 70, y: 65))
        leading.constant = 60
        #expect(box.frame.minX == 20)
        window.layoutIfNeeded()
        #expect(box.frame.minX == 60)
        leading.isActive = false
        box.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 5).isActive = true
        host.runUntilIdle()
        #expect(box.frame == CGRect(x: 5, y: 40, width: 100, height: 50))
    }

    @Test("U2: updateConstraints and updateViewConstraints run before layoutSubviews in the same pass")
    func updateBeforeLayout() {
        let host = EventTestHost()
        let controller = ConstraintUpdatingController()
        let window = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        let view = UpdateRecordingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        view.widthConstraint = width
        NSLayoutConstraint.activate([width, view.heightAnchor.constraint(equalToConstant: 10),
                                     view.leftAnchor.constraint(equalTo: window.leftAnchor),
                                     view.topAnchor.constraint(equalTo: window.topAnchor)])
        controller.calls.removeAll()
        view.calls.removeAll()
        view.setNeedsUpdateConstraints()
        controller.view.setNeedsUpdateConstraints()
        controller.view.setNeedsLayout()
        #expect(view.needsUpdateConstraints())
        host.runUntilIdle()
        #expect(view.calls == ["updateConstraints", "layoutSubviews 120"])
        #expect(controller.calls == ["updateViewConstraints", "viewDidLayoutSubviews"])
        #expect(!view.needsUpdateConstraints())
        view.setNeedsUpdateConstraints()
        view.calls.removeAll()
        view.updateConstraintsIfNeeded()
        #expect(view.calls == ["updateConstraints"])
    }

    @Test("U2: a view whose class requires constraint-based layout gets updateConstraints without constraints")
    func requiresConstraintBasedLayout() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = ConstraintRequiringView()
        window.addSubview(view)
        host.runUntilIdle()
        #expect(view.updates == 1)
        #expect(!UIView.requiresConstraintBasedLayout)
    }

    @Test("U3: a tap lands on the frame constraints gave a view, and at its new place after a constant changes")
    func touchesSeeSolvedFrames() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let box = TouchCountingBox()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let leading = box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20)
        NSLayoutConstraint.activate([leading, box.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
                                     box.widthAnchor.constraint(equalToConstant: 100),
                                     box.heightAnchor.constraint(equalToConstant: 50)])
        try host.tap(at: CGPoint(x: 30, y: 50))
        #expect(box.touches == 1)
        leading.constant = 200
        try host.tap(at: CGPoint(x: 30, y: 50))
        #expect(box.touches == 1)
        #expect(window.hitTest(CGPoint(x: 30, y: 50), with: nil) === window)
        try host.tap(box)
        #expect(box.touches == 2)
        #expect(box.frame.minX == 200)
    }

    @Test("U6: translatesAutoresizingMaskIntoConstraints is true by default; such a view keeps its frame and others pin to it")
    func autoresizingViewsKeepFrames() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let anchor = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 30))
        #expect(anchor.translatesAutoresizingMaskIntoConstraints)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(anchor)
        window.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: anchor.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: anchor.bottomAnchor),
            follower.widthAnchor.constraint(equalTo: anchor.widthAnchor, multiplier: 2),
            follower.heightAnchor.constraint(equalTo: anchor.heightAnchor),
        ])
        host.runUntilIdle()
        #expect(anchor.frame == CGRect(x: 10, y: 10, width: 50, height: 30))
        #expect(follower.frame == CGRect(x: 65, y: 40, width: 100, height: 30))
        anchor.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        window.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 25, y: 20, width: 40, height: 20))
    }

    @Test("U12: contradicting required constraints: one is broken and reported with UIKit's sentences; the rest hold")
    func unsatisfiable() {
        let host = EventTestHost()
        let (window, box, _) = pinnedBox(host)
        let conflict = box.widthAnchor.constraint(equalToConstant: 300)
        conflict.identifier = "too-wide"
        conflict.isActive = true
        host.runUntilIdle()
        let report = host.application.diagnostics.entries.last { $0.kind == .unsatisfiableConstraints }
        #expect(report?.message.contains("Unable to simultaneously satisfy constraints.") == true)
        #expect(report?.message.contains("Will attempt to recover by breaking constraint") == true)
        #expect(report?.message.contains("too-wide") == true)
        #expect(box.frame.width == 100 || box.frame.width == 300)
        #expect(box.frame.origin == CGPoint(x: 20, y: 40) && box.frame.height == 50)
        _ = window
    }
}
