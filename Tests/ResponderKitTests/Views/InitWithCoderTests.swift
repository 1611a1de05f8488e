import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Subclasses as UIKit code writes them: each declares its own designated initializer, so Swift makes it
// provide UIView's and UIViewController's `required init?(coder:)`, either refusing or calling super.

private final class BadgeView: UIView {
    let count: Int

    init(count: Int) {
        self.count = count
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class CodedView: UIView {
    var setUp = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp = true
    }

    override var canBecomeFirstResponder: Bool { true }
}

private final class CodedControl: UIControl {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class CodedField: UITextField {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class CodedWindow: UIWindow {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class CodedInputView: UIInputView {
    override init(frame: CGRect, inputViewStyle: UIInputView.Style) {
        super.init(frame: frame, inputViewStyle: inputViewStyle)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class CodedController: UIViewController {
    var madeBy = ""

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        madeBy = "nib"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeBy = "coder"
    }
}

private final class CodedKeyboard: UIInputViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

@MainActor @Suite("init?(coder:) and init(nibName:bundle:), as UIKit declares them")
struct InitWithCoderTests {
    /// A coder to hand the initializers; there are no nibs, so nothing is read from it.
    private func coder() -> NSCoder {
        NSKeyedArchiver(requiringSecureCoding: false)
    }

    @Test("UIView's init?(coder:) builds the view as init(frame: .zero) does; the view works in a window")
    func viewFromCoder() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = try #require(CodedView(coder: coder()))
        #expect(view.setUp)
        #expect(view.frame == .zero)
        #expect(view.isUserInteractionEnabled && !view.isHidden && view.alpha == 1)
        view.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        window.addSubview(view)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === view)
        #expect(view.becomeFirstResponder())
        #expect(BadgeView(count: 3).count == 3)
    }

    @Test("Controls, labels, buttons and text fields built from a coder start as init(frame: .zero) makes them")
    func controlsFromCoder() throws {
        let control = try #require(CodedControl(coder: coder()))
        #expect(control.isEnabled && control.frame == .zero)
        let label = try #require(UILabel(coder: coder()))
        #expect(!label.isUserInteractionEnabled, "a label ignores touches however it is made")
        let button = try #require(UIButton(coder: coder()))
        #expect(button.buttonType == .custom)
        let field = try #require(CodedField(coder: coder()))
        #expect(field.text == "")
        let input = try #require(CodedInputView(coder: coder()))
        #expect(input.inputViewStyle == .default)
        let window = CodedWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.isHidden, "a window subclass written for UIKit compiles and starts hidden")
    }

    @Test("UIViewController(nibName:bundle:) keeps the names and loads its view lazily with loadView()")
    func nibNameBundle() {
        let controller = UIViewController(nibName: "Main", bundle: .main)
        #expect(controller.nibName == "Main")
        #expect(controller.nibBundle === Bundle.main)
        #expect(!controller.isViewLoaded)
        #expect(controller.view != nil)
        #expect(controller.isViewLoaded)
        #expect(UIViewController().nibName == nil)
    }

    @Test("init() is a convenience for init(nibName: nil, bundle: nil), so a subclass's override runs")
    func initCallsNibInitializer() throws {
        #expect(CodedController().madeBy == "nib")
        let coded = try #require(CodedController(coder: coder()))
        #expect(coded.madeBy == "coder")
        #expect(coded.nibName == nil)
        #expect(coded.view != nil)
    }

    @Test("UIInputViewController has init(nibName:bundle:) and init?(coder:) to override")
    func inputViewController() throws {
        let keyboard = try #require(CodedKeyboard(coder: coder()))
        #expect(keyboard.inputView?.inputViewStyle == .keyboard)
        #expect(CodedKeyboard().inputView != nil)
    }
}
