// The app code of the DocC article "Testing event code" (TestingEventCode.md), section "Code as written reaches
// the test's application", as printed there: one source for iOS and Linux that says UIScreen.main and NotificationCenter.default, as app code does.

#if canImport(UIKit)
import UIKit
#else
import ResponderKit
#endif

final class NoteViewController: UIViewController {
    let noteField = UITextField()
    let saveButton = UIButton(type: .system)
    private var keyboardObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        let screen = UIScreen.main.bounds                          // the test's screen inside a host
        noteField.frame = CGRect(x: 16, y: 80, width: screen.width - 32, height: 44)
        noteField.accessibilityIdentifier = "note"
        saveButton.frame = CGRect(x: 16, y: screen.height - 60, width: 80, height: 44)
        view.addSubview(noteField)
        view.addSubview(saveButton)
        keyboardObserver = NotificationCenter.default.addObserver(  // hears the test's keyboard
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            MainActor.assumeIsolated { self?.saveButton.frame.origin.y = frame.minY - 60 }
        }
    }
}
