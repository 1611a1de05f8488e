// Pattern: nil-targeted actions: a toolbar in a child view controller sends "save" and "bold" to nobody in
// particular; the responder chain finds the text view (when it is first responder) or the document screen.
// Ported: #selector(DocumentViewController.saveDocument(_:)) -> .saveDocument and
// #selector(UIResponderStandardEditActions.toggleBoldface(_:)) -> .toggleBoldface, @objc dropped,
// declareActions for saveDocument (the overridden toggleBoldface needs no listing).
import ResponderKit

extension Selector {
    static let saveDocument: Selector = "saveDocument:"
}

class RichTextView: UIView {
    private(set) var isBold = false

    override var canBecomeFirstResponder: Bool { true }

    override func toggleBoldface(_ sender: Any?) {
        isBold.toggle()
    }
}

class EditorToolbarViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let boldButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.frame = CGRect(x: 10, y: 8, width: 80, height: 44)
        boldButton.frame = CGRect(x: 100, y: 8, width: 44, height: 44)
        view.addSubview(saveButton)
        view.addSubview(boldButton)

        saveButton.addTarget(nil, action: .saveDocument, for: .touchUpInside)
        boldButton.addTarget(nil, action: .toggleBoldface, for: .touchUpInside)
    }
}

class DocumentViewController: UIViewController {
    let textView = RichTextView()
    let toolbarController = EditorToolbarViewController()
    private(set) var saveCount = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.saveDocument, DocumentViewController.saveDocument)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - 60)
        view.addSubview(textView)

        addChild(toolbarController)
        toolbarController.view.frame = CGRect(x: 0, y: view.bounds.height - 60, width: view.bounds.width, height: 60)
        view.addSubview(toolbarController.view)
        toolbarController.didMove(toParent: self)
    }

    func saveDocument(_ sender: Any?) {
        saveCount += 1
    }
}
