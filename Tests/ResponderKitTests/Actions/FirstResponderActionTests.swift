import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A field that counts resignations, to check an override is what the action runs.
@MainActor
private final class CountingField: UITextField {
    var resignations = 0
    override func resignFirstResponder() -> Bool {
        resignations += 1
        return super.resignFirstResponder()
    }
}

@MainActor
@Suite("becomeFirstResponder and resignFirstResponder as actions (spec E5-E7, F5)")
struct FirstResponderActionTests {
    @Test("E5-E7, F5, G4: sendAction(resignFirstResponder) to nil ends editing and hides the keyboard")
    func resignIdiomDismissesKeyboard() throws {
        let scene = TextFieldScene()
        let field = scene.addField(CountingField(), row: 0) as? CountingField
        try scene.host.tap(try #require(field))
        #expect(field?.isEditing == true)
        scene.keyboard.reset()

        // UIKit code writes `UIApplication.shared.sendAction(...)`; the test's own application stands in for it.
        let handled = scene.application.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)

        #expect(handled)
        #expect(field?.isFirstResponder == false && field?.isEditing == false)
        #expect(field?.resignations == 1)
        #expect(scene.keyboard.names == KeyboardNotificationLog.hide)
    }

    @Test("E9: every responder can perform becomeFirstResponder and resignFirstResponder")
    func respondersDeclareBothActions() {
        let view = UIView()
        let controller = UIViewController()
        for responder in [view, controller] as [UIResponder] {
            #expect(responder.canPerformAction(Selector("resignFirstResponder"), withSender: nil))
            #expect(responder.canPerformAction(Selector("becomeFirstResponder"), withSender: nil))
        }
    }

    @Test("E7: becomeFirstResponder sent to a field makes it first responder; resign with none is unhandled")
    func becomeThroughAction() throws {
        let scene = TextFieldScene()
        let field = scene.addField(row: 0)
        #expect(!scene.application.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil))
        #expect(scene.application.sendAction(Selector("becomeFirstResponder"), to: field, from: nil, for: nil))
        #expect(field.isFirstResponder)
    }
}
