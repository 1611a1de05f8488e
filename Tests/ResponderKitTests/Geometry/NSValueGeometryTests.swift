import Foundation
import ResponderKit
import Testing

@Suite("NSValue geometry boxing (UIKit's NSValue(cgRect:) family)")
struct NSValueGeometryTests {
    @Test("NSValue(cgRect:) round-trips through cgRectValue and is isEqual to another box of the same rect")
    func rect() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        let value = NSValue(cgRect: rect)
        #expect(value.cgRectValue == rect)
        #expect(value.isEqual(NSValue(cgRect: rect)))
        #expect(!value.isEqual(NSValue(cgRect: rect.offsetBy(dx: 1, dy: 0))))
        #expect(value.isEqual(NSValue(rect: rect)), "Foundation's AppKit-named box is the same value")
    }

    @Test("NSValue(cgPoint:) and NSValue(cgSize:) round-trip and compare by value")
    func pointAndSize() {
        let point = CGPoint(x: -5, y: 7.5)
        let size = CGSize(width: 20, height: 30)
        #expect(NSValue(cgPoint: point).cgPointValue == point)
        #expect(NSValue(cgSize: size).cgSizeValue == size)
        #expect(NSValue(cgPoint: point).isEqual(NSValue(cgPoint: point)))
        #expect(NSValue(cgSize: size).isEqual(NSValue(cgSize: size)))
        #expect(!NSValue(cgSize: size).isEqual(NSValue(cgSize: CGSize(width: 20, height: 31))))
    }

    @Test("NSValue(cgAffineTransform:) round-trips and compares by value")
    func affineTransform() {
        let transform = CGAffineTransform(rotationAngle: .pi / 3).translatedBy(x: 10, y: -4).scaledBy(x: 2, y: 0.5)
        let value = NSValue(cgAffineTransform: transform)
        #expect(value.cgAffineTransformValue == transform)
        #expect(value.isEqual(NSValue(cgAffineTransform: transform)))
        #expect(!value.isEqual(NSValue(cgAffineTransform: .identity)))
    }

    @Test("NSValue(uiEdgeInsets:) round-trips and compares by value")
    func edgeInsets() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let value = NSValue(uiEdgeInsets: insets)
        #expect(value.uiEdgeInsetsValue == insets)
        #expect(value.isEqual(NSValue(uiEdgeInsets: insets)))
        #expect(!value.isEqual(NSValue(uiEdgeInsets: .zero)))
    }

    @Test("NSValue(cgVector:) round-trips and compares by value")
    func vector() {
        let vector = CGVector(dx: 3, dy: -9)
        #expect(NSValue(cgVector: vector).cgVectorValue == vector)
        #expect(NSValue(cgVector: vector).isEqual(NSValue(cgVector: vector)))
        #expect(!NSValue(cgVector: vector).isEqual(NSValue(cgVector: .zero)))
    }

    @Test("Boxes of different kinds are not equal, and reading the wrong kind gives zero instead of stopping")
    func mismatchedKinds() {
        let point = NSValue(cgPoint: CGPoint(x: 3, y: 4))
        #expect(!point.isEqual(NSValue(cgSize: CGSize(width: 3, height: 4))))
        #expect(!NSValue(cgVector: CGVector(dx: 3, dy: 4)).isEqual(point))
        #expect(point.cgRectValue == .zero)
        #expect(point.cgSizeValue == .zero)
        #expect(point.cgVectorValue == .zero)
        #expect(point.uiEdgeInsetsValue == .zero)
        #expect(point.cgAffineTransformValue == .identity)
        #expect(NSValue(cgRect: CGRect(x: 1, y: 1, width: 1, height: 1)).cgPointValue == .zero)
    }

    @Test("A boxed rect in a userInfo dictionary reads back as iOS code reads it")
    func userInfoIdiom() {
        let rect = CGRect(x: 0, y: 500, width: 390, height: 344)
        let info: [AnyHashable: Any] = ["frame": NSValue(cgRect: rect)]
        #expect((info["frame"] as? NSValue)?.cgRectValue == rect)
    }
}
