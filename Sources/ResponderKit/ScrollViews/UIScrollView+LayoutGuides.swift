import Foundation

/// The content layout guide: after each layout pass its solved size becomes the scroll view's ``UIScrollView/contentSize``.
@MainActor
final class ScrollContentLayoutGuide: UILayoutGuide {
    override var solvedFrame: CGRect {
        didSet {
            // A guide that no constraint sizes solves to zero; it leaves a contentSize set in code alone.
            guard solvedFrame.size != .zero, let scrollView = owningView as? UIScrollView,
                  scrollView.contentSize != solvedFrame.size else { return }
            scrollView.contentSize = solvedFrame.size
        }
    }
}

extension UIScrollView {
    /// Makes ``contentLayoutGuide``: a guide whose top left is the content's origin, held there by two
    /// required constraints, and whose size constraints decide (spec <doc:Catalog#U51>).
    func makeContentLayoutGuide() -> UILayoutGuide {
        let guide = ScrollContentLayoutGuide()
        guide.identifier = "UIScrollView-contentLayoutGuide"
        storedContentLayoutGuide = guide
        LayoutBookkeeping.add(guide, to: self)
        NSLayoutConstraint.activate([guide.leftAnchor.constraint(equalTo: leftAnchor),
                                     guide.topAnchor.constraint(equalTo: topAnchor)])
        return guide
    }

    /// Makes ``frameLayoutGuide``: the visible rectangle, ``UIView/bounds``, read at every pass (spec
    /// <doc:Catalog#U51>).
    func makeFrameLayoutGuide() -> UILayoutGuide {
        let guide = UILayoutGuide(identifier: "UIScrollView-frameLayoutGuide") { $0.bounds }
        storedFrameLayoutGuide = guide
        LayoutBookkeeping.add(guide, to: self)
        return guide
    }
}
