import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

/// The controller sends through `UIApplication.shared`, so these tests run on the shared application (see
/// `SharedApplicationWindow`); taps go through the shared application's input door.
@MainActor
@Suite("CheckoutFormViewController: sendAction(resignFirstResponder, to: nil) dismisses the keyboard (spec E6, E7)", .eventTestHost)
struct CheckoutFormViewControllerTests {
    private func tap(_ view: UIView, in shown: SharedApplicationWindow) throws {
        let point = view.convertToScreen(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        try shown.send(.touch(HostTouch(id: 1, action: .down, location: point)))
        try shown.send(.touch(HostTouch(id: 1, action: .up, location: point)))
    }

    @Test("E7: Done makes the editing field resign, and sendAction returns true (E6)")
    func doneResignsTheEditingField() throws {
        let controller = CheckoutFormViewController()
        let shown = SharedApplicationWindow(rootViewController: controller)
        defer { shown.close() }
        #expect(controller.postalCodeField.becomeFirstResponder())
        try tap(controller.doneButton, in: shown)
        #expect(controller.postalCodeField.isFirstResponder == false)
        #expect(controller.didDismissKeyboard)
    }

    @Test("E7: with no field editing, Done leaves every field as it was")
    func doneWithNothingEditing() throws {
        let controller = CheckoutFormViewController()
        let shown = SharedApplicationWindow(rootViewController: controller)
        defer { shown.close() }
        try tap(controller.doneButton, in: shown)
        #expect(controller.cardNumberField.isFirstResponder == false)
        #expect(controller.postalCodeField.isFirstResponder == false)
    }
}
