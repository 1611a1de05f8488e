import Foundation

/// An SVG picture of a window's (or any view's) hierarchy: each view's frame with a numbered badge, the views
/// listed as a tree beside it, and on request the responder chain from one responder and the hit-test path for
/// a point, with a legend.
///
/// The picture is built from the live objects, so it shows what ResponderKit sees, not what the code meant.
/// Objects are named as traces name them (``TraceEvent/name(of:)``). Labels never overprint one another: views
/// that share a corner get badges side by side, names go in the tree column, and the chain is a column of
/// its own in which each responder's arrow points at its `next`. Text is set in a monospaced font so its width
/// is known: ``labelCharacterWidth`` per character.
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

    /// The width of one character of the picture's text (11-point monospaced type: 0.6 em).
    public static let labelCharacterWidth: CGFloat = 6.6
    static let fontSize: CGFloat = 11
    static let lineHeight: CGFloat = 16
    static let badgeSize: CGFloat = 16
    static let gap: CGFloat = 24

    /// The SVG document.
    public var svg: String {
        var canvas = SVGCanvas()
        let views = flattenedViews()
        let hitPath = hitTestPoint.map(hitPathViews(at:)) ?? [:]
        let chain = chainOrigin.map { $0.responderChainReport().responders } ?? []

        let treeX = root.bounds.width + Self.gap
        let treeWidth = views.map { Self.textWidth(treeLine(for: $0)) + Self.badgeSize + 6 }.max() ?? 0
        let chainX = treeX + treeWidth + Self.gap
        let chainWidth = chain.map { Self.textWidth(chainLine(for: $0)) + 16 }.max() ?? 0
        var bottom = max(root.bounds.height, 28 + CGFloat(views.count) * Self.lineHeight,
                         28 + CGFloat(chain.count) * (Self.lineHeight + 14))
        bottom += Self.gap
        let width = chain.isEmpty ? chainX - Self.gap : chainX + chainWidth + 4
        let legend = Self.legendLines(hasChain: !chain.isEmpty, hasHitTest: hitTestPoint != nil)

        canvas.background(width: root.bounds.width, height: root.bounds.height)
        drawFrames(views, hitPath: hitPath, into: &canvas)
        drawBadges(views, into: &canvas)
        if let hitTestPoint { canvas.hitPoint(hitTestPoint) }
        drawTree(views, hitPath: hitPath, at: treeX, into: &canvas)
        if !chain.isEmpty { drawChain(chain, at: chainX, into: &canvas) }
        drawLegend(legend, top: bottom, into: &canvas)
        let height = bottom + CGFloat(legend.count) * Self.lineHeight + 8
        return canvas.document(width: max(width, legendWidth(legend)), height: height)
    }

    /// Every view of the subtree in drawing order, with its depth and the number on its badge.
    private func flattenedViews() -> [(view: UIView, depth: Int)] {
        var result: [(UIView, Int)] = []
        func visit(_ view: UIView, _ depth: Int) {
            result.append((view, depth))
            for subview in view.subviews { visit(subview, depth + 1) }
        }
        visit(root, 0)
        return result
    }

    private func frame(of view: UIView) -> CGRect {
        root.convert(view.bounds, from: view)
    }

    private func marks(of view: UIView) -> [String] {
        [view.isHidden ? "hidden" : nil, !view.isUserInteractionEnabled ? "no interaction" : nil,
         (view as? UIControl).map { $0.isEnabled ? nil : "disabled" } ?? nil].compactMap { $0 }
    }

    private func treeLine(for entry: (view: UIView, depth: Int)) -> String {
        let marks = marks(of: entry.view)
        let name = TraceEvent.name(of: entry.view)
        return String(repeating: "  ", count: entry.depth) + (marks.isEmpty ? name : "\(name) (\(marks.joined(separator: ", ")))")
    }

    private func chainLine(for responder: UIResponder) -> String {
        TraceEvent.name(of: responder)
    }

    /// The views the hit test passed through, and whether each is the hit-test view.
    private func hitPathViews(at point: CGPoint) -> [ObjectIdentifier: Bool] {
        let report = root.hitTestReport(at: point)
        var path: [ObjectIdentifier: Bool] = [:]
        for step in report.steps {
            switch step.verdict {
            case .passedToSubview, .tookThePoint: path[ObjectIdentifier(step.view)] = step.view === report.winner
            default: continue
            }
        }
        return path
    }

    private func drawFrames(_ views: [(view: UIView, depth: Int)], hitPath: [ObjectIdentifier: Bool],
                            into canvas: inout SVGCanvas) {
        for (view, _) in views {
            canvas.viewFrame(frame(of: view), name: TraceEvent.name(of: view), dashed: !marks(of: view).isEmpty,
                             filled: !view.isHidden)
        }
        for (view, _) in views {
            guard let isWinner = hitPath[ObjectIdentifier(view)] else { continue }
            canvas.hitPathFrame(frame(of: view), isWinner: isWinner)
        }
    }

    /// Puts each view's numbered badge at its frame's top-left corner, moved right past any badge already there.
    private func drawBadges(_ views: [(view: UIView, depth: Int)], into canvas: inout SVGCanvas) {
        var placed: [CGRect] = []
        for (number, entry) in views.enumerated() {
            let corner = frame(of: entry.view).origin
            var box = CGRect(x: corner.x + 2, y: corner.y + 2, width: Self.badgeSize, height: Self.badgeSize)
            while placed.contains(where: { $0.intersects(box) }) { box.origin.x += Self.badgeSize + 2 }
            placed.append(box)
            canvas.badge(number + 1, in: box)
        }
    }

    private func drawTree(_ views: [(view: UIView, depth: Int)], hitPath: [ObjectIdentifier: Bool], at x: CGFloat,
                          into canvas: inout SVGCanvas) {
        canvas.heading("Views", x: x, y: 14)
        for (number, entry) in views.enumerated() {
            let top = 22 + CGFloat(number) * Self.lineHeight
            canvas.badge(number + 1, in: CGRect(x: x, y: top, width: Self.badgeSize - 2, height: Self.badgeSize - 2))
            let highlight = hitPath[ObjectIdentifier(entry.view)].map { $0 ? "winner" : "path" }
            canvas.label(treeLine(for: entry), x: x + Self.badgeSize + 4, y: top + 11, highlight: highlight)
        }
    }

    /// One box per responder, top to bottom, each with an arrow to its `next` below it.
    private func drawChain(_ chain: [UIResponder], at x: CGFloat, into canvas: inout SVGCanvas) {
        canvas.heading("Responder chain (next)", x: x, y: 14)
        let boxHeight = Self.lineHeight + 4
        let width = chain.map { Self.textWidth(chainLine(for: $0)) + 16 }.max() ?? 0
        for (index, responder) in chain.enumerated() {
            let top = 22 + CGFloat(index) * (boxHeight + 10)
            canvas.responderBox(CGRect(x: x, y: top, width: width, height: boxHeight), name: chainLine(for: responder))
            if index + 1 < chain.count {
                canvas.chainArrow(from: CGPoint(x: x + 12, y: top + boxHeight),
                                  to: CGPoint(x: x + 12, y: top + boxHeight + 10), step: index + 1)
            }
        }
    }

    private static func legendLines(hasChain: Bool, hasHitTest: Bool) -> [SVGCanvas.LegendEntry] {
        var lines: [SVGCanvas.LegendEntry] = [
            .init(swatch: .frame, text: "a view's frame; its number matches the list of views"),
            .init(swatch: .dashedFrame, text: "hidden, not interactive, or a disabled control"),
        ]
        if hasHitTest {
            lines.append(.init(swatch: .hitPath, text: "hit-test path; the bold frame is the hit-test view"))
            lines.append(.init(swatch: .hitPoint, text: "the point hit-tested"))
        }
        if hasChain { lines.append(.init(swatch: .chainArrow, text: "each responder's arrow goes to its next responder")) }
        return lines
    }

    private func drawLegend(_ lines: [SVGCanvas.LegendEntry], top: CGFloat, into canvas: inout SVGCanvas) {
        for (index, line) in lines.enumerated() {
            canvas.legendEntry(line, x: 4, y: top + CGFloat(index) * Self.lineHeight)
        }
    }

    private func legendWidth(_ lines: [SVGCanvas.LegendEntry]) -> CGFloat {
        (lines.map { Self.textWidth($0.text) }.max() ?? 0) + 40
    }

    static func textWidth(_ text: String) -> CGFloat {
        CGFloat(text.count) * labelCharacterWidth
    }
}
