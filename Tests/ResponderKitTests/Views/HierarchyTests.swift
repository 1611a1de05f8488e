import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view that logs its hierarchy hooks.
@MainActor
private final class HookView: UIView {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("\(name).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { log.append("\(name).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("\(name).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.append("\(name).didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("\(name).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("\(name).willRemoveSubview") }
}

@MainActor
@Suite("View hierarchy and geometry")
struct HierarchyTests {
    @Test("Adding and removing calls the hooks in order, down the whole subtree for window moves")
    func hooks() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let log = EventLog()
        let parent = HookView("parent", log: log)
        let child = HookView("child", log: log)
        parent.addSubview(child)
        #expect(log.entries == ["child.willMoveToSuperview(view)", "child.didMoveToSuperview", "parent.didAddSubview"])
        log.removeAll()
        window.addSubview(parent)
        #expect(log.entries == ["parent.willMoveToWindow(window)", "child.willMoveToWindow(window)",
                                "parent.willMoveToSuperview(view)",
                                "parent.didMoveToWindow", "child.didMoveToWindow", "parent.didMoveToSuperview"])
        #expect(child.window === window)
        log.removeAll()
        child.removeFromSuperview()
        #expect(log.entries == ["parent.willRemoveSubview", "child.willMoveToWindow(nil)",
                                "child.willMoveToSuperview(nil)", "child.didMoveToWindow", "child.didMoveToSuperview"])
        #expect(child.window == nil && child.superview == nil && parent.subviews.isEmpty)
    }

    @Test("insertSubview at an index, above and below a sibling, and exchange")
    func ordering() {
        let parent = UIView()
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        a.tag = 1; b.tag = 2; c.tag = 3; d.tag = 4
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(\.tag) == [3, 1, 2])
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews.map(\.tag) == [3, 4, 1, 2])
        parent.insertSubview(d, belowSubview: c)
        #expect(parent.subviews.map(\.tag) == [4, 3, 1, 2])
        parent.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(parent.subviews.map(\.tag) == [2, 3, 1, 4])
        parent.exchangeSubview(at: 0, withSubviewAt: 9)
        parent.insertSubview(a, at: 99)
        #expect(parent.subviews.map(\.tag) == [2, 3, 4, 1])
        parent.addSubview(c)
        #expect(parent.subviews.map(\.tag) == [2, 4, 1, 3])
    }

    @Test("Moving a view to a new superview takes it out of the old one")
    func reparenting() {
        let first = UIView(), second = UIView(), view = UIView()
        first.addSubview(view)
        second.addSubview(view)
        #expect(first.subviews.isEmpty && second.subviews.count == 1 && view.superview === second)
    }

    @Test("Adding a view to itself or its descendant is refused with a diagnostic")
    func loopsAreRefused() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let parent = UIView(), child = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        child.addSubview(parent)
        parent.addSubview(parent)
        #expect(parent.superview === window && child.superview === parent && child.subviews.isEmpty)
        #expect(host.application.diagnostics.entries.filter { $0.kind == .invalidHierarchy }.count == 2)
    }

    @Test("isDescendant(of:) and viewWithTag(_:) search the subtree")
    func searching() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        leaf.tag = 42
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.isDescendant(of: root) && leaf.isDescendant(of: leaf) && !root.isDescendant(of: leaf))
        #expect(root.viewWithTag(42) === leaf)
        #expect(root.viewWithTag(7) == nil)
    }

    @Test("frame, bounds and center stay consistent; the frame of a transformed view is its bounding box")
    func frames() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 0, y: 50, width: 200, height: 100))
        #expect(view.bounds.size == CGSize(width: 100, height: 50))
    }

    @Test("C10: convert(_:to:) and convert(_:from:) across branches, windows and rects")
    func conversions() {
        let host = EventTestHost()
        let window = host.makeWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 700))
        let left = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 10, width: 100, height: 100))
        right.bounds.origin = CGPoint(x: 5, y: 5)
        window.addSubview(left)
        window.addSubview(right)
        #expect(left.convert(CGPoint(x: 0, y: 0), to: right) == CGPoint(x: -185, y: 5))
        #expect(right.convert(CGPoint(x: 0, y: 0), from: left) == CGPoint(x: -185, y: 5))
        #expect(left.convert(CGPoint(x: 1, y: 2), to: nil) == CGPoint(x: 11, y: 12))
        #expect(left.convertToScreen(CGPoint(x: 1, y: 2)) == CGPoint(x: 11, y: 112))
        #expect(left.convertFromScreen(CGPoint(x: 11, y: 112)) == CGPoint(x: 1, y: 2))
        #expect(left.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: right)
                == CGRect(x: -185, y: 5, width: 10, height: 10))

        let other = host.makeWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(left.convert(CGPoint(x: 0, y: 0), to: other) == CGPoint(x: 10, y: 110))

        left.transform = CGAffineTransform(rotationAngle: .pi)
        let rotated = left.convert(CGRect(x: 0, y: 0, width: 10, height: 20), to: window)
        #expect(abs(rotated.minX - 100) < 1e-9 && abs(rotated.minY - 90) < 1e-9)
        #expect(abs(rotated.width - 10) < 1e-9 && abs(rotated.height - 20) < 1e-9)
    }

    @Test("A label ignores touches by default, so they land behind it")
    func labelIgnoresTouches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: root.bounds)
        label.text = "Hello"
        root.addSubview(label)
        #expect(!label.isUserInteractionEnabled)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === label)
    }
}
