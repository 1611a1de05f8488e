import Foundation
import LayoutEngine

// The constraint step of a layout pass: the update step (updateConstraints), then the solve, then the solved
// frames written into the views, all before layoutSubviews runs (spec U1-U3). It runs only once some view has
// used Auto Layout, so hierarchies laid out by hand pay nothing.

extension UIView {
    /// Updates, solves and applies the constraints of the receiver's whole hierarchy.
    func runConstraintPass() {
        guard LayoutBookkeeping.isInUse else { return }
        let root = layoutRoot
        root.runUpdateConstraintsStep()
        let layout = root.currentConstraintLayout
        // Frames written may resize views whose subviews keep their frames by autoresizing; solving again picks
        // up where those went. A few rounds settle any layout that settles at all.
        for _ in 0..<4 {
            layout.solve()
            guard layout.writeFrames() else { break }
        }
    }

    /// The root's constraint layout, made on first use.
    var currentConstraintLayout: ConstraintLayout {
        if let layout = layoutStorage.layout { return layout }
        let layout = ConstraintLayout(root: self)
        layoutStorage.layout = layout
        return layout
    }

    /// The size the view's constraints give it with its width and height pulled toward `target`, solved in a
    /// layout of its own subtree so it works in no window (spec <doc:Catalog#U17>).
    func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        runUpdateConstraintsStep()
        let layout = ConstraintLayout(root: self, fitting: (target, horizontal, vertical))
        layout.solve()
        guard let box = layout.box(of: self) else { return target }
        return CGSize(width: box.width.value, height: box.height.value)
    }

    /// Whether the solved constraints leave any of the view's left, top, width or height free.
    func layoutIsAmbiguous() -> Bool {
        guard LayoutBookkeeping.isInUse, !translatesAutoresizingMaskIntoConstraints else { return false }
        let layout = layoutRoot.currentConstraintLayout
        layout.solve()
        guard let box = layout.box(of: self) else { return true }
        return ![box.left, box.top, box.width, box.height].allSatisfy(layout.solver.isDetermined)
    }
}
