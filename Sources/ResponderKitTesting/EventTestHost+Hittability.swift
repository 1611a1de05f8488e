import Foundation
import ResponderKit

// Gestures that cannot land (spec T1-T5). A helper aimed at a view checks, before it sends anything, that a
// touch at its aim point would be hit-tested to that view or one of its subviews, exactly as the application
// will hit-test it: shown windows front to back, each view's real `hitTest`/`point(inside:)`. A test that taps
// a covered or disabled view by mistake then fails at the tap, with the reason, not later at a puzzling
// assertion. Points are never checked (T4): they are how a test says "a touch here does nothing".

extension EventTestHost {
    /// Where a gesture aimed at `target` starts, in screen coordinates, checked as spec T1-T3 and T6 say: a
    /// point as given; an unchecked view at its center; a view (given or found) scrolled into view if it sits
    /// off screen in a scroll view, then at the first point of it a touch would reach. Throws, having sent
    /// nothing, when no such point exists.
    func aimPoint(for target: Target, gesture: String) throws -> CGPoint {
        switch target.aim {
        case .point(let point):
            return point
        case .uncheckedView(let view):
            layOutShownWindows()
            return screenPoint(inCenterOf: view)
        case .view, .search:
            layOutShownWindows()
            let view = try self.view(target)
            try scrollIntoView(view, gesture: gesture)
            layOutShownWindows()
            if let point = hittablePoint(of: view) { return point }
            throw EventTestHostError.notHittable(missMessage(for: view, gesture: gesture))
        }
    }

    /// Lays out the shown windows, as the run loop would have before a person looked at the screen.
    func layOutShownWindows() {
        for window in application.windows where !window.isHidden { window.layoutIfNeeded() }
    }

    /// The view a touch at `screenPoint` would be hit-tested to: the frontmost shown window whose hit test
    /// finds a view, as the application decides (spec B6).
    public func hitTestView(atScreenPoint screenPoint: CGPoint) -> UIView? {
        for window in application.windows.reversed() where !window.isHidden {
            if let view = window.hitTest(window.convertFromScreen(screenPoint), with: nil) { return view }
        }
        return nil
    }

    /// The first point of `view` on screen that a touch would reach it (or a subview) at: its center, then the
    /// center of its part on screen and in its window, then its corners inset 1 point (spec T3).
    func hittablePoint(of view: UIView) -> CGPoint? {
        guard isInShownWindow(view) else { return nil }
        let bounds = view.bounds
        var candidates = [CGPoint(x: bounds.midX, y: bounds.midY)].map(view.convertToScreen)
        if let visible = visibleScreenRect(of: view) { candidates.append(CGPoint(x: visible.midX, y: visible.midY)) }
        let inset = bounds.insetBy(dx: min(1, bounds.width / 2), dy: min(1, bounds.height / 2))
        candidates += [CGPoint(x: inset.minX, y: inset.minY), CGPoint(x: inset.maxX, y: inset.minY),
                       CGPoint(x: inset.minX, y: inset.maxY), CGPoint(x: inset.maxX, y: inset.maxY)]
            .map(view.convertToScreen)
        return candidates.first { point in
            guard screen.bounds.contains(point), let hit = hitTestView(atScreenPoint: point) else { return false }
            return hit.isDescendant(of: view)
        }
    }

    /// The part of `view`'s frame on screen that is on the screen and inside its window, if any.
    func visibleScreenRect(of view: UIView) -> CGRect? {
        guard let window = view.window else { return nil }
        let windowRect = CGRect(origin: window.convertToScreen(.zero), size: window.bounds.size)
        let visible = screenFrame(of: view).intersection(screen.bounds).intersection(windowRect)
        return visible.isNull || visible.isEmpty ? nil : visible
    }

    /// `view`'s bounds in screen coordinates.
    func screenFrame(of view: UIView) -> CGRect {
        let origin = view.convertToScreen(CGPoint(x: view.bounds.minX, y: view.bounds.minY))
        return CGRect(origin: origin, size: view.bounds.size)
    }

    func isInShownWindow(_ view: UIView) -> Bool {
        guard let window = view.window, !window.isHidden else { return false }
        return application.windows.contains { $0 === window }
    }

    /// The one sentence of spec T2, then the hit-test report at the target's center and the replay note.
    func missMessage(for view: UIView, gesture: String) -> String {
        let center = screenPoint(inCenterOf: view)
        let at = "at (\(Self.number(center.x)), \(Self.number(center.y)))"
        let target = TraceEvent.name(of: view)
        guard isInShownWindow(view) else {
            let why = view.window == nil ? "it is in no window" : "its window is hidden"
            return "\(gesture) cannot reach \(target): \(why), so no touch can land on it.\n" + replayNote()
        }
        let winner = hitTestView(atScreenPoint: center)
        let instead = winner.map { TraceEvent.name(of: $0) } ?? "no view"
        let reason: String
        if !screen.bounds.contains(center) {
            reason = "the point is off screen (the screen is \(Self.rect(screen.bounds))): a finger cannot touch there"
        } else {
            reason = Self.reason(view: view, winner: winner, center: center, application: application)
        }
        var report = ""
        if let window = view.window {
            report = "\n" + window.hitTestReport(at: window.convertFromScreen(center)).description
        }
        return "\(gesture) cannot reach \(target) \(at): \(instead) would get the touch instead, because \(reason)."
            + report + "\n" + replayNote()
    }

    /// Why a touch at `center` does not reach `view`, in the hit-test report's words: the first refusal on the
    /// way from the window down to the view, a view in front of it, or an override that answered otherwise.
    static func reason(view: UIView, winner: UIView?, center: CGPoint, application: UIApplication) -> String {
        guard let window = view.window else { return "it is in no window" }
        if let winner, let front = winner.window, front !== window {
            return "the window \(TraceEvent.name(of: front)) in front of its window takes the point"
        }
        let report = window.hitTestReport(at: window.convertFromScreen(center))
        var path: [UIView] = []
        var current: UIView? = view
        while let step = current {
            path.insert(step, at: 0)
            if step === window { break }
            current = step.superview
        }
        for ancestor in path {
            guard let step = report.step(for: ancestor) else { continue }
            let name = ancestor === view ? "the target" : "its ancestor \(TraceEvent.name(of: ancestor))"
            switch step.verdict {
            case .hidden, .alphaBelowThreshold, .userInteractionDisabled, .disabledControl, .outsideBounds:
                return "\(name) is \(step.verdict.explanation)"
            case .notAskedBecauseSiblingInFront(let sibling):
                let covering = sibling === winner || winner == nil
                    ? "" : " (its subview \(TraceEvent.name(of: winner)))"
                return "it is covered: \(TraceEvent.name(of: sibling))\(covering) in front of "
                    + "\(ancestor === view ? "it" : TraceEvent.name(of: ancestor)) takes the point"
            default:
                continue
            }
        }
        for ancestor in path.reversed() {
            guard let step = report.step(for: ancestor) else { continue }
            switch step.verdict {
            case .overrideReturnedNil, .overrideReturned:
                return "\(ancestor === view ? "the target" : TraceEvent.name(of: ancestor)): "
                    + step.verdict.explanation
            default:
                continue
            }
        }
        return "no view of its window takes the point"
    }

    static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    static func rect(_ rect: CGRect) -> String {
        "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
    }
}
