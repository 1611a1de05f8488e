import Foundation
import ResponderKit
import ResponderKitTesting

/// The invariants checked after every step: C2, C11, C13, H3 and I2 through the ledger, a sound hierarchy, D1 through the state
/// observer, B5, F2, F9, G1, the door's model (in `World+Door.swift`) and a clock that never runs backwards.
extension World {
    func checkTransition(_ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State,
                         to new: UIGestureRecognizer.State) {
        let legal: Bool
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): legal = true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): legal = true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): legal = true
        case (.ended, .possible), (.cancelled, .possible), (.failed, .possible): legal = true
        default: legal = false
        }
        let isDiscrete = recognizer is UITapGestureRecognizer || recognizer is UISwipeGestureRecognizer
        if !legal || (isDiscrete && (new == .began || new == .changed)) {
            violations.append("D1: \(type(of: recognizer)) went \(old) -> \(new)")
        }
    }

    func check(after label: String) -> String? {
        checkHitTesting()
        checkFirstResponders()
        checkInputView()
        checkClock()
        checkHierarchy()
        let problems = violations + ledger.violations
        return problems.first.map { "after \(label): \($0)" }
    }

    /// No loop among superviews, parents and children agree, and every view's `window` is its tree's window,
    /// whatever the callbacks moved (issue 34); every view the world made or shows is checked.
    private func checkHierarchy() {
        var all: [UIView] = views + extraViews + windows
        for root in roots { if let view = root.viewIfLoaded { all.append(view) } }
        for window in application.windows { all.append(window) }
        hierarchyChecks += all.count
        if let problem = HierarchySoundness.problems(in: all, name: { Probe.name(of: $0) }).first {
            violations.append("hierarchy: \(problem)")
        }
    }

    /// Time never runs backwards, also when a timer advances the clock inside an outer advance.
    private func checkClock() {
        if host.clock.now < latestClockReading {
            violations.append("the clock went back from \(latestClockReading) to \(host.clock.now)")
        }
        latestClockReading = max(latestClockReading, host.clock.now)
    }

    private var fingerprint: String {
        let states = recognizers.map { "\($0.state.rawValue)\($0.isEnabled)" }.joined()
        let first = application.firstResponder.map { "\(ObjectIdentifier($0))" } ?? "-"
        return "\(ledger.callbackCount) \(diagnosticCount) \(first) \(states) \(host.clock.pendingTimerCount)"
    }

    /// B5: asking must not change anything, and the report must name the same view as the hit test.
    private func checkHitTesting() {
        let before = fingerprint
        for window in application.windows where !window.isHidden {
            for x in stride(from: -10.0, through: 400, by: 45) {
                for y in stride(from: -10.0, through: 850, by: 95) {
                    let point = CGPoint(x: x, y: y)
                    let hit = window.hitTest(point, with: nil)
                    let reported = window.hitTestReport(at: point).winner
                    if hit !== reported {
                        violations.append("B5: at \(point) hitTest gave \(name(hit)), the report \(name(reported))")
                        return
                    }
                    if window.hitTest(point, with: nil) !== hit {
                        violations.append("B5: hitTest at \(point) answered differently the second time")
                        return
                    }
                }
            }
        }
        if fingerprint != before { violations.append("B5: hit testing changed the app: \(before) -> \(fingerprint)") }
    }

    /// At most one first responder per window, inside it (F2, F9).
    private func checkFirstResponders() {
        var byWindow: [ObjectIdentifier: [UIResponder]] = [:]
        let responders: [UIResponder] = views + controllers
        for responder in responders where responder.isFirstResponder {
            let window = (responder as? UIView)?.window ?? (responder as? UIViewController)?.viewIfLoaded?.window
            guard let window else {
                violations.append("F9: \(Probe.name(of: responder)) is first responder outside any window")
                continue
            }
            byWindow[ObjectIdentifier(window), default: []].append(responder)
            if window.firstResponder !== responder {
                violations.append("F2: \(Probe.name(of: responder)) says it is first responder, its window disagrees")
            }
        }
        for (_, list) in byWindow where list.count > 1 {
            violations.append("F2: one window has \(list.count) first responders: \(list.map(Probe.name(of:)))")
        }
        for window in application.windows {
            guard let first = window.firstResponder else { continue }
            if let view = first as? UIView, view.window !== window {
                violations.append("F9: a window's first responder \(Probe.name(of: view)) is not inside it")
            }
            if let controller = first as? UIViewController, controller.viewIfLoaded?.window !== window {
                violations.append("F9: a window's first responder \(Probe.name(of: controller)) is not in it")
            }
        }
    }

    /// G1: what is shown belongs to the current first responder.
    private func checkInputView() {
        let system = application.inputSystem
        var expected: UIView?
        if let responder = application.firstResponder {
            expected = responder.inputViewController?.view ?? responder.inputView
            if expected == nil, responder is UIKeyInput { expected = system.systemKeyboard }
        }
        if system.shownInputView !== expected {
            violations.append("G1: input view shown is \(name(system.shownInputView)), the first responder's is "
                + "\(name(expected))")
        }
    }

    private func name(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        return view.accessibilityIdentifier ?? String(describing: type(of: view))
    }
}
