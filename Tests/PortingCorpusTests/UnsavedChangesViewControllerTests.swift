import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("UnsavedChangesViewController: the back swipe refused by the pop gesture's delegate (spec P17)")
struct UnsavedChangesViewControllerTests {
    @Test("P17: with unsaved changes the edge swipe keeps the form; once saved it goes back")
    func backSwipeFollowsUnsavedChanges() throws {
        let host = EventTestHost()
        let list = UIViewController()
        let form = UnsavedChangesViewController()
        let navigation = UINavigationController(rootViewController: list)
        _ = host.makeWindow(rootViewController: navigation)
        navigation.pushViewController(form, animated: false)
        #expect(navigation.interactivePopGestureRecognizer?.delegate === form)

        form.hasUnsavedChanges = true
        try host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(navigation.topViewController === form)

        form.hasUnsavedChanges = false
        host.advance(by: 1)
        try host.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400))
        #expect(navigation.topViewController === list)
        #expect(form.view.window == nil)
    }
}
