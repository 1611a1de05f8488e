// Pattern: iPad pointer-and-keyboard selection in a grid: a tap selects one item, Command-tap toggles an item,
// Shift-tap extends the selection from the anchor, read from the tap recognizer's `modifierFlags`.
// Ported: #selector(handleItemTap(_:)) -> .handleItemTap, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let handleItemTap: Selector = "handleItemTap:"
}

class FileBrowserViewController: UIViewController {
    let gridView = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
    let columns = 4
    let itemSize = CGSize(width: 97.5, height: 100)
    private(set) var selectedItems: Set<Int> = []
    private var selectionAnchor: Int?

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.handleItemTap, FileBrowserViewController.handleItemTap)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(gridView)
        let tap = UITapGestureRecognizer(target: self, action: .handleItemTap)
        gridView.addGestureRecognizer(tap)
    }

    func handleItemTap(_ gesture: UITapGestureRecognizer) {
        let location = gesture.location(in: gridView)
        let item = Int(location.y / itemSize.height) * columns + Int(location.x / itemSize.width)

        if gesture.modifierFlags.contains(.command) {
            if selectedItems.contains(item) {
                selectedItems.remove(item)
            } else {
                selectedItems.insert(item)
            }
            selectionAnchor = item
        } else if gesture.modifierFlags.contains(.shift), let anchor = selectionAnchor {
            selectedItems = Set(min(anchor, item)...max(anchor, item))
        } else {
            selectedItems = [item]
            selectionAnchor = item
        }
    }
}
