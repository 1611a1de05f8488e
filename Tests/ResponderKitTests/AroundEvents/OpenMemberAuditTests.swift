import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The audit of P6-P8's rule that members UIKit declares `open` are overridable here: each class of the
// `OpenMemberAudit+*.swift` files subclasses a UIKit class and overrides the members event code overrides, so if
// one stopped being open this target would not compile. Source: the `open` declarations of Apple's UIKit module as
// Swift imports it (UIResponder.h, UIView.h, UIControl.h, UIButton.h, UIViewController.h, UIGestureRecognizer.h
// with UIGestureRecognizerSubclass.h, UITouch.h, UIPress.h, UIEvent.h, UIApplication.h, UIWindow.h,
// UIScrollView.h, UITextField.h, UITextInput.h, UIScene.h, UIWindowScene.h, UILayoutGuide.h and the anchors of
// NSLayoutAnchor.h).
// Swift imports every member of those Objective-C classes as `open`, extensions (categories) included, so the
// list covers the hierarchy, geometry, layout, target-action, presentation, containment, text input and touch
// members UIKit code overrides (P28, P29).
// Only members that are open here are listed: adding one that is not fails to compile, which is how the gaps are
// found.

/// Each double is reached through its UIKit base type, so the overrides are what UIKit's own code would call.
@MainActor @Suite("Open member audit: UIKit's open members event code overrides are overridable")
struct OpenMemberAuditTests {
    @Test("P6, P7, P8: overrides of UIKit's open members are reached through the base classes")
    func overridesAreReached() {
        let view: UIView = AuditView(frame: .zero)
        #expect(view.canBecomeFirstResponder && view.intrinsicContentSize == CGSize(width: 7, height: 7))
        let control: UIControl = AuditControl(frame: .zero)
        #expect(control.beginTracking(UITouch(), with: nil) == false)
        let button: UIButton = AuditButton(frame: .zero)
        #expect(button.title(for: .normal) == "audited")
        let controller: UIViewController = AuditViewController(nibName: nil, bundle: nil)
        #expect(controller.title == "audited")
        let recognizer: UIGestureRecognizer = AuditGestureRecognizer(target: nil, action: nil)
        #expect(recognizer.numberOfTouches == 7)
        #expect((AuditTouch() as UITouch).tapCount == 7)
        #expect((AuditPress() as UIPress).force == 7)
        #expect((AuditEvent() as UIEvent).timestamp == 7)
        #expect((AuditScrollView(frame: .zero) as UIScrollView).touchesShouldCancel(in: UIView()) == false)
        #expect((AuditTextField(frame: .zero) as UITextField).hasText)
        let window: UIWindow = AuditWindow(frame: .zero)
        #expect(window.windowLevel == .alert)
    }

    @Test("P46, P47, P48: superview, a window's scene, the anchors and the guides are reached through the base classes")
    func hierarchySceneAndAnchorOverridesAreReached() {
        let parent = UIView()
        let view: UIView = AuditView(frame: .zero)
        parent.addSubview(view)
        #expect(view.superview === parent)
        #expect(view.leadingAnchor.constraint(equalTo: parent.leadingAnchor).firstItem === view)
        #expect(view.readableContentGuide.owningView === view)
        let window: UIWindow = AuditWindow(frame: .zero)
        #expect(window.windowScene === window.application?.connectedScenes.first)
        let guide: UILayoutGuide = AuditLayoutGuide()
        #expect(guide.layoutFrame == CGRect(x: 1, y: 2, width: 3, height: 4) && guide.identifier == "audited")
    }

    @Test("P51, P52: a screen double and what touches and presses report of their recognizers are reached through the base classes")
    func screenAndRecognizerListOverridesAreReached() {
        let screen: UIScreen = AuditScreen(bounds: CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(screen.traitCollection.userInterfaceIdiom == .pad)
        #expect(screen.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        #expect(UITouch().gestureRecognizers == nil && UIPress().gestureRecognizers == nil)
        #expect((AuditTouch() as UITouch).gestureRecognizers?.isEmpty == true)
        #expect((AuditPress() as UIPress).gestureRecognizers?.isEmpty == true)
    }
}
