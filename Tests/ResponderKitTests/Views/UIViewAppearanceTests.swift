import Foundation
import ResponderKit
import Testing

/// Counts `tintColorDidChange()` calls, as a view that recolors its content would override it.
private final class TintWatcher: UIView {
    var changes = 0
    override func tintColorDidChange() {
        super.tintColorDidChange()
        changes += 1
    }
}

@MainActor @Suite("UIView backgroundColor, tintColor and tintAdjustmentMode")
struct UIViewAppearanceTests {
    @Test("backgroundColor is nil by default and keeps what is set")
    func backgroundColor() {
        let view = UIView()
        #expect(view.backgroundColor == nil)
        view.backgroundColor = .systemBackground
        #expect(view.backgroundColor == .white)
        view.backgroundColor = nil
        #expect(view.backgroundColor == nil)
    }

    @Test("tintColor defaults to systemBlue, is inherited from the superview, and nil makes it inherit again")
    func tintInheritance() {
        let root = UIView(), middle = UIView(), leaf = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        #expect(leaf.tintColor == .systemBlue)
        root.tintColor = .systemRed
        #expect(leaf.tintColor == .systemRed)
        middle.tintColor = .systemGreen
        #expect(leaf.tintColor == .systemGreen)
        #expect(root.tintColor == .systemRed)
        middle.tintColor = nil
        #expect(middle.tintColor == .systemRed)
        #expect(leaf.tintColor == .systemRed)
    }

    @Test("tintColorDidChange() runs on the view and the descendants that inherit, not those with their own")
    func tintColorDidChangePropagates() {
        let root = TintWatcher(), inheriting = TintWatcher(), own = TintWatcher(), underOwn = TintWatcher()
        root.addSubview(inheriting)
        root.addSubview(own)
        own.addSubview(underOwn)
        own.tintColor = .systemOrange
        let before = (root.changes, inheriting.changes, own.changes, underOwn.changes)
        #expect(before == (0, 0, 1, 1))
        root.tintColor = .systemPurple
        #expect(root.changes == 1)
        #expect(inheriting.changes == 1)
        #expect(own.changes == 1, "a view with its own tint does not change")
        #expect(underOwn.changes == 1)
        root.tintColor = .systemPurple
        #expect(root.changes == 1, "setting the same tint changes nothing")
    }

    @Test("Moving a view under a superview with another tint calls tintColorDidChange(); the same tint does not")
    func tintChangesOnMove() {
        let red = UIView(), otherRed = UIView(), blue = UIView()
        red.tintColor = .systemRed
        otherRed.tintColor = .systemRed
        let view = TintWatcher(), child = TintWatcher()
        view.addSubview(child)
        red.addSubview(view)
        #expect(view.changes == 1 && child.changes == 1)
        #expect(child.tintColor == .systemRed)
        otherRed.addSubview(view)
        #expect(view.changes == 1, "same tint, no call")
        blue.addSubview(view)
        #expect(view.changes == 2)
        #expect(child.tintColor == .systemBlue)
        view.removeFromSuperview()
        #expect(view.changes == 2, "the default tint is systemBlue, the same as blue's")
    }

    @Test("tintAdjustmentMode .dimmed dims the tint of the view and its subtree; automatic follows the superview")
    func dimming() {
        let root = UIView(), leaf = TintWatcher()
        root.addSubview(leaf)
        #expect(root.tintAdjustmentMode == .normal)
        #expect(leaf.tintAdjustmentMode == .normal)
        root.tintAdjustmentMode = .dimmed
        #expect(leaf.tintAdjustmentMode == .dimmed)
        #expect(leaf.changes == 1)
        #expect(leaf.tintColor != .systemBlue)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        leaf.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == green && green == blue, "dimmed is a gray")
        leaf.tintAdjustmentMode = .normal
        #expect(leaf.tintColor == .systemBlue)
        #expect(leaf.changes == 2)
        root.tintAdjustmentMode = .automatic
        #expect(root.tintAdjustmentMode == .normal)
    }
}
