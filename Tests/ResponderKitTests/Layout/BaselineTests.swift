import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A thin view whose top is pinned `gap` below `anchor`, placed across the root.
@MainActor
private func rule(below anchor: NSLayoutYAxisAnchor, gap: CGFloat, in root: UIView) -> UIView {
    let rule = UIView()
    rule.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(rule)
    NSLayoutConstraint.activate([
        rule.topAnchor.constraint(equalTo: anchor, constant: gap),
        rule.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        rule.widthAnchor.constraint(equalToConstant: 10),
        rule.heightAnchor.constraint(equalToConstant: 1),
    ])
    return rule
}

/// Places `view` at `frame` in `root` with constraints.
@MainActor
private func place(_ view: UIView, at frame: CGRect, in root: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    NSLayoutConstraint.activate([
        view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: frame.minX),
        view.topAnchor.constraint(equalTo: root.topAnchor, constant: frame.minY),
        view.widthAnchor.constraint(equalToConstant: frame.width),
        view.heightAnchor.constraint(equalToConstant: frame.height),
    ])
}

@MainActor @Suite("Baselines: text views give them from their font's metrics, other views their bottom")
struct BaselineTests {
    @Test("U9, U40: a view without text has both baselines at its bottom")
    func viewsWithoutText() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let box = UIView(), untitled = UIButton(type: .system)
        place(box, at: CGRect(x: 0, y: 100, width: 50, height: 50), in: root)
        place(untitled, at: CGRect(x: 100, y: 200, width: 50, height: 40), in: root)
        let first = rule(below: box.firstBaselineAnchor, gap: 0, in: root)
        let last = rule(below: box.lastBaselineAnchor, gap: 0, in: root)
        let buttonFirst = rule(below: untitled.firstBaselineAnchor, gap: 0, in: root)
        let buttonLast = rule(below: untitled.lastBaselineAnchor, gap: 0, in: root)
        root.layoutIfNeeded()
        #expect(first.frame.minY == 150)
        #expect(last.frame.minY == 150)
        #expect(buttonFirst.frame.minY == 240)
        #expect(buttonLast.frame.minY == 240)
    }

    @Test("U40: a label centres its lines, so its baselines are the font's ascender below each line's top")
    func labelBaselines() {
        let host = EventTestHost()
        let root = host.makeWindow()
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Name\nAddress"
        place(label, at: CGRect(x: 20, y: 100, width: 200, height: 60), in: root)
        let first = rule(below: label.firstBaselineAnchor, gap: 0, in: root)
        let last = rule(below: label.lastBaselineAnchor, gap: 2, in: root)
        host.runUntilIdle()
        let font = UIFont.systemFont(ofSize: 17)
        let textTop = 130 - font.lineHeight
        #expect(first.frame.minY == (textTop + font.ascender).rounded())
        #expect(last.frame.minY == (textTop + font.lineHeight + font.ascender + 2).rounded())

        // One line: both baselines are that line's, and what is pinned to them moves at the next pass.
        label.text = "Name"
        host.runUntilIdle()
        let single = 130 - font.lineHeight / 2 + font.ascender
        #expect(first.frame.minY == single.rounded())
        #expect(last.frame.minY == (single + 2).rounded())

        label.font = .systemFont(ofSize: 40)
        host.runUntilIdle()
        let large = UIFont.systemFont(ofSize: 40)
        #expect(first.frame.minY == (130 - large.lineHeight / 2 + large.ascender).rounded())
    }

    @Test("U40: a text field and a button's title are centred; a text view's text starts below its 8-point inset")
    func fieldButtonAndTextViewBaselines() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let field = UITextField(), button = UIButton(type: .system), textView = UITextView()
        field.font = .systemFont(ofSize: 20)
        button.setTitle("Send", for: .normal)
        textView.text = "one\ntwo\nthree"
        place(field, at: CGRect(x: 0, y: 0, width: 200, height: 44), in: root)
        place(button, at: CGRect(x: 0, y: 100, width: 200, height: 50), in: root)
        place(textView, at: CGRect(x: 0, y: 200, width: 200, height: 300), in: root)
        let fieldLine = rule(below: field.lastBaselineAnchor, gap: 0, in: root)
        let buttonLine = rule(below: button.firstBaselineAnchor, gap: 0, in: root)
        let textFirst = rule(below: textView.firstBaselineAnchor, gap: 0, in: root)
        let textLast = rule(below: textView.lastBaselineAnchor, gap: 0, in: root)
        root.layoutIfNeeded()
        let twenty = UIFont.systemFont(ofSize: 20), body = UIFont.systemFont(ofSize: 17)
        let buttonFont = button.titleLabel?.font ?? body
        #expect(fieldLine.frame.minY == (22 - twenty.lineHeight / 2 + twenty.ascender).rounded())
        #expect(buttonLine.frame.minY == (125 - buttonFont.lineHeight / 2 + buttonFont.ascender).rounded())
        #expect(textFirst.frame.minY == (208 + body.ascender).rounded())
        #expect(textLast.frame.minY == (208 + 2 * body.lineHeight + body.ascender).rounded())
    }

    @Test("U40, U26: a stack aligned by first baselines lines up its labels' text, whatever their heights")
    func stackBaselineAlignment() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let small = UILabel(), large = UILabel()
        small.text = "a"
        large.text = "b"
        large.font = .systemFont(ofSize: 34)
        for (label, height) in [(small, CGFloat(20)), (large, 60)] {
            label.translatesAutoresizingMaskIntoConstraints = false
            label.heightAnchor.constraint(equalToConstant: height).isActive = true
            label.widthAnchor.constraint(equalToConstant: 50).isActive = true
        }
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSubview(stack)
        root.layoutIfNeeded()
        let smallFont = UIFont.systemFont(ofSize: 17), largeFont = UIFont.systemFont(ofSize: 34)
        let smallBaseline = small.frame.minY + 10 - smallFont.lineHeight / 2 + smallFont.ascender
        let largeBaseline = large.frame.minY + 30 - largeFont.lineHeight / 2 + largeFont.ascender
        // Each frame edge is on the pixel grid, so the two baselines agree to within a pixel.
        #expect(abs(smallBaseline - largeBaseline) <= 1)
        #expect(abs(small.frame.minY - large.frame.minY) > 1)
    }

    @Test("U40: a vertical stack with isBaselineRelativeArrangement spaces its views from baseline to baseline")
    func baselineRelativeSpacing() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let upper = UILabel(), lower = UILabel()
        upper.text = "Title"
        upper.font = .systemFont(ofSize: 28)
        lower.text = "Subtitle"
        for label in [upper, lower] { label.heightAnchor.constraint(equalToConstant: 40).isActive = true }
        let stack = UIStackView(arrangedSubviews: [upper, lower])
        stack.axis = .vertical
        stack.spacing = 30
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        root.layoutIfNeeded()
        #expect(lower.frame.minY == 70)

        stack.isBaselineRelativeArrangement = true
        root.layoutIfNeeded()
        let large = UIFont.systemFont(ofSize: 28), body = UIFont.systemFont(ofSize: 17)
        let upperBaseline = 20 - large.lineHeight / 2 + large.ascender
        let lowerOffset = 20 - body.lineHeight / 2 + body.ascender
        #expect(lower.frame.minY == (upperBaseline + 30 - lowerOffset).rounded())
    }
}
