// Pattern: ending editing by overriding `touchesBegan(_:with:)` on the view controller: a touch on empty
// space travels from the root view to its controller, which calls `view.endEditing(true)`.
// Ported: unchanged but the import.
import ResponderKit

class ProfileEditViewController: UIViewController {
    let nameField = UITextField()
    let bioField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.frame = CGRect(x: 20, y: 120, width: 350, height: 44)
        bioField.frame = CGRect(x: 20, y: 180, width: 350, height: 44)
        nameField.placeholder = "Name"
        bioField.placeholder = "Bio"
        view.addSubview(nameField)
        view.addSubview(bioField)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        view.endEditing(true)
    }
}
