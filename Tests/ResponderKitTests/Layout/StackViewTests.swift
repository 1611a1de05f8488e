import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A view whose content asks for a fixed size, as a label or an image view does.
@MainActor
private final class Block: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var intrinsicContentSize: CGSize { size }
}

/// Whether two lists of lengths agree to a thousandth of a point: the solver works in floating point.
private func close(_ found: [CGFloat], _ expected: [CGFloat]) -> Bool {
    found.count == expected.count && zip(found, expected).allSatisfy { abs($0 - $1) < 0.001 }
}

/// Whether two rectangles agree to a thousandth of a point.
private func close(_ found: CGRect, _ expected: CGRect) -> Bool {
    close([found.minX, found.minY, found.width, found.height],
          [expected.minX, expected.minY, expected.width, expected.height])
}

@MainActor @Suite("UIStackView: arranged subviews, distribution, alignment, hidden views and margins")
struct StackViewTests {
    /// A horizontal stack 300 x 100 in a window, holding blocks 50, 60 and 70 wide and 20, 30 and 40 tall.
    private func horizontalStack(_ host: EventTestHost, configure: (UIStackView) -> Void)
        -> (UIStackView, [Block]) {
        let blocks = [Block(50, 20), Block(60, 30), Block(70, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.frame = CGRect(x: 0, y: 100, width: 300, height: 100)
        configure(stack)
        host.makeWindow().addSubview(stack)
        stack.layoutIfNeeded()
        return (stack, blocks)
    }

    @Test("U24: arranged subviews are subviews; removing one from arranging keeps it a subview; defaults")
    func arrangedSubviews() {
        let (a, b, c) = (UIView(), UIView(), UIView())
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b])
        #expect(stack.subviews == [a, b])
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isLayoutMarginsRelativeArrangement)
        stack.insertArrangedSubview(c, at: 1)
        #expect(stack.arrangedSubviews == [a, c, b])
        #expect(Set(stack.subviews.map(ObjectIdentifier.init)) == Set([a, b, c].map(ObjectIdentifier.init)))
        stack.removeArrangedSubview(c)
        #expect(stack.arrangedSubviews == [a, b])
        #expect(c.superview === stack)
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews == [a])
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, b] && b.superview === stack)

        let framed = UIStackView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(framed.arrangedSubviews.isEmpty && framed.frame.width == 10)
    }

    @Test("U25: .fill keeps intrinsic sizes and stretches the view that hugs least, with exact spacing")
    func fill() {
        let host = EventTestHost()
        let (_, blocks) = horizontalStack(host) { stack in
            stack.spacing = 10
            (stack.arrangedSubviews[2]).setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        #expect(close(blocks.map(\.frame.minX), [0, 60, 130]))
        #expect(close(blocks.map(\.frame.width), [50, 60, 170]))
        #expect(blocks.allSatisfy { close($0.frame, CGRect(x: $0.frame.minX, y: 0, width: $0.frame.width, height: 100)) })
    }

    @Test("U25: .fillEqually gives every view the same size")
    func fillEqually() {
        let host = EventTestHost()
        let (_, blocks) = horizontalStack(host) { stack in
            stack.spacing = 15
            stack.distribution = .fillEqually
        }
        #expect(close(blocks.map(\.frame.width), [90, 90, 90]))
        #expect(close(blocks.map(\.frame.minX), [0, 105, 210]))
    }

    @Test("U25, U41: .fillProportionally sizes views in proportion to their intrinsic sizes")
    func fillProportionally() {
        let host = EventTestHost()
        // Three pixels per point, as on an iPhone, put thirds of a point on the pixel grid (spec U41).
        host.screen.scale = 3
        let (_, blocks) = horizontalStack(host) { stack in
            stack.spacing = 30
            stack.distribution = .fillProportionally
        }
        // 240 points to share as 50 : 60 : 70.
        let widths = blocks.map(\.frame.width)
        for (width, expected) in zip(widths, [240.0 * 50 / 180, 240.0 * 60 / 180, 240.0 * 70 / 180]) {
            #expect(abs(width - expected) < 0.001)
        }
        #expect(abs(blocks[2].frame.maxX - 300) < 0.001)
        #expect(abs(blocks[1].frame.minX - blocks[0].frame.maxX - 30) < 0.001)
    }

    @Test("U25: .equalSpacing keeps intrinsic sizes and makes the gaps equal")
    func equalSpacing() {
        let host = EventTestHost()
        let (_, blocks) = horizontalStack(host) { stack in
            stack.spacing = 10
            stack.distribution = .equalSpacing
        }
        #expect(close(blocks.map(\.frame.width), [50, 60, 70]))
        #expect(close(blocks.map(\.frame.minX), [0, 110, 230]))
    }

    @Test("U25: .equalCentering keeps intrinsic sizes and spaces the centres equally")
    func equalCentering() {
        let host = EventTestHost()
        let (_, blocks) = horizontalStack(host) { stack in
            stack.spacing = 10
            stack.distribution = .equalCentering
        }
        #expect(close(blocks.map(\.frame.width), [50, 60, 70]))
        #expect(close(blocks.map(\.frame.midX), [25, 145, 265]))
    }

    @Test("U25: a vertical stack arranges from the top; U26: .leading in a vertical stack aligns to the left")
    func vertical() {
        let host = EventTestHost()
        let blocks = [Block(50, 20), Block(60, 30)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 5
        stack.frame = CGRect(x: 10, y: 10, width: 200, height: 300)
        blocks[1].setContentHuggingPriority(.defaultLow - 1, for: .vertical)
        host.makeWindow().addSubview(stack)
        stack.layoutIfNeeded()
        #expect(close(blocks[0].frame, CGRect(x: 0, y: 0, width: 50, height: 20)))
        #expect(close(blocks[1].frame, CGRect(x: 0, y: 25, width: 60, height: 275)))
    }

    @Test("U26: alignments across the axis: fill, top, centre and bottom")
    func alignments() {
        let host = EventTestHost()
        let expectations: [(UIStackView.Alignment, [CGFloat], [CGFloat])] = [
            (.fill, [0, 0, 0], [100, 100, 100]),
            (.top, [0, 0, 0], [20, 30, 40]),
            (.center, [40, 35, 30], [20, 30, 40]),
            (.bottom, [80, 70, 60], [20, 30, 40]),
        ]
        for (alignment, minYs, heights) in expectations {
            let (_, blocks) = horizontalStack(host) { stack in
                stack.distribution = .equalSpacing
                stack.alignment = alignment
            }
            #expect(close(blocks.map(\.frame.minY), minYs), "\(alignment)")
            #expect(close(blocks.map(\.frame.height), heights), "\(alignment)")
        }
        #expect(UIStackView.Alignment.leading == .top && UIStackView.Alignment.trailing == .bottom)
    }

    @Test("U26: a stack placed by constraints without a size takes it from its content")
    func sizeFromContent() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let blocks = [Block(50, 20), Block(60, 30), Block(70, 40)]
        let stack = UIStackView(arrangedSubviews: blocks)
        stack.spacing = 10
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        window.layoutIfNeeded()
        #expect(close(stack.frame, CGRect(x: 20, y: 40, width: 200, height: 40)))
        #expect(close(blocks.map(\.frame.minX), [0, 60, 130]))
    }

    @Test("U27, U41: a hidden arranged view takes no space or spacing, and comes back when shown")
    func hiddenViews() throws {
        let host = EventTestHost()
        // Three pixels per point, as on an iPhone, put thirds of a point on the pixel grid (spec U41).
        host.screen.scale = 3
        let (stack, blocks) = horizontalStack(host) { stack in
            stack.spacing = 10
            stack.distribution = .fillEqually
        }
        blocks[1].isHidden = true
        #expect(stack.arrangedSubviews.count == 3)
        stack.layoutIfNeeded()
        #expect(close(blocks[0].frame, CGRect(x: 0, y: 0, width: 145, height: 100)))
        #expect(close(blocks[2].frame, CGRect(x: 155, y: 0, width: 145, height: 100)))
        try host.tap(at: CGPoint(x: 200, y: 150))
        #expect(host.lastHitTest?.winner === blocks[2])

        blocks[1].isHidden = false
        host.runUntilIdle()
        let third: CGFloat = 280.0 / 3
        #expect(close(blocks.map(\.frame.width), [third, third, third]))
        try host.tap(at: CGPoint(x: 150, y: 150))
        #expect(host.lastHitTest?.winner === blocks[1])
    }

    @Test("U28: isLayoutMarginsRelativeArrangement arranges inside the stack's layout margins")
    func marginsRelative() {
        let host = EventTestHost()
        let (_, blocks) = horizontalStack(host) { stack in
            stack.distribution = .fillEqually
            stack.layoutMargins = UIEdgeInsets(top: 10, left: 30, bottom: 20, right: 30)
            stack.isLayoutMarginsRelativeArrangement = true
        }
        #expect(close(blocks.map(\.frame.minX), [30, 110, 190]))
        #expect(blocks.allSatisfy { close([$0.frame.width, $0.frame.minY, $0.frame.height], [80, 10, 70]) })
    }

    @Test("U25, U41: custom spacing after a view replaces the stack's spacing there")
    func customSpacing() {
        let host = EventTestHost()
        // Three pixels per point, as on an iPhone, put thirds of a point on the pixel grid (spec U41).
        host.screen.scale = 3
        let (stack, blocks) = horizontalStack(host) { stack in
            stack.spacing = 10
            stack.distribution = .fillEqually
            stack.setCustomSpacing(40, after: stack.arrangedSubviews[0])
        }
        #expect(stack.customSpacing(after: blocks[0]) == 40)
        #expect(stack.customSpacing(after: blocks[1]) == UIStackView.spacingUseDefault)
        // 300 less 40 and 10 of spacing, shared equally.
        let width: CGFloat = 250.0 / 3
        #expect(close(blocks.map(\.frame.width), [width, width, width]))
        #expect(close(blocks.map(\.frame.minX), [0, width + 40, 2 * width + 50]))
    }
}
