import Foundation

/// A space points and rectangles can be converted between: every view, and a screen's spaces (spec
/// <doc:Catalog#P5>). `view.convert(point, to: screen.coordinateSpace)` is where the point is on screen.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// Converts `point` from this space to `coordinateSpace`.
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    /// Converts `point` from `coordinateSpace` to this space.
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    /// Converts `rect` from this space to `coordinateSpace`: the bounding box of its converted corners.
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    /// Converts `rect` from `coordinateSpace` to this space: the bounding box of its converted corners.
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
    /// The space's rectangle in its own coordinates.
    var bounds: CGRect { get }
}

/// Conversions between any two spaces go through screen coordinates, where host input and window frames are.
enum CoordinateSpaceMapping {
    /// `point`, in `space`, in screen coordinates.
    @MainActor static func toScreen(_ point: CGPoint, from space: UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return view.convertToScreen(point) }
        if space is ScreenCoordinateSpace { return point }
        return space.convert(point, to: UIScreen.main.coordinateSpace)
    }

    /// `point`, in screen coordinates, in `space`.
    @MainActor static func fromScreen(_ point: CGPoint, to space: UICoordinateSpace) -> CGPoint {
        if let view = space as? UIView { return view.convertFromScreen(point) }
        if space is ScreenCoordinateSpace { return point }
        return space.convert(point, from: UIScreen.main.coordinateSpace)
    }

    /// The bounding box of `rect`'s corners mapped by `map`.
    static func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard !rect.isNull else { return rect }
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// A screen's space: screen coordinates, sized by the screen's bounds.
@MainActor
final class ScreenCoordinateSpace: UICoordinateSpace {
    private let screen: UIScreen

    init(screen: UIScreen) {
        self.screen = screen
    }

    var bounds: CGRect { screen.bounds }

    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaceMapping.fromScreen(point, to: coordinateSpace)
    }

    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        CoordinateSpaceMapping.toScreen(point, from: coordinateSpace)
    }

    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaceMapping.boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        CoordinateSpaceMapping.boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}

extension UIView: UICoordinateSpace {
    /// Converts `point` to another space; a view goes as ``convert(_:to:)-(CGPoint,UIView?)`` does, any other
    /// space through screen coordinates (spec <doc:Catalog#P5>).
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, to: Optional(view)) }
        return CoordinateSpaceMapping.fromScreen(convertToScreen(point), to: coordinateSpace)
    }

    /// Converts `point` from another space (spec <doc:Catalog#P5>).
    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        if let view = coordinateSpace as? UIView { return convert(point, from: Optional(view)) }
        return convertFromScreen(CoordinateSpaceMapping.toScreen(point, from: coordinateSpace))
    }

    /// Converts `rect` to another space: the bounding box of its converted corners (spec <doc:Catalog#P5>).
    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, to: Optional(view)) }
        return CoordinateSpaceMapping.boundingBox(of: rect) { convert($0, to: coordinateSpace) }
    }

    /// Converts `rect` from another space: the bounding box of its converted corners (spec <doc:Catalog#P5>).
    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        if let view = coordinateSpace as? UIView { return convert(rect, from: Optional(view)) }
        return CoordinateSpaceMapping.boundingBox(of: rect) { convert($0, from: coordinateSpace) }
    }
}
