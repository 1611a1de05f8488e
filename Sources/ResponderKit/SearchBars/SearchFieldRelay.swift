import Foundation

/// The search text field's delegate, owned by its search bar: it turns the field's calls into the search bar
/// delegate's (spec <doc:Catalog#Q34>, <doc:Catalog#Q35>), so the bar adopts no text field protocol UIKit's
/// does not.
@MainActor
final class SearchFieldRelay: UITextFieldDelegate {
    /// The bar that owns the relay; weak, as the bar holds the relay.
    private weak var owner: UISearchBar?

    init(searchBar: UISearchBar) {
        owner = searchBar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let owner else { return true }
        return owner.delegate?.searchBarShouldBeginEditing(owner) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let owner else { return }
        owner.delegate?.searchBarTextDidBeginEditing(owner)
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let owner else { return true }
        return owner.delegate?.searchBarShouldEndEditing(owner) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let owner else { return }
        owner.delegate?.searchBarTextDidEndEditing(owner)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard let owner else { return true }
        return owner.delegate?.searchBar(owner, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Return is the search button: the delegate hears it, and the field keeps editing (<doc:Catalog#Q35>).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let owner { owner.delegate?.searchBarSearchButtonClicked(owner) }
        return false
    }
}
