import Foundation
import Testing
import ResponderKit

// Hit testing walks plain `UIView`s and `UILabel`s from their stored state and asks every other view through
// its `hitTest`. These tests hold that walk to what the overridable members say: an override of any member hit
// testing reads is honored wherever it sits among plain views (B8), the walk gives the same answers as the one
// through `hitTest` on any tree (B1-B4), and a hierarchy changed by an override mid-walk stays sound.

@MainActor
private final class AlwaysHidden: UIView {
    override var isHidden: Bool {
        get { true }
        set {}
    }
}

@MainActor
private final class AlwaysFaded: UIView {
    override var alpha: CGFloat {
        get { 0 }
        set {}
    }
}

@MainActor
private final class AlwaysInert: UIView {
    override var isUserInteractionEnabled: Bool {
        get { false }
        set {}
    }
}

/// Claims to sit at (250, 250) whatever its frame says.
@MainActor
private final class PinnedCenter: UIView {
    override var center: CGPoint {
        get { CGPoint(x: 250, y: 250) }
        set {}
    }
}

/// Claims to be 10 x 10 whatever its frame says.
@MainActor
private final class SmallBounds: UIView {
    override var bounds: CGRect {
        get { CGRect(x: 0, y: 0, width: 10, height: 10) }
        set {}
    }
}

/// Claims to be scaled up twice about its center; the stored transform stays the identity.
@MainActor
private final class DoubledByOverride: UIView {
    override var transform: CGAffineTransform {
        get { CGAffineTransform(scaleX: 2, y: 2) }
        set {}
    }
}

/// Answers the hit test through `super`, so the walk must call it rather than read its state.
@MainActor
private final class AskedView: UIView {
    private(set) var questions = 0
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        questions += 1
        return super.hitTest(point, with: event)
    }
}

/// In front of its siblings; when asked, takes every sibling out of the superview and passes the touch on.
@MainActor
private final class SiblingRemover: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        for sibling in superview?.subviews ?? [] where sibling !== self {
            sibling.removeFromSuperview()
        }
        return nil
    }
}

/// Leaves its superview when asked, then answers from its own state as if nothing happened.
@MainActor
private final class SelfRemover: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        removeFromSuperview()
        return super.hitTest(point, with: event)
    }
}

@MainActor
@Suite("Hit testing: overrides among plain views (spec B1-B4, B8)")
struct HitTestingOverrideTests {
    /// A 300 x 300 root, a plain 200 x 200 middle view at the origin, and `child` inside it with a plain
    /// grandchild covering it; returns the root and the grandchild.
    private func tree(around child: UIView) -> (root: UIView, grandchild: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let grandchild = UIView(frame: child.bounds)
        child.addSubview(grandchild)
        middle.addSubview(child)
        root.addSubview(middle)
        return (root, grandchild)
    }

    @Test("B1, B8: an override that makes a view hidden, transparent or inert keeps its subtree out",
          arguments: ["isHidden", "alpha", "isUserInteractionEnabled"])
    func ineligibleByOverride(_ member: String) {
        let frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        let child: UIView = switch member {
        case "isHidden": AlwaysHidden(frame: frame)
        case "alpha": AlwaysFaded(frame: frame)
        default: AlwaysInert(frame: frame)
        }
        let (root, grandchild) = tree(around: child)
        let hit = root.hitTest(CGPoint(x: 100, y: 100), with: nil)
        #expect(hit === child.superview)
        #expect(hit !== grandchild)
    }

    @Test("B4, B8: overridden center, bounds and transform move the area that takes touches")
    func geometryByOverride() {
        let pinned = PinnedCenter(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let pinnedTree = tree(around: pinned)
        #expect(pinnedTree.root.hitTest(CGPoint(x: 5, y: 5), with: nil) === pinned.superview)
        #expect(pinnedTree.root.hitTest(CGPoint(x: 255, y: 255), with: nil) === pinnedTree.grandchild)

        let small = SmallBounds(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let smallTree = tree(around: small)
        // The frame's center stays at (150, 150); the overridden bounds leave only 145..<155 inside.
        #expect(smallTree.root.hitTest(CGPoint(x: 110, y: 110), with: nil) === small.superview)
        #expect(smallTree.root.hitTest(CGPoint(x: 150, y: 150), with: nil) === smallTree.grandchild)

        let doubled = DoubledByOverride(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        let doubledTree = tree(around: doubled)
        // Twice as large about (120, 120): 80 x 80 from (80, 80).
        #expect(doubledTree.root.hitTest(CGPoint(x: 85, y: 85), with: nil) === doubledTree.grandchild)
        #expect(doubledTree.root.hitTest(CGPoint(x: 75, y: 75), with: nil) === doubled.superview)
    }

    @Test("B3: a view that overrides hitTest is asked even deep under plain views, and only when reached")
    func overriddenHitTestIsAsked() {
        let asked = AskedView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let (root, grandchild) = tree(around: asked)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === grandchild)
        #expect(asked.questions == 1)
        let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        asked.superview?.addSubview(cover)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === cover)
        #expect(asked.questions == 1)
    }

    @Test("B8: a view that overrides hitTest, put deep inside a tree of plain views, is asked until it leaves")
    func askedViewJoinsAndLeavesPlainSubtree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var leaf = root
        for _ in 0..<5 {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            leaf.addSubview(child)
            leaf = child
        }
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === leaf)
        let asked = AskedView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        leaf.addSubview(asked)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === asked)
        #expect(asked.questions == 1)
        // Moved up next to the tree's top, then out: each move changes which subtrees hold a view to ask.
        root.subviews[0].addSubview(asked)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === asked)
        #expect(asked.questions == 2)
        asked.removeFromSuperview()
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === leaf)
        #expect(asked.questions == 2)
    }

    @Test("B1-B4: on random trees, the walk over plain views answers as the walk through hitTest does",
          arguments: [1, 2, 3, 4, 5] as [UInt64])
    func sameAnswersAsAskingEveryView(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let asked = AskedView(frame: plain.frame)
        var pairs: [(plain: UIView, asked: UIView)] = [(plain, asked)]
        var parents = pairs
        for _ in 0..<60 {
            let (plainParent, askedParent) = random.pick(parents)
            // Mostly inside the parent, sometimes hanging over its edge, now and then empty.
            let size = CGSize(width: max(plainParent.bounds.width, 20), height: max(plainParent.bounds.height, 20))
            let frame = CGRect(x: .random(in: -10...size.width * 0.7, using: &random),
                               y: .random(in: -10...size.height * 0.7, using: &random),
                               width: random.chance(0.05) ? 0 : .random(in: 10...size.width * 0.6, using: &random),
                               height: .random(in: 10...size.height * 0.6, using: &random))
            let plainChild = random.chance(0.2) ? UILabel(frame: frame) : UIView(frame: frame)
            let askedChild = AskedView(frame: frame)
            // Each way of refusing touches (B1) is rare, as it takes the whole subtree out.
            let interactive = !random.chance(0.05), hidden = random.chance(0.05)
            let alpha: CGFloat = random.chance(0.05) ? 0.009 : random.pick([1, 0.5, 0.01])
            let transform = random.pick([.identity, CGAffineTransform(rotationAngle: .pi / 3),
                                         CGAffineTransform(scaleX: 0.5, y: 2),
                                         CGAffineTransform(translationX: 15, y: -10)])
            let origin = random.chance(0.2) ? CGPoint(x: random.int(-30...30), y: random.int(-30...30)) : .zero
            for view in [plainChild, askedChild] {
                view.isUserInteractionEnabled = interactive
                view.isHidden = hidden
                view.alpha = alpha
                view.transform = transform
                view.bounds.origin = origin
            }
            plainParent.addSubview(plainChild)
            askedParent.addSubview(askedChild)
            pairs.append((plainChild, askedChild))
            parents.append((plainChild, askedChild))
        }
        let plainIndex = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { (ObjectIdentifier($1.plain), $0) })
        let askedIndex = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { (ObjectIdentifier($1.asked), $0) })
        /// Hit-tests both trees at 2,000 random points, expects the same answers, and returns the views hit.
        func compareAnswers(_ stage: String) -> Set<Int> {
            var viewsHit = Set<Int>()
            for _ in 0..<2_000 {
                let point = CGPoint(x: Double.random(in: -10...410, using: &random),
                                    y: Double.random(in: -10...410, using: &random))
                let plainHit = plain.hitTest(point, with: nil).map { plainIndex[ObjectIdentifier($0)] }
                let askedHit = asked.hitTest(point, with: nil).map { askedIndex[ObjectIdentifier($0)] }
                #expect(plainHit == askedHit, "seed \(seed), \(stage), point \(point)")
                if case .some(.some(let index)) = plainHit { viewsHit.insert(index) }
            }
            return viewsHit
        }
        #expect(compareAnswers("as built").count >= 5, "the points should land on several views, not just the root")

        // Then move views around in both trees alike, so the walk also meets subtrees that gained or lost
        // views of other classes after they were built. A move that would make a loop is refused in both.
        for _ in 0..<40 {
            let (plainView, askedView) = random.pick(Array(pairs.dropFirst()))
            if random.chance(0.2) {
                plainView.removeFromSuperview()
                askedView.removeFromSuperview()
            } else {
                let (plainParent, askedParent) = random.pick(pairs)
                plainParent.addSubview(plainView)
                askedParent.addSubview(askedView)
            }
        }
        _ = compareAnswers("after moves")
    }

    @Test("C8-style: an override that removes the views behind it mid-walk leaves the walk sound")
    func siblingsRemovedMidWalk() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        weak var removedLater: UIView?
        var hit: UIView?
        do {
            let behind = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            behind.addSubview(label)
            root.addSubview(behind)
            root.addSubview(SiblingRemover(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
            removedLater = behind
            // The walk goes on through the subviews as they were when it reached the root, as UIKit's does
            // through its copy of `subviews`.
            hit = root.hitTest(CGPoint(x: 20, y: 20), with: nil)
            #expect(hit === behind)
            #expect(behind.superview == nil)
        }
        #expect(root.subviews.count == 1)
        #expect(removedLater != nil, "the caller's reference keeps the answer alive")
        hit = nil
        #expect(removedLater == nil, "nothing else holds the removed view")
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === root)
    }

    @Test("C8-style: a view that leaves its superview inside its own hitTest is still alive to answer")
    func viewRemovesItselfMidWalk() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        weak var leaving: UIView?
        var hit: UIView?
        do {
            let remover = SelfRemover(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(remover)
            leaving = remover
        }
        // Only the root's subviews held the remover; the walk's own copy of them keeps it alive while it answers.
        hit = root.hitTest(CGPoint(x: 20, y: 20), with: nil)
        #expect(hit === leaving)
        #expect(root.subviews.isEmpty)
        hit = nil
        #expect(leaving == nil)
    }
}
