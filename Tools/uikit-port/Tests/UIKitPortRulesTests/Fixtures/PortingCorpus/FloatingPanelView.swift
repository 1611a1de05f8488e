// Original iOS form of Sources/PortingCorpus/FloatingPanelView.swift, the fixture `uikit-port` converts: a
// panel whose button sends a nil-targeted action, qualified with the class that implements it.
import UIKit

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

    func showPanel(in window: UIWindow) {
        recenterButton.frame = CGRect(x: 10, y: 10, width: 120, height: 44)
        recenterButton.addTarget(nil, action: #selector(MapViewController.recenterMap(_:)), for: .touchUpInside)
        panel.addSubview(recenterButton)
        panel.owner = self
        window.addSubview(panel)
    }

    @objc func recenterMap(_ sender: Any?) {
        recenterCount += 1
    }
}
