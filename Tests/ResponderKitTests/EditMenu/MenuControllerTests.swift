import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

extension Selector {
    fileprivate static let define: Selector = "define:"
    fileprivate static let share: Selector = "share:"
}

/// A note view that offers Define through a custom menu item, and Copy.
@MainActor
private final class NoteView: UIView {
    var definitions: [Any?] = []
    var canDefine = true

    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.define, NoteView.define)
        table.add(.copy, NoteView.copy)
    }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .define { return canDefine }
        return super.canPerformAction(action, withSender: sender)
    }

    func define(_ sender: Any?) { definitions.append(sender) }
    override func copy(_ sender: Any?) {}
}

/// A controller above the note that can share.
@MainActor
private final class NotesController: UIViewController {
    var shares = 0
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.share, NotesController.share)
    }
    func share(_ sender: Any?) { shares += 1 }
}

/// The menu controller's notifications, in order.
@MainActor
private final class MenuNotificationLog {
    var names: [Notification.Name] = []
    private var tokens: [NSObjectProtocol] = []

    init(_ center: NotificationCenter) {
        for name in [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                     UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification] {
            tokens.append(center.addObserver(forName: name, object: UIMenuController.shared, queue: nil) {
                [weak self] note in
                let posted = note.name
                MainActor.assumeIsolated { self?.names.append(posted) }
            })
        }
    }
}

@MainActor
@Suite("UIMenuController and UIMenuItem (spec J2-J4)", .serialized)
struct MenuControllerTests {
    private func scene() -> (EventTestHost, NotesController, NoteView) {
        let host = EventTestHost()
        let controller = NotesController()
        _ = host.makeWindow(rootViewController: controller)
        let note = NoteView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        controller.view.addSubview(note)
        return (host, controller, note)
    }

    private func reset() {
        UIMenuController.shared.hideMenu()
        UIMenuController.shared.menuItems = nil
    }

    @Test("J2, J3: custom items are listed when a responder from the first responder up can perform them")
    func customItemsValidatedAlongChain() throws {
        reset()
        defer { reset() }
        let (_, _, note) = scene()
        #expect(note.becomeFirstResponder())
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Define", action: .define), UIMenuItem(title: "Share", action: .share),
                          UIMenuItem(title: "Nobody", action: "nobodyImplements:")]
        menu.showMenu(from: note, rect: CGRect(x: 10, y: 10, width: 40, height: 20))

        #expect(menu.isMenuVisible)
        let titles = menu.visibleMenu?.items.map(\.title)
        #expect(titles == ["Copy", "Define", "Share"])
        #expect(menu.menuFrame == CGRect(x: 30, y: 110, width: 40, height: 20))
    }

    @Test("J4: choosing a custom item hides the menu and sends its action to the first responder, then up")
    func chosenItemsGoUpTheChain() throws {
        reset()
        defer { reset() }
        let (host, controller, note) = scene()
        #expect(note.becomeFirstResponder())
        let log = MenuNotificationLog(host.application.notificationCenter)
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Define", action: .define), UIMenuItem(title: "Share", action: .share)]
        menu.showMenu(from: note, rect: .zero)

        let define = try #require(menu.visibleMenu?.item(titled: "Define"))
        #expect(menu.choose(define))
        #expect(note.definitions.count == 1)
        #expect(!menu.isMenuVisible)
        #expect(log.names == [UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
                              UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification])

        menu.showMenu(from: note, rect: .zero)
        #expect(menu.choose(try #require(menu.visibleMenu?.item(titled: "Share"))))
        #expect(controller.shares == 1)
    }

    @Test("J3: with nothing performable the menu does not show and posts nothing; update() drops refused items")
    func emptyMenuAndUpdate() throws {
        reset()
        defer { reset() }
        let (host, _, note) = scene()
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        note.superview?.addSubview(plain)
        let log = MenuNotificationLog(host.application.notificationCenter)
        let menu = UIMenuController.shared
        menu.menuItems = [UIMenuItem(title: "Define", action: .define)]
        menu.showMenu(from: plain, rect: .zero)
        #expect(!menu.isMenuVisible && log.names.isEmpty)

        #expect(note.becomeFirstResponder())
        menu.showMenu(from: note, rect: .zero)
        #expect(menu.visibleMenu?.items.map(\.title) == ["Copy", "Define"])
        note.canDefine = false
        #expect(menu.visibleMenu?.items.map(\.title) == ["Copy", "Define"])
        menu.update()
        #expect(menu.visibleMenu?.items.map(\.title) == ["Copy"])
        #expect(!menu.choose(EditMenu.Item(action: .define, title: "Define")))
        #expect(note.definitions.isEmpty)
    }

    @Test("UIMenuController.shared keeps neither the responder nor the application of a menu left showing")
    func visibleMenuDoesNotRetain() throws {
        reset()
        defer { reset() }
        weak var goneApplication: UIApplication?
        do {
            let (host, _, note) = scene()
            goneApplication = host.application
            #expect(note.becomeFirstResponder())
            UIMenuController.shared.showMenu(from: note, rect: .zero)
            #expect(UIMenuController.shared.isMenuVisible)
            // The application keeps its visible windows, as UIKit's does; tearing the window down frees it.
            let window = try #require(note.window)
            window.isHidden = true
            window.rootViewController = nil
            host.runUntilIdle()
        }
        #expect(goneApplication == nil)
        #expect(UIMenuController.shared.visibleMenu == nil)
        #expect(UIMenuController.shared.arrowDirection == .default)
    }
}
