import Foundation
import ResponderKit
import ResponderKitTesting

/// A text field delegate that logs every call into a shared trace and answers as configured.
@MainActor
final class RecordingTextFieldDelegate: UITextFieldDelegate {
    let log: TraceLog
    var allowsBeginning = true
    var allowsEnding = true
    var allowsClearing = true
    var allowsReturn = true
    /// Runs when the field asks about return, before the answer: moving to the next field, say.
    var onReturn: () -> Void = {}
    /// Decides each proposed change; allows all by default.
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
    /// Every change the field proposed, allowed or not.
    private(set) var proposedChanges: [(range: NSRange, replacement: String)] = []

    init(log: TraceLog) {
        self.log = log
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowsBeginning
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        log.append("didBegin")
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowsEnding
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        log.append("didEnd")
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        log.append("shouldChange(\(range.location),\(range.length),\"\(string)\")")
        proposedChanges.append((range, string))
        return allowsChange(range, string)
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return allowsClearing
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        onReturn()
        return allowsReturn
    }
}

/// Every editing event of a text field with the name it is logged under.
let editingEventNames: [(UIControl.Event, String)] = [
    (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
    (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
]

/// Registers a closure action per editing event of `field` that logs the event's name.
@MainActor
func logEditingEvents(of field: UITextField, into log: TraceLog) {
    for (event, name) in editingEventNames {
        field.addAction(UIAction(identifier: UIAction.Identifier(name)) { _ in log.append(name) }, for: event)
    }
}

/// An application with a view controller in a key window, text fields to add, and the keyboard notifications
/// it posts.
@MainActor
struct TextFieldScene {
    let host = EventTestHost(screenSize: CGSize(width: 390, height: 844))
    let controller: UIViewController
    let keyboard: KeyboardNotificationLog

    init(controller: UIViewController = UIViewController()) {
        self.controller = controller
        _ = host.makeWindow(rootViewController: controller)
        keyboard = KeyboardNotificationLog(host.application)
    }

    var application: UIApplication { host.application }
    var door: InputDoor { host.application.inputDoor }

    /// Adds a text field, one 60-point row below the last.
    @discardableResult
    func addField(_ field: UITextField = UITextField(), row: Int) -> UITextField {
        field.frame = CGRect(x: 20, y: 100 + 60 * CGFloat(row), width: 300, height: 40)
        controller.view.addSubview(field)
        return field
    }

    /// Where the system keyboard sits when shown with no accessory.
    var keyboardFrame: CGRect {
        let height = SystemKeyboardView.standardHeight
        return CGRect(x: 0, y: 844 - height, width: 390, height: height)
    }

    /// A point on the controller's view that no field covers.
    var background: CGPoint { CGPoint(x: 350, y: 40) }
}
