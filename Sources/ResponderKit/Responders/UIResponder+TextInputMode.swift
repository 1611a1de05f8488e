import Foundation

extension UIResponder {
    /// What ``textInputMode`` answers unless overridden: the current input mode for responders that take typed
    /// text (``UIKeyInput``), `nil` for the rest, since a responder that takes no text shows no keyboard whose
    /// language could matter.
    var defaultTextInputMode: UITextInputMode? {
        self is UIKeyInput ? UITextInputMode.current : nil
    }

    /// Forgets the input mode remembered under `identifier`.
    ///
    /// ResponderKit has one input mode and remembers none, so there is nothing to forget; the method exists so
    /// that code written for UIKit compiles.
    public class func clearTextInputContextIdentifier(_ identifier: String) {}
}
