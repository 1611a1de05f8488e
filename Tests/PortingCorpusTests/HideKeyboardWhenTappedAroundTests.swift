import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
private final class EmailFormViewController: UIViewController {
    let emailField = UITextField(frame: CGRect(x: 20, y: 100, width: 350, height: 44))
    let loginButton = UIButton(frame: CGRect(x: 20, y: 200, width: 350, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(emailField)
        view.addSubview(loginButton)
        hideKeyboardWhenTappedAround()
    }
}

@MainActor
@Suite("hideKeyboardWhenTappedAround: a tap recognizer calling endEditing(true) (spec F6, D4)")
struct HideKeyboardWhenTappedAroundTests {
    @Test("F6: a tap on empty space ends editing of the text field")
    func tapOutsideEndsEditing() throws {
        let host = EventTestHost()
        let controller = EmailFormViewController()
        _ = host.makeWindow(rootViewController: controller)
        #expect(controller.emailField.becomeFirstResponder())
        try host.tap(at: CGPoint(x: 200, y: 600))
        #expect(controller.emailField.isFirstResponder == false)
    }

    @Test("D4: with cancelsTouchesInView off the button still gets its tap, and editing ends")
    func buttonStillWorks() throws {
        let host = EventTestHost()
        let controller = EmailFormViewController()
        _ = host.makeWindow(rootViewController: controller)
        var logins = 0
        controller.loginButton.addAction(UIAction { _ in logins += 1 }, for: .touchUpInside)
        #expect(controller.emailField.becomeFirstResponder())
        try host.tap(controller.loginButton)
        #expect(logins == 1)
        #expect(controller.emailField.isFirstResponder == false)
    }
}
