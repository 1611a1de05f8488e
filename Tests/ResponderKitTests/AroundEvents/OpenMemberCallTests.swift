import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// UIKit's own code reaches the overrides of the members P28 made open, and the members P29-P30 added behave as
/// UIKit's do (P7 for a recognizer's deferred state).
@MainActor @Suite("Open members: UIKit's own calls reach the overrides; the added members")
struct OpenMemberCallTests {
    @Test("P28: a presented controller's dismiss asks its presenter, whose dismiss override sees the call")
    func dismissReachesPresenterOverride() {
        let host = EventTestHost()
        let presenter = DismissRecordingController()
        _ = host.makeWindow(rootViewController: presenter)
        let presented = UIViewController()
        presenter.present(presented, animated: false)
        #expect(presenter.presentedViewController === presented)
        var completed = false
        presented.dismiss(animated: false) { completed = true }
        #expect(presenter.dismissCalls == 1)
        #expect(completed && presenter.presentedViewController == nil && presented.view.window == nil)
    }

    @Test("P29: setting isEditing calls setEditing(_:animated:) without animation; super records the value")
    func isEditingGoesThroughSetEditing() {
        let controller = EditingRecordingController()
        #expect(controller.isEditing == false)
        controller.isEditing = true
        #expect(controller.calls.count == 1 && controller.calls.first?.editing == true)
        #expect(controller.calls.first?.animated == false)
        #expect(controller.isEditing)
        controller.setEditing(false, animated: true)
        #expect(controller.calls.count == 2 && controller.calls.last?.animated == true)
        #expect(controller.isEditing == false)
    }

    @Test("P29: a window whose canBecomeKey is false is shown but not made key")
    func canBecomeKeyFalseKeepsKeyWindow() {
        let host = EventTestHost()
        let keyWindow = host.makeWindow()
        #expect(keyWindow.isKeyWindow)
        let overlay = NonKeyWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        overlay.makeKeyAndVisible()
        #expect(overlay.isHidden == false)
        #expect(overlay.isKeyWindow == false && keyWindow.isKeyWindow)
        overlay.makeKey()
        #expect(host.application.keyWindow === keyWindow)
    }

    @Test("P29: a text field's right view is a subview where rightViewRect says; a tap on its button is the button's")
    func rightViewButtonGetsTheTap() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
        window.addSubview(field)
        let reveal = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        var revealed = 0
        reveal.addAction(UIAction { _ in revealed += 1 }, for: .touchUpInside)
        field.rightView = reveal
        #expect(reveal.superview == nil)
        field.rightViewMode = .always
        #expect(reveal.superview === field)
        #expect(reveal.frame == CGRect(x: 270, y: 5, width: 30, height: 30))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 0, y: 0, width: 270, height: 40))
        #expect(field.editingRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))

        try host.tap(at: CGPoint(x: 20 + 285, y: 120))
        #expect(revealed == 1)
        #expect(field.isEditing == false)
        try host.tap(at: CGPoint(x: 100, y: 120))
        #expect(field.isEditing)
    }

    @Test("P29: a text field's .whileEditing left view shows only while the field edits")
    func leftViewWhileEditing() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        window.addSubview(field)
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        field.leftView = icon
        field.leftViewMode = .whileEditing
        #expect(icon.superview == nil)
        #expect(field.textRect(forBounds: field.bounds).minX == 0)
        #expect(field.becomeFirstResponder())
        #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 10, width: 20, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 20)
        #expect(field.resignFirstResponder())
        #expect(icon.superview == nil)
    }

    @Test("P29: an overridden editingRect moves the caret the field reports")
    func caretFollowsEditingRect() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let field = InsetTextField(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        window.addSubview(field)
        field.text = "abc"
        #expect(field.becomeFirstResponder())
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret.minX == 12 && caret.minY == 4 && caret.height == 32 && caret.width == 0)
        #expect(field.attributedText?.string == "abc")
        field.attributedText = NSAttributedString(string: "xyz")
        #expect(field.text == "xyz")
        field.attributedPlaceholder = NSAttributedString(string: "Name")
        #expect(field.placeholder == "Name" && field.attributedPlaceholder?.string == "Name")
    }

    @Test("P29: a button puts its title label where an overridden titleRect(forContentRect:) says")
    func titleLabelFollowsTitleRect() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = InsetTitleButton(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        window.addSubview(button)
        button.setTitle("Send", for: .normal)
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame == CGRect(x: 10, y: 10, width: 180, height: 30))
        #expect(button.backgroundRect(forBounds: button.bounds) == button.bounds)
        #expect(button.contentRect(forBounds: button.bounds) == button.bounds)
    }

    @Test("P30: a delivered finger's force, radius and angles; precise locations; coalesced and predicted touches")
    func touchAndEventMembers() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = TouchSamplingView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(view)
        try host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 250, y: 50), steps: 4)
        #expect(view.samples.count >= 3)
        for sample in view.samples {
            #expect(sample.coalescedIsTouchItself && sample.predictedIsEmpty && sample.otherTouchIsNil)
            #expect(sample.precise == sample.location && sample.precisePrevious == sample.previous)
            #expect(sample.force == 0 && sample.maximumPossibleForce == 0 && sample.altitude == .pi / 2)
            #expect(sample.estimated.isEmpty)
        }
        #expect(UITouch.Properties.force.rawValue == 1 && UITouch.Properties.location.rawValue == 8)
    }

    @Test("P7: a state override of a recognizer that waited for another to fail sees its recognition arrive")
    func deferredRecognitionReachesStateOverride() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        window.addSubview(view)
        let single = ObservingTapRecognizer()
        var actionStates: [UIGestureRecognizer.State] = []
        single.addAction { actionStates.append($0.state) }
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        try host.tap(at: CGPoint(x: 100, y: 100))
        #expect(actionStates.isEmpty)
        #expect(!single.observed.contains(.ended))
        host.advance(by: 0.5)
        host.runUntilIdle()
        #expect(actionStates == [.ended])
        #expect(single.observed.last == .ended)
        #expect(single.observed.filter { $0 == .ended }.count == 1)
    }
}

private final class DismissRecordingController: UIViewController {
    var dismissCalls = 0
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissCalls += 1
        super.dismiss(animated: flag, completion: completion)
    }
}

private final class EditingRecordingController: UIViewController {
    var calls: [(editing: Bool, animated: Bool)] = []
    override func setEditing(_ editing: Bool, animated: Bool) {
        calls.append((editing, animated))
        super.setEditing(editing, animated: animated)
    }
}

private final class NonKeyWindow: UIWindow {
    override var canBecomeKey: Bool { false }
}

private final class InsetTextField: UITextField {
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 4) }
}

private final class InsetTitleButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect.insetBy(dx: 10, dy: 10) }
}

private final class ObservingTapRecognizer: UITapGestureRecognizer {
    var observed: [UIGestureRecognizer.State] = []
    override var state: UIGestureRecognizer.State {
        didSet { observed.append(state) }
    }
}

private struct TouchSample {
    var location, previous, precise, precisePrevious: CGPoint
    var force, maximumPossibleForce, altitude: CGFloat
    var estimated: UITouch.Properties
    var coalescedIsTouchItself, predictedIsEmpty, otherTouchIsNil: Bool
}

private final class TouchSamplingView: UIView {
    var samples: [TouchSample] = []
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let event else { return }
        let coalesced = event.coalescedTouches(for: touch)
        samples.append(TouchSample(
            location: touch.location(in: self), previous: touch.previousLocation(in: self),
            precise: touch.preciseLocation(in: self), precisePrevious: touch.precisePreviousLocation(in: self),
            force: touch.force, maximumPossibleForce: touch.maximumPossibleForce, altitude: touch.altitudeAngle,
            estimated: touch.estimatedProperties,
            coalescedIsTouchItself: coalesced?.count == 1 && coalesced?.first === touch,
            predictedIsEmpty: event.predictedTouches(for: touch)?.isEmpty == true,
            otherTouchIsNil: event.coalescedTouches(for: UITouch()) == nil))
    }
}
