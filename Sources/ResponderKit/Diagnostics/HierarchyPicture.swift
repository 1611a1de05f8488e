import Foundation

/// An SVG picture of a window's (or any view's) hierarchy: each view's frame with its name, hidden and
/// disabled views marked, and on request the responder chain from one view and the hit-test path for a point.
///
/// The picture is built from the live objects, so it shows what ResponderKit sees, not what the code meant.
/// Views are named as the event trace names them (``TraceEvent/name(of:)``).
@preconcurrency @MainActor
public struct HierarchyPicture {
    /// The view whose subtree is drawn; its bounds are the picture's coordinate space.
    public let root: UIView
    /// Draws the responder chain from this responder as numbered arrows, if set.
    public var chainOrigin: UIResponder?
    /// Draws the hit-test path for this point (in `root`'s coordinates), if set.
    public var hitTestPoint: CGPoint?

    /// Creates a picture of `root`'s subtree.
    public init(root: UIView, chainFrom chainOrigin: UIResponder? = nil, hitTestAt hitTestPoint: CGPoint? = nil) {
        self.root = root
        self.chainOrigin = chainOrigin
        self.hitTestPoint = hitTestPoint
    }

    private static let sideColumnWidth: CGFloat = 340
    private static let boxHeight: CGFloat = 28

    /// The SVG document.
    public var svg: String {
        let size = root.bounds.size
        let chain = chainOrigin.map { $0.responderChainReport().responders } ?? []
        let outsideViews = chain.filter { ($0 as? UIView).map { !$0.isDescendant(of: root) } ?? true }
        let width = size.width + (outsideViews.isEmpty ? 0 : Self.sideColumnWidth)
        var out: [String] = []
        out.append(#"<?xml version="1.0" encoding="UTF-8"?>"#)
        out.append(#"<svg xmlns="http://www.w3.org/2000/svg" width="\#(number(width))" height="\#(number(size.height))" "#
            + #"viewBox="0 0 \#(number(width)) \#(number(size.height))" font-family="sans-serif" font-size="11">"#)
        out.append(#"<defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto">"#
            + #"<path d="M0,0 L8,4 L0,8 z" fill="rgb(208,52,44)"/></marker></defs>"#)
        out.append(#"<rect x="0" y="0" width="\#(number(size.width))" height="\#(number(size.height))" fill="rgb(250,250,250)"/>"#)
        drawViews(root, stacked: 0, parentFrame: nil, into: &out)
        var anchors: [ObjectIdentifier: CGPoint] = [:]
        for (index, responder) in outsideViews.enumerated() {
            let box = CGRect(x: size.width + 20, y: 20 + CGFloat(index) * (Self.boxHeight + 16),
                             width: Self.sideColumnWidth - 40, height: Self.boxHeight)
            anchors[ObjectIdentifier(responder)] = CGPoint(x: box.minX, y: box.midY)
            out.append(#"<g class="responder" data-name="\#(escape(TraceEvent.name(of: responder)))">"#
                + #"<rect x="\#(number(box.minX))" y="\#(number(box.minY))" width="\#(number(box.width))" "#
                + #"height="\#(number(box.height))" rx="6" fill="rgb(255,244,224)" stroke="rgb(176,112,0)"/>"#
                + #"<text x="\#(number(box.minX + 8))" y="\#(number(box.midY + 4))">\#(escape(TraceEvent.name(of: responder)))</text></g>"#)
        }
        if !chain.isEmpty { drawChain(chain, anchors: anchors, into: &out) }
        if let hitTestPoint { drawHitPath(at: hitTestPoint, into: &out) }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// `stacked` counts the ancestors whose frames start at the same corner, so their labels do not overlap.
    private func drawViews(_ view: UIView, stacked: Int, parentFrame: CGRect?, into out: inout [String]) {
        let frame = root.convert(view.bounds, from: view)
        let stacked = frame.origin == parentFrame?.origin ? stacked + 1 : 0
        let marks = [view.isHidden ? "hidden" : nil, !view.isUserInteractionEnabled ? "no-interaction" : nil,
                     (view as? UIControl).map { $0.isEnabled ? nil : "disabled" } ?? nil].compactMap { $0 }
        let dashed = marks.isEmpty ? "" : #" stroke-dasharray="4 3""#
        let fill = view.isHidden ? "none" : "rgb(255,255,255)"
        let name = escape(TraceEvent.name(of: view))
        let label = marks.isEmpty ? name : "\(name) (\(marks.joined(separator: ", ")))"
        out.append(#"<g class="view" data-name="\#(name)">"#
            + #"<rect x="\#(number(frame.minX))" y="\#(number(frame.minY))" width="\#(number(frame.width))" "#
            + #"height="\#(number(frame.height))" fill="\#(fill)" fill-opacity="0.6" stroke="rgb(84,112,160)"\#(dashed)/>"#
            + #"<text x="\#(number(frame.minX + 3))" y="\#(number(frame.minY + 12 + 13 * CGFloat(stacked)))">"#
            + #"\#(label)</text></g>"#)
        for subview in view.subviews { drawViews(subview, stacked: stacked, parentFrame: frame, into: &out) }
    }

    private func drawChain(_ chain: [UIResponder], anchors: [ObjectIdentifier: CGPoint], into out: inout [String]) {
        func anchor(of responder: UIResponder) -> CGPoint? {
            if let point = anchors[ObjectIdentifier(responder)] { return point }
            guard let view = responder as? UIView else { return nil }
            let frame = root.convert(view.bounds, from: view)
            var depth: CGFloat = 0
            var ancestor = view.superview
            while let current = ancestor, view.isDescendant(of: root), current !== root.superview {
                depth += 1
                ancestor = current.superview
            }
            return CGPoint(x: frame.maxX - 8 - 10 * depth, y: frame.minY + 8 + 10 * depth)
        }
        for (index, pair) in zip(chain, chain.dropFirst()).enumerated() {
            guard let from = anchor(of: pair.0), let to = anchor(of: pair.1) else { continue }
            out.append(#"<line class="chain" x1="\#(number(from.x))" y1="\#(number(from.y))" x2="\#(number(to.x))" "#
                + #"y2="\#(number(to.y))" stroke="rgb(208,52,44)" stroke-width="1.5" marker-end="url(#arrow)"/>"#
                + #"<text x="\#(number((from.x + to.x) / 2 + 4))" y="\#(number((from.y + to.y) / 2))" "#
                + #"fill="rgb(208,52,44)">\#(index + 1)</text>"#)
        }
    }

    private func drawHitPath(at point: CGPoint, into out: inout [String]) {
        let report = root.hitTestReport(at: point)
        for step in report.steps {
            switch step.verdict {
            case .passedToSubview, .tookThePoint:
                let frame = root.convert(step.view.bounds, from: step.view)
                let winner = step.view === report.winner
                out.append(#"<rect class="hit-path" x="\#(number(frame.minX))" y="\#(number(frame.minY))" "#
                    + #"width="\#(number(frame.width))" height="\#(number(frame.height))" fill="none" "#
                    + #"stroke="\#(winner ? "rgb(26,138,58)" : "rgb(122,192,138)")" stroke-width="\#(winner ? 3 : 1.5)"/>"#)
            default:
                continue
            }
        }
        out.append(#"<circle class="hit-point" cx="\#(number(point.x))" cy="\#(number(point.y))" r="5" fill="rgb(26,138,58)"/>"#)
    }

    private func number(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
