// Pattern: a form built from a vertical stack view of fixed-height fields, pinned under the safe area's top and
// between the root view's layout margins; a button shows or hides an optional field, and the stack closes the gap
// (a hidden arranged view takes no space). The save button is pinned above the safe area's bottom.
// Ported: unchanged but the import.
import ResponderKit

final class ShippingFormViewController: UIViewController {
    let nameField = UITextField()
    let companyToggle = UIButton(type: .system)
    let companyField = UITextField()
    let addressField = UITextField()
    let saveButton = UIButton(type: .system)
    let formStack = UIStackView()
    private(set) var savedAddresses: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        nameField.placeholder = "Full name"
        companyField.placeholder = "Company"
        addressField.placeholder = "Street address"
        for field in [nameField, companyField, addressField] {
            field.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        companyField.isHidden = true
        companyToggle.setTitle("Add company", for: .normal)
        companyToggle.heightAnchor.constraint(equalToConstant: 44).isActive = true
        companyToggle.addAction(UIAction { [weak self] _ in self?.toggleCompany() }, for: .touchUpInside)

        formStack.axis = .vertical
        formStack.spacing = 12
        for row in [nameField, companyToggle, companyField, addressField] {
            formStack.addArrangedSubview(row)
        }

        saveButton.setTitle("Save", for: .normal)
        saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)

        formStack.translatesAutoresizingMaskIntoConstraints = false
        saveButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(formStack)
        view.addSubview(saveButton)
        NSLayoutConstraint.activate([
            formStack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            formStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            formStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),

            saveButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            saveButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            saveButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
            saveButton.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    private func toggleCompany() {
        let showing = companyField.isHidden
        companyField.isHidden = !showing
        companyToggle.setTitle(showing ? "Remove company" : "Add company", for: .normal)
        if !showing { companyField.text = nil }
    }

    private func save() {
        let parts = [nameField.text, companyField.isHidden ? nil : companyField.text, addressField.text]
        savedAddresses.append(parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", "))
        view.endEditing(true)
    }
}
