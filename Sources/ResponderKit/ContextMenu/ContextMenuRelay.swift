import Foundation

/// A view whose context menu interaction a ``ContextMenuRelay`` answers: a table or a collection view, which
/// finds the menu for the row or items under a point from its delegate.
@MainActor
protocol ContextMenuSource: UIView {
    /// The delegate's menu for what is at `point` (the view's own coordinates), or `nil` for none; the delegate
    /// is not asked where there is nothing to ask about.
    func contextMenuConfiguration(at point: CGPoint) -> UIContextMenuConfiguration?
}

/// Answers a table's or collection view's context menu interaction from the view's delegate, and lets the
/// interaction's long press begin only where the delegate gives a menu, so a row or item held with no menu keeps
/// its touch and still selects when the finger lifts (<doc:Catalog#R16>, <doc:Catalog#R21>).
@MainActor
final class ContextMenuRelay: UIContextMenuInteractionDelegate, UIGestureRecognizerDelegate {
    private(set) weak var source: (any ContextMenuSource)?
    private(set) lazy var interaction: UIContextMenuInteraction = {
        let interaction = UIContextMenuInteraction(delegate: self)
        interaction.longPressRecognizer.delegate = self
        return interaction
    }()
    /// The configuration asked for when the long press was about to begin, handed to the interaction next, so
    /// the delegate is asked once per press.
    private var pending: (location: CGPoint, configuration: UIContextMenuConfiguration?)?

    init(source: any ContextMenuSource) {
        self.source = source
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        if let pending, pending.location == location {
            self.pending = nil
            return pending.configuration
        }
        return source?.contextMenuConfiguration(at: location)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let source else { return false }
        let location = gestureRecognizer.location(in: source)
        let configuration = source.contextMenuConfiguration(at: location)
        pending = (location, configuration)
        return configuration != nil
    }
}
