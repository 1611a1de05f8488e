import Foundation

/// A shape made of lines, arcs and curves, as UIKit code builds one to describe an area.
///
/// ResponderKit draws nothing, so a path is its outline: built with UIKit's initializers and methods, it
/// answers ``bounds`` and ``contains(_:)`` as UIKit does, which is what event code asks of it (a round button's
/// `point(inside:with:)`), and hands a ``CGPath`` to a layer's `shadowPath` (spec <doc:Catalog#P43>). Arcs and
/// ovals are cubic curves, as in Core Graphics; a rounded rectangle's corners are circular arcs, where UIKit
/// blends them a little further into the sides, so points within a fraction of a point of a corner's curve may
/// answer differently.
open class UIBezierPath: NSObject {
    /// The pieces of the path in order.
    private var pieces: [CGPathPiece] = []

    /// The width lines are stroked with; 1 by default. Stored only: nothing is drawn.
    open var lineWidth: CGFloat = 1
    /// Whether ``contains(_:)`` uses the even-odd rule; `false` (the nonzero winding rule) by default.
    open var usesEvenOddFillRule = false

    /// Creates an empty path.
    public override init() {
        super.init()
    }

    /// Creates a closed path around `rect`, clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        let rect = rect.standardized
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        close()
    }

    /// Creates a closed ellipse filling `rect`; a square gives a circle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let rect = rect.standardized
        addArcs(center: CGPoint(x: rect.midX, y: rect.midY), radiusX: rect.width / 2, radiusY: rect.height / 2,
                startAngle: 0, sweep: 2 * .pi)
        close()
    }

    /// Creates a closed rectangle around `rect` with corners rounded to `cornerRadius`, which is capped at half
    /// the shorter side, as in UIKit.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let rect = rect.standardized
        let radius = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        self.init(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: radius, height: radius))
    }

    /// Creates a closed rectangle around `rect`, clockwise, with the `corners` given rounded to quarter ellipses of
    /// `cornerRadii` (width across, height down), each capped at half the rectangle's width or height.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let rect = rect.standardized
        let radiusX = max(0, min(cornerRadii.width, rect.width / 2))
        let radiusY = max(0, min(cornerRadii.height, rect.height / 2))
        // Each corner in clockwise order: the corner itself, which way the sides leave it, and its arc's start.
        let layout: [(UIRectCorner, CGPoint, CGFloat, CGFloat, CGFloat)] = [
            (.topRight, CGPoint(x: rect.maxX, y: rect.minY), -1, 1, -.pi / 2),
            (.bottomRight, CGPoint(x: rect.maxX, y: rect.maxY), -1, -1, 0),
            (.bottomLeft, CGPoint(x: rect.minX, y: rect.maxY), 1, -1, .pi / 2),
            (.topLeft, CGPoint(x: rect.minX, y: rect.minY), 1, 1, .pi),
        ]
        let topLeftRounded = corners.contains(.topLeft)
        move(to: CGPoint(x: rect.minX + (topLeftRounded ? radiusX : 0), y: rect.minY))
        for (corner, point, towardX, towardY, startAngle) in layout {
            guard corners.contains(corner), radiusX > 0, radiusY > 0 else {
                addLine(to: point)
                continue
            }
            addArcs(center: CGPoint(x: point.x + towardX * radiusX, y: point.y + towardY * radiusY),
                    radiusX: radiusX, radiusY: radiusY, startAngle: startAngle, sweep: .pi / 2)
        }
        close()
    }

    /// Creates an open arc of a circle around `center`, from `startAngle` to `endAngle` (radians, 0 along the
    /// positive x axis); `clockwise` as it looks on screen, where y grows downwards.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates a path with `cgPath`'s pieces.
    public convenience init(cgPath: CGPath) {
        self.init()
        pieces = cgPath.elements
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) {
        pieces.append(.move(point))
    }

    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) {
        pieces.append(.line(point))
    }

    /// Adds a cubic curve from the current point to `endPoint`, pulled towards the two control points.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        pieces.append(.curve(controlPoint1, controlPoint2, endPoint))
    }

    /// Adds a quadratic curve from the current point to `endPoint`, pulled towards `controlPoint`; stored as the
    /// cubic curve that traces the same line.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        let start = currentPoint
        let first = CGPoint(x: start.x + 2 / 3 * (controlPoint.x - start.x),
                            y: start.y + 2 / 3 * (controlPoint.y - start.y))
        let second = CGPoint(x: endPoint.x + 2 / 3 * (controlPoint.x - endPoint.x),
                             y: endPoint.y + 2 / 3 * (controlPoint.y - endPoint.y))
        addCurve(to: endPoint, controlPoint1: first, controlPoint2: second)
    }

    /// Adds an arc of a circle around `center`; a line joins the current point to the arc's start, or the arc
    /// starts a subpath when there is none. `clockwise` as it looks on screen; a sweep of more than a full
    /// turn is a full circle.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        var sweep = endAngle - startAngle
        let turn = 2 * CGFloat.pi
        if clockwise {
            sweep = sweep >= turn ? turn : sweep - turn * (sweep / turn).rounded(.down)
        } else {
            sweep = sweep <= -turn ? -turn : sweep - turn * (sweep / turn).rounded(.up)
        }
        addArcs(center: center, radiusX: radius, radiusY: radius, startAngle: startAngle, sweep: sweep)
    }

    /// Closes the current subpath with a line back to its start.
    open func close() {
        pieces.append(.close)
    }

    /// Removes every piece, leaving an empty path.
    open func removeAllPoints() {
        pieces.removeAll()
    }

    /// Adds `bezierPath`'s pieces after this path's.
    open func append(_ bezierPath: UIBezierPath) {
        pieces += bezierPath.pieces
    }

    /// Moves every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        pieces = pieces.map { piece in
            switch piece {
            case .move(let point): .move(point.applying(transform))
            case .line(let point): .line(point.applying(transform))
            case .curve(let first, let second, let end):
                .curve(first.applying(transform), second.applying(transform), end.applying(transform))
            case .close: .close
            }
        }
    }

    // MARK: Reading

    /// The path as a ``CGPath``; setting one replaces the pieces.
    open var cgPath: CGPath {
        get { CGPath(elements: pieces) }
        set { pieces = newValue.elements }
    }

    /// Whether the path has no pieces.
    open var isEmpty: Bool { pieces.isEmpty }

    /// The end of the last piece; `.zero` for an empty path.
    open var currentPoint: CGPoint { CGPathPiece.currentPoint(of: pieces) ?? .zero }

    /// The smallest rectangle holding every point of the path, curves' control points included, as UIKit
    /// computes it; `CGRect.null` for an empty path. A circle's bounds are its square.
    open var bounds: CGRect { CGPathPiece.boundingBox(of: pieces) }

    /// Whether `point` is inside the area the path encloses, each open subpath counted as closed, by the nonzero
    /// winding rule or, with ``usesEvenOddFillRule``, the even-odd rule (spec <doc:Catalog#P43>).
    open func contains(_ point: CGPoint) -> Bool {
        CGPathPiece.contains(point, in: pieces, evenOdd: usesEvenOddFillRule)
    }

    /// Adds an elliptical arc as cubic curves of at most a quarter turn each, joined to the current point by a
    /// line, or starting a subpath when there is none.
    private func addArcs(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, startAngle: CGFloat, sweep: CGFloat) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle))
        }
        let start = point(startAngle)
        if CGPathPiece.currentPoint(of: pieces) == nil || pieces.last == .close {
            move(to: start)
        } else {
            addLine(to: start)
        }
        let count = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(count)
        // The control points' distance along the tangent that makes a cubic curve follow a circular arc.
        let handle = 4 / 3 * tan(step / 4)
        for index in 0..<count {
            let from = startAngle + step * CGFloat(index), to = from + step
            let first = CGPoint(x: center.x + radiusX * (cos(from) - handle * sin(from)),
                                y: center.y + radiusY * (sin(from) + handle * cos(from)))
            let second = CGPoint(x: center.x + radiusX * (cos(to) + handle * sin(to)),
                                 y: center.y + radiusY * (sin(to) - handle * cos(to)))
            addCurve(to: point(to), controlPoint1: first, controlPoint2: second)
        }
    }
}
