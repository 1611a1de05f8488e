import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Explaining decisions: hit-test, chain, action and first-responder reports")
struct ReportTests {
    @Test("B2: the classic dead button outside its superview's bounds is explained by the superview")
    func deadButton() {
        let host = EventTestHost()
        let controller = UIViewController()
        let window = host.makeWindow(rootViewController: controller)
        let toolbar = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        toolbar.tag = 1
        let button = UIButton(frame: CGRect(x: 20, y: 50, width: 80, height: 30))
        toolbar.addSubview(button)
        controller.view.addSubview(toolbar)
        let point = CGPoint(x: 40, y: 160)
        let report = window.hitTestReport(at: point)
        #expect(report.winner === controller.view)
        #expect(report.step(for: toolbar)?.verdict == .outsideBounds)
        #expect(report.step(for: button)?.verdict == .notAskedBecauseOfAncestor(toolbar))
        #expect(report.description.contains("UIView[0.0]: the point is outside its bounds"))
        #expect(window.views(at: point).contains { $0 === button })
    }

    @Test("B3: a transparent overlay in front of a button is named as the winner")
    func overlayWins() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let button = UIButton(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        let overlay = UIView(frame: window.bounds)
        overlay.alpha = 0.02
        window.addSubview(button)
        window.addSubview(overlay)
        let report = window.hitTestReport(at: CGPoint(x: 50, y: 40))
        #expect(report.winner === overlay)
        #expect(report.step(for: overlay)?.verdict == .tookThePoint)
        #expect(report.step(for: button)?.verdict == .notAskedBecauseSiblingInFront(overlay))
        #expect(report.step(for: window)?.verdict == .passedToSubview(overlay))
        #expect(window.views(at: CGPoint(x: 50, y: 40)).map { $0 === overlay } == [true, false, false])
    }

    @Test("B1, B7, B8: hidden, disabled and overriding views get their own verdicts")
    func verdicts() {
        final class PassThrough: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let disabled = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        disabled.isEnabled = false
        let hidden = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        hidden.isHidden = true
        let passThrough = PassThrough(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        for view in [disabled, hidden, passThrough] { root.addSubview(view) }
        #expect(root.hitTestReport(at: CGPoint(x: 10, y: 10)).step(for: disabled)?.verdict == .disabledControl)
        #expect(root.hitTestReport(at: CGPoint(x: 110, y: 10)).step(for: hidden)?.verdict == .hidden)
        let report = root.hitTestReport(at: CGPoint(x: 210, y: 10))
        #expect(report.step(for: passThrough)?.verdict == .overrideReturnedNil)
        #expect(report.winner === root)
    }

    @Test("F2, F3: three failures of becomeFirstResponder give three distinct reasons")
    func firstResponderReasons() {
        final class Editable: UIView {
            var refuses = false
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { !refuses }
        }
        let host = EventTestHost()
        let window = host.makeWindow()
        let detached = Editable()
        #expect(!detached.becomeFirstResponder())
        #expect(detached.firstResponderRefusal == .notInWindow)
        let plain = UIView()
        window.addSubview(plain)
        #expect(!plain.becomeFirstResponder())
        #expect(plain.firstResponderRefusal == .cannotBecomeFirstResponder)
        let current = Editable(), next = Editable()
        window.addSubview(current)
        window.addSubview(next)
        current.becomeFirstResponder()
        current.refuses = true
        #expect(!next.becomeFirstResponder())
        #expect(next.firstResponderRefusal == .currentRefusedToResign)
        #expect(!current.resignFirstResponder())
        #expect(current.firstResponderRefusal == .cannotResignFirstResponder)
        current.refuses = false
        #expect(next.becomeFirstResponder())
        #expect(next.firstResponderRefusal == nil)
        #expect(host.application.diagnostics.entries.contains { $0.kind == .firstResponderRefused })
    }

    @Test("A2-A9: the chain report names the rule behind every step")
    func chainReport() {
        final class Redirect: UIView {
            weak var target: UIResponder?
            override var next: UIResponder? { target ?? super.next }
        }
        final class Delegate: UIResponder, UIApplicationDelegate {}
        let host = EventTestHost()
        let delegate = Delegate()
        host.application.delegate = delegate
        let root = UIViewController()
        let window = host.makeWindow(rootViewController: root)
        let presented = UIViewController()
        root.present(presented, animated: false)
        let leaf = UIView()
        presented.view.addSubview(leaf)
        let report = leaf.responderChainReport()
        #expect(report.steps.map(\.rule) == [.viewToSuperview, .rootViewToController, .presentedToPresenting,
                                             .controllerToSuperviewOfItsView, .windowToApplication,
                                             .applicationToDelegate])
        #expect(report.responders.last === delegate && !report.hasCycle)
        _ = window

        let looping = Redirect()
        let child = Redirect()
        looping.addSubview(child)
        looping.target = child
        let cyclic = child.responderChainReport()
        #expect(cyclic.steps.map(\.rule) == [.viewToSuperview, .cycle])
        #expect(cyclic.hasCycle && cyclic.responders.count == 2)
        #expect(cyclic.description.contains("[cycle]"))

        let redirected = Redirect()
        let elsewhere = UIResponder()
        redirected.target = elsewhere
        #expect(redirected.responderChainReport().steps.map(\.rule) == [.overriddenNext])
    }

    @Test("E7, E8: the action report lists who was asked and who would handle it, without sending")
    func actionReport() {
        final class Handler: UIViewController {
            var saves = 0
            override class func declareActions(in table: inout ActionTable) {
                super.declareActions(in: &table)
                table.add("save:", Handler.save)
            }
            func save(_ sender: Any?) { saves += 1 }
        }
        let host = EventTestHost()
        let controller = Handler()
        _ = host.makeWindow(rootViewController: controller)
        let field = UIView()
        controller.view.addSubview(field)
        let report = host.application.actionResolutionReport(for: "save:", from: field)
        #expect(report.start == .sender(field))
        #expect(report.answers.map(\.canPerform) == [false, false, true])
        #expect(report.receiver === controller)
        #expect(controller.saves == 0)
        let nobody = host.application.actionResolutionReport(for: "print:", from: field)
        #expect(nobody.receiver == nil && nobody.answers.count == 5)
        #expect(nobody.description.contains("nobody handles it"))
    }
}
