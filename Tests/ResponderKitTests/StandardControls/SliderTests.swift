import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UISlider")
struct SliderTests {
    /// A window with a slider 228 points wide at (20, 200): its thumb (28 wide) travels 200 points.
    private func makeSlider(_ host: EventTestHost) -> (UISlider, ValueChangeLog<UISlider>, UIWindow) {
        let window = host.makeWindow()
        let slider = UISlider(frame: CGRect(x: 20, y: 200, width: 228, height: 34))
        window.addSubview(slider)
        return (slider, ValueChangeLog(slider) { "\($0.value)" }, window)
    }

    @Test("Q3: defaults, and value pinned to a range that follows minimumValue and maximumValue")
    func defaultsAndRange() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        slider.value = 5
        #expect(slider.value == 1)
        slider.setValue(-3, animated: true)
        #expect(slider.value == 0)
        slider.value = 0.5
        slider.minimumValue = 0.75
        #expect(slider.value == 0.75)
        slider.minimumValue = 2
        #expect(slider.maximumValue == 2 && slider.value == 2)
        slider.maximumValue = -1
        #expect(slider.minimumValue == -1 && slider.value == -1)
    }

    @Test("Q4: a touch on the track away from the thumb moves nothing and sends nothing, nor does a drag from there")
    func trackTouchDoesNotJump() throws {
        let host = EventTestHost()
        let (slider, log, window) = makeSlider(host)
        try host.tap(at: host.at(150, 17, in: slider))
        #expect(slider.value == 0)
        let finger = try host.touchDown(at: host.at(150, 17, in: slider))
        #expect(!slider.isTracking)
        try host.slide(finger, to: host.at(200, 17, in: slider))
        try finger.lift()
        #expect(slider.value == 0)
        #expect(log.count == 0)
        _ = window
    }

    @Test("Q5: dragging the thumb moves the value by distance over travel, pinned at the ends, tracking meanwhile")
    func thumbFollowsFinger() throws {
        let host = EventTestHost()
        let (slider, _, window) = makeSlider(host)
        slider.minimumValue = 10
        slider.maximumValue = 20
        let finger = try host.touchDown(at: host.at(14, 17, in: slider))
        #expect(slider.isTracking)
        try host.slide(finger, to: host.at(64, 17, in: slider))
        #expect(abs(slider.value - 12.5) < 0.001)
        try host.slide(finger, to: host.at(400, 17, in: slider))
        #expect(slider.value == 20)
        try host.slide(finger, to: host.at(-300, 17, in: slider))
        #expect(slider.value == 10)
        #expect(slider.isTracking)
        try finger.lift()
        #expect(!slider.isTracking)
        _ = window
    }

    @Test("Q6: continuous sends valueChanged during the drag; not continuous sends one when the finger lifts")
    func continuity() throws {
        let host = EventTestHost()
        let (slider, log, window) = makeSlider(host)
        var finger = try host.touchDown(at: host.at(14, 17, in: slider))
        try host.slide(finger, to: host.at(114, 17, in: slider), steps: 5)
        #expect(log.count == 5)
        #expect(log.values.last == "0.5")
        try finger.lift()
        #expect(log.count == 5)

        slider.isContinuous = false
        finger = try host.touchDown(at: host.at(114, 17, in: slider))
        try host.slide(finger, to: host.at(164, 17, in: slider), steps: 5)
        #expect(log.count == 5)
        try finger.lift()
        #expect(log.values.suffix(1) == ["0.75"])
        #expect(log.count == 6)
        _ = window
    }

    @Test("Q1, Q2: values set from code send nothing; a disabled slider does not move")
    func codeAndDisabled() throws {
        let host = EventTestHost()
        let (slider, log, window) = makeSlider(host)
        slider.value = 0.3
        slider.setValue(0.6, animated: true)
        #expect(slider.value == Float(0.6))
        host.runUntilIdle()
        slider.isEnabled = false
        let finger = try host.touchDown(at: host.at(14 + 120, 17, in: slider))
        try host.slide(finger, to: host.at(200, 17, in: slider))
        try finger.lift()
        #expect(slider.value == Float(0.6))
        #expect(log.count == 0)
        _ = window
    }
}
