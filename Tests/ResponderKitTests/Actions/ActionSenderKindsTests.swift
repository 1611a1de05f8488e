import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A responder that can be first responder and records the senders of the `tap:` actions it runs.
private final class RecordingResponderView: UIView {
    var senders: [Any?] = []

    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.tap, RecordingResponderView.tap)
    }

    func tap(_ sender: Any?) { senders.append(sender) }
}

/// A sender of a plain class that is not a responder.
private final class Remote {}

/// A sender that is a value, not an object.
private struct Token {}

/// Two windows, each with a first responder that implements `tap:`; the first is key.
@MainActor
private struct TwoWindows {
    let application = UIApplication(clock: VirtualClock(start: 0),
                                    screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 400, height: 400)))
    let keyWindow: UIWindow
    let otherWindow: UIWindow
    let keyResponder = RecordingResponderView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let otherResponder = RecordingResponderView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let otherButton = UIButton(frame: CGRect(x: 0, y: 200, width: 100, height: 44))

    init() {
        otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
        otherWindow.isHidden = false
        keyWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400), application: application)
        keyWindow.makeKeyAndVisible()
        keyWindow.addSubview(keyResponder)
        otherWindow.addSubview(otherResponder)
        otherWindow.addSubview(otherButton)
        _ = keyResponder.becomeFirstResponder()
        _ = otherResponder.becomeFirstResponder()
    }
}

@MainActor
@Suite("Senders and targets of every kind, boxed as UIKit code boxes them (spec E5-E7)")
struct ActionSenderKindsTests {
    @Test("E7: a nil-targeted action from a responder starts at the first responder of the sender's window, every time")
    func responderSenderChoosesItsWindow() {
        let scene = TwoWindows()
        // The second and third sends take the remembered path for the sender's class; all must agree.
        for _ in 0..<3 {
            #expect(scene.application.sendAction(.tap, to: nil, from: scene.otherButton, for: nil))
        }
        #expect(scene.otherResponder.senders.count == 3)
        #expect(scene.keyResponder.senders.isEmpty)
        #expect(scene.otherResponder.senders.allSatisfy { ($0 as? UIButton) === scene.otherButton })
    }

    @Test("E7: a responder boxed as an optional, AnyObject, AnyHashable or a superclass still names its window")
    func boxedResponderSenders() {
        let scene = TwoWindows()
        let asOptional: UIButton? = scene.otherButton
        let asObject: AnyObject = scene.otherButton
        let asSuperclass: UIResponder = scene.otherButton
        // AnyHashable holds its value in a box of its own, which the cast opens.
        let senders: [Any?] = [asOptional as Any, asObject, asSuperclass, scene.otherButton as UIControl,
                               AnyHashable(scene.otherButton)]
        for sender in senders + senders {
            #expect(scene.application.sendAction(.tap, to: nil, from: sender, for: nil))
        }
        #expect(scene.otherResponder.senders.count == 10)
        #expect(scene.keyResponder.senders.isEmpty)
    }

    @Test("E7: a sender that is no responder, a value or nil starts at the key window's first responder")
    func nonResponderSendersUseTheKeyWindow() {
        let scene = TwoWindows()
        let senders: [Any?] = [Remote(), Token(), 42, "text", nil, Optional<UIButton>.none as Any]
        for sender in senders + senders {
            #expect(scene.application.sendAction(.tap, to: nil, from: sender, for: nil))
        }
        #expect(scene.keyResponder.senders.count == 12)
        #expect(scene.otherResponder.senders.isEmpty)
    }

    @Test("E7: a bar button item names the window its bar is in, every time; one in no bar, the key window")
    func barButtonItemSendersNameTheirBarsWindow() {
        let scene = TwoWindows()
        let content = UIViewController()
        let shown = UIBarButtonItem(title: "Archive", style: .plain, target: nil, action: .tap)
        content.navigationItem.rightBarButtonItem = shown
        let navigation = UINavigationController(rootViewController: content)
        scene.otherWindow.rootViewController = navigation
        scene.otherWindow.layoutIfNeeded()
        _ = scene.otherResponder.becomeFirstResponder()
        let loose = UIBarButtonItem(title: "Loose", style: .plain, target: nil, action: .tap)
        for _ in 0..<3 {
            #expect(scene.application.sendAction(.tap, to: nil, from: shown, for: nil))
            #expect(scene.application.sendAction(.tap, to: nil, from: loose, for: nil))
        }
        #expect(scene.otherResponder.senders.count == 3)
        #expect(scene.otherResponder.senders.allSatisfy { $0 as? UIBarButtonItem === shown })
        #expect(scene.keyResponder.senders.count == 3)
        #expect(scene.keyResponder.senders.allSatisfy { $0 as? UIBarButtonItem === loose })
    }

    @Test("E5: an explicit target reaches its method however it is boxed; a value target is refused with a diagnostic")
    func explicitTargets() {
        let scene = TwoWindows()
        let targets: [Any] = [scene.otherResponder, scene.otherResponder as AnyObject,
                              scene.otherResponder as UIResponder, Optional(scene.otherResponder) as Any,
                              AnyHashable(scene.otherResponder)]
        for target in targets + targets {
            #expect(scene.application.sendAction(.tap, to: target, from: nil, for: nil))
        }
        #expect(scene.otherResponder.senders.count == 10)

        let before = scene.application.diagnostics.entries.count
        #expect(!scene.application.sendAction(.tap, to: Token(), from: nil, for: nil))
        #expect(scene.application.diagnostics.entries.count == before + 1)
        #expect(scene.application.diagnostics.entries.last?.kind == .invalidActionTarget)
    }
}
