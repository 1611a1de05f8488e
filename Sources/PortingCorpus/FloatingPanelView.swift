// Pattern: a floating panel added straight to the window (above everything), whose buttons send nil-targeted
// actions; the panel overrides `next` so those actions reach the controller that owns it instead of the
// window.
// Ported: #selector(MapViewController.recenterMap(_:)) -> .recenterMap, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let recenterMap: Selector = "recenterMap:"
}

class FloatingPanelView: UIView {
    weak var owner: UIResponder?

    override var next: UIResponder? {
        return owner ?? super.next
    }
}

class MapViewController: UIViewController {
    let panel = FloatingPanelView(frame: CGRect(x: 20, y: 620, width: 350, height: 120))
    let recenterButton = UIButton(type: .system)
    private(set) var recenterCount = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.recenterMap, MapViewController.recenterMap)
    }

    func showPanel(in window: UIWindow) {
        recenterButton.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
        recenterButton.addTarget(nil, action: .recenterMap, for: .touchUpInside)
        panel.addSubview(recenterButton)
        panel.owner = self
        window.addSubview(panel)
    }

    func recenterMap(_ sender: Any?) {
        recenterCount += 1
    }
}
