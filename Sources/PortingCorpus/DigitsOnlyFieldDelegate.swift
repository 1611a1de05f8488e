// Pattern: a text-field delegate that validates input: digits only (a verification code) and a maximum
// length, computing the would-be text with NSString's replacingCharacters(in:with:).
// Ported: unchanged but the import.
import ResponderKit

class DigitsOnlyFieldDelegate: NSObject, UITextFieldDelegate {
    var maxLength = 6

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let allowedCharacters = CharacterSet.decimalDigits
        let characterSet = CharacterSet(charactersIn: string)
        guard allowedCharacters.isSuperset(of: characterSet) else { return false }

        let currentText = (textField.text ?? "") as NSString
        let newText = currentText.replacingCharacters(in: range, with: string)
        return newText.count <= maxLength
    }
}
