import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Random transforms of the kinds UIKit's frame rule covers, and views under them, from one seed.
private struct TransformMaker {
    var random: SplitMix

    mutating func scale() -> CGFloat {
        let magnitude = CGFloat(random.double(0.25...4))
        return random.chance(0.2) ? -magnitude : magnitude
    }

    /// A scale, a scale with a translation, or either with a rotation by a multiple of 90 degrees.
    mutating func rectilinear() -> CGAffineTransform {
        var transform = CGAffineTransform(scaleX: scale(), y: scale())
        if random.chance(0.4) {
            transform = transform.concatenating(CGAffineTransform(rotationAngle: CGFloat(random.int(1...3)) * .pi / 2))
        }
        if random.chance(0.6) {
            transform.tx = CGFloat(random.double(-80...80))
            transform.ty = CGFloat(random.double(-80...80))
        }
        return transform
    }

    /// Any invertible transform: rotations by any angle, skews, scales and translations.
    mutating func any() -> CGAffineTransform {
        var transform = CGAffineTransform(rotationAngle: CGFloat(random.double(-3...3)))
            .scaledBy(x: scale(), y: scale())
        if random.chance(0.3) { transform.c += CGFloat(random.double(-0.5...0.5)) }
        transform.tx = CGFloat(random.double(-50...50))
        transform.ty = CGFloat(random.double(-50...50))
        return transform
    }

    mutating func rect() -> CGRect {
        CGRect(x: random.double(-100...300), y: random.double(-100...300),
               width: random.double(1...200), height: random.double(1...200))
    }
}

private func close(_ a: CGFloat, _ b: CGFloat, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

private func close(_ a: CGRect, _ b: CGRect) -> Bool {
    close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
    close(a.x, b.x, tolerance: 1e-5) && close(a.y, b.y, tolerance: 1e-5)
}

@MainActor
@Suite("Frames under transforms (spec B9, B4)")
struct FrameUnderTransformTests {
    @Test("B9: under a 0.5 scale, assigning a frame reads the same frame back; bounds hold the unscaled size")
    func halfScale() {
        let view = UIView()
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.bounds.size == CGSize(width: 200, height: 200))
        #expect(view.center == CGPoint(x: 50, y: 50))
    }

    @Test("B9: a frame assigned under any scale, translation or quarter turn reads back as assigned (500 cases)")
    func frameRoundTrip() {
        var maker = TransformMaker(random: SplitMix(seed: 0xB9))
        for index in 0..<500 {
            let view = UIView(frame: maker.rect())
            view.transform = maker.rectilinear()
            let assigned = maker.rect()
            view.frame = assigned
            #expect(close(view.frame, assigned), "case \(index): \(view.transform) gave \(view.frame) for \(assigned)")
        }
    }

    @Test("B9: under a rotation that is not a quarter turn, assigning a frame keeps bounds.size and centres the box")
    func undefinedFrameKeepsSize() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        view.transform = CGAffineTransform(rotationAngle: .pi / 6)
        view.frame = CGRect(x: 200, y: 100, width: 10, height: 10)
        #expect(view.bounds.size == CGSize(width: 100, height: 40))
        #expect(close(view.center, CGPoint(x: 205, y: 105)))
        #expect(close(CGPoint(x: view.frame.midX, y: view.frame.midY), CGPoint(x: 205, y: 105)))
    }

    /// A window holding a random tree of views with random frames, bounds origins and transforms.
    private func randomTree(_ maker: inout TransformMaker, in window: UIWindow) -> [UIView] {
        var views: [UIView] = [window]
        for _ in 0..<8 {
            let view = UIView(frame: maker.rect())
            if maker.random.chance(0.7) { view.transform = maker.any() }
            if maker.random.chance(0.4) {
                view.bounds.origin = CGPoint(x: maker.random.double(-40...40), y: maker.random.double(-40...40))
            }
            maker.random.pick(views).addSubview(view)
            views.append(view)
        }
        return views
    }

    @Test("B4, C10: converting a point between any two views and back returns it (200 random trees)")
    func convertRoundTrips() {
        let host = EventTestHost()
        var maker = TransformMaker(random: SplitMix(seed: 0xC10))
        for index in 0..<200 {
            let window = host.makeWindow()
            let views = randomTree(&maker, in: window)
            let from = maker.random.pick(views), to = maker.random.pick(views)
            let point = CGPoint(x: maker.random.double(-100...300), y: maker.random.double(-100...300))
            let there = from.convert(point, to: to)
            #expect(close(to.convert(there, to: from), point), "case \(index)")
            #expect(close(to.convert(point, from: from), there), "case \(index)")
            #expect(close(from.convert(from.convertToScreen(point), from: nil), point), "case \(index)")
            window.isHidden = true
        }
    }

    @Test("B3, B4: the hit-test view contains the converted point, and no view in front of it along its path does")
    func hitTestAgreesWithConvert() {
        let host = EventTestHost()
        var maker = TransformMaker(random: SplitMix(seed: 0xB4))
        for index in 0..<200 {
            let window = host.makeWindow()
            let views = randomTree(&maker, in: window)
            let point = CGPoint(x: maker.random.double(0...390), y: maker.random.double(0...600))
            let hit = window.hitTest(point, with: nil)
            guard let hit else {
                #expect(!window.point(inside: point, with: nil), "case \(index)")
                window.isHidden = true
                continue
            }
            #expect(hit.point(inside: window.convert(point, to: hit), with: nil), "case \(index)")
            var ancestor: UIView? = hit
            while let current = ancestor, current !== window {
                #expect(current.point(inside: window.convert(point, to: current), with: nil), "case \(index)")
                for sibling in current.superview?.subviews.reversed().prefix(while: { $0 !== current }) ?? [] {
                    let local = window.convert(point, to: sibling)
                    #expect(!sibling.point(inside: local, with: nil) || sibling.hitTest(local, with: nil) == nil,
                            "case \(index): a view in front of the path took the point")
                }
                ancestor = current.superview
            }
            _ = views
            window.isHidden = true
        }
    }
}
