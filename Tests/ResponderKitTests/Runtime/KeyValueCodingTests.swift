import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view with a key of its own, served the way UIKit code adds keys: by overriding the undefined-key methods.
private final class ScoreView: UIView {
    var score = 0

    override func value(forUndefinedKey key: String) -> Any? {
        key == "score" ? score : super.value(forUndefinedKey: key)
    }

    override func setValue(_ value: Any?, forUndefinedKey key: String) {
        if key == "score", let value = value as? Int {
            score = value
        } else {
            super.setValue(value, forUndefinedKey: key)
        }
    }
}

@MainActor @Suite("value(forKey:) and setValue(_:forKey:) for the keys UIKit code reads (O7, O8)")
struct KeyValueCodingTests {
    @Test("O7: a label's and a text field's text, read and written by key")
    func textKeys() {
        let label = UILabel()
        label.setValue("Hello", forKey: "text")
        #expect(label.text == "Hello")
        #expect(label.value(forKey: "text") as? String == "Hello")
        label.text = nil
        #expect(label.value(forKey: "text") == nil)
        let field = UITextField()
        field.setValue("Name", forKey: "placeholder")
        field.text = "Ada"
        #expect(field.placeholder == "Name")
        #expect(field.value(forKey: "text") as? String == "Ada")
    }

    @Test("O7 Q1: the standard controls' values by key: a switch's isOn (and on), a slider's and a stepper's value, a segment index; none sends an action")
    func standardControlKeys() {
        let toggle = UISwitch()
        var actions = 0
        toggle.addAction(UIAction { _ in actions += 1 }, for: .valueChanged)
        toggle.setValue(true, forKey: "on")
        #expect(toggle.isOn)
        #expect(toggle.value(forKey: "isOn") as? Bool == true)
        let slider = UISlider()
        slider.setValue(NSNumber(value: 0.25), forKey: "value")
        #expect(slider.value == 0.25)
        let stepper = UIStepper()
        stepper.setValue(3, forKey: "value")
        #expect(stepper.value(forKey: "value") as? Double == 3)
        let segments = UISegmentedControl(items: ["One", "Two"])
        segments.setValue(1, forKey: "selectedSegmentIndex")
        #expect(segments.selectedSegmentIndex == 1)
        #expect(actions == 0)
    }

    @Test("O7: a control's Bool properties answer to both Objective-C names, isSelected and selected")
    func boolKeys() {
        let button = UIButton(type: .system)
        button.setValue(true, forKey: "isSelected")
        #expect(button.isSelected)
        button.setValue(false, forKey: "selected")
        #expect(!button.isSelected)
        button.isEnabled = false
        #expect(button.value(forKey: "enabled") as? Bool == false)
        #expect(button.value(forKey: "isEnabled") as? Bool == false)
        button.setValue(NSNumber(value: true), forKey: "hidden")
        #expect(button.isHidden)
        #expect(button.value(forKey: "isHighlighted") as? Bool == false)
    }

    @Test("O7: numbers convert to the property's type, as Objective-C unboxes an NSNumber")
    func numberKeys() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setValue(0.5, forKey: "alpha")
        #expect(view.alpha == 0.5)
        view.setValue(NSNumber(value: 0.25), forKey: "alpha")
        #expect(view.value(forKey: "alpha") as? CGFloat == 0.25)
        view.setValue(4, forKey: "tag")
        #expect(view.tag == 4)
        #expect(view.value(forKey: "tag") as? Int == 4)
        view.setValue(CGRect(x: 1, y: 2, width: 3, height: 4), forKey: "frame")
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        let controller = UIViewController()
        controller.setValue("Inbox", forKey: "title")
        #expect(controller.title == "Inbox")
    }

    @Test("O8: an unknown key is a diagnostic naming it and the class's keys; nil is read and nothing is written",
          .eventTestHost)
    func unknownKey() throws {
        let host = try #require(EventTestHost.current)
        let label = UILabel()
        #expect(label.value(forKey: "txet") == nil)
        label.setValue("x", forKey: "txet")
        #expect(label.text == nil)
        let entries = host.application.diagnostics.entries
        #expect(entries.map(\.kind) == [.invalidKeyValueCoding, .invalidKeyValueCoding])
        #expect(entries[0].message.contains("no key 'txet'") && entries[0].message.contains("text"))
        #expect(entries[0].message.contains("value(forKey:) returned nil"))
        #expect(entries[1].message.contains("setValue(_:forKey:) changed nothing"))
    }

    @Test("O8: a value of the wrong type, nil for a non-optional, or a read-only key changes nothing and says why",
          .eventTestHost)
    func badValues() throws {
        let host = try #require(EventTestHost.current)
        let button = UIButton(type: .system)
        button.alpha = 0.7
        button.setValue("opaque", forKey: "alpha")
        button.setValue(nil, forKey: "alpha")
        button.setValue("Title", forKey: "currentTitle")
        #expect(button.alpha == 0.7)
        let messages = host.application.diagnostics.entries.map(\.message)
        #expect(messages.count == 3)
        #expect(messages[0].contains("'alpha'") && messages[0].contains("String"))
        #expect(messages[1].contains("'alpha'") && messages[1].contains("nil"))
        #expect(messages[2].contains("'currentTitle' is read-only"))
    }

    @Test("O8: a subclass serves keys of its own by overriding the undefined-key methods")
    func subclassKeys() {
        let view = ScoreView()
        view.setValue(12, forKey: "score")
        #expect(view.score == 12)
        #expect(view.value(forKey: "score") as? Int == 12)
        #expect(view.value(forKey: "tag") as? Int == 0)
    }
}
