import Foundation

/// The SVG elements of a ``HierarchyPicture``, written with one set of colours and one number format, so the
/// picture's code says what is drawn and this says how.
struct SVGCanvas {
    private var elements: [String] = []

    private static let viewStroke = "rgb(84,112,160)"
    private static let chainColour = "rgb(208,52,44)"
    private static let hitColour = "rgb(26,138,58)"
    private static let hitPathColour = "rgb(122,192,138)"
    private static let responderFill = "rgb(255,244,224)"
    private static let responderStroke = "rgb(176,112,0)"

    /// What a line of the legend shows beside its text.
    struct LegendEntry {
        enum Swatch { case frame, dashedFrame, hitPath, hitPoint, chainArrow }
        let swatch: Swatch
        let text: String
    }

    mutating func background(width: CGFloat, height: CGFloat) {
        elements.append(#"<rect x="0" y="0" width="\#(n(width))" height="\#(n(height))" fill="rgb(250,250,250)"/>"#)
    }

    mutating func viewFrame(_ frame: CGRect, name: String, dashed: Bool, filled: Bool) {
        let dash = dashed ? #" stroke-dasharray="4 3""# : ""
        elements.append(#"<rect class="view" data-name="\#(escape(name))" \#(box(frame)) "#
            + #"fill="\#(filled ? "rgb(255,255,255)" : "none")" fill-opacity="0.6" stroke="\#(Self.viewStroke)"\#(dash)/>"#)
    }

    mutating func hitPathFrame(_ frame: CGRect, isWinner: Bool) {
        elements.append(#"<rect class="hit-path" \#(box(frame)) fill="none" "#
            + #"stroke="\#(isWinner ? Self.hitColour : Self.hitPathColour)" stroke-width="\#(isWinner ? 3 : 1.5)"/>"#)
    }

    mutating func hitPoint(_ point: CGPoint) {
        elements.append(#"<circle class="hit-point" cx="\#(n(point.x))" cy="\#(n(point.y))" r="5" fill="\#(Self.hitColour)"/>"#)
    }

    mutating func badge(_ number: Int, in frame: CGRect) {
        elements.append(#"<g class="badge"><rect \#(box(frame)) rx="3" fill="\#(Self.viewStroke)"/>"#
            + #"<text class="label" x="\#(n(frame.midX))" y="\#(n(frame.maxY - 4))" text-anchor="middle" "#
            + #"font-size="9" fill="white">\#(number)</text></g>"#)
    }

    mutating func heading(_ text: String, x: CGFloat, y: CGFloat) {
        elements.append(#"<text class="label" x="\#(n(x))" y="\#(n(y))" font-weight="bold">\#(escape(text))</text>"#)
    }

    /// `highlight` is "winner" for the hit-test view and "path" for the views the hit test passed through.
    mutating func label(_ text: String, x: CGFloat, y: CGFloat, highlight: String?) {
        let colour = highlight.map { $0 == "winner" ? Self.hitColour : Self.hitPathColour }
        let fill = colour.map { #" fill="\#($0)""# } ?? ""
        let weight = highlight == "winner" ? #" font-weight="bold""# : ""
        elements.append(#"<text class="label" x="\#(n(x))" y="\#(n(y))" xml:space="preserve"\#(fill)\#(weight)>"#
            + #"\#(escape(text))</text>"#)
    }

    mutating func responderBox(_ frame: CGRect, name: String) {
        elements.append(#"<g class="responder" data-name="\#(escape(name))"><rect \#(box(frame)) rx="5" "#
            + #"fill="\#(Self.responderFill)" stroke="\#(Self.responderStroke)"/>"#
            + #"<text class="label" x="\#(n(frame.minX + 8))" y="\#(n(frame.midY + 4))">\#(escape(name))</text></g>"#)
    }

    mutating func chainArrow(from start: CGPoint, to end: CGPoint, step: Int) {
        elements.append(#"<line class="chain" data-step="\#(step)" x1="\#(n(start.x))" y1="\#(n(start.y))" "#
            + #"x2="\#(n(end.x))" y2="\#(n(end.y))" stroke="\#(Self.chainColour)" stroke-width="1.5" marker-end="url(#arrow)"/>"#)
    }

    mutating func legendEntry(_ entry: LegendEntry, x: CGFloat, y: CGFloat) {
        let swatch: String
        switch entry.swatch {
        case .frame:
            swatch = #"<rect x="\#(n(x))" y="\#(n(y + 3))" width="20" height="10" fill="white" stroke="\#(Self.viewStroke)"/>"#
        case .dashedFrame:
            swatch = #"<rect x="\#(n(x))" y="\#(n(y + 3))" width="20" height="10" fill="white" stroke="\#(Self.viewStroke)" stroke-dasharray="4 3"/>"#
        case .hitPath:
            swatch = #"<rect x="\#(n(x))" y="\#(n(y + 3))" width="20" height="10" fill="none" stroke="\#(Self.hitColour)" stroke-width="3"/>"#
        case .hitPoint:
            swatch = #"<circle cx="\#(n(x + 10))" cy="\#(n(y + 8))" r="5" fill="\#(Self.hitColour)"/>"#
        case .chainArrow:
            swatch = #"<line x1="\#(n(x))" y1="\#(n(y + 8))" x2="\#(n(x + 20))" y2="\#(n(y + 8))" stroke="\#(Self.chainColour)" stroke-width="1.5" marker-end="url(#arrow)"/>"#
        }
        elements.append(#"<g class="legend">\#(swatch)<text class="label" x="\#(n(x + 28))" y="\#(n(y + 12))">"#
            + #"\#(escape(entry.text))</text></g>"#)
    }

    func document(width: CGFloat, height: CGFloat) -> String {
        var out = [#"<?xml version="1.0" encoding="UTF-8"?>"#,
                   #"<svg xmlns="http://www.w3.org/2000/svg" width="\#(n(width))" height="\#(n(height))" "#
                    + #"viewBox="0 0 \#(n(width)) \#(n(height))" font-family="monospace" font-size="11">"#,
                   #"<defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto">"#
                    + #"<path d="M0,0 L8,4 L0,8 z" fill="\#(Self.chainColour)"/></marker></defs>"#]
        out += elements
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    private func box(_ frame: CGRect) -> String {
        #"x="\#(n(frame.minX))" y="\#(n(frame.minY))" width="\#(n(frame.width))" height="\#(n(frame.height))""#
    }

    private func n(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }

    private func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
