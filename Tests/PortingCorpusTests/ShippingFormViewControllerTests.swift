import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("ShippingFormViewController: a stack of fields between the margins, an optional field shown and hidden (spec U19, U21, U25, U27)")
struct ShippingFormViewControllerTests {
    /// An iPhone 14 upright: 390 x 844 points, 47 covered at the top and 34 at the bottom.
    private static let phone = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    @Test("U19, U21, U25, U27: fields sit 20 under the safe area between 16-point margins; taps fill them in and save")
    func fillInAndSave() throws {
        let host = EventTestHost(safeAreaInsets: Self.phone)
        let controller = ShippingFormViewController()
        _ = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        #expect(controller.nameField.convert(controller.nameField.bounds, to: nil)
            == CGRect(x: 16, y: 67, width: 358, height: 44))
        // The hidden company field takes neither space nor spacing: the address comes right after the toggle.
        #expect(controller.addressField.convert(controller.addressField.bounds, to: nil)
            == CGRect(x: 16, y: 179, width: 358, height: 44))
        #expect(controller.saveButton.frame == CGRect(x: 16, y: 748, width: 358, height: 50))

        try host.tap(at: CGPoint(x: 195, y: 200))
        #expect(controller.addressField.isFirstResponder)
        try host.send(.text(.insert("1 Main St")))
        try host.tap(at: CGPoint(x: 195, y: 90))
        #expect(controller.nameField.isFirstResponder)
        try host.send(.text(.insert("Ada")))
        controller.view.endEditing(true)
        host.runUntilIdle()
        try host.tap(at: CGPoint(x: 195, y: 770))
        #expect(controller.savedAddresses == ["Ada, 1 Main St"])
    }

    @Test("U27: showing the company field pushes the address down at the next pass; hiding it brings it back")
    func optionalField() throws {
        let host = EventTestHost(safeAreaInsets: Self.phone)
        let controller = ShippingFormViewController()
        _ = host.makeWindow(rootViewController: controller)
        host.runUntilIdle()
        try host.tap(at: CGPoint(x: 195, y: 145))
        #expect(!controller.companyField.isHidden)
        host.runUntilIdle()
        #expect(controller.companyField.convert(controller.companyField.bounds, to: nil)
            == CGRect(x: 16, y: 179, width: 358, height: 44))
        try host.tap(at: CGPoint(x: 195, y: 200))
        #expect(controller.companyField.isFirstResponder)
        try host.send(.text(.insert("Acme")))
        try host.tap(at: CGPoint(x: 195, y: 257))
        #expect(controller.addressField.isFirstResponder)

        try host.tap(at: CGPoint(x: 195, y: 145))
        #expect(controller.companyField.isHidden)
        host.runUntilIdle()
        try host.tap(at: CGPoint(x: 195, y: 200))
        #expect(controller.addressField.isFirstResponder)
    }
}
