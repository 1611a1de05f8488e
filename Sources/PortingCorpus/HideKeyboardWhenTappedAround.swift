// Pattern: the extension on UIViewController that every app copies: a tap anywhere in the view ends
// editing, without stealing taps from buttons (`cancelsTouchesInView = false`).
// Ported: the action is a method of an extension of a ResponderKit class, which no `declareActions(in:)`
// can list (class methods in extensions cannot be overridden), so the guide's selector step does not apply;
// #selector(UIViewController.dismissKeyboard) -> the method reference UIViewController.dismissKeyboard
// (the recognizer initializer that takes a method), @objc dropped.
import ResponderKit

extension UIViewController {
    func hideKeyboardWhenTappedAround() {
        let tap = UITapGestureRecognizer(target: self, action: UIViewController.dismissKeyboard)
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
    }

    func dismissKeyboard() {
        view.endEditing(true)
    }
}
