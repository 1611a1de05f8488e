import Foundation

// UIKit adds `NSValue(cgRect:)`, `cgRectValue` and friends so geometry can travel in `userInfo` dictionaries
// and other `Any` containers (the keyboard notifications' frames are the best-known case). Foundation on Linux
// boxes CGRect, CGPoint and CGSize under the AppKit names (`NSValue(rect:)`, `rectValue`), so those forms use
// them and a value made either way is `isEqual` to the other. Foundation on Linux cannot box an arbitrary
// struct (`NSValue(bytes:objCType:)` stops the process for a struct type encoding), so ResponderKit's own
// CGAffineTransform and CGVector travel as arrays of doubles and UIEdgeInsets as Foundation's NSEdgeInsets,
// whose fields come in the same order.
//
// Reading a value of another kind (`cgRectValue` of a boxed point) makes Foundation on Linux stop the process;
// these accessors check the boxed type first and give the zero value instead, which is also what reading a
// mismatched value tends to give on Apple platforms for an unset value.

extension NSValue {
    static let vectorType = "[2d]"
    static let transformType = "[6d]"

    /// Boxes a rectangle, as UIKit's `NSValue(cgRect:)` does; read it back with ``cgRectValue``.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// Boxes a point, as UIKit's `NSValue(cgPoint:)` does; read it back with ``cgPointValue``.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// Boxes a size, as UIKit's `NSValue(cgSize:)` does; read it back with ``cgSizeValue``.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// Boxes a vector, as UIKit's `NSValue(cgVector:)` does; read it back with ``cgVectorValue``.
    public convenience init(cgVector vector: CGVector) {
        var components = [Double(vector.dx), Double(vector.dy)]
        self.init(doubles: &components, objCType: NSValue.vectorType)
    }

    /// Boxes an affine transform, as UIKit's `NSValue(cgAffineTransform:)` does; read it back with
    /// ``cgAffineTransformValue``.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        var components = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
            .map { Double($0) }
        self.init(doubles: &components, objCType: NSValue.transformType)
    }

    /// Boxes edge insets, as UIKit's `NSValue(uiEdgeInsets:)` does; read them back with ``uiEdgeInsetsValue``.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom,
                                           right: insets.right))
    }

    private convenience init(doubles: inout [Double], objCType: String) {
        self.init(bytes: &doubles, objCType: objCType)
    }

    /// The boxed rectangle, or `.zero` when the value holds something else.
    public var cgRectValue: CGRect {
        holds(NSValue(rect: .zero)) ? rectValue : .zero
    }

    /// The boxed point, or `.zero` when the value holds something else.
    public var cgPointValue: CGPoint {
        holds(NSValue(point: .zero)) ? pointValue : .zero
    }

    /// The boxed size, or `.zero` when the value holds something else.
    public var cgSizeValue: CGSize {
        holds(NSValue(size: .zero)) ? sizeValue : .zero
    }

    /// The boxed vector, or `.zero` when the value holds something else.
    public var cgVectorValue: CGVector {
        guard let components = doubles(count: 2, objCType: NSValue.vectorType) else { return .zero }
        return CGVector(dx: components[0], dy: components[1])
    }

    /// The boxed transform, or `.identity` when the value holds something else (the transform that changes
    /// nothing is the safe stand-in for a missing one).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let c = doubles(count: 6, objCType: NSValue.transformType) else { return .identity }
        return CGAffineTransform(a: CGFloat(c[0]), b: CGFloat(c[1]), c: CGFloat(c[2]), d: CGFloat(c[3]),
                                 tx: CGFloat(c[4]), ty: CGFloat(c[5]))
    }

    /// The boxed edge insets, or `.zero` when the value holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard holds(NSValue(edgeInsets: NSEdgeInsets())) else { return .zero }
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// Whether the receiver boxes the same kind of value as `sample`.
    func holds(_ sample: NSValue) -> Bool {
        strcmp(objCType, sample.objCType) == 0
    }

    func doubles(count: Int, objCType type: String) -> [Double]? {
        guard String(cString: objCType) == type else { return nil }
        var components = [Double](repeating: 0, count: count)
        components.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return components
    }
}
