import Foundation
import ResponderKit

/// A frame of the floor's tree: the same rectangle as a view's, in its parent's coordinates, and where its
/// children sit in the flat node array.
public struct FloorNode {
    /// The node's frame in its parent's coordinates.
    public var frame: CGRect
    /// The index of the node's first child in the floor's array.
    public var firstChild: Int
    /// How many children follow `firstChild`.
    public var childCount: Int
}

/// The floor: the least a hit test over these frames can do, as plain structs in one array. No eligibility,
/// no transforms, no overridable methods, no reference counting; just "inside?" and "children front to back".
/// "Inside?" is four comparisons written out: Foundation's `CGRect.contains` is an opaque call on Linux that
/// doubled the floor (2,024 instructions a hit test on the tree instead of 1,010).
public struct FloorTree {
    /// The nodes, each node's children contiguous, the root first.
    public var nodes: [FloorNode]

    /// The index of the deepest node containing `point` (in the root's parent's coordinates), or -1.
    public func hitTest(_ point: CGPoint, node: Int = 0) -> Int {
        let current = nodes[node]
        let frame = current.frame
        guard point.x >= frame.origin.x, point.x < frame.origin.x + frame.size.width,
              point.y >= frame.origin.y, point.y < frame.origin.y + frame.size.height else { return -1 }
        let local = CGPoint(x: point.x - frame.origin.x, y: point.y - frame.origin.y)
        var child = current.firstChild + current.childCount
        while child > current.firstChild {
            child -= 1
            let hit = hitTest(local, node: child)
            if hit >= 0 { return hit }
        }
        return node
    }
}

/// A window holding a view tree, the same tree as floor structs, and the seeded points to hit.
@MainActor
public final class HitTestScene {
    /// The application the window belongs to.
    public let application: UIApplication
    /// The window at the root of the tree.
    public let window: UIWindow
    /// The same frames as plain structs.
    public let floor: FloorTree
    /// The points to test, in window (and screen) coordinates.
    public let points: [CGPoint]
    /// How many views the window holds, itself included.
    public let viewCount: Int

    private init(application: UIApplication, window: UIWindow, floor: FloorTree, points: [CGPoint]) {
        self.application = application
        self.window = window
        self.floor = floor
        self.points = points
        var count = 0
        func countViews(_ view: UIView) {
            count += 1
            for subview in view.subviews { countViews(subview) }
        }
        countViews(window)
        viewCount = count
    }

    /// A 1,000 x 1,000 window whose tree fans out `fanOut` ways for `depth` levels below the window; each
    /// level splits its parent into equal strips, across and down in turn, so every point lands on a leaf
    /// and the test walks on average half the siblings at each level.
    /// With `appViews`, the views below the window are ``AppView``s, as an app's own subclasses would be; with
    /// `overridingViews`, ``HitTestOverridingView``s, which override `hitTest` and call `super`.
    public static func fanOut(_ fanOut: Int, depth: Int, pointCount: Int, seed: UInt64,
                              appViews: Bool = false, overridingViews: Bool = false) -> HitTestScene {
        let side: CGFloat = 1_000
        let application = UIApplication(clock: VirtualClock(start: 0),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: side, height: side)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side), application: application)
        window.makeKeyAndVisible()

        // Breadth-first, so each node's children are contiguous in the floor's array.
        var nodes = [FloorNode(frame: window.frame, firstChild: 1, childCount: 0)]
        var level: [(view: UIView, node: Int)] = [(window, 0)]
        for depthIndex in 0..<depth {
            var next: [(view: UIView, node: Int)] = []
            for (parent, parentNode) in level {
                let size = parent.bounds.size
                nodes[parentNode].firstChild = nodes.count
                nodes[parentNode].childCount = fanOut
                for index in 0..<fanOut {
                    let across = depthIndex.isMultiple(of: 2)
                    let step = (across ? size.width : size.height) / CGFloat(fanOut)
                    let frame = across
                        ? CGRect(x: step * CGFloat(index), y: 0, width: step, height: size.height)
                        : CGRect(x: 0, y: step * CGFloat(index), width: size.width, height: step)
                    let child = overridingViews ? HitTestOverridingView(frame: frame)
                        : appViews ? AppView(frame: frame) : UIView(frame: frame)
                    parent.addSubview(child)
                    next.append((child, nodes.count))
                    nodes.append(FloorNode(frame: frame, firstChild: 0, childCount: 0))
                }
            }
            level = next
        }
        var generator = SplitMix64(seed: seed)
        let points = (0..<pointCount).map { _ in
            CGPoint(x: generator.nextUnit() * side, y: generator.nextUnit() * side)
        }
        return HitTestScene(application: application, window: window, floor: FloorTree(nodes: nodes),
                            points: points)
    }

    /// A window with a chain of `depth` views, each inset by one point in its parent; the points all land in
    /// the deepest view, so every test walks the whole chain.
    public static func chain(depth: Int, pointCount: Int, seed: UInt64, appViews: Bool = false) -> HitTestScene {
        let side: CGFloat = 1_000
        let application = UIApplication(clock: VirtualClock(start: 0),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: side, height: side)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side), application: application)
        window.makeKeyAndVisible()
        var nodes = [FloorNode(frame: window.frame, firstChild: 1, childCount: 1)]
        var parent: UIView = window
        for index in 0..<depth {
            let size = parent.bounds.size
            let frame = CGRect(x: 1, y: 1, width: size.width - 2, height: size.height - 2)
            let child = appViews ? AppView(frame: frame) : UIView(frame: frame)
            parent.addSubview(child)
            parent = child
            let isLast = index == depth - 1
            nodes.append(FloorNode(frame: frame, firstChild: isLast ? 0 : nodes.count + 1, childCount: isLast ? 0 : 1))
        }
        let inner = side - 2 * CGFloat(depth)
        var generator = SplitMix64(seed: seed)
        let points = (0..<pointCount).map { _ in
            CGPoint(x: CGFloat(depth) + generator.nextUnit() * inner, y: CGFloat(depth) + generator.nextUnit() * inner)
        }
        return HitTestScene(application: application, window: window, floor: FloorTree(nodes: nodes),
                            points: points)
    }
}

/// A view subclass as an app defines one, overriding nothing hit testing calls. ResponderKit reads that from its
/// method table (`InheritedMembers`) and tests such views from their stored state, as it tests `UIView`s.
public final class AppView: UIView {}

/// A view subclass that overrides `hitTest` and defers to `super`, as apps do to log or to adjust the answer;
/// the issue asks that such trees cost no more than in GNUstep.
public final class HitTestOverridingView: UIView {
    override public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
    }
}

/// A small seeded generator, so every run tests the same points.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value in [0, 1).
    mutating func nextUnit() -> CGFloat {
        CGFloat(next() >> 11) / CGFloat(1 << 53)
    }
}
