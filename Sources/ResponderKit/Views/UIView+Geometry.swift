import Foundation

extension UIView {
    /// The size whose bounding box under `transform` is `size`, when the transform keeps rectangles
    /// axis-aligned (a scale, or a rotation by a multiple of 90 degrees, either with a scale); `nil` otherwise,
    /// and for a transform that flattens an axis to nothing.
    /// A rotation by 90 degrees built with `CGAffineTransform(rotationAngle:)` leaves cosines of about 1e-16
    /// rather than zero, so entries that small next to the largest count as zero.
    static func untransformedSize(of size: CGSize, under transform: CGAffineTransform) -> CGSize? {
        let largest = max(abs(transform.a), abs(transform.b), abs(transform.c), abs(transform.d))
        func isZero(_ value: CGFloat) -> Bool { abs(value) <= largest * 1e-12 }
        if isZero(transform.b), isZero(transform.c), !isZero(transform.a), !isZero(transform.d) {
            return CGSize(width: size.width / abs(transform.a), height: size.height / abs(transform.d))
        }
        if isZero(transform.a), isZero(transform.d), !isZero(transform.b), !isZero(transform.c) {
            return CGSize(width: size.height / abs(transform.b), height: size.width / abs(transform.c))
        }
        return nil
    }

    /// ``convert(_:to:)`` for a point: through the space the root view's frame is in (spec <doc:Catalog#C10>).
    func convertPoint(_ point: CGPoint, toView view: UIView?) -> CGPoint {
        let target = view ?? window ?? rootView
        return target.pointFromRootSpace(pointToRootSpace(point))
    }

    /// ``convert(_:from:)`` for a point.
    func convertPoint(_ point: CGPoint, fromView view: UIView?) -> CGPoint {
        let source = view ?? window ?? rootView
        return pointFromRootSpace(source.pointToRootSpace(point))
    }

    func boundingBox(of rect: CGRect, _ convertPoint: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let r = rect.standardized
        let a = convertPoint(CGPoint(x: r.minX, y: r.minY))
        let b = convertPoint(CGPoint(x: r.maxX, y: r.minY))
        let c = convertPoint(CGPoint(x: r.minX, y: r.maxY))
        let d = convertPoint(CGPoint(x: r.maxX, y: r.maxY))
        let minX = min(a.x, b.x, c.x, d.x), maxX = max(a.x, b.x, c.x, d.x)
        let minY = min(a.y, b.y, c.y, d.y), maxY = max(a.y, b.y, c.y, d.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Converts `point` from the receiver's coordinates to screen coordinates, where host input is measured.
    ///
    /// A ResponderKit addition (UIKit does it through `UICoordinateSpace`); for a view outside any window it
    /// converts to the coordinates its topmost ancestor's frame is in.
    public func convertToScreen(_ point: CGPoint) -> CGPoint {
        pointToRootSpace(point)
    }

    /// Converts `point` from screen coordinates to the receiver's; the inverse of ``convertToScreen(_:)``.
    public func convertFromScreen(_ point: CGPoint) -> CGPoint {
        pointFromRootSpace(point)
    }

    /// The top of the receiver's tree: its window, or the topmost ancestor of a detached tree.
    var rootView: UIView {
        var top = self
        while let parent = top.storedSuperview { top = parent }
        return top
    }

    /// Maps a point from the superview's coordinates into the receiver's: undo the transform about the
    /// center, then shift by the bounds origin (spec <doc:Catalog#B4>).
    ///
    /// Each overridable getter is called once: hit testing maps a point into every view it passes. The inverse
    /// kept beside the stored transform is used unless an override of `transform` answers something else.
    @inline(__always)
    func pointFromSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let transform = self.transform
        let inverse = transform.isIdentity ? nil
            : transform == storedTransform ? storedInverseTransform : transform.inverted()
        return UIView.map(point, intoViewWithCenter: center, bounds: bounds, inverse: inverse)
    }

    /// ``pointFromSuperviewSpace(_:)`` read from storage, for views whose geometry getters are UIView's own.
    @inline(__always)
    nonisolated func pointFromSuperviewSpaceByStorage(_ point: CGPoint) -> CGPoint {
        UIView.map(point, intoViewWithCenter: storedCenter, bounds: storedBounds,
                   inverse: storedTransform.isIdentity ? nil : storedInverseTransform)
    }

    @inline(__always)
    private nonisolated static func map(_ point: CGPoint, intoViewWithCenter center: CGPoint, bounds: CGRect,
                                        inverse: CGAffineTransform?) -> CGPoint {
        let offset = CGPoint(x: point.x - center.x, y: point.y - center.y)
        let untransformed = inverse.map { offset.applying($0) } ?? offset
        return CGPoint(x: untransformed.x + bounds.origin.x + bounds.size.width / 2,
                       y: untransformed.y + bounds.origin.y + bounds.size.height / 2)
    }

    /// Maps a point from the receiver's coordinates into its superview's.
    func pointToSuperviewSpace(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let transformed = transform.isIdentity ? offset : offset.applying(transform)
        return CGPoint(x: transformed.x + center.x, y: transformed.y + center.y)
    }

    /// Maps a point from the space the root view's frame lives in (the screen, for a window) to the receiver.
    ///
    /// A touch's location in a view deep in its tree is asked often (a control asks on every move whether the
    /// touch is still inside it), so views of ResponderKit's own classes, whose geometry getters no one can
    /// have overridden, are mapped from storage: a 20-deep button cost 3,300 instructions per question
    /// through the getters.
    func pointFromRootSpace(_ point: CGPoint) -> CGPoint {
        let inSuperview = storedSuperview?.pointFromRootSpace(point) ?? point
        return mapsPointsByStorage ? pointFromSuperviewSpaceByStorage(inSuperview) : pointFromSuperviewSpace(inSuperview)
    }

    /// Maps a point from the receiver to the space the root view's frame lives in (the screen, for a window).
    func pointToRootSpace(_ point: CGPoint) -> CGPoint {
        var mapped = pointToSuperviewSpace(point)
        var ancestor = storedSuperview
        while let current = ancestor {
            mapped = current.pointToSuperviewSpace(mapped)
            ancestor = current.storedSuperview
        }
        return mapped
    }
}

extension UIView {
    /// What ``frame`` reads: the bounding box of the transformed bounds around ``center``, through the
    /// overridable getters.
    var frameFromGeometry: CGRect {
        let size = bounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let placed = transform.isIdentity ? local : local.applying(transform)
        return placed.offsetBy(dx: center.x, dy: center.y)
    }

    /// What setting ``frame`` does: sets `bounds.size` and `center` by the layer's rule (spec <doc:Catalog#B9>).
    func placeFrame(_ newValue: CGRect) {
        let standard = newValue.standardized
        // The layer's transform, as CALayer's frame rule reads it; an override of the `transform` getter
        // changes how the view is drawn and hit, not what the assigned frame means.
        let transform = storedTransform
        // Read, change and write back rather than `bounds.size = ...`, whose modify accessor allocates.
        var resized = bounds
        if transform.isIdentity {
            resized.size = standard.size
        } else if let size = UIView.untransformedSize(of: standard.size, under: transform) {
            resized.size = size
        }
        bounds = resized
        center = CGPoint(x: standard.midX - transform.tx, y: standard.midY - transform.ty)
    }
}
