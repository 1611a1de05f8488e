import Foundation

// The clear button. ResponderKit draws nothing, so the button is the area `clearButtonRect(forBounds:)` gives,
// live while `clearButtonMode` shows it; a tap there empties the field as UIKit's button does: the delegate is
// asked `textFieldShouldClear(_:)`, never `textField(_:shouldChangeCharactersIn:replacementString:)`.

extension UITextField {
    /// When an overlay of a text field, such as the clear button, is shown.
    public enum ViewMode: Int, Sendable, CaseIterable {
        /// Never.
        case never
        /// Only while the field edits.
        case whileEditing
        /// Only while the field does not edit.
        case unlessEditing
        /// Whether the field edits or not.
        case always
    }

    /// Whether the clear button is shown now: the mode allows it in the current editing state and there is text
    /// to clear.
    var isClearButtonShown: Bool {
        guard hasText else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// Whether `point` (field coordinates) falls on the shown clear button.
    func clearButtonContains(_ point: CGPoint) -> Bool {
        isClearButtonShown && clearButtonRect(forBounds: bounds).contains(point)
    }

    /// Empties the field for a tap on the clear button, if the delegate agrees. While editing this is a change
    /// like any other (caret at the start, `.editingChanged`, the notification); a field that is not editing
    /// just loses its text, then begins editing because it was tapped.
    func clearFromButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if isEditing {
            applyReplacement(of: 0..<storedText.utf16.count, with: "")
        } else {
            text = ""
        }
    }
}
