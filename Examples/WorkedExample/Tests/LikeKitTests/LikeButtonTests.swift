import UIKit
import XCTest
@testable import LikeKit

@MainActor
final class LikeButtonTests: XCTestCase {
    final class Spy: NSObject, LikeButtonDelegate {
        var changes: [Bool] = []
        func likeButton(_ button: LikeButton, didChangeLiked liked: Bool) { changes.append(liked) }
    }

    func testTapsToggleTheLikeAndTellTheDelegate() {
        let button = LikeButton(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        let spy = Spy()
        button.delegate = spy
        button.sendActions(for: .touchUpInside)
        XCTAssertTrue(button.isSelected)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(button.likes, 0)
        XCTAssertEqual(spy.changes, [true, false])
    }
}
