import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

extension Selector {
    fileprivate static let pin: Selector = "pin:"
}

/// A photo view controller that adds its own elements to the suggested edit actions, as iOS 16 code does.
@MainActor
private final class PhotoController: UIViewController, UIEditMenuInteractionDelegate {
    var log: [String] = []
    var pinSenders: [Any?] = []
    var extraElements: [UIMenuElement] = []
    var returnsNil = false

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.pin, PhotoController.pin)
    }

    func pin(_ sender: Any?) { pinSenders.append(sender) }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("menuFor \(suggestedActions.map(\.title))")
        if returnsNil { return nil }
        return UIMenu(children: suggestedActions + extraElements)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        log.append("willPresent")
        animator.addCompletion { self.log.append("presented") }
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                             willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        log.append("willDismiss")
    }
}

@MainActor
@Suite("UIEditMenuInteraction (spec J2-J4)")
struct EditMenuInteractionTests {
    private func scene() -> (EventTestHost, PhotoController, CopyOnlyField, UIEditMenuInteraction) {
        let host = EventTestHost()
        let controller = PhotoController()
        _ = host.makeWindow(rootViewController: controller)
        let field = CopyOnlyField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        controller.view.addSubview(field)
        let interaction = UIEditMenuInteraction(delegate: controller)
        field.addInteraction(interaction)
        return (host, controller, field, interaction)
    }

    @Test("J2, J3: suggested actions are the standard ones the chain can perform; the delegate's menu is shown")
    func delegateBuildsMenu() throws {
        let (_, controller, field, interaction) = scene()
        #expect(field.becomeFirstResponder())
        #expect(interaction.view === field && field.interactions.count == 1)
        controller.extraElements = [UICommand(title: "Pin", action: .pin)]

        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 5, y: 5)))

        #expect(controller.log == ["menuFor [\"Copy\"]", "willPresent", "presented"])
        #expect(interaction.presentedMenu?.visibleElements.map(\.title) == ["Copy", "Pin"])
        #expect(interaction.location(in: controller.view) == CGPoint(x: 25, y: 105))
    }

    @Test("J4: a chosen command dismisses the menu; its action goes up from the first responder, sent by it")
    func chooseCommand() throws {
        let (_, controller, field, interaction) = scene()
        #expect(field.becomeFirstResponder())
        let pin = UICommand(title: "Pin", action: .pin)
        controller.extraElements = [pin]
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))

        #expect(interaction.choose(try #require(interaction.presentedMenu?.element(titled: "Pin"))))
        #expect(controller.pinSenders.count == 1 && (controller.pinSenders.first as? UICommand) === pin)
        #expect(interaction.presentedMenu == nil)
        #expect(controller.log.last == "willDismiss")

        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(interaction.choose(try #require(interaction.presentedMenu?.element(titled: "Copy"))))
        #expect(field.copies == 1)
    }

    @Test("UIAction children run their handler; disabled and hidden ones cannot be chosen; keepsMenuPresented stays")
    func actionsAndAttributes() throws {
        let (_, controller, field, interaction) = scene()
        #expect(field.becomeFirstResponder())
        var ran: [String] = []
        let share = UIAction(title: "Share", attributes: .keepsMenuPresented) { _ in ran.append("share") }
        let erase = UIAction(title: "Erase", attributes: .disabled) { _ in ran.append("erase") }
        let secret = UIAction(title: "Secret", attributes: .hidden) { _ in ran.append("secret") }
        controller.extraElements = [UIMenu(title: "More", children: [share, erase, secret])]
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))

        #expect(interaction.presentedMenu?.visibleElements.map(\.title) == ["Copy", "Share", "Erase"])
        #expect(!interaction.choose(erase))
        #expect(!interaction.choose(secret))
        #expect(interaction.choose(share))
        #expect(ran == ["share"])
        #expect(interaction.presentedMenu != nil)
    }

    @Test("UIEditMenuInteractionDelegate returning nil shows the suggested actions; an empty menu shows nothing")
    func nilAndEmptyMenus() throws {
        let (_, controller, field, interaction) = scene()
        #expect(field.becomeFirstResponder())
        controller.returnsNil = true
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(interaction.presentedMenu?.visibleElements.map(\.title) == ["Copy"])

        controller.returnsNil = false
        field.hasSelection = false
        interaction.reloadVisibleMenu()
        #expect(interaction.presentedMenu == nil)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(interaction.presentedMenu == nil)
    }

    @Test("J4: a command nobody can perform when chosen is ignored; removing the interaction dismisses its menu")
    func unperformableAndRemoval() throws {
        let (_, controller, field, interaction) = scene()
        #expect(field.becomeFirstResponder())
        controller.extraElements = [UICommand(title: "Nobody", action: "nobodyImplements:")]
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        #expect(!interaction.choose(try #require(interaction.presentedMenu?.element(titled: "Nobody"))))

        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        field.removeInteraction(interaction)
        #expect(interaction.presentedMenu == nil && interaction.view == nil && field.interactions.isEmpty)
    }
}
