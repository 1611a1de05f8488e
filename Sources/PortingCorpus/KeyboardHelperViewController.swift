// Pattern: a keyboard helper as Firefox's and many apps' are written: it reads the keyboard's end frame straight
// from `userInfo` with `as? CGRect` (iOS bridges the NSValue), the curve with `NSNumber.getValue(&curve)`, brings
// the frame into the view through the screen's coordinate space, and keeps the scroll view's content and
// indicators clear of it with `scrollIndicatorInsets`.
// Ported: #selector(keyboardWillChange(_:)) -> .helperKeyboardWillChange, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let helperKeyboardWillChange: Selector = "helperKeyboardWillChange:"
}

class KeyboardHelperViewController: UIViewController {
    let scrollView = UIScrollView()
    let field = UITextField()
    private(set) var curves: [UIView.AnimationCurve] = []

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.helperKeyboardWillChange, KeyboardHelperViewController.helperKeyboardWillChange)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        view.addSubview(scrollView)
        field.frame = CGRect(x: 20, y: 20, width: view.bounds.width - 40, height: 44)
        scrollView.addSubview(field)
        NotificationCenter.default.addObserver(self, selector: .helperKeyboardWillChange,
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func helperKeyboardWillChange(_ notification: Notification) {
        guard let info = notification.userInfo,
              let endFrame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        var curve = UIView.AnimationCurve.easeInOut
        (info[UIResponder.keyboardAnimationCurveUserInfoKey] as! NSNumber).getValue(&curve)
        curves.append(curve)
        let screenSpace = view.window?.screen.coordinateSpace ?? UIScreen.main.coordinateSpace
        let local = screenSpace.convert(endFrame, to: view)
        let overlap = max(0, view.bounds.maxY - local.minY)
        scrollView.contentInset.bottom = overlap
        scrollView.scrollIndicatorInsets = scrollView.contentInset
    }
}
