import Foundation
import ResponderKit
import Testing

// Rotation goes through cos/sin, so results like cos(pi/2) are ~6e-17 rather
// than 0; everything else in these tests is exact.
private let tolerance: CGFloat = 1e-12

private func isClose(_ lhs: CGFloat, _ rhs: CGFloat) -> Bool {
    abs(lhs - rhs) <= tolerance
}

private func isClose(_ lhs: CGPoint, _ rhs: CGPoint) -> Bool {
    isClose(lhs.x, rhs.x) && isClose(lhs.y, rhs.y)
}

private func isClose(_ lhs: CGRect, _ rhs: CGRect) -> Bool {
    isClose(lhs.origin.x, rhs.origin.x) && isClose(lhs.origin.y, rhs.origin.y)
        && isClose(lhs.size.width, rhs.size.width) && isClose(lhs.size.height, rhs.size.height)
}

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test func defaultInitIsIdentity() {
        let t = CGAffineTransform()
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        #expect(t == .identity)
        #expect(t.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
    }

    @Test func identityLeavesGeometryUnchanged() {
        #expect(CGPoint(x: 3, y: -4).applying(.identity) == CGPoint(x: 3, y: -4))
        #expect(CGSize(width: 5, height: 6).applying(.identity) == CGSize(width: 5, height: 6))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(.identity) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func translation() {
        let t = CGAffineTransform(translationX: 10, y: 20)
        #expect(t == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 10, ty: 20))
        #expect(CGPoint(x: 1, y: 2).applying(t) == CGPoint(x: 11, y: 22))
        // Sizes are displacements, so translation must not change them.
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 3, height: 4))
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(t) == CGRect(x: 11, y: 22, width: 3, height: 4))
    }

    @Test func scale() {
        let t = CGAffineTransform(scaleX: 2, y: 3)
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(CGPoint(x: 4, y: 5).applying(t) == CGPoint(x: 8, y: 15))
        #expect(CGSize(width: 4, height: 5).applying(t) == CGSize(width: 8, height: 15))
    }

    @Test func sizeApplyingIsNotStandardized() {
        let t = CGAffineTransform(scaleX: 2, y: -1)
        #expect(CGSize(width: 3, height: 4).applying(t) == CGSize(width: 6, height: -4))
    }

    @Test func rotationByHalfPi() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(t.a, 0))
        #expect(isClose(t.b, 1))
        #expect(isClose(t.c, -1))
        #expect(isClose(t.d, 0))
        #expect(t.tx == 0)
        #expect(t.ty == 0)
        // +x turns toward +y, and +y turns toward -x.
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 0, y: 1).applying(t), CGPoint(x: -1, y: 0)))
        #expect(isClose(CGPoint(x: 2, y: 3).applying(t), CGPoint(x: -3, y: 2)))
    }

    @Test func concatenatingOrderMatters() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let scale = CGAffineTransform(scaleX: 2, y: 2)

        // Translate then scale: the translation is scaled too.
        let translateThenScale = translate.concatenating(scale)
        #expect(translateThenScale == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(translateThenScale) == CGPoint(x: 22, y: 2))

        // Scale then translate: the translation is applied as-is.
        let scaleThenTranslate = scale.concatenating(translate)
        #expect(scaleThenTranslate == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenTranslate) == CGPoint(x: 12, y: 2))

        #expect(translateThenScale != scaleThenTranslate)
    }

    @Test func concatenatingGeneralMatrices() {
        let t1 = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t2 = CGAffineTransform(a: 7, b: 8, c: 9, d: 10, tx: 11, ty: 12)
        // Row-vector product t1 * t2, worked by hand.
        #expect(t1.concatenating(t2) == CGAffineTransform(a: 25, b: 28, c: 57, d: 64, tx: 100, ty: 112))
        // Point (1, 1): t1 gives (9, 12); t2 then gives (7*9 + 9*12 + 11, 8*9 + 10*12 + 12) = (182, 204).
        #expect(CGPoint(x: 1, y: 1).applying(t1.concatenating(t2)) == CGPoint(x: 182, y: 204))
    }

    @Test func translatedByPrependsTheTranslation() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let t = scale.translatedBy(x: 10, y: 0)
        // The new translation happens first, so it is then scaled.
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 20, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 22, y: 2))
    }

    @Test func scaledByPrependsTheScale() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let t = translate.scaledBy(x: 2, y: 3)
        // The new scale happens first, so the translation is left unscaled.
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 0))
        #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    }

    @Test func rotatedByPrependsTheRotation() {
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let t = translate.rotated(by: .pi / 2)
        // Rotate (1, 0) to (0, 1) first, then translate to (10, 1).
        #expect(isClose(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 10, y: 1)))
        #expect(t.tx == 10)
        #expect(t.ty == 0)
    }

    @Test func invertedMatchesHandComputedInverse() {
        // Determinant 2*1 - 1*1 = 1, so the inverse is exact.
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: 4)
        let inverse = t.inverted()
        #expect(inverse == CGAffineTransform(a: 1, b: -1, c: -1, d: 2, tx: 1, ty: -5))
        #expect(t.concatenating(inverse) == .identity)
        #expect(inverse.concatenating(t) == .identity)
    }

    @Test func invertedRoundTripsAPoint() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: 4)
        let mapped = CGPoint(x: 1, y: 2).applying(t)
        #expect(mapped == CGPoint(x: 7, y: 7))
        #expect(mapped.applying(t.inverted()) == CGPoint(x: 1, y: 2))

        let translate = CGAffineTransform(translationX: 10, y: -20)
        #expect(translate.inverted() == CGAffineTransform(translationX: -10, y: 20))
        let scale = CGAffineTransform(scaleX: 4, y: 0.5)
        #expect(scale.inverted() == CGAffineTransform(scaleX: 0.25, y: 2))
    }

    @Test func nonInvertibleReturnsItself() {
        let collapsedX = CGAffineTransform(scaleX: 0, y: 1)
        #expect(collapsedX.inverted() == collapsedX)

        // Rows are proportional (determinant 1*4 - 2*2 = 0), translation included.
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 5, ty: 6)
        #expect(singular.inverted() == singular)
    }

    @Test func rectApplyingRotationGivesBoundingBox() {
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        // Corners (0,0) (2,0) (0,1) (2,1) map to (0,0) (0,2) (-1,0) (-1,2).
        let rect = CGRect(x: 0, y: 0, width: 2, height: 1)
        #expect(isClose(rect.applying(t), CGRect(x: -1, y: 0, width: 1, height: 2)))

        // A quarter turn of a 2x2 square about the origin; corners (1,1) (3,1)
        // (1,3) (3,3) map to (-1,1) (-1,3) (-3,1) (-3,3).
        let square = CGRect(x: 1, y: 1, width: 2, height: 2)
        #expect(isClose(square.applying(t), CGRect(x: -3, y: 1, width: 2, height: 2)))
    }

    @Test func rectApplyingEighthTurnGrowsTheBox() {
        let t = CGAffineTransform(rotationAngle: .pi / 4)
        // A unit square centred on the origin turned 45 degrees spans the
        // diagonal, sqrt(2), in both directions.
        let rect = CGRect(x: -0.5, y: -0.5, width: 1, height: 1)
        let half = CGFloat(2).squareRoot() / 2
        #expect(isClose(rect.applying(t), CGRect(x: -half, y: -half, width: 2 * half, height: 2 * half)))
    }

    @Test func rectApplyingIsStandardized() {
        // Flipping x would give a negative width if corners were not re-sorted.
        let flip = CGAffineTransform(scaleX: -1, y: 1)
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).applying(flip) == CGRect(x: -4, y: 2, width: 3, height: 4))

        // A non-standard input rectangle covers the same area as its standard form.
        let nonStandard = CGRect(x: 4, y: 6, width: -3, height: -4)
        #expect(nonStandard.applying(.identity) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func nullRectStaysNull() {
        let t = CGAffineTransform(a: 2, b: 1, c: 1, d: 1, tx: 3, ty: 4)
        #expect(CGRect.null.applying(t).isNull)
    }

    @Test func descriptionListsAllEntries() {
        let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(String(describing: t) == "CGAffineTransform(a: 1.0, b: 2.0, c: 3.0, d: 4.0, tx: 5.0, ty: 6.0)")
    }

    @Test func hashableAgreesWithEquality() {
        let set: Set<CGAffineTransform> = [
            .identity,
            CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
            CGAffineTransform(translationX: 1, y: 2),
        ]
        #expect(set.count == 2)
    }
}
