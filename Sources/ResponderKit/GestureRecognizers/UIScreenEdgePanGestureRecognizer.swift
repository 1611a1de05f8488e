import Foundation

/// A pan that starts at an edge of the window and moves away from it, like the back swipe.
///
/// The first finger must go down within ``edgeRegionWidth`` of one of the ``edges``, and the pan must head
/// mostly inwards from that edge; otherwise the gesture fails. ``edges`` is empty by default, as in UIKit,
/// so set it for the recognizer to do anything.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the gesture may start from; empty by default.
    open var edges: UIRectEdge = []
    /// How close to an edge the first finger must go down, in points; 20 by default (undocumented in UIKit,
    /// so configurable).
    open var edgeRegionWidth: CGFloat = 20

    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if storedState == .possible, startEdges.isEmpty, let window = view?.window {
            startEdges = edgesNear(centroidOfTouchesDown ?? .zero, in: window.bounds)
            if startEdges.isEmpty { return failIfUndecided() }
        }
        super.touchesBegan(touches, with: event)
    }

    private func edgesNear(_ point: CGPoint, in bounds: CGRect) -> UIRectEdge {
        var near: UIRectEdge = []
        if edges.contains(.left), point.x - bounds.minX <= edgeRegionWidth { near.insert(.left) }
        if edges.contains(.right), bounds.maxX - point.x <= edgeRegionWidth { near.insert(.right) }
        if edges.contains(.top), point.y - bounds.minY <= edgeRegionWidth { near.insert(.top) }
        if edges.contains(.bottom), bounds.maxY - point.y <= edgeRegionWidth { near.insert(.bottom) }
        return near
    }

    override func allowsBeginning(after translation: CGPoint) -> Bool {
        let dx = translation.x, dy = translation.y
        return (startEdges.contains(.left) && dx > 0 && dx >= abs(dy))
            || (startEdges.contains(.right) && dx < 0 && -dx >= abs(dy))
            || (startEdges.contains(.top) && dy > 0 && dy >= abs(dx))
            || (startEdges.contains(.bottom) && dy < 0 && -dy >= abs(dx))
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}
