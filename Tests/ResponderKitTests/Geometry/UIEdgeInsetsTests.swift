import Foundation
import ResponderKit
import Testing

@Suite("UIEdgeInsets")
struct UIEdgeInsetsTests {
    @Test func memberwiseInit() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1)
        #expect(insets.left == 2)
        #expect(insets.bottom == 3)
        #expect(insets.right == 4)
    }

    @Test func defaultInitIsZero() {
        #expect(UIEdgeInsets() == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
        #expect(UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 1) != .zero)
    }

    @Test func zeroInsetsLeaveRectUnchanged() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test func positiveInsetsShrink() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        // x 10+2, y 20+1, width 100-(2+4), height 50-(1+3).
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
    }

    @Test func negativeInsetsGrow() {
        // The usual way to enlarge a small control's touch target.
        let rect = CGRect(x: 10, y: 10, width: 20, height: 20)
        let insets = UIEdgeInsets(top: -5, left: -6, bottom: -7, right: -8)
        #expect(rect.inset(by: insets) == CGRect(x: 4, y: 5, width: 34, height: 32))
    }

    @Test func oversizedInsetsGiveNegativeSizeLikeUIKit() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let insets = UIEdgeInsets(top: 8, left: 6, bottom: 8, right: 6)
        let result = rect.inset(by: insets)
        #expect(result.origin == CGPoint(x: 6, y: 8))
        #expect(result.size == CGSize(width: -2, height: -6))
    }

    @Test func hashableAgreesWithEquality() {
        let set: Set<UIEdgeInsets> = [
            .zero,
            UIEdgeInsets(),
            UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
        ]
        #expect(set.count == 2)
    }
}
