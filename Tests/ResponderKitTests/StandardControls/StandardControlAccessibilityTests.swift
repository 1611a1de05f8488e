import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("The standard controls read out and adjust as with VoiceOver (Q36, P20, P23)")
struct StandardControlAccessibilityTests {
    @Test("Q36 P20: a switch is a button valued 1 or 0; a slider and a page control are adjustable")
    func valuesAndTraits() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement && toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityValue == "0")
        toggle.setOn(true, animated: false)
        #expect(toggle.accessibilityValue == "1")
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 30
        slider.value = 15
        #expect(slider.accessibilityTraits == .adjustable)
        #expect(slider.accessibilityValue == "25%")
        slider.isEnabled = false
        #expect(slider.accessibilityTraits == [.adjustable, .notEnabled])
        let pages = UIPageControl()
        #expect(pages.accessibilityValue == nil)
        pages.numberOfPages = 5
        pages.currentPage = 1
        #expect(pages.accessibilityTraits == .adjustable)
        #expect(pages.accessibilityValue == "page 2 of 5")
        #expect(UIStepper().accessibilityValue == nil)
    }

    @Test("Q36: a value or traits the app sets win over the control's own")
    func appSettingsWin() {
        let slider = UISlider()
        slider.accessibilityValue = "Loud"
        slider.accessibilityTraits = .button
        #expect(slider.accessibilityValue == "Loud" && slider.accessibilityTraits == .button)
    }

    @Test("Q36 P23: increment and decrement move a slider a tenth of its range and send valueChanged; at an end, nothing")
    func sliderAdjusts() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        slider.maximumValue = 50
        slider.value = 45
        window.addSubview(slider)
        let log = ValueChangeLog(slider) { "\($0.value)" }
        _ = try host.performAccessibilityAction(.increment, on: slider)
        #expect(slider.value == 50 && log.values == ["50.0"])
        _ = try host.performAccessibilityAction(.increment, on: slider)
        #expect(slider.value == 50 && log.count == 1)
        _ = try host.performAccessibilityAction(.decrement, on: slider)
        #expect(slider.value == 45 && log.values == ["50.0", "45.0"])
    }

    @Test("Q36 P23: increment and decrement turn a page control's page and send valueChanged; past the last, nothing")
    func pageControlAdjusts() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let pages = UIPageControl(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        pages.numberOfPages = 2
        window.addSubview(pages)
        let log = ValueChangeLog(pages) { "\($0.currentPage)" }
        _ = try host.performAccessibilityAction(.increment, on: pages)
        _ = try host.performAccessibilityAction(.increment, on: pages)
        #expect(pages.currentPage == 1 && log.values == ["1"])
        _ = try host.performAccessibilityAction(.decrement, on: pages)
        #expect(pages.currentPage == 0 && log.values == ["1", "0"])
    }
}
