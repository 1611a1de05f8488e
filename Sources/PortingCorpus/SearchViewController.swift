// Pattern: search as you type, debounced: `.editingChanged` cancels the pending search and schedules a new
// one with `DispatchQueue.main.asyncAfter`, so only the text the user paused on is searched.
// Ported: #selector(searchTextChanged(_:)) -> .searchTextChanged, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let searchTextChanged: Selector = "searchTextChanged:"
}

class SearchViewController: UIViewController {
    let searchField = UITextField()
    private(set) var performedQueries: [String] = []
    private var pendingSearch: DispatchWorkItem?
    let debounceInterval: TimeInterval = 0.3

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.searchTextChanged, SearchViewController.searchTextChanged)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        searchField.frame = CGRect(x: 16, y: 60, width: view.bounds.width - 32, height: 40)
        searchField.placeholder = "Search"
        searchField.returnKeyType = .search
        view.addSubview(searchField)
        searchField.addTarget(self, action: .searchTextChanged, for: .editingChanged)
    }

    func searchTextChanged(_ textField: UITextField) {
        pendingSearch?.cancel()
        let query = textField.text ?? ""
        let workItem = DispatchWorkItem { [weak self] in
            self?.performSearch(query)
        }
        pendingSearch = workItem
        DispatchQueue.main.asyncAfter(deadline: .now() + debounceInterval, execute: workItem)
    }

    private func performSearch(_ query: String) {
        guard !query.isEmpty else { return }
        performedQueries.append(query)
    }
}
