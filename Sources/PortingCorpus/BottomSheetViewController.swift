// Pattern: a bottom sheet laid out with Auto Layout: the sheet is pinned to the leading, trailing and bottom
// edges of its container, its height is one constraint whose constant switches between a collapsed and an
// expanded height (animated with layoutIfNeeded), a grabber is centred at its top, and a row of buttons in a
// stack view sits inside its layout margins, above its safe area's bottom. The dimming view above the sheet
// follows the sheet's top.
// Ported: unchanged but the import.
import ResponderKit

final class BottomSheetViewController: UIViewController {
    static let collapsedHeight: CGFloat = 180
    static let expandedHeight: CGFloat = 520

    let dimmingView = UIView()
    let sheetView = UIView()
    let grabber = UIView()
    let moreButton = UIButton(type: .system)
    let applyButton = UIButton(type: .system)
    private(set) var isExpanded = false
    private(set) var applyCount = 0
    private var heightConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.3)
        sheetView.backgroundColor = .secondarySystemBackground
        sheetView.layer.cornerRadius = 16
        grabber.backgroundColor = .tertiaryLabel
        grabber.layer.cornerRadius = 2.5
        moreButton.setTitle("More", for: .normal)
        applyButton.setTitle("Apply", for: .normal)

        let buttonRow = UIStackView(arrangedSubviews: [moreButton, applyButton])
        buttonRow.axis = .horizontal
        buttonRow.distribution = .fillEqually
        buttonRow.spacing = 12

        for subview in [dimmingView, sheetView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        for subview in [grabber, buttonRow] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            sheetView.addSubview(subview)
        }

        heightConstraint = sheetView.heightAnchor.constraint(equalToConstant: Self.collapsedHeight)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: view.topAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: sheetView.topAnchor),

            sheetView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheetView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheetView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            heightConstraint,

            grabber.topAnchor.constraint(equalTo: sheetView.topAnchor, constant: 8),
            grabber.centerXAnchor.constraint(equalTo: sheetView.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),

            buttonRow.leadingAnchor.constraint(equalTo: sheetView.layoutMarginsGuide.leadingAnchor),
            buttonRow.trailingAnchor.constraint(equalTo: sheetView.layoutMarginsGuide.trailingAnchor),
            buttonRow.bottomAnchor.constraint(equalTo: sheetView.safeAreaLayoutGuide.bottomAnchor, constant: -12),
            buttonRow.heightAnchor.constraint(equalToConstant: 50),
        ])

        moreButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.setExpanded(!self.isExpanded)
        }, for: .touchUpInside)
        applyButton.addAction(UIAction { [weak self] _ in
            self?.applyCount += 1
        }, for: .touchUpInside)
    }

    func setExpanded(_ expanded: Bool) {
        isExpanded = expanded
        heightConstraint.constant = expanded ? Self.expandedHeight : Self.collapsedHeight
        moreButton.setTitle(expanded ? "Less" : "More", for: .normal)
        UIView.animate(withDuration: 0.3) {
            self.view.layoutIfNeeded()
        }
    }
}
