import Foundation
import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

/// The controller observes `NotificationCenter.default`, so these tests run on the shared application
/// (see `SharedApplicationWindow`).
@MainActor
@Suite("KeyboardAvoidingFormViewController: contentInset from the keyboard and the active field scrolled into view (spec G5, G8, L1)", .eventTestHost)
struct KeyboardAvoidingFormViewControllerTests {
    @Test("G8: the field is active when keyboardWillShow comes, so the inset is the keyboard's height and the field scrolls into view")
    func keyboardInsetsAndScrolls() throws {
        let host = try #require(EventTestHost.current)
        let controller = KeyboardAvoidingFormViewController()
        let shown = SharedApplicationWindow(rootViewController: controller)
        defer { shown.close() }
        let lowField = controller.fields[9]
        #expect(lowField.becomeFirstResponder())
        #expect(controller.scrollView.contentInset.bottom > 0)
        host.advance(by: 0.5)
        let visibleTop = controller.scrollView.contentOffset.y
        let visibleBottom = visibleTop + controller.scrollView.bounds.height - controller.scrollView.contentInset.bottom
        #expect(lowField.frame.minY >= visibleTop && lowField.frame.maxY <= visibleBottom + 1)
        #expect(lowField.resignFirstResponder())
        #expect(controller.scrollView.contentInset == .zero)
    }
}
