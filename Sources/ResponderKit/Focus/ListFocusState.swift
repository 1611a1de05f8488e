import Foundation

/// What a table or a collection view keeps about keyboard focus (spec <doc:Catalog#R17>, <doc:Catalog#R32>):
/// both move focus themselves among their rows or items, so both remember the same two things.
struct ListFocusState {
    /// The row or item that last had focus, for `remembersLastFocusedIndexPath`.
    var lastFocused: IndexPath?
    /// The arrow or Return press the list is handling, kept from its next responders until it ends.
    weak var press: UIPress?

    /// The press the list handled, if it is among `presses`, forgotten now that it ends.
    mutating func endPress(in presses: Set<UIPress>) -> UIPress? {
        guard let press, presses.contains(press) else { return nil }
        self.press = nil
        return press
    }
}

extension UIResponder {
    /// Hands ``UIResponder/next`` the presses other than the one a list handles, if there are any: a table or a
    /// collection view keeps its arrow and Return presses and lets every other key go on up the chain.
    func passOnPresses(_ presses: Set<UIPress>, _ phase: UIPress.Phase, except handled: UIPress?,
                       with event: UIPressesEvent?) {
        let others = handled.map { handled in presses.filter { $0 !== handled } } ?? presses
        guard !others.isEmpty else { return }
        passOn(others, phase, with: event)
    }
}
