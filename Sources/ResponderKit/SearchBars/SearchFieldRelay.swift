import Foundation

/// The search text field's delegate, owned by its search bar: it turns the field's calls into the search bar
/// delegate's (spec <doc:Catalog#Q34>, <doc:Catalog#Q35>), so the bar adopts no text field protocol UIKit's
/// does not.
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    unowned(unsafe) let searchBar: UISearchBar

    init(searchBar: UISearchBar) {
        self.searchBar = searchBar
    }

    private var delegate: UISearchBarDelegate? { searchBar.delegate }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldBeginEditing(searchBar) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidBeginEditing(searchBar)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidEndEditing(searchBar)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        delegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Return is the search button: the delegate hears it, and the field keeps editing (<doc:Catalog#Q35>).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(searchBar)
        return false
    }
}
