import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("EnlargedHitAreaButton: point(inside:with:) grows the hit area (spec B8)")
struct EnlargedHitAreaButtonTests {
    @Test("B8: a tap 10 pt outside a 20 pt button, inside 44 x 44, sends touchUpInside")
    func tapJustOutsideTheIconHits() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = EnlargedHitAreaButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        try host.tap(at: CGPoint(x: 128, y: 110))
        #expect(taps == 1)
        #expect(window.hitTest(CGPoint(x: 89, y: 89), with: nil) === button)
    }

    @Test("B8: outside the 44 x 44 area the button is not hit; a hidden button is never hit (B1)")
    func farTapMisses() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = EnlargedHitAreaButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(button)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)

        try host.tap(at: CGPoint(x: 140, y: 110))
        #expect(taps == 0)
        button.isHidden = true
        #expect(window.hitTest(CGPoint(x: 110, y: 110), with: nil) === window)
    }
}
