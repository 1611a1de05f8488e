import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view's layer shares the view's geometry and shared values, and stores the rest (P42).
@MainActor @Suite("UIView.layer: geometry in step with the view, appearance stored")
struct LayerTests {
    @Test("P42: a view's layer reports the view's frame, bounds and center, and follows it as it moves")
    func layerFollowsView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer === view.layer)
        #expect(view.layer.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 60, y: 45))
        view.frame.origin = CGPoint(x: 0, y: 0)
        #expect(view.layer.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.layer.position == CGPoint(x: 50, y: 25))
    }

    @Test("P42: setting the layer's frame, position, isHidden, opacity, masksToBounds or backgroundColor sets the view's")
    func layerSetsView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.frame = CGRect(x: 5, y: 5, width: 40, height: 20)
        #expect(view.frame == CGRect(x: 5, y: 5, width: 40, height: 20))
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        view.layer.isHidden = true
        view.layer.opacity = 0.5
        view.layer.masksToBounds = true
        view.layer.backgroundColor = UIColor.red.cgColor
        #expect(view.isHidden && view.alpha == 0.5 && view.clipsToBounds)
        #expect(view.backgroundColor == .red)
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
    }

    @Test("P42: a hidden layer's view gets no touch, as a hidden view does", .eventTestHost)
    func hiddenLayerHidesFromTouches() throws {
        let host = try #require(EventTestHost.current)
        let window = host.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        view.layer.isHidden = true
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }

    @Test("P42: corner, border and shadow values start as Core Animation's defaults and read back as set")
    func storedAppearance() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0 && layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(gray: 0, alpha: 1) && layer.shadowColor == CGColor(gray: 0, alpha: 1))
        #expect(layer.shadowOpacity == 0 && layer.shadowRadius == 3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: -3))
        #expect(layer.shadowPath == nil && layer.zPosition == 0 && layer.sublayers == nil)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8).cgPath
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowColor = UIColor.systemGray.cgColor
        layer.shadowOpacity = 0.3
        layer.shadowOffset = CGSize(width: 0, height: 2)
        layer.shadowRadius = 4
        layer.shadowPath = path
        layer.zPosition = 2
        #expect(layer.cornerRadius == 8 && layer.borderWidth == 1 && layer.borderColor == UIColor.separator.cgColor)
        #expect(layer.shadowColor == UIColor.systemGray.cgColor && layer.shadowOpacity == 0.3)
        #expect(layer.shadowOffset == CGSize(width: 0, height: 2) && layer.shadowRadius == 4)
        #expect(layer.shadowPath == path && layer.zPosition == 2)
    }

    @Test("P42: a corner radius leaves the hit test to the rectangle: a touch in a rounded-off corner still hits",
          .eventTestHost)
    func cornerRadiusKeepsRectangleHits() throws {
        let host = try #require(EventTestHost.current)
        let window = host.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.layer.cornerRadius = 50
        view.layer.masksToBounds = true
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 2, y: 2), with: nil) === view)
    }

    @Test("P42: a layer of its own keeps its geometry; sublayers are added, inserted and removed in order")
    func standaloneLayerAndSublayers() {
        let parent = CALayer()
        let first = CALayer(), second = CALayer()
        first.frame = CGRect(x: 10, y: 10, width: 20, height: 40)
        #expect(first.position == CGPoint(x: 20, y: 30))
        #expect(first.bounds == CGRect(x: 0, y: 0, width: 20, height: 40))
        first.position = CGPoint(x: 0, y: 0)
        #expect(first.frame == CGRect(x: -10, y: -20, width: 20, height: 40))
        parent.addSublayer(first)
        parent.insertSublayer(second, at: 0)
        #expect(parent.sublayers?.map(ObjectIdentifier.init) == [ObjectIdentifier(second), ObjectIdentifier(first)])
        #expect(first.superlayer === parent)
        first.removeFromSuperlayer()
        #expect(parent.sublayers?.count == 1 && first.superlayer == nil)
        let view = UIView()
        view.layer.addSublayer(second)
        #expect(parent.sublayers?.isEmpty == true && second.superlayer === view.layer)
    }
}
