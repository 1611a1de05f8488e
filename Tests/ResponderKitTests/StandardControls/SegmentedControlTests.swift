import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UISegmentedControl")
struct SegmentedControlTests {
    /// A window with a 300-point control of segments A, B and C at (20, 200), each 100 points wide.
    private func makeControl(_ host: EventTestHost, items: [Any] = ["A", "B", "C"])
        -> (UISegmentedControl, ValueChangeLog<UISegmentedControl>, UIWindow) {
        let window = host.makeWindow()
        let control = UISegmentedControl(items: items)
        control.frame = CGRect(x: 20, y: 200, width: 300, height: 32)
        window.addSubview(control)
        return (control, ValueChangeLog(control) { "\($0.selectedSegmentIndex)" }, window)
    }

    @Test("Q10: init(items:) makes one segment per title or image; no selection; equal widths unless one is set")
    func itemsAndWidths() throws {
        let host = EventTestHost()
        let image = UIImage(systemName: "star")
        let (control, _, window) = makeControl(host, items: ["A", image as Any, "C"])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 0) == "A" && control.titleForSegment(at: 1) == nil)
        #expect(control.imageForSegment(at: 1) == image)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && UISegmentedControl.noSegment == -1)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
        try host.tap(at: host.at(99, 16, in: control))
        #expect(control.selectedSegmentIndex == 0)
        try host.tap(at: host.at(101, 16, in: control))
        #expect(control.selectedSegmentIndex == 1)
        control.setWidth(200, forSegmentAt: 0)
        try host.tap(at: host.at(150, 16, in: control))
        #expect(control.selectedSegmentIndex == 0)
        #expect(control.widthForSegment(at: 0) == 200)
        _ = window
    }

    @Test("Q11: the selection changes when the finger lifts, valueChanged sees it; the selected segment again sends nothing")
    func selectOnLift() throws {
        let host = EventTestHost()
        let (control, log, window) = makeControl(host)
        let finger = try host.touchDown(at: host.at(150, 16, in: control))
        #expect(control.selectedSegmentIndex == -1)
        #expect(log.count == 0)
        try finger.lift()
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.values == ["1"])
        try host.tap(at: host.at(150, 16, in: control))
        #expect(log.values == ["1"])
        try host.tap(at: host.at(250, 16, in: control))
        #expect(log.values == ["1", "2"])
        _ = window
    }

    @Test("Q12: momentary segments send on every tap, see the tapped segment, and keep no selection")
    func momentary() throws {
        let host = EventTestHost()
        let (control, log, window) = makeControl(host)
        control.isMomentary = true
        try host.tap(at: host.at(50, 16, in: control))
        try host.tap(at: host.at(50, 16, in: control))
        #expect(log.values == ["0", "0"])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        _ = window
    }

    @Test("Q13: a disabled segment takes no tap; the others still work")
    func disabledSegment() throws {
        let host = EventTestHost()
        let (control, log, window) = makeControl(host)
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1) && control.isEnabledForSegment(at: 0))
        try host.tap(at: host.at(150, 16, in: control))
        #expect(control.selectedSegmentIndex == -1)
        #expect(log.count == 0)
        try host.tap(at: host.at(250, 16, in: control))
        #expect(log.values == ["2"])
        _ = window
    }

    @Test("Q14: segments made from actions run the action, then valueChanged and primaryActionTriggered handlers")
    func actionSegments() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        var calls: [String] = []
        let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { action in
            calls.append("list \((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)")
        }
        let grid = UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { _ in calls.append("grid") }
        let control = UISegmentedControl(frame: CGRect(x: 20, y: 200, width: 200, height: 32), actions: [list])
        control.insertSegment(action: grid, at: 1, animated: false)
        control.addAction(UIAction { _ in calls.append("valueChanged") }, for: .valueChanged)
        control.addAction(UIAction { _ in calls.append("primary") }, for: .primaryActionTriggered)
        window.addSubview(control)
        #expect(control.titleForSegment(at: 0) == "List" && control.numberOfSegments == 2)
        #expect(control.actionForSegment(at: 1)?.identifier == grid.identifier)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("none")) == UISegmentedControl.noSegment)
        try host.tap(at: host.at(50, 16, in: control))
        #expect(calls == ["list 0", "valueChanged", "primary"])
    }

    @Test("Q1, Q2: selection set in code sends nothing, a bad index is refused; a disabled control takes no tap")
    func codeAndDisabled() throws {
        let host = EventTestHost()
        let (control, log, window) = makeControl(host)
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 2)
        #expect(host.application.diagnostics.entries.last?.kind == .invalidControlArgument)
        control.isEnabled = false
        try host.tap(at: host.at(50, 16, in: control))
        #expect(control.selectedSegmentIndex == 2)
        #expect(log.count == 0)
        _ = window
    }
}
