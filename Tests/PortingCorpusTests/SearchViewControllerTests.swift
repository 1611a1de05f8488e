import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

/// The debounce runs on `DispatchQueue.main.asyncAfter`, real time: the test types on the host and then
/// awaits real time for longer than the debounce interval.
@MainActor
@Suite("SearchViewController: .editingChanged debounced with DispatchQueue.main.asyncAfter (spec G7)")
struct SearchViewControllerTests {
    @Test("G7: typing quickly searches once, for the text the user stopped on")
    func debouncedSearch() async throws {
        let host = EventTestHost()
        let controller = SearchViewController()
        _ = host.makeWindow(rootViewController: controller)
        try host.tap(controller.searchField)
        for letter in ["l", "i", "s", "b"] {
            try host.send(.text(.insert(letter)))
        }
        try host.send(.text(.deleteBackward))
        #expect(controller.performedQueries.isEmpty)
        try await Task.sleep(for: .milliseconds(600))
        #expect(controller.performedQueries == ["lis"])
    }
}
