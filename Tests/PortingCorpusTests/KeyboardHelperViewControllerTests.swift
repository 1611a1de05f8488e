import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

/// The controller observes `NotificationCenter.default`, so these tests run on the shared application
/// (see `SharedApplicationWindow`).
@MainActor
@Suite("KeyboardHelperViewController: userInfo read as iOS bridges it, insets clear of the keyboard (spec P11, P12, P5, P19)", .eventTestHost)
struct KeyboardHelperViewControllerTests {
    @Test("P11, P12, P5, P19: the frame read as? CGRect and the curve by getValue move content and indicators clear")
    func insetsFollowTheKeyboard() throws {
        let controller = KeyboardHelperViewController()
        let shown = SharedApplicationWindow(rootViewController: controller)
        defer { shown.close() }
        #expect(controller.field.becomeFirstResponder())
        let keyboardHeight = SystemKeyboardView.standardHeight
        #expect(controller.scrollView.contentInset.bottom == keyboardHeight)
        #expect(controller.scrollView.verticalScrollIndicatorInsets.bottom == keyboardHeight)
        #expect(controller.scrollView.horizontalScrollIndicatorInsets.bottom == keyboardHeight)
        #expect(controller.curves.first?.rawValue == 7)
        #expect(controller.field.resignFirstResponder())
        #expect(controller.scrollView.contentInset.bottom == 0)
        #expect(controller.scrollView.verticalScrollIndicatorInsets == .zero)
    }
}
