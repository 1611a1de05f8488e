import Foundation

/// Told what a search bar's editing and buttons do (spec <doc:Catalog#Q34>, <doc:Catalog#Q35>). Every method
/// does nothing (or agrees) unless implemented.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    /// Whether the search field may begin editing; `true` by default.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The search field began editing.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the search field may end editing; `true` by default.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The search field ended editing.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user changed the text; `searchText` is the whole new text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether the user's change of the text in `range` (UTF-16) to `text` may happen; `true` by default.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// Return was pressed in the search field.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The Cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user chose another scope button; not called when the app sets the index (<doc:Catalog#Q38>).
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Agrees.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Agrees.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Agrees.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange,
                          replacementText text: String) -> Bool { true }
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
