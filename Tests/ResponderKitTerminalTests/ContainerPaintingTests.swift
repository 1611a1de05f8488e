import Foundation
import Testing
import ResponderKit
@testable import ResponderKitTerminal

@MainActor
@Suite("Drawing navigation and tab bars and alerts (spec K4, A5)")
struct ContainerPaintingTests {
    /// Lays out, as the terminal host does before each frame, then paints.
    private func paint(_ application: UIApplication) -> TerminalCanvas {
        for window in application.windows { window.layoutIfNeeded() }
        let layout = TerminalLayout(columns: 40, rows: 20)
        var canvas = TerminalCanvas(width: 40, height: 20)
        ApplicationPainter().paint(application, into: &canvas, layout: layout)
        return canvas
    }

    /// An application on a 320-point screen (40 x 20 cells) and its window, not yet shown.
    private func makeApplication() -> (UIApplication, UIWindow) {
        let application = UIApplication(clock: VirtualClock(),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 320)))
        return (application, UIWindow(frame: application.screen.bounds, application: application))
    }

    /// A left click at a cell, as the terminal reports it: the mapper's input sent through the door.
    private func click(_ application: UIApplication, column: Int, row: Int) throws {
        var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 40, rows: 20))
        let press = mapper.commands(for: .mouse(MouseReport(.press, column: column, row: row)), acceptsText: false)
        let release = mapper.commands(for: .mouse(MouseReport(.release, column: column, row: row)), acceptsText: false)
        for command in press + release {
            if case .send(let input) = command { try application.inputDoor.send(input) }
        }
    }

    private func rows(_ canvas: TerminalCanvas) -> [String] {
        (0..<20).map { canvas.text(ofRow: $0) }
    }

    @Test("The navigation bar shows the top title and a back button named after the controller below")
    func navigationBar() {
        let (application, window) = makeApplication()
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let navigation = UINavigationController(rootViewController: inbox)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let detail = UIViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        let drawn = rows(paint(application))
        #expect(drawn.first?.hasPrefix("┌") == true)
        #expect(drawn.prefix(3).contains { $0.contains("Detail") && $0.contains("‹ Inbox") })
    }

    @Test("The tab bar shows one tab per child, titled by its tab bar item")
    func tabBar() {
        let (application, window) = makeApplication()
        let (home, settings) = (UIViewController(), UIViewController())
        home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        settings.title = "Settings"
        let tabs = UITabBarController()
        tabs.viewControllers = [home, settings]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let drawn = rows(paint(application))
        #expect(drawn.suffix(4).contains { $0.contains("Home") && $0.contains("Settings") })
    }

    @Test("A click on the drawn back button pops, as a tap does")
    func clickBack() throws {
        let (application, window) = makeApplication()
        let inbox = UIViewController()
        inbox.title = "Inbox"
        let navigation = UINavigationController(rootViewController: inbox)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(UIViewController(), animated: false)
        let drawn = rows(paint(application))
        let row = try #require(drawn.firstIndex { $0.contains("‹ Inbox") })
        let column = try #require(drawn[row].range(of: "‹ Inbox")).lowerBound.utf16Offset(in: drawn[row])
        try click(application, column: column + 1, row: row)
        #expect(navigation.viewControllers == [inbox])
    }

    @Test("An alert draws its title and buttons over the screen, and a click on a button chooses its action")
    func alertClick() throws {
        let (application, window) = makeApplication()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "Gone for good", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in chosen.append("cancel") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in chosen.append("delete") })
        root.present(alert, animated: false)
        let drawn = rows(paint(application))
        #expect(drawn.contains { $0.contains("Gone for good") })
        let row = try #require(drawn.firstIndex { $0.contains("Delete") && !$0.contains("Delete?") })
        let column = try #require(drawn[row].range(of: "Delete")).lowerBound.utf16Offset(in: drawn[row])
        try click(application, column: column + 1, row: row)
        #expect(chosen == ["delete"] && root.presentedViewController == nil)
    }
}
