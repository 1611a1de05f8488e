// Pattern: a text-field delegate that formats a US phone number as it is typed, in
// `textField(_:shouldChangeCharactersIn:replacementString:)`: it applies the change itself, reformats, and
// returns false.
// Ported: unchanged but the import.
import ResponderKit

class PhoneNumberFieldDelegate: NSObject, UITextFieldDelegate {
    let maximumDigits = 10

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let currentText = textField.text ?? ""
        guard let textRange = Range(range, in: currentText) else { return false }
        let updatedText = currentText.replacingCharacters(in: textRange, with: string)
        let digits = updatedText.filter { $0.isNumber }
        guard digits.count <= maximumDigits else { return false }
        textField.text = format(digits: digits)
        return false
    }

    func format(digits: String) -> String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            switch index {
            case 0:
                result += "("
            case 3:
                result += ") "
            case 6:
                result += "-"
            default:
                break
            }
            result.append(digit)
        }
        return result
    }
}
