import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Paths answer bounds and containment as UIKit's do, for the shapes event code tests points against (P43).
@MainActor @Suite("UIBezierPath: bounds and contains(_:) for rectangles, rounded rectangles, ovals, arcs and polygons")
struct BezierPathTests {
    private func close(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
        abs(lhs.minX - rhs.minX) < 1e-9 && abs(lhs.minY - rhs.minY) < 1e-9
            && abs(lhs.width - rhs.width) < 1e-9 && abs(lhs.height - rhs.height) < 1e-9
    }

    @Test("P43: a rectangle's path contains its inside, not its outside; its bounds are the rectangle")
    func rectangle() {
        let path = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect(path.bounds == CGRect(x: 10, y: 10, width: 80, height: 40))
        #expect(path.contains(CGPoint(x: 50, y: 30)))
        #expect(path.contains(CGPoint(x: 11, y: 49)))
        #expect(!path.contains(CGPoint(x: 9, y: 30)))
        #expect(!path.contains(CGPoint(x: 50, y: 51)))
        #expect(path.cgPath.boundingBox == path.bounds)
        #expect(path.cgPath.contains(CGPoint(x: 50, y: 30)))
    }

    @Test("P43: a circle contains its center and points near its edge, not its square's corners")
    func oval() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(path.contains(CGPoint(x: 50, y: 50)))
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        #expect(path.contains(CGPoint(x: 50 + 49 * cos(0.7), y: 50 + 49 * sin(0.7))))
        #expect(!path.contains(CGPoint(x: 50 + 51 * cos(0.7), y: 50 + 51 * sin(0.7))))
        #expect(!path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 95, y: 95)))
        let ellipse = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(ellipse.contains(CGPoint(x: 190, y: 25)))
        #expect(!ellipse.contains(CGPoint(x: 190, y: 5)))
    }

    @Test("P43: a rounded rectangle leaves out its corners beyond the radius, which is capped at half the shorter side")
    func roundedRectangle() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 20)
        #expect(close(path.bounds, CGRect(x: 0, y: 0, width: 100, height: 60)))
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        #expect(path.contains(CGPoint(x: 1, y: 30)))
        #expect(path.contains(CGPoint(x: 8, y: 8)))
        #expect(!path.contains(CGPoint(x: 2, y: 2)))
        #expect(!path.contains(CGPoint(x: 98, y: 58)))
        let capsule = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 100)
        #expect(capsule.contains(CGPoint(x: 20, y: 20)))
        #expect(!capsule.contains(CGPoint(x: 3, y: 3)), "the radius is capped at 20, a capsule")
        #expect(capsule.contains(CGPoint(x: 50, y: 1)), "not an oval: the straight sides remain")
    }

    @Test("P43: byRoundingCorners rounds only the corners named, to quarter ellipses of the radii given")
    func someCornersRounded() {
        let top = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60),
                               byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 20))
        #expect(close(top.bounds, CGRect(x: 0, y: 0, width: 100, height: 60)))
        #expect(!top.contains(CGPoint(x: 2, y: 2)) && !top.contains(CGPoint(x: 98, y: 2)))
        #expect(top.contains(CGPoint(x: 2, y: 58)) && top.contains(CGPoint(x: 98, y: 58)))
        let wide = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: .allCorners,
                                cornerRadii: CGSize(width: 40, height: 10))
        #expect(!wide.contains(CGPoint(x: 5, y: 5)), "outside the 40 x 10 quarter ellipse")
        #expect(wide.contains(CGPoint(x: 20, y: 8)), "inside it, though a 40-point circle would leave it out")
        #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
        #expect(UIRectCorner.bottomLeft.rawValue == 4)
    }

    @Test("P43: a polygon contains its inside by the nonzero rule, its crossed middle only by even-odd when asked")
    func polygonAndFillRules() {
        let triangle = UIBezierPath()
        triangle.move(to: CGPoint(x: 0, y: 0))
        triangle.addLine(to: CGPoint(x: 100, y: 0))
        triangle.addLine(to: CGPoint(x: 0, y: 100))
        #expect(triangle.contains(CGPoint(x: 20, y: 20)), "an open subpath counts as closed")
        #expect(!triangle.contains(CGPoint(x: 60, y: 60)))
        #expect(triangle.currentPoint == CGPoint(x: 0, y: 100))
        let twice = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        twice.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        #expect(twice.contains(CGPoint(x: 50, y: 50)), "both squares wind the same way: nonzero fills the middle")
        twice.usesEvenOddFillRule = true
        #expect(!twice.contains(CGPoint(x: 50, y: 50)), "even-odd leaves a hole")
        #expect(twice.contains(CGPoint(x: 10, y: 50)))
        #expect(!twice.cgPath.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
    }

    @Test("P43: an arc closed back on its start is a pie slice; clockwise follows the screen, y growing downwards")
    func arcs() {
        let slice = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2,
                                 clockwise: true)
        slice.addLine(to: CGPoint(x: 50, y: 50))
        slice.close()
        #expect(slice.contains(CGPoint(x: 70, y: 70)), "clockwise from 0 to pi/2 sweeps the lower right on screen")
        #expect(!slice.contains(CGPoint(x: 70, y: 30)))
        let other = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2,
                                 clockwise: false)
        other.addLine(to: CGPoint(x: 50, y: 50))
        other.close()
        #expect(!other.contains(CGPoint(x: 70, y: 70)), "counterclockwise goes the long way round")
        #expect(other.contains(CGPoint(x: 70, y: 30)) && other.contains(CGPoint(x: 30, y: 70)))
        let empty = UIBezierPath()
        #expect(empty.isEmpty && !empty.contains(.zero))
    }

    @Test("P43: a round button's point(inside:) written with a path hits inside the circle only", .eventTestHost)
    func roundButtonHitTest() throws {
        let host = try #require(EventTestHost.current)
        let window = host.makeWindow()
        let button = RoundButton(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
        window.addSubview(button)
        #expect(window.hitTest(CGPoint(x: 40, y: 40), with: nil) === button)
        #expect(window.hitTest(CGPoint(x: 3, y: 3), with: nil) === window)
    }
}

/// A button that takes touches only inside its circle, as real round buttons do.
private final class RoundButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        UIBezierPath(ovalIn: bounds).contains(point)
    }
}
