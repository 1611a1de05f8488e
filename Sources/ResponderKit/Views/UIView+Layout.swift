import Foundation

extension UIView {
    /// Marks the view as needing layout. ResponderKit draws nothing and has no layout pass, so this does
    /// nothing; it exists so UIKit code that calls it (often before an animation) compiles unchanged.
    public func setNeedsLayout() {}

    /// Lays out the view now if it needs it. ResponderKit has no layout pass, so this does nothing; it exists
    /// so the common `UIView.animate(withDuration:) { self.view.layoutIfNeeded() }` compiles unchanged (<doc:Catalog#O1>).
    public func layoutIfNeeded() {}
}
