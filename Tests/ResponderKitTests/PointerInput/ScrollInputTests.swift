import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// M3: wheel (discrete) and trackpad (continuous) scrolls drive the pans that allow them.
@MainActor
@Suite("Scroll input (M3)", .checksGestureStateHistories)
struct ScrollInputTests {
    /// A pan on an outer view with an inner subview, noting what its action saw.
    @MainActor
    private final class Scene {
        let host = makeGestureHost()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let pan = UIPanGestureRecognizer()
        var seen: [(UIGestureRecognizer.State, CGPoint)] = []
        var locations: [CGPoint] = []

        init(mask: UIScrollTypeMask) {
            let window = host.makeWindow()
            window.addSubview(outer)
            outer.addSubview(inner)
            outer.addGestureRecognizer(pan)
            pan.allowedScrollTypesMask = mask
            pan.addAction { [unowned self] in
                seen.append(($0.state, pan.translation(in: outer)))
                locations.append($0.location(in: inner))
            }
        }
    }

    @Test("M3: allowedScrollTypesMask is empty by default, so a wheel or trackpad scroll does not drive a pan")
    func emptyByDefault() throws {
        let scene = Scene(mask: [])
        #expect(UIPanGestureRecognizer().allowedScrollTypesMask == [])
        try scene.host.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: 30), kind: .discrete)
        try scene.host.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: 30), kind: .continuous)
        #expect(scene.seen.isEmpty)
    }

    @Test("M3: wheel notches in a row begin, change and end one pan, found by hit testing; translation sums")
    func wheelNotches() throws {
        let scene = Scene(mask: .discrete)
        try scene.host.scroll(at: CGPoint(x: 150, y: 160), by: CGVector(dx: 0, dy: -30), kind: .discrete, steps: 3)
        #expect(scene.seen.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(scene.seen.map(\.1) == [CGPoint(x: 0, y: -10), CGPoint(x: 0, y: -20), CGPoint(x: 0, y: -30),
                                        CGPoint(x: 0, y: -30)])
        #expect(scene.locations.first == CGPoint(x: 50, y: 60))
    }

    @Test("M3, M5: the wheel's gesture ends wheelScrollEndDelay after its last notch, not before")
    func wheelEndDelay() throws {
        let scene = Scene(mask: .all)
        try scene.host.send(.scroll(HostScroll(.wheel, at: CGPoint(x: 10, y: 10), delta: CGVector(dx: 4, dy: 0))))
        scene.host.advance(by: 0.09)
        scene.host.runUntilIdle()
        #expect(scene.seen.map(\.0) == [.began])
        try scene.host.send(.scroll(HostScroll(.wheel, at: CGPoint(x: 10, y: 10), delta: CGVector(dx: 4, dy: 0))))
        scene.host.advance(by: 0.09)
        scene.host.runUntilIdle()
        #expect(scene.seen.map(\.0) == [.began, .changed])
        scene.host.advance(by: 0.02)
        scene.host.runUntilIdle()
        #expect(scene.seen.map(\.0) == [.began, .changed, .ended])
        #expect(scene.pan.state == .possible)
    }

    @Test("M3: a trackpad scroll drives a .continuous pan from began to ended; a .continuous pan ignores the wheel")
    func trackpad() throws {
        let scene = Scene(mask: .continuous)
        try scene.host.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: 30), kind: .discrete)
        #expect(scene.seen.isEmpty)
        try scene.host.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 20, dy: 40), kind: .continuous, steps: 2)
        #expect(scene.seen.map(\.0) == [.began, .changed, .changed, .ended])
        #expect(scene.seen.last?.1 == CGPoint(x: 20, y: 40))
    }

    @Test("M3, D10: scroll goes to the innermost pan whose delegate lets it begin, else to the next one out")
    func innermostThatBegins() throws {
        let scene = Scene(mask: .all)
        let innerPan = UIPanGestureRecognizer()
        innerPan.allowedScrollTypesMask = .all
        scene.inner.addGestureRecognizer(innerPan)
        var innerStates: [UIGestureRecognizer.State] = []
        innerPan.addAction { innerStates.append($0.state) }
        try scene.host.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: 10))
        #expect(innerStates == [.began, .ended])
        #expect(scene.seen.isEmpty)

        let refuser = Refuser()
        innerPan.delegate = refuser
        try scene.host.scroll(at: CGPoint(x: 150, y: 150), by: CGVector(dx: 0, dy: 10))
        #expect(innerStates == [.began, .ended])
        #expect(scene.seen.map(\.0) == [.began, .ended])
        #expect(gestureHistory.history(of: innerPan) == [.possible, .began, .ended, .possible, .failed, .possible])
    }

    @Test("M3: a pan driven by scroll does not take touches; fingers still drag it once the scroll ended")
    func touchesAfterScroll() throws {
        let scene = Scene(mask: .all)
        try scene.host.send(.scroll(HostScroll(.began, at: CGPoint(x: 50, y: 50))))
        try scene.host.send(.scroll(HostScroll(.changed, at: CGPoint(x: 50, y: 50), delta: CGVector(dx: 5, dy: 0))))
        try scene.host.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.seen.map(\.0) == [.began, .changed])
        try scene.host.send(.scroll(HostScroll(.ended, at: CGPoint(x: 50, y: 50))))
        #expect(scene.seen.map(\.0) == [.began, .changed, .ended])
        try scene.host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 150))
        #expect(scene.seen.last?.0 == .ended)
        #expect(scene.seen.last?.1 == CGPoint(x: 0, y: 100))
    }

    @Test("M3, D12: a view removed by the pan's own action mid-scroll ends its pan once; later deltas are ignored")
    func reentrantRemoval() throws {
        let scene = Scene(mask: .all)
        scene.pan.addAction { _ in scene.outer.removeFromSuperview() }
        try scene.host.send(.scroll(HostScroll(.began, at: CGPoint(x: 50, y: 50), delta: CGVector(dx: 5, dy: 0))))
        try scene.host.send(.scroll(HostScroll(.changed, at: CGPoint(x: 50, y: 50), delta: CGVector(dx: 5, dy: 0))))
        try scene.host.send(.scroll(HostScroll(.ended, at: CGPoint(x: 50, y: 50))))
        #expect(scene.seen.map(\.0) == [.began, .cancelled])
    }

    private final class Refuser: UIGestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }
}
