import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A search bar delegate that logs its calls, refusing any change that types "x".
@MainActor
final class SearchBarProbe: UISearchBarDelegate {
    var log: [String] = []

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        log.append("shouldBegin(firstResponder: \(searchBar.searchTextField.isFirstResponder))")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        log.append("didBegin(firstResponder: \(searchBar.searchTextField.isFirstResponder))")
    }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange(\(range.location),\(text))")
        return text != "x"
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        log.append("textDidChange(\(searchText))")
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        log.append("search(\(searchBar.text ?? ""))")
    }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        log.append("cancel")
    }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope(\(selectedScope), index: \(searchBar.selectedScopeButtonIndex))")
    }
}

@MainActor @Suite("UISearchBar")
struct SearchBarTests {
    private func makeBar(_ host: EventTestHost) -> (UISearchBar, SearchBarProbe, UIWindow) {
        let window = host.makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 56))
        window.addSubview(bar)
        let probe = SearchBarProbe()
        bar.delegate = probe
        return (bar, probe, window)
    }

    @Test("Q34: a tap makes the search field first responder between shouldBegin and didBegin; typing is asked and reported whole")
    func editThroughField() throws {
        let host = EventTestHost()
        let (bar, probe, window) = makeBar(host)
        let field: UITextField = bar.searchTextField
        try host.tap(at: host.at(100, 28, in: bar))
        #expect(bar.searchTextField.isFirstResponder)
        try host.type("ax")
        try host.type("b")
        #expect(bar.text == "ab" && field.text == "ab")
        #expect(probe.log == ["shouldBegin(firstResponder: false)", "didBegin(firstResponder: true)",
                              "shouldChange(0,a)", "textDidChange(a)", "shouldChange(1,x)",
                              "shouldChange(1,b)", "textDidChange(ab)"])
        _ = window
    }

    @Test("Q35: Return calls searchBarSearchButtonClicked once and keeps editing; Cancel is a trailing button titled Cancel")
    func searchAndCancel() throws {
        let host = EventTestHost()
        let (bar, probe, window) = makeBar(host)
        bar.showsCancelButton = true
        window.layoutIfNeeded()
        try host.tap(at: host.at(100, 28, in: bar))
        try host.type("cats\n")
        #expect(probe.log.filter { $0.hasPrefix("search") } == ["search(cats)"])
        #expect(bar.searchTextField.isFirstResponder)
        probe.log.removeAll()
        try host.tap(.titled("Cancel"))
        #expect(probe.log == ["cancel"])
        try host.tap(at: host.at(380, 28, in: bar))
        #expect(probe.log == ["cancel", "cancel"])
        _ = window
    }

    @Test("Q38: scope buttons show under the field with showsScopeBar; a tap on another scope tells the delegate, code does not")
    func scopeButtons() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 390, height: 100))
        window.addSubview(bar)
        let probe = SearchBarProbe()
        bar.delegate = probe
        #expect(bar.scopeButtonTitles == nil && !bar.showsScopeBar && bar.selectedScopeButtonIndex == 0)
        bar.scopeButtonTitles = ["All", "Photos", "Videos"]
        window.layoutIfNeeded()
        try host.tap(at: host.at(200, 75, in: bar))
        #expect(bar.selectedScopeButtonIndex == 0)
        #expect(bar.searchTextField.isFirstResponder)
        #expect(bar.searchTextField.resignFirstResponder())
        probe.log.removeAll()

        bar.showsScopeBar = true
        window.layoutIfNeeded()
        try host.tap(at: host.at(200, 75, in: bar))
        try host.tap(at: host.at(200, 75, in: bar))
        try host.tap(at: host.at(60, 75, in: bar))
        #expect(probe.log == ["scope(1, index: 1)", "scope(0, index: 0)"])
        bar.selectedScopeButtonIndex = 2
        #expect(bar.selectedScopeButtonIndex == 2)
        #expect(probe.log.count == 2)
        #expect(!bar.searchTextField.isFirstResponder)
        try host.tap(at: host.at(200, 25, in: bar))
        #expect(bar.searchTextField.isFirstResponder)
        _ = window
    }
}
