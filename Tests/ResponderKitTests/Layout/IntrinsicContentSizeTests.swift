import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A coordinate as layout places it on a one-point pixel grid (the test screen's scale, spec U41).
private func onGrid(_ value: CGFloat) -> CGFloat { value.rounded() }

/// The 17-point system font every text view starts with.
@MainActor private let body = UIFont.systemFont(ofSize: 17)

/// Pins `view` to the top left of `root` and nothing else, so only its intrinsic size can size it.
@MainActor
private func pinByPosition(_ view: UIView, in root: UIView, x: CGFloat = 10, y: CGFloat = 20) {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: x),
                                 view.topAnchor.constraint(equalTo: root.topAnchor, constant: y)])
}

@MainActor
@Suite("Intrinsic content size of the standard views")
struct IntrinsicContentSizeTests {
    @Test("U44: a label is as wide as its longest line at half an em a character and a line height per line")
    func labelSize() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Save"
        #expect(label.intrinsicContentSize == CGSize(width: 4 * 8.5, height: body.lineHeight))
        label.text = "Hi\nthere"
        #expect(label.intrinsicContentSize == CGSize(width: 17, height: body.lineHeight))
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 5 * 8.5, height: 2 * body.lineHeight))
        label.font = .systemFont(ofSize: 20)
        #expect(label.intrinsicContentSize == CGSize(width: 5 * 10, height: 2 * UIFont.systemFont(ofSize: 20).lineHeight))
    }

    @Test("U44, U16: a label placed only by position takes its text's size, and a new text lays it out again")
    func labelLayout() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let label = UILabel()
        label.text = "Name"
        pinByPosition(label, in: window)
        host.runUntilIdle()
        #expect(label.frame == CGRect(x: 10, y: 20, width: 34, height: onGrid(20 + body.lineHeight) - 20))
        label.text = "Full name"
        host.runUntilIdle()
        #expect(label.frame.width == onGrid(10 + 9 * 8.5) - 10)
    }

    @Test("U45: a button measures its title with 6 points above and below, its image and its content insets")
    func buttonSize() {
        let button = UIButton(type: .system)
        #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
        button.setTitle("OK", for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 17, height: body.lineHeight + 12))
        button.titleEdgeInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(button.intrinsicContentSize == CGSize(width: 17, height: body.lineHeight + 12))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 20, bottom: 6, right: 10)
        #expect(button.intrinsicContentSize == CGSize(width: 47, height: body.lineHeight + 22))
        button.setImage(UIImage(size: CGSize(width: 24, height: 60)), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 71, height: 70))
        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.intrinsicContentSize.width == CGFloat(24 + 30 + 30))
        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(UIImage(size: CGSize(width: 24, height: 24)), for: .normal)
        #expect(imageOnly.intrinsicContentSize == CGSize(width: 24, height: 24))
    }

    @Test("U45, U25: buttons in a stack placed only by position get their titles' sizes, and taps reach each")
    func buttonsInStack() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        var tapped: [String] = []
        let buttons = ["Cancel", "Save"].map { title in
            UIButton(primaryAction: UIAction(title: title) { _ in tapped.append(title) })
        }
        let stack = UIStackView(arrangedSubviews: buttons)
        stack.spacing = 8
        pinByPosition(stack, in: window)
        host.runUntilIdle()
        #expect(buttons[0].frame.width == 6 * 8.5 && buttons[1].frame.minX == 6 * 8.5 + 8)
        #expect(buttons[1].frame.width == 4 * 8.5)
        #expect(buttons[0].frame.height == onGrid(20 + body.lineHeight + 12) - 20)
        try host.tap(buttons[1])
        try host.tap(buttons[0])
        #expect(tapped == ["Save", "Cancel"])
    }

    @Test("U46: switches and steppers have their own size, sliders only a height; a switch placed by position takes taps")
    func fixedSizeControls() throws {
        #expect(UISwitch().intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(UIStepper().intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(UISlider().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let host = EventTestHost()
        let window = host.makeWindow()
        let toggle = UISwitch()
        toggle.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(toggle)
        NSLayoutConstraint.activate([toggle.centerXAnchor.constraint(equalTo: window.centerXAnchor),
                                     toggle.centerYAnchor.constraint(equalTo: window.centerYAnchor)])
        let slider = UISlider()
        slider.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(slider)
        NSLayoutConstraint.activate([slider.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                                     slider.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
                                     slider.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)])
        host.runUntilIdle()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(abs(toggle.center.x - window.center.x) <= 0.5 && abs(toggle.center.y - window.center.y) <= 0.5)
        #expect(slider.frame == CGRect(x: 20, y: 100, width: 350, height: 31))
        try host.tap(at: window.center)
        #expect(toggle.isOn)
    }

    @Test("U47: a segmented control is 32 points tall and as wide as its segments, and a new segment lays it out again")
    func segmentedControl() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        // A 13-point character is 6.5 points; "Three" is the widest content, 32.5 + 16.
        #expect(control.intrinsicContentSize == CGSize(width: 3 * 48.5, height: 32))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize == CGSize(width: 35.5 + 35.5 + 48.5, height: 32))
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.intrinsicContentSize == CGSize(width: 60 + 35.5 + 48.5, height: 32))

        let host = EventTestHost()
        let window = host.makeWindow()
        pinByPosition(control, in: window)
        host.runUntilIdle()
        #expect(control.frame == CGRect(x: 10, y: 20, width: onGrid(10 + 144) - 10, height: 32))
        control.insertSegment(withTitle: "Four", at: 3, animated: false)
        host.runUntilIdle()
        #expect(control.frame.width == onGrid(10 + 144 + 42) - 10)
    }

    @Test("U48: an image view has its shown image's size, none without one, and follows a new image")
    func imageView() {
        let imageView = UIImageView()
        #expect(imageView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        imageView.image = UIImage(size: CGSize(width: 40, height: 30))
        imageView.highlightedImage = UIImage(size: CGSize(width: 50, height: 50))
        #expect(imageView.intrinsicContentSize == CGSize(width: 40, height: 30))
        let host = EventTestHost()
        let window = host.makeWindow()
        pinByPosition(imageView, in: window)
        host.runUntilIdle()
        #expect(imageView.frame == CGRect(x: 10, y: 20, width: 40, height: 30))
        imageView.isHighlighted = true
        host.runUntilIdle()
        #expect(imageView.frame.size == CGSize(width: 50, height: 50))
        imageView.isHighlighted = false
        imageView.image = UIImage(size: CGSize(width: 80, height: 20))
        host.runUntilIdle()
        #expect(imageView.frame.size == CGSize(width: 80, height: 20))
    }

    @Test("U49: a text view that does not scroll sizes itself from its text and grows as text is typed")
    func textView() {
        let textView = UITextView()
        #expect(textView.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        textView.isScrollEnabled = false
        #expect(textView.intrinsicContentSize == CGSize(width: 10, height: body.lineHeight + 16))
        textView.text = "ab\ncdef"
        #expect(textView.intrinsicContentSize == CGSize(width: 4 * 8.5 + 10, height: 2 * body.lineHeight + 16))

        let host = EventTestHost()
        let window = host.makeWindow()
        pinByPosition(textView, in: window)
        host.runUntilIdle()
        #expect(textView.frame.height == onGrid(20 + 2 * body.lineHeight + 16) - 20)
        #expect(textView.becomeFirstResponder())
        textView.insertText("\nmore")
        host.runUntilIdle()
        #expect(textView.frame.height == onGrid(20 + 3 * body.lineHeight + 16) - 20)
    }

    @Test("U50: a text field has no width of its own and is a line of its font tall, plus its border's padding")
    func textField() {
        let field = UITextField()
        #expect(field.borderStyle == .none)
        #expect(field.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: body.lineHeight))
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.height == body.lineHeight + 14)
        let host = EventTestHost()
        let window = host.makeWindow()
        field.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(field)
        NSLayoutConstraint.activate([field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 16),
                                     field.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -16),
                                     field.topAnchor.constraint(equalTo: window.topAnchor, constant: 50)])
        host.runUntilIdle()
        #expect(field.frame.width == 358 && field.frame.height == onGrid(50 + body.lineHeight + 14) - 50)
        field.font = .systemFont(ofSize: 34)
        host.runUntilIdle()
        #expect(field.frame.height == onGrid(50 + UIFont.systemFont(ofSize: 34).lineHeight + 14) - 50)
    }
}
