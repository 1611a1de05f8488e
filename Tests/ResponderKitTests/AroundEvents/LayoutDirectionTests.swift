import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Layout direction as touch code reads it (P1, P2), and the keyboard type's old name (P15).
@MainActor @Suite("Layout direction and semantic content")
struct LayoutDirectionTests {
    @Test("P1: userInterfaceLayoutDirection(for:relativeTo:) and the raw values of both enumerations")
    func directionForAttribute() {
        #expect(UISemanticContentAttribute.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
        #expect(UIUserInterfaceLayoutDirection.leftToRight.rawValue == 0)
        #expect(UIUserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        for direction in UIUserInterfaceLayoutDirection.allCases {
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: direction) == direction)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: direction) == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: direction) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: direction) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: direction) == .leftToRight)
        }
    }

    @Test("P1, P2: unspecified follows the application's direction, which the host may set")
    func applicationDirection() {
        let host = EventTestHost()
        #expect(host.application.userInterfaceLayoutDirection == .leftToRight)
        host.application.runAsShared {
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
            host.application.userInterfaceLayoutDirection = .rightToLeft
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        }
    }

    @Test("P2: a rating control counts stars from the trailing side in right-to-left, so a tap's meaning follows")
    func tapMeaningFollowsDirection() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let stars = StarsView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        window.addSubview(stars)
        #expect(stars.semanticContentAttribute == .unspecified)
        #expect(stars.effectiveUserInterfaceLayoutDirection == .leftToRight)
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(stars.rating == 1)

        host.application.userInterfaceLayoutDirection = .rightToLeft
        #expect(stars.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(stars.rating == 5)

        stars.semanticContentAttribute = .forceLeftToRight
        #expect(stars.effectiveUserInterfaceLayoutDirection == .leftToRight)
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(stars.rating == 1)
        stars.semanticContentAttribute = .playback
        #expect(stars.effectiveUserInterfaceLayoutDirection == .leftToRight)
        stars.semanticContentAttribute = .forceRightToLeft
        host.application.userInterfaceLayoutDirection = .leftToRight
        #expect(stars.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test("P15: UIKeyboardType has UIKit's raw values, and alphabet is asciiCapable")
    func keyboardTypes() {
        #expect(UIKeyboardType.allCases.map(\.rawValue) == Array(0...11))
        #expect(UIKeyboardType.alphabet == .asciiCapable)
        #expect(UIKeyboardType.alphabet.rawValue == 1)
        #expect(UIKeyboardType.URL.rawValue == 3 && UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
    }
}

/// Five stars across its width, the first on the leading side.
private final class StarsView: UIView {
    var rating = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let x = touch.location(in: self).x
        let fromLeading = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - x : x
        rating = min(5, Int(fromLeading / (bounds.width / 5)) + 1)
    }
}
