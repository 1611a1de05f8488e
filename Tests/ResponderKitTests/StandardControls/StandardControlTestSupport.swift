import Foundation
import ResponderKit
import ResponderKitTesting

/// Records what a control's `.valueChanged` actions saw: one entry per action, read from the control as the
/// action ran.
@MainActor
final class ValueChangeLog<Control: UIControl> {
    private(set) var values: [String] = []
    private let read: (Control) -> String

    /// Registers an action for `.valueChanged` on `control` that appends `read(control)`.
    init(_ control: Control, reading read: @escaping (Control) -> String) {
        self.read = read
        control.addAction(UIAction { [weak self] action in
            guard let self, let sender = action.sender as? Control else { return }
            self.values.append(self.read(sender))
        }, for: .valueChanged)
    }

    var count: Int { values.count }
}

extension EventTestHost {
    /// The screen point at `point` in `view`'s coordinates, as a shorter name for tests of controls.
    func at(_ x: CGFloat, _ y: CGFloat, in view: UIView) -> CGPoint {
        screenPoint(CGPoint(x: x, y: y), in: view)
    }

    /// Moves `finger` to `end` (screen coordinates) in `steps` equal moves, a hundredth of a second apart.
    func slide(_ finger: Finger, to end: CGPoint, steps: Int = 10) throws {
        let start = finger.location
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            advance(by: 0.01)
            try finger.move(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }
}
