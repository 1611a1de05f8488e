import Foundation

/// Why hit testing chose the view it chose for a point: every view it reached, in order, with its verdict.
///
/// Answers "why doesn't my button get touches?" from the live hierarchy. The report runs each view's real
/// `hitTest(_:with:)` (which has no side effects, spec <doc:Catalog#B5>) beside UIKit's default rules, so a view whose
/// override changed the answer is named as such. Build one with ``UIView/hitTestReport(at:)``.
@preconcurrency @MainActor
public struct HitTestReport: @MainActor CustomStringConvertible {
    /// What hit testing concluded about one view.
    public enum Verdict: Equatable {
        /// The view is hidden, so neither it nor its subviews take touches (<doc:Catalog#B1>).
        case hidden
        /// The view's alpha is below 0.01, so neither it nor its subviews take touches (<doc:Catalog#B1>).
        case alphaBelowThreshold(CGFloat)
        /// `isUserInteractionEnabled` is false, so neither it nor its subviews take touches (<doc:Catalog#B1>).
        case userInteractionDisabled
        /// The view is a disabled control, which hit testing skips (<doc:Catalog#B7>).
        case disabledControl
        /// The point is outside the view's bounds (as its `point(inside:with:)` says), so its subviews were
        /// never asked, even those that overhang it (<doc:Catalog#B2>).
        case outsideBounds
        /// The view was never asked: an ancestor refused first (hidden, disabled, or outside its bounds).
        case notAskedBecauseOfAncestor(UIView)
        /// The view was never asked: a sibling in front of it already took the point (<doc:Catalog#B3>).
        case notAskedBecauseSiblingInFront(UIView)
        /// The point is inside and a subview took it.
        case passedToSubview(UIView)
        /// The point is inside, no subview took it, and the view took it itself: it is the hit-test view.
        case tookThePoint
        /// The view's `hitTest` override returned nil where UIKit's rules would have found a view (<doc:Catalog#B8>).
        case overrideReturnedNil
        /// The view's `hitTest` override returned a different view from UIKit's rules (<doc:Catalog#B8>).
        case overrideReturned(UIView)
    }

    /// One view the report reached.
    public struct Step {
        /// The view.
        public let view: UIView
        /// How deep the view is below the view the report started at (0 for that view).
        public let depth: Int
        /// The point in the view's own coordinates.
        public let point: CGPoint
        /// What hit testing concluded about the view.
        public let verdict: Verdict
    }

    /// The point, in the coordinates of the view the report started at.
    public let point: CGPoint
    /// Every view of the hierarchy, in the order hit testing reaches or skips them.
    public let steps: [Step]
    /// The view hit testing returns for the point, or `nil`.
    public let winner: UIView?

    /// The step for `view`, if the report reached it.
    public func step(for view: UIView) -> Step? {
        steps.first { $0.view === view }
    }

    /// One line per view, indented by depth, with the verdict in words.
    public var description: String {
        var lines = ["Hit test at \(DiagnosticFormat.point(point)): \(winner.map(Self.name) ?? "no view")"]
        for step in steps {
            lines.append(String(repeating: "  ", count: step.depth + 1) + "\(Self.name(step.view)): "
                + Self.explain(step.verdict))
        }
        return lines.joined(separator: "\n")
    }

    static func name(_ view: UIView) -> String {
        DiagnosticFormat.name(view)
    }

    static func explain(_ verdict: Verdict) -> String {
        switch verdict {
        case .hidden: return "hidden, so it and its subviews take no touches"
        case .alphaBelowThreshold(let alpha): return "alpha \(alpha) is below 0.01, so it takes no touches"
        case .userInteractionDisabled: return "isUserInteractionEnabled is false, so it and its subviews take no touches"
        case .disabledControl: return "a disabled control, skipped by hit testing"
        case .outsideBounds: return "the point is outside its bounds, so its subviews were never asked"
        case .notAskedBecauseOfAncestor(let ancestor): return "never asked: its ancestor \(name(ancestor)) refused first"
        case .notAskedBecauseSiblingInFront(let sibling): return "never asked: \(name(sibling)) in front of it took the point"
        case .passedToSubview(let subview): return "contains the point; its subview \(name(subview)) took it"
        case .tookThePoint: return "contains the point and no subview took it: this is the hit-test view"
        case .overrideReturnedNil: return "its hitTest override returned nil"
        case .overrideReturned(let other): return "its hitTest override returned \(name(other))"
        }
    }
}

extension HitTestReport.Verdict {
    /// The verdict in the report's words, such as "hidden, so it and its subviews take no touches", for tools
    /// that explain a touch in their own sentences (the test host's misses).
    @preconcurrency @MainActor public var explanation: String { HitTestReport.explain(self) }
}

extension UIView {
    /// Explains where a touch at `point` (in the receiver's coordinates) would go, view by view.
    public func hitTestReport(at point: CGPoint) -> HitTestReport {
        var steps: [HitTestReport.Step] = []
        let winner = reportHitTest(point, depth: 0, into: &steps)
        return HitTestReport(point: point, steps: steps, winner: winner)
    }

    /// Every view whose bounds contain `point` (in the receiver's coordinates), frontmost first, whatever its
    /// visibility or interaction settings; like the browser's `elementsFromPoint`.
    public func views(at point: CGPoint) -> [UIView] {
        var found: [UIView] = []
        collectViews(at: point, into: &found)
        return found
    }

    private func collectViews(at point: CGPoint, into found: inout [UIView]) {
        for subview in subviews.reversed() {
            subview.collectViews(at: subview.pointFromSuperviewSpace(point), into: &found)
        }
        if bounds.contains(point) { found.append(self) }
    }

    private func reportHitTest(_ point: CGPoint, depth: Int, into steps: inout [HitTestReport.Step]) -> UIView? {
        let actual = hitTest(point, with: nil)
        if let refusal = eligibilityRefusal {
            steps.append(.init(view: self, depth: depth, point: point, verdict: refusal))
            markSubtreeNotAsked(because: .notAskedBecauseOfAncestor(self), depth: depth, point: point, into: &steps)
            return actual
        }
        guard self.point(inside: point, with: nil) else {
            steps.append(.init(view: self, depth: depth, point: point, verdict: .outsideBounds))
            markSubtreeNotAsked(because: .notAskedBecauseOfAncestor(self), depth: depth, point: point, into: &steps)
            return actual
        }
        let stepIndex = steps.count
        steps.append(.init(view: self, depth: depth, point: point, verdict: .tookThePoint))
        var taker: UIView?
        var takerResult: UIView?
        for subview in subviews.reversed() {
            let local = subview.pointFromSuperviewSpace(point)
            if let taker {
                steps.append(.init(view: subview, depth: depth + 1, point: local,
                                   verdict: .notAskedBecauseSiblingInFront(taker)))
                subview.markSubtreeNotAsked(because: .notAskedBecauseOfAncestor(subview), depth: depth + 1,
                                            point: local, into: &steps)
            } else if let result = subview.reportHitTest(local, depth: depth + 1, into: &steps) {
                taker = subview
                takerResult = result
            }
        }
        let verdict: HitTestReport.Verdict
        if actual === (takerResult ?? self) {
            verdict = taker.map { .passedToSubview($0) } ?? .tookThePoint
        } else if let actual {
            verdict = .overrideReturned(actual)
        } else {
            verdict = .overrideReturnedNil
        }
        steps[stepIndex] = .init(view: self, depth: depth, point: point, verdict: verdict)
        return actual
    }

    private var eligibilityRefusal: HitTestReport.Verdict? {
        if isHidden { return .hidden }
        if alpha < 0.01 { return .alphaBelowThreshold(alpha) }
        if !isUserInteractionEnabled { return .userInteractionDisabled }
        if !isEligibleForHitTesting { return .disabledControl }
        return nil
    }

    private func markSubtreeNotAsked(because verdict: HitTestReport.Verdict, depth: Int, point: CGPoint,
                                     into steps: inout [HitTestReport.Step]) {
        for subview in subviews.reversed() {
            let local = subview.pointFromSuperviewSpace(point)
            steps.append(.init(view: subview, depth: depth + 1, point: local, verdict: verdict))
            subview.markSubtreeNotAsked(because: verdict, depth: depth + 1, point: local, into: &steps)
        }
    }
}
