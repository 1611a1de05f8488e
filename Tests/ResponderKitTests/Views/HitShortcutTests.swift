import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Plain views are hit-tested from a summary of their state kept by their setters; every change made after the
/// view was built must take effect at the next hit test (B1, B2, B4).
@MainActor @Suite("Changes to a plain view take effect at the next hit test")
struct HitShortcutTests {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200),
                                  application: UIApplication(clock: VirtualClock(start: 0),
                                                             screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))))
    private let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    private let inside = CGPoint(x: 60, y: 60)

    init() {
        window.isHidden = false
        window.addSubview(view)
    }

    @Test("B1: hiding, fading out and disabling interaction each take the view out, and undoing each brings it back")
    func eligibilityChanges() {
        #expect(window.hitTest(inside, with: nil) === view)
        view.isHidden = true
        #expect(window.hitTest(inside, with: nil) === window)
        view.isHidden = false
        view.alpha = 0.005
        #expect(window.hitTest(inside, with: nil) === window)
        view.alpha = 1
        view.isUserInteractionEnabled = false
        #expect(window.hitTest(inside, with: nil) === window)
        view.isUserInteractionEnabled = true
        #expect(window.hitTest(inside, with: nil) === view)
    }

    @Test("B2, B4: resizing, scrolling the bounds, moving and transforming change the area at once")
    func geometryChanges() {
        view.bounds.size = CGSize(width: 10, height: 10)
        #expect(window.hitTest(inside, with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 99, y: 99), with: nil) === view)
        view.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.bounds.origin = CGPoint(x: 500, y: 500)
        #expect(window.hitTest(inside, with: nil) === view)
        view.center = CGPoint(x: 150, y: 150)
        #expect(window.hitTest(inside, with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 190, y: 190), with: nil) === view)
        view.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
        #expect(window.hitTest(CGPoint(x: 190, y: 190), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === view)
        view.transform = .identity
        #expect(window.hitTest(CGPoint(x: 190, y: 190), with: nil) === view)
    }

    @Test("B2: a zero-sized or infinite view takes no point, and the edges are half-open")
    func degenerateBoundsAndEdges() {
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 150, y: 60), with: nil) === window)
        view.bounds.size = CGSize(width: 0, height: 100)
        #expect(window.hitTest(CGPoint(x: 100, y: 60), with: nil) === window)
        view.bounds = CGRect(x: CGFloat.infinity, y: 0, width: 100, height: 100)
        #expect(window.hitTest(inside, with: nil) === window)
        #expect(window.hitTest(CGPoint(x: CGFloat.nan, y: 60), with: nil) == nil)
    }
}
