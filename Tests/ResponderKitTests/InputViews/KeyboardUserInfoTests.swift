import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

extension Selector {
    static let keyboardWillShow: Selector = "keyboardWillShow:"
    static let keyboardWillHide: Selector = "keyboardWillHide:"
}

/// A keyboard-avoiding screen written as on iOS: it observes the keyboard through selectors and reads the
/// userInfo the way UIKit code does.
private final class KeyboardAvoidingController: UIViewController {
    let center: NotificationCenter
    let field = TextSink(frame: CGRect(x: 20, y: 700, width: 200, height: 44))
    private(set) var bottomInset: CGFloat = 0
    private(set) var durations: [Double] = []
    private(set) var durationsAsDouble: [Double] = []
    private(set) var curves: [UIView.AnimationCurve?] = []
    private(set) var curveRawValues: [Int] = []
    private(set) var isLocal: [Bool] = []

    init(center: NotificationCenter) {
        self.center = center
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.keyboardWillShow, KeyboardAvoidingController.keyboardWillShow)
        table.add(.keyboardWillHide, KeyboardAvoidingController.keyboardWillHide)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(field)
        center.addObserver(self, selector: .keyboardWillShow, name: UIResponder.keyboardWillShowNotification,
                           object: nil)
        center.addObserver(self, selector: Selector("keyboardWillHide:"),
                           name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        bottomInset = view.bounds.maxY - view.convert(frame, from: nil).minY
        record(info)
    }

    func keyboardWillHide(_ notification: Notification) {
        bottomInset = 0
        record(notification.userInfo ?? [:])
    }

    private func record(_ info: [AnyHashable: Any]) {
        durations.append((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? -1)
        durationsAsDouble.append(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? -1)
        let curve = (info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? -1
        curveRawValues.append(curve)
        curves.append(UIView.AnimationCurve(rawValue: curve))
        isLocal.append(info[UIResponder.keyboardIsLocalUserInfoKey] as? Bool ?? false)
    }
}

@MainActor
@Suite("Keyboard notifications' userInfo as UIKit boxes it (spec G5)")
struct KeyboardUserInfoTests {
    @Test("G5: a keyboard-avoiding controller observing by selector reads the NSValue frame and NSNumber timing")
    func keyboardAvoidance() {
        let host = EventTestHost(screenSize: CGSize(width: 390, height: 844))
        let controller = KeyboardAvoidingController(center: host.application.notificationCenter)
        _ = host.makeWindow(rootViewController: controller)
        controller.field.becomeFirstResponder()
        let keyboard = host.application.inputSystem.frame
        #expect(keyboard != nil)
        #expect(controller.bottomInset == keyboard?.height)
        #expect(controller.bottomInset == SystemKeyboardView.standardHeight)
        controller.field.resignFirstResponder()
        #expect(controller.bottomInset == 0)
        #expect(controller.durations == [0.25, 0.25])
        #expect(controller.durationsAsDouble == [0.25, 0.25], "NSNumber in userInfo bridges to `as? Double`")
        #expect(controller.curveRawValues == [7, 7])
        #expect(controller.curves.map { $0?.rawValue } == [7, 7])
        #expect(controller.isLocal == [true, true])
    }

    @Test("G5: the frames are NSValue, the duration, curve and locality NSNumber, as in UIKit")
    func boxedTypes() throws {
        let host = EventTestHost(screenSize: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        nonisolated(unsafe) var infos: [[AnyHashable: Any]] = []
        let token = host.application.notificationCenter.addObserver(
            forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: nil
        ) { infos.append($0.userInfo ?? [:]) }
        defer { host.application.notificationCenter.removeObserver(token) }
        let sink = TextSink()
        controller.view.addSubview(sink)
        sink.becomeFirstResponder()
        let info = try #require(infos.first)
        let begin = try #require(info[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)
        let end = try #require(info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)
        #expect(begin.cgRectValue == CGRect(x: 0, y: 844, width: 390, height: SystemKeyboardView.standardHeight))
        #expect(end.cgRectValue == host.application.inputSystem.frame)
        #expect(end.isEqual(NSValue(cgRect: try #require(host.application.inputSystem.frame))))
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect((info[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue == 7)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect((info[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
    }

    @Test("P12: UIView.AnimationCurve has UIKit's raw values and Int size, and keeps the keyboard's unnamed 7")
    func animationCurve() {
        #expect(UIView.AnimationCurve.easeInOut.rawValue == 0)
        #expect(UIView.AnimationCurve.easeIn.rawValue == 1)
        #expect(UIView.AnimationCurve.easeOut.rawValue == 2)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIView.AnimationCurve(rawValue: 2) == .easeOut)
        #expect(UIView.AnimationCurve(rawValue: UIView.AnimationCurve.keyboardRawValue)?.rawValue == 7)
        #expect(UIView.AnimationCurve(rawValue: 4)?.rawValue == 4)
        #expect(MemoryLayout<UIView.AnimationCurve>.size == MemoryLayout<Int>.size)
    }
}
