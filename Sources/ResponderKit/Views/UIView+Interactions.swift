import Foundation

/// The interactions of views, kept beside them because an extension cannot add storage.
///
/// Entries hold their view weakly, so an entry never passes to a new view that reuses a dead one's address;
/// a dead view's entry, and the interactions it keeps, go the next time any view's interactions are read or
/// changed.
@MainActor
enum ViewInteractions {
    private struct Entry {
        weak var view: UIView?
        var interactions: [UIInteraction]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func interactions(of view: UIView) -> [UIInteraction] {
        dropDeadEntries()
        guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return [] }
        return entry.interactions
    }

    static func set(_ interactions: [UIInteraction], for view: UIView) {
        dropDeadEntries()
        entries[ObjectIdentifier(view)] = interactions.isEmpty ? nil : Entry(view: view, interactions: interactions)
    }

    private static func dropDeadEntries() {
        guard entries.values.contains(where: { $0.view == nil }) else { return }
        entries = entries.filter { $0.value.view != nil }
    }
}

extension UIView {
    /// What setting ``interactions`` does: removes the old ones and adds the new ones, through the overridable
    /// members.
    func replaceInteractions(with newValue: [UIInteraction]) {
        for interaction in interactions { removeInteraction(interaction) }
        for interaction in newValue { addInteraction(interaction) }
    }

    /// ``addInteraction(_:)``'s work: moves `interaction` here from any view it was on.
    func attachInteraction(_ interaction: UIInteraction) {
        if interaction.view === self, interactions.contains(where: { $0 === interaction }) { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        ViewInteractions.set(interactions + [interaction], for: self)
        interaction.didMove(to: self)
    }

    /// ``removeInteraction(_:)``'s work; an interaction that is not the view's is ignored.
    func detachInteraction(_ interaction: UIInteraction) {
        let current = interactions
        guard current.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        ViewInteractions.set(current.filter { $0 !== interaction }, for: self)
        interaction.didMove(to: nil)
    }
}
