import Foundation

// Hover: the pointer moving with no button down (M1). Each move hit-tests the pointer; the hover recognizers
// of the view found and its ancestors begin (the pointer entered them) or change (it moved within them);
// those it was over before and is not now end (it left).

extension UIApplication {
    /// Applies one hover input, already validated by the input door: the hover event goes through
    /// `sendEvent(_:)` to the window under the pointer (the key window when it left them all).
    func routeHover(_ hover: HostHover, timestamp: TimeInterval) {
        let event = pointerRouting.hoverEvent
        event.timestamp = timestamp
        event.hostModifierFlags = hover.modifierFlags
        let window = hover.action == .move ? hitTestWindows(at: hover.location, with: event)?.window : nil
        dispatch(.hover(hover), of: event, to: window ?? keyWindow)
    }

    /// A hover, once it reached its window through `sendEvent(_:)`.
    func deliverHover(_ hover: HostHover) {
        let routing = pointerRouting
        let event = routing.hoverEvent
        var under: [UIGestureRecognizer] = []
        var window: UIWindow?
        if hover.action == .move, !isIgnoringInteractionEvents, let hit = hitTestWindows(at: hover.location, with: event) {
            // Not traced as a hit test: a pointer sends a move per pixel, and the input's own trace line says where.
            window = hit.window
            var walk = SuperviewWalk(from: hit.view)
            while let view = walk.next() {
                for recognizer in view.gestureRecognizerStorage where recognizer is UIHoverGestureRecognizer {
                    under.append(recognizer)
                }
            }
        }
        let arena = gestureArena
        let previous = routing.hovering
        routing.hovering = []
        // Leaving first, so a recognizer's end reaches its action before an ancestor's change, as the pointer
        // crossed the edge before it moved on.
        for recognizer in previous where !under.contains(where: { $0 === recognizer }) {
            arena.finishPointerGesture(of: recognizer, cancelled: false)
        }
        for recognizer in under {
            let wasHovering = previous.contains { $0 === recognizer } && recognizer.isContending
            if wasHovering {
                arena.follow(recognizer, to: hover.location, modifierFlags: hover.modifierFlags)
                // One waiting for another recognizer to fail (D9) only follows the pointer until it may begin.
                if arena.isRunning(recognizer) { recognizer.state = .changed }
            } else {
                guard let view = recognizer.view, arena.acceptsPointer(recognizer, event, on: view) else { continue }
                arena.enlist(recognizer, pointer: PointerInput(locationInScreen: hover.location, windowLifetime: window?.responderLifetime,
                                                              modifierFlags: hover.modifierFlags))
                recognizer.state = .began
            }
            // Kept while it takes part, waiting included, so leaving ends (or fails) it exactly once.
            if recognizer.isContending { routing.hovering.append(recognizer) }
        }
        arena.settleAfterChange()
    }
}
