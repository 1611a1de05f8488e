// Pattern: arrow-key and select navigation by overriding `pressesBegan` on a view controller: arrows move
// the selection through a grid, Return/Space or the remote's select button opens the item, and anything
// unhandled goes to super.
// Ported: unchanged but the import, including the original's `viewDidAppear(_:)` that calls
// `becomeFirstResponder()` (spec K1).
import ResponderKit

class PhotoGridViewController: UIViewController {
    let columns = 4
    let itemCount = 12
    private(set) var selectedItem = 0
    private(set) var openedItem: Int?

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var didHandleEvent = false
        for press in presses {
            if press.type == .select {
                openedItem = selectedItem
                didHandleEvent = true
                continue
            }
            guard let key = press.key else { continue }
            switch key.keyCode {
            case .keyboardRightArrow:
                moveSelection(by: 1)
                didHandleEvent = true
            case .keyboardLeftArrow:
                moveSelection(by: -1)
                didHandleEvent = true
            case .keyboardDownArrow:
                moveSelection(by: columns)
                didHandleEvent = true
            case .keyboardUpArrow:
                moveSelection(by: -columns)
                didHandleEvent = true
            case .keyboardReturnOrEnter, .keyboardSpacebar:
                openedItem = selectedItem
                didHandleEvent = true
            default:
                break
            }
        }

        if !didHandleEvent {
            super.pressesBegan(presses, with: event)
        }
    }

    private func moveSelection(by offset: Int) {
        let newItem = selectedItem + offset
        if newItem >= 0 && newItem < itemCount {
            selectedItem = newItem
        }
    }
}
