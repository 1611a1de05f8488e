// The keyboard observer of the DocC articles "Target-action without the Objective-C runtime" and "Input views
// and the keyboard", as printed there, and a test that it sees the keyboard's frame as on iOS.

import ResponderKitTesting
import Testing
import ResponderKit

extension Selector {
    static let keyboardWillShow: Selector = "keyboardWillShow:"
}

final class KeyboardAvoidingViewController: UIViewController {
    private(set) var bottomInset: CGFloat = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.keyboardWillShow, KeyboardAvoidingViewController.keyboardWillShow)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: .keyboardWillShow,
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) {   // declared in declareActions(in:)
        guard let info = notification.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int   // 7, the keyboard's curve
        bottomInset = view.bounds.maxY - view.convert(frame, from: nil).minY
        lastAnimation = (duration, curve)
    }

    private(set) var lastAnimation: (duration: Double, curve: Int?)?
}

@MainActor @Suite("DocC articles: the keyboard observer")
struct KeyboardObserverArticleTests {
    @Test("G4, G5: a selector observer on NotificationCenter.default reads the NSValue frame and NSNumber timing")
    func observerSeesTheKeyboard() throws {
        let host = EventTestHost()
        let controller = KeyboardAvoidingViewController()
        let window = host.makeWindow(rootViewController: controller)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
        controller.view.addSubview(field)
        // The test host posts keyboard notifications to its own application's center, not `.default`.
        host.application.notificationCenter.addObserver(controller, selector: .keyboardWillShow,
                                                        name: UIResponder.keyboardWillShowNotification,
                                                        object: nil)
        try host.tap(field)
        _ = window
        #expect(controller.lastAnimation?.duration == 0.25)
        #expect(controller.lastAnimation?.curve == 7)
        #expect(controller.bottomInset > 0)
    }
}
