import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view with a fixed intrinsic size that can be changed, as a label's text would change it.
@MainActor
private final class IntrinsicSizeView: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { size }
}

@MainActor
@Suite("Auto Layout: intrinsic content size, hugging, compression resistance and fitting")
struct AutoLayoutIntrinsicSizeTests {
    @Test("U14: intrinsic size: -1 by default, the size of an unconstrained view otherwise; hugging 250, resistance 750")
    func intrinsicSize() {
        #expect(UIView().intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let plain = UIView()
        #expect(plain.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(plain.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        plain.setContentHuggingPriority(.required, for: .vertical)
        plain.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        #expect(plain.contentHuggingPriority(for: .vertical) == .required)
        #expect(plain.contentCompressionResistancePriority(for: .horizontal) == .defaultLow)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = IntrinsicSizeView(CGSize(width: 70, height: 20))
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 5, y: 5, width: 70, height: 20))
    }

    @Test("U15: the lower hugging priority stretches into extra space; the lower resistance shrinks when space is short")
    func huggingAndCompression() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let a = IntrinsicSizeView(CGSize(width: 100, height: 20)), b = IntrinsicSizeView(CGSize(width: 100, height: 20))
        root.addSubview(a)
        root.addSubview(b)
        let trailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor)
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     b.leadingAnchor.constraint(equalTo: a.trailingAnchor), trailing,
                                     a.topAnchor.constraint(equalTo: root.topAnchor),
                                     b.topAnchor.constraint(equalTo: root.topAnchor)])
        a.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 100 && b.frame.width == 200)
        trailing.constant = -150
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(a.frame.width == 50 && b.frame.width == 100)
    }

    @Test("U16: invalidateIntrinsicContentSize makes the next pass read the new intrinsic size")
    func invalidation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = IntrinsicSizeView(CGSize(width: 70, height: 20))
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leftAnchor.constraint(equalTo: root.leftAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        label.size = CGSize(width: 120, height: 30)
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 120, height: 30))
    }

    @Test("U17: systemLayoutSizeFitting gives the size the constraints allow nearest the target, in no window")
    func fitting() {
        let cell = UIView()
        let title = IntrinsicSizeView(CGSize(width: 120, height: 20)), detail = IntrinsicSizeView(CGSize(width: 80, height: 16))
        cell.addSubview(title)
        cell.addSubview(detail)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            detail.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        #expect(UIView.layoutFittingCompressedSize == .zero)
        #expect(cell.window == nil)
        #expect(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 152, height: 60))
        let fixedWidth = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: 60))
        #expect(UIView.layoutFittingExpandedSize.width > 1000)
    }
}
