import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view whose content size can change, as a label's does when its text changes.
@MainActor
private final class Resizable: UIView {
    var size: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor @Suite("UIStackView: proportional stacks follow content size changes; where hidden views go")
struct StackViewHidingTests {
    @Test("U42, U25: a proportional stack shares its length again when an arranged view's intrinsic size changes")
    func proportionalFollowsIntrinsicSize() throws {
        let host = EventTestHost()
        let a = Resizable(100, 20), b = Resizable(100, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        stack.frame = CGRect(x: 0, y: 100, width: 300, height: 40)
        host.makeWindow().addSubview(stack)
        host.runUntilIdle()
        #expect(a.frame.width == 150 && b.frame.width == 150)

        b.size = CGSize(width: 200, height: 20)
        host.runUntilIdle()
        #expect(a.frame.width == 100 && b.frame.width == 200)
        try host.tap(at: CGPoint(x: 120, y: 120))
        #expect(host.lastHitTest?.winner === b)
    }

    @Test("U42, U27: a hidden arranged view has no length, sits where the previous visible view ends, spans the stack")
    func hiddenFrames() throws {
        let host = EventTestHost()
        // Rows 40 tall by their content, with no width of their own.
        let (first, middle, last) = (Resizable(UIView.noIntrinsicMetric, 40), Resizable(UIView.noIntrinsicMetric, 40),
                                     Resizable(UIView.noIntrinsicMetric, 40))
        let stack = UIStackView(arrangedSubviews: [first, middle, last])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        let window = host.makeWindow()
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        middle.isHidden = true
        host.runUntilIdle()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(middle.frame == CGRect(x: 0, y: 40, width: 200, height: 0))
        #expect(last.frame.minY == 50)
        #expect(stack.frame.height == 90)
        try host.tap(at: CGPoint(x: 100, y: 160))
        #expect(host.lastHitTest?.winner === last)

        first.isHidden = true
        host.runUntilIdle()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 200, height: 0))
        #expect(middle.frame == CGRect(x: 0, y: 0, width: 200, height: 0))
        #expect(last.frame.minY == 0)

        first.isHidden = false
        middle.isHidden = false
        host.runUntilIdle()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 200, height: 40))
        #expect(middle.frame.minY == 50 && middle.frame.height == 40)
        #expect(last.frame.minY == 100)
    }

    @Test("U42, U26: a hidden view's content size does not size a stack that takes its size from its content")
    func hiddenViewsDoNotSizeTheStack() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let narrow = Resizable(50, 20), wide = Resizable(300, 20)
        let stack = UIStackView(arrangedSubviews: [narrow, wide])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 300, height: 40))
        wide.isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame.size == CGSize(width: 50, height: 20))
        #expect(wide.frame.height == 0 && wide.frame.minY == 20)
    }
}
