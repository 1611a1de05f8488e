// Pattern: a verification-code screen: text input traits for a numeric one-time code, the caret tracked in
// `textFieldDidChangeSelection`, the code submitted from `textFieldDidEndEditing(_:reason:)` when editing is
// committed, and a "Paste" button that replaces the whole text with `replace(_:withText:)`.
// Ported: #selector(pasteCode(_:)) -> .pasteCode, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let pasteCode: Selector = "pasteCode:"
}

class OneTimeCodeViewController: UIViewController, UITextFieldDelegate {
    let codeField = UITextField()
    let pasteButton = UIButton(type: .system)
    private(set) var caretOffset = 0
    private(set) var submittedCode: String?

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.pasteCode, OneTimeCodeViewController.pasteCode)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        codeField.frame = CGRect(x: 20, y: 200, width: 250, height: 44)
        codeField.keyboardType = .numberPad
        codeField.textContentType = .oneTimeCode
        codeField.autocorrectionType = .no
        codeField.spellCheckingType = .no
        codeField.smartInsertDeleteType = .no
        codeField.delegate = self
        view.addSubview(codeField)

        pasteButton.frame = CGRect(x: 280, y: 200, width: 90, height: 44)
        pasteButton.addTarget(self, action: .pasteCode, for: .touchUpInside)
        view.addSubview(pasteButton)
    }

    func pasteCode(_ sender: UIButton) {
        guard let code = UIPasteboard.general.string,
              let everything = codeField.textRange(from: codeField.beginningOfDocument, to: codeField.endOfDocument)
        else { return }
        codeField.replace(everything, withText: code)
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
        guard let selection = textField.selectedTextRange else { return }
        caretOffset = textField.offset(from: textField.beginningOfDocument, to: selection.start)
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        if reason == .committed {
            submittedCode = textField.text
        }
    }
}
