// Pattern: a custom view with UIKit's two initializers, `override init(frame:)` and
// `required init?(coder:)`, both calling a shared setup that adds a tap recognizer; and a view controller with
// its own designated initializer that calls `super.init(nibName: nil, bundle: nil)` and a
// `required init?(coder:)` that traps.
// Ported: #selector(headerTapped) -> .headerTapped (no arguments: no colon), @objc dropped, declareActions.
import ResponderKit

@MainActor
protocol ExpandableSectionHeaderViewDelegate: AnyObject {
    func sectionHeaderDidToggle(_ header: ExpandableSectionHeaderView)
}

extension Selector {
    static let headerTapped: Selector = "headerTapped"
}

class ExpandableSectionHeaderView: UIView {
    weak var delegate: ExpandableSectionHeaderViewDelegate?
    private(set) var isExpanded = false
    let titleLabel = UILabel()

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.headerTapped, ExpandableSectionHeaderView.headerTapped)
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        addSubview(titleLabel)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: .headerTapped))
    }

    func headerTapped() {
        isExpanded.toggle()
        delegate?.sectionHeaderDidToggle(self)
    }
}

class FAQViewController: UIViewController, ExpandableSectionHeaderViewDelegate {
    let questions: [String]
    private(set) var headers: [ExpandableSectionHeaderView] = []
    private(set) var expandedQuestions: Set<Int> = []

    init(questions: [String]) {
        self.questions = questions
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for (index, question) in questions.enumerated() {
            let header = ExpandableSectionHeaderView(frame: CGRect(x: 0, y: 100 + CGFloat(index) * 60,
                                                                   width: view.bounds.width, height: 56))
            header.tag = index
            header.titleLabel.text = question
            header.delegate = self
            view.addSubview(header)
            headers.append(header)
        }
    }

    func sectionHeaderDidToggle(_ header: ExpandableSectionHeaderView) {
        if header.isExpanded {
            expandedQuestions.insert(header.tag)
        } else {
            expandedQuestions.remove(header.tag)
        }
    }
}
