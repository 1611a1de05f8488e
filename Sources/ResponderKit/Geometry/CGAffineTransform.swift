// Linux Foundation ships CGFloat, CGPoint, CGSize and CGRect but no affine
// transform. Apple platforms get the real CoreGraphics type, so this file only
// fills the gap where it exists and the public API must match Apple's exactly.
#if !canImport(CoreGraphics)
import Foundation

/// A 2-D affine transformation matrix, mirroring CoreGraphics so that view
/// geometry code (hit-testing, coordinate conversion) compiles unchanged on Linux.
///
/// The matrix uses CoreGraphics' row-vector convention:
///
///     [x' y' 1] = [x y 1] * | a  b  0 |
///                           | c  d  0 |
///                           | tx ty 1 |
///
/// so a point maps to `(a*x + c*y + tx, b*x + d*y + ty)`.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Row 1, column 1: how much x contributes to x'. Scales and rotates.
    public var a: CGFloat
    /// Row 1, column 2: how much x contributes to y'. Rotates and shears.
    public var b: CGFloat
    /// Row 2, column 1: how much y contributes to x'. Rotates and shears.
    public var c: CGFloat
    /// Row 2, column 2: how much y contributes to y'. Scales and rotates.
    public var d: CGFloat
    /// Translation added to x' after the linear part.
    public var tx: CGFloat
    /// Translation added to y' after the linear part.
    public var ty: CGFloat

    /// Creates the identity transform, matching CoreGraphics so that a
    /// default-constructed transform leaves geometry untouched.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// Creates a transform from its six matrix entries, for callers that
    /// already know the matrix (e.g. stored or computed elsewhere).
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point unchanged; the neutral starting
    /// point for building transforms and the default for a view.
    public static let identity = CGAffineTransform()

    /// Whether this is exactly the identity, letting callers skip work that a
    /// no-op transform would not change.
    public var isIdentity: Bool {
        self == .identity
    }

    /// Creates a transform that moves points by `(tx, ty)`, the building block
    /// for converting between coordinate spaces with different origins.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// Creates a transform that scales x by `sx` and y by `sy` about the origin.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Creates a transform that rotates about the origin by `angle` radians.
    /// Positive angles turn +x toward +y, which appears clockwise in UIKit's
    /// y-down coordinate space.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(cos(Double(angle)))
        let sine = CGFloat(sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Returns a transform that translates first and then applies `self`,
    /// matching CoreGraphics' prepend semantics.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// Returns a transform that scales first and then applies `self`,
    /// matching CoreGraphics' prepend semantics.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// Returns a transform that rotates by `angle` radians first and then
    /// applies `self`, matching CoreGraphics' prepend semantics.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Returns the transform that applies `self` and then `t2`, i.e. the
    /// matrix product `self * t2` in the row-vector convention.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// Returns the transform that undoes `self`, used to map points back from
    /// a transformed space. A singular transform has no inverse; like
    /// CoreGraphics, `self` is returned unchanged rather than trapping, so
    /// callers can check `inverted() == self` if they need to know.
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        // The linear part inverts as a 2x2 matrix; the translation must then be
        // pulled back through that inverse to undo the shift applied last.
        return CGAffineTransform(
            a: d / det,
            b: -b / det,
            c: -c / det,
            d: a / det,
            tx: (c * ty - d * tx) / det,
            ty: (b * tx - a * ty) / det
        )
    }

    /// The determinant of the linear part; zero means the transform collapses
    /// the plane onto a line or point, so it cannot be undone.
    var determinant: CGFloat {
        a * d - b * c
    }

    /// Whether `inverted()` yields a true inverse rather than `self`. A
    /// non-finite determinant is excluded because dividing by it would produce
    /// zeros or NaNs instead of a usable inverse.
    var isInvertible: Bool {
        let det = determinant
        return det != 0 && det.isFinite
    }

    /// Prints all six entries in the same shape Apple's type prints, so logs
    /// look the same on every platform.
    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// Returns this point mapped through `t`, used to convert a location
    /// between coordinate spaces.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// Returns this size mapped through the linear part of `t` only. A size is
    /// a displacement, not a position, so translation does not apply. The
    /// result is not made non-negative, matching CoreGraphics.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// Returns the smallest axis-aligned rectangle containing this rectangle
    /// after mapping through `t`, standardized. Rotations and shears do not
    /// keep a rectangle axis-aligned, so the bounding box of the four mapped
    /// corners is the best a `CGRect` can represent. The null rectangle stays
    /// null because it has no corners to map.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        // Corners are handled as scalars rather than an array: this runs during
        // hit-testing and coordinate conversion, where allocation would hurt.
        let x0 = origin.x
        let y0 = origin.y
        let x1 = x0 + size.width
        let y1 = y0 + size.height

        let p00 = CGPoint(x: x0, y: y0).applying(t)
        let p10 = CGPoint(x: x1, y: y0).applying(t)
        let p01 = CGPoint(x: x0, y: y1).applying(t)
        let p11 = CGPoint(x: x1, y: y1).applying(t)

        let minX = Swift.min(Swift.min(p00.x, p10.x), Swift.min(p01.x, p11.x))
        let maxX = Swift.max(Swift.max(p00.x, p10.x), Swift.max(p01.x, p11.x))
        let minY = Swift.min(Swift.min(p00.y, p10.y), Swift.min(p01.y, p11.y))
        let maxY = Swift.max(Swift.max(p00.y, p10.y), Swift.max(p01.y, p11.y))
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
#endif
