import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Geometry in `userInfo` reads back either way, as on iOS (P11), and keyboard code's curve idiom works (P12).
@MainActor @Suite("Geometry bridges to NSValue both ways; the keyboard's curve reads into UIView.AnimationCurve")
struct GeometryBridgingTests {
    @Test("P11: a CGRect, CGPoint or CGSize in an Any reads back as? NSValue")
    func geometryReadsBackAsValue() throws {
        let info: [AnyHashable: Any] = [
            "rect": CGRect(x: 1, y: 2, width: 3, height: 4), "point": CGPoint(x: 5, y: 6),
            "size": CGSize(width: 7, height: 8), "transform": CGAffineTransform(scaleX: 2, y: 3),
            "insets": UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), "vector": CGVector(dx: 9, dy: 10),
        ]
        #expect((info["rect"] as? NSValue)?.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect((info["point"] as? NSValue)?.cgPointValue == CGPoint(x: 5, y: 6))
        #expect((info["size"] as? NSValue)?.cgSizeValue == CGSize(width: 7, height: 8))
        #expect((info["transform"] as? NSValue)?.cgAffineTransformValue == CGAffineTransform(scaleX: 2, y: 3))
        #expect((info["insets"] as? NSValue)?.uiEdgeInsetsValue == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect((info["vector"] as? NSValue)?.cgVectorValue == CGVector(dx: 9, dy: 10))
        #expect(info["rect"] as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("P11: an NSValue in an Any reads back as? and as! CGRect, CGPoint, CGSize, transform and insets")
    func valueReadsBackAsGeometry() {
        let info: [AnyHashable: Any] = [
            "rect": NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)),
            "point": NSValue(cgPoint: CGPoint(x: 5, y: 6)), "size": NSValue(cgSize: CGSize(width: 7, height: 8)),
            "transform": NSValue(cgAffineTransform: CGAffineTransform(translationX: 4, y: 5)),
            "insets": NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
        ]
        #expect(info["rect"] as? CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(info["rect"] as! CGRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(info["point"] as? CGPoint == CGPoint(x: 5, y: 6))
        #expect(info["point"] as! CGPoint == CGPoint(x: 5, y: 6))
        #expect(info["size"] as! CGSize == CGSize(width: 7, height: 8))
        #expect(info["transform"] as? CGAffineTransform == CGAffineTransform(translationX: 4, y: 5))
        #expect(info["insets"] as? UIEdgeInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test("P11: a keyboard notification's frame reads back as? CGRect as well as as? NSValue")
    func keyboardFrameReadsAsRect() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        let recorder = FrameRecorder()
        let token = host.application.notificationCenter.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [recorder] notification in
            let info = notification.userInfo ?? [:]
            let rect = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            let value = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            MainActor.assumeIsolated { recorder.frames.append(contentsOf: [rect, value].compactMap { $0 }) }
        }
        #expect(field.becomeFirstResponder())
        host.application.notificationCenter.removeObserver(token)
        #expect(recorder.frames.count == 2)
        #expect(recorder.frames.first == recorder.frames.last)
        #expect(recorder.frames.first?.height == SystemKeyboardView.standardHeight)
    }

    @Test("P12: (info[curveKey] as? NSNumber)?.getValue(&curve) reads the keyboard's curve, 7")
    func curveGetValue() {
        let info: [AnyHashable: Any] = [UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7)]
        var curve = UIView.AnimationCurve.easeInOut
        (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.getValue(&curve)
        #expect(curve.rawValue == 7)
        var forced = UIView.AnimationCurve.linear
        (info[UIResponder.keyboardAnimationCurveUserInfoKey] as! NSNumber).getValue(&forced)
        #expect(forced.rawValue == 7)
        #expect(MemoryLayout<UIView.AnimationCurve>.size == MemoryLayout<Int>.size)
    }
}

@MainActor
private final class FrameRecorder: Sendable {
    var frames: [CGRect] = []
}
