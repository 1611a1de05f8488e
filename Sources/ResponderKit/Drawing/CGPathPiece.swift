import Foundation

/// One piece of a path, and the geometry every path type shares: where a path ends, its bounds, and whether
/// a point is inside it.
enum CGPathPiece: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    /// How many straight segments stand for one cubic curve when testing containment: fine enough that the
    /// outline strays from a 100-point circle by well under a hundredth of a point.
    private static let segmentsPerCurve = 32

    /// The point the pieces end at; `nil` when there are none. After a close, the start of that subpath.
    static func currentPoint(of pieces: [CGPathPiece]) -> CGPoint? {
        var current: CGPoint?
        var start: CGPoint?
        for piece in pieces {
            switch piece {
            case .move(let point):
                current = point
                start = point
            case .line(let point), .curve(_, _, let point):
                current = point
            case .close:
                current = start
            }
        }
        return current
    }

    /// The bounding box of every point and control point; `CGRect.null` when there are none.
    static func boundingBox(of pieces: [CGPathPiece]) -> CGRect {
        var points: [CGPoint] = []
        for piece in pieces {
            switch piece {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let first, let second, let end): points += [first, second, end]
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            minY = min(minY, point.y)
            maxX = max(maxX, point.x)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether `point` is inside the pieces' outline, each subpath closed: by the nonzero winding rule, or by
    /// the even-odd rule when `evenOdd` is true.
    static func contains(_ point: CGPoint, in pieces: [CGPathPiece], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons(of: pieces) where polygon.count > 2 {
            for index in polygon.indices {
                let from = polygon[index], to = polygon[(index + 1) % polygon.count]
                // A half-open rule on y counts a vertex the ray passes through once.
                guard (from.y <= point.y) != (to.y <= point.y) else { continue }
                let crossX = from.x + (point.y - from.y) / (to.y - from.y) * (to.x - from.x)
                guard crossX > point.x else { continue }
                crossings += 1
                winding += to.y > from.y ? 1 : -1
            }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Each subpath as a list of points, curves divided into straight segments.
    private static func polygons(of pieces: [CGPathPiece]) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var lastStart: CGPoint?
        func finish() {
            if !polygon.isEmpty { result.append(polygon) }
            polygon = []
        }
        for piece in pieces {
            switch piece {
            case .move(let point):
                finish()
                polygon = [point]
                lastStart = point
            case .line(let point):
                if polygon.isEmpty { polygon = [lastStart ?? point] }
                polygon.append(point)
            case .curve(let first, let second, let end):
                let start = polygon.last ?? lastStart ?? first
                if polygon.isEmpty { polygon = [start] }
                for step in 1...segmentsPerCurve {
                    let t = CGFloat(step) / CGFloat(segmentsPerCurve), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    polygon.append(CGPoint(x: a * start.x + b * first.x + c * second.x + d * end.x,
                                           y: a * start.y + b * first.y + c * second.y + d * end.y))
                }
            case .close:
                finish()
            }
        }
        finish()
        return result
    }
}
