import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("Autoresizing: subviews follow their superview's size by their masks")
struct AutoresizingTests {
    private func container(with child: UIView, mask: UIView.AutoresizingMask) -> UIView {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        child.autoresizingMask = mask
        parent.addSubview(child)
        return parent
    }

    @Test("U4: the mask is empty and subviews autoresize by default; an empty mask keeps the frame")
    func defaults() {
        let view = UIView()
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews)
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 30))
        let parent = container(with: child, mask: [])
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(child.frame == CGRect(x: 20, y: 10, width: 50, height: 30))
    }

    @Test("U4: one flexible part on an axis takes the whole change, the fixed parts keep their lengths")
    func singleFlexiblePart() {
        let width = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 30))
        let widthParent = container(with: width, mask: [.flexibleWidth])
        widthParent.bounds.size.width = 260
        #expect(width.frame == CGRect(x: 20, y: 10, width: 110, height: 30))

        let left = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 30))
        let leftParent = container(with: left, mask: [.flexibleLeftMargin, .flexibleTopMargin])
        leftParent.frame = CGRect(x: 5, y: 5, width: 150, height: 160)
        // The right margin (130) and bottom margin (60) are fixed: the view stays at the right and bottom.
        #expect(left.frame == CGRect(x: -30, y: 70, width: 50, height: 30))

        let height = UIView(frame: CGRect(x: 20, y: 10, width: 50, height: 30))
        let heightParent = container(with: height, mask: [.flexibleHeight, .flexibleRightMargin])
        heightParent.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
        #expect(height.frame == CGRect(x: 20, y: 10, width: 50, height: 10))
    }

    @Test("U4: several flexible parts on an axis share the change in proportion to their lengths")
    func proportionalDistribution() {
        // Horizontally: left 20, width 60, right 120 of 200; vertically: top 10, height 30, bottom 60 of 100.
        let child = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        let parent = container(with: child, mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin,
                                                   .flexibleHeight, .flexibleBottomMargin])
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 190)
        // +200 over 20:60:120 -> +20, +60, +120; +90 over height 30 and bottom 60 -> +30, +60.
        #expect(child.frame == CGRect(x: 40, y: 10, width: 120, height: 60))

        let centred = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
        let centredParent = container(with: centred, mask: [.flexibleLeftMargin, .flexibleRightMargin])
        centredParent.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        #expect(centred.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(centred.center.x == centredParent.bounds.midX)
    }

    @Test("U4: flexible parts of zero length share the change equally")
    func zeroLengthParts() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
    }

    @Test("U4: autoresizesSubviews = false leaves the subviews alone, and the mask applies again once it is true")
    func autoresizesSubviewsOff() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let parent = container(with: child, mask: [.flexibleWidth, .flexibleHeight])
        parent.autoresizesSubviews = false
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
        parent.autoresizesSubviews = true
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 500)
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test("U4: resizing goes down the tree, each level by its own mask, and only when the size changed")
    func nested() {
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        inner.autoresizingMask = [.flexibleWidth]
        middle.addSubview(inner)
        let outer = container(with: middle, mask: [.flexibleWidth, .flexibleHeight])
        outer.frame = CGRect(x: 50, y: 50, width: 200, height: 100)
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        outer.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        #expect(middle.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(inner.frame == CGRect(x: 10, y: 10, width: 280, height: 80))
    }

    @Test("U5: a root view made by loadView is flexible in both directions and fills its window")
    func rootViewMask() {
        let controller = UIViewController()
        #expect(controller.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        let host = EventTestHost(screenSize: CGSize(width: 390, height: 844))
        let window = host.makeWindow(rootViewController: controller)
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
    }

    @Test("U5: rotated, a bottom bar with a flexible width and top margin stays at the bottom edge and takes taps there")
    func rotationKeepsBarAtBottom() throws {
        let host = EventTestHost(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        let bar = UIControl(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        controller.view.addSubview(bar)
        let window = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        try host.tap(at: CGPoint(x: 200, y: 820))
        #expect(host.lastHitTest?.winner === bar)

        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(bar.frame == CGRect(x: 0, y: 346, width: 844, height: 44))
        try host.tap(at: CGPoint(x: 800, y: 370))
        #expect(host.lastHitTest?.winner === bar)
        try host.tap(at: CGPoint(x: 200, y: 300))
        #expect(host.lastHitTest?.winner === controller.view)
    }
}
