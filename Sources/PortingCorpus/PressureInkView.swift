// Pattern: an ink view that records every sample of a stroke through `coalescedTouches(for:)`, sizes the line
// by the touch's force where the device senses it, and redraws only the part of the view a stroke touched.
// Ported: the import. Left out: stroking the samples with UIBezierPath in draw(_:), which needs rendering;
// draw(_:) here collects the samples it would stroke, for a host that renders to call.
import ResponderKit

struct InkSample {
    var location: CGPoint
    var width: CGFloat
}

class PressureInkView: UIView {
    private(set) var strokes: [[InkSample]] = []
    private var activeStroke: [InkSample] = []
    private(set) var dirtyRects: [CGRect] = []
    private(set) var samplesInLastDraw: [InkSample] = []
    let baseLineWidth: CGFloat = 4

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        activeStroke = [sample(for: touch)]
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let samples = event?.coalescedTouches(for: touch) ?? [touch]
        var dirty = CGRect(origin: touch.previousLocation(in: self), size: .zero)
        for coalesced in samples {
            let newSample = sample(for: coalesced)
            activeStroke.append(newSample)
            dirty = dirty.union(CGRect(origin: newSample.location, size: .zero))
        }
        let margin = baseLineWidth * 2
        dirtyRects.append(dirty.insetBy(dx: -margin, dy: -margin))
        setNeedsDisplay(dirty.insetBy(dx: -margin, dy: -margin))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        strokes.append(activeStroke)
        activeStroke = []
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        activeStroke = []
        setNeedsDisplay()
    }

    private func sample(for touch: UITouch) -> InkSample {
        let pressure = touch.maximumPossibleForce > 0 ? touch.force / touch.maximumPossibleForce : 0.5
        return InkSample(location: touch.preciseLocation(in: self), width: baseLineWidth * (0.5 + pressure))
    }

    override func draw(_ rect: CGRect) {
        let area = rect.insetBy(dx: -baseLineWidth * 2, dy: -baseLineWidth * 2)
        samplesInLastDraw = (strokes + [activeStroke]).flatMap { $0 }.filter { area.contains($0.location) }
    }
}
