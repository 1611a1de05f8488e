import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("UIView.parentViewController: walking UIResponder.next (spec A2, A3, A6)")
struct ParentViewControllerTests {
    @Test("A2, A3: a button deep in a screen finds that screen's controller when tapped")
    func buttonFindsItsController() throws {
        let host = EventTestHost()
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        controller.view.addSubview(card)
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        card.addSubview(button)
        var found: UIViewController?
        button.addAction(UIAction { action in found = (action.sender as? UIView)?.parentViewController },
                         for: .touchUpInside)
        try host.tap(button)
        #expect(found === controller)
    }

    @Test("A6: a view of a child controller finds the child; a view outside any controller finds none")
    func childAndNone() {
        let host = EventTestHost()
        let parent = UIViewController()
        let window = host.makeWindow(rootViewController: parent)
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let label = UILabel(frame: .zero)
        child.view.addSubview(label)
        #expect(label.parentViewController === child)
        let loose = UIView(frame: .zero)
        window.addSubview(loose)
        #expect(loose.parentViewController == nil)
    }
}
