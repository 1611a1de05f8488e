// Pattern: a drawing canvas: one finger draws with raw touches, two fingers pan the canvas with a
// UIPanGestureRecognizer (minimumNumberOfTouches = 2); when the pan takes over, the canvas gets
// touchesCancelled and throws away the stroke it had started.
// Ported: #selector(handleTwoFingerPan(_:)) -> .handleTwoFingerPan, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let handleTwoFingerPan: Selector = "handleTwoFingerPan:"
}

class SketchCanvasView: UIView {
    private(set) var strokes: [[CGPoint]] = []
    private var currentStroke: [CGPoint] = []
    private(set) var contentOffset = CGPoint.zero

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleTwoFingerPan, SketchCanvasView.handleTwoFingerPan)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpPanGesture()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPanGesture()
    }

    private func setUpPanGesture() {
        let pan = UIPanGestureRecognizer(target: self, action: .handleTwoFingerPan)
        pan.minimumNumberOfTouches = 2
        addGestureRecognizer(pan)
    }

    func handleTwoFingerPan(_ gesture: UIPanGestureRecognizer) {
        let translation = gesture.translation(in: self)
        contentOffset = CGPoint(x: contentOffset.x - translation.x, y: contentOffset.y - translation.y)
        gesture.setTranslation(.zero, in: self)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        currentStroke = [touch.location(in: self)]
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        currentStroke.append(touch.location(in: self))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        currentStroke.append(touch.location(in: self))
        strokes.append(currentStroke)
        currentStroke = []
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        currentStroke = []
    }
}
