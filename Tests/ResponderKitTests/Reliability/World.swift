import Foundation
import ResponderKit
import ResponderKitTesting

/// A scenario brought to life in an isolated application, with every invariant of issue 10 checked after
/// each step. `run` returns the first broken promise, or nil.
@MainActor
final class World {
    let host = EventTestHost()
    let ledger = CallbackLedger()
    private(set) var windows: [UIWindow] = []
    private(set) var controllers: [ChaosController] = []
    private(set) var views: [UIView] = []
    private(set) var recognizers: [UIGestureRecognizer] = []
    private var violations: [String] = []
    private var diagnosticCount = 0
    private var fingersDown = Set<Int>()
    private var keysDown = Set<Int>()
    private var isShaking = false

    var application: UIApplication { host.application }

    init(_ scenario: Scenario) {
        application.beginReceivingRemoteControlEvents()
        application.diagnostics.observer = { [unowned self] _ in diagnosticCount += 1 }
        application.gestureRecognizerStateObserver = { [unowned self] recognizer, old, new in
            checkTransition(recognizer, from: old, to: new)
        }
        for index in 0..<scenario.windowCount {
            let controller = ChaosController(name: "root \(index)", hooks: ChaosHooks(ledger: ledger))
            controller.acceptsFirstResponder = true
            let frame = index == 0 ? nil : CGRect(x: 40, y: 100, width: 300, height: 500)
            windows.append(host.makeWindow(rootViewController: controller, frame: frame,
                                           level: index == 0 ? .normal : .alert))
            controllers.append(controller)
        }
        for spec in scenario.views { build(spec) }
    }

    private func build(_ spec: ViewSpec) {
        let hooks = ChaosHooks(ledger: ledger)
        let view: UIView
        switch spec.kind {
        case .plain: view = ChaosView(frame: spec.frame, hooks: hooks)
        case .button:
            let button = ChaosButton(frame: spec.frame, hooks: hooks)
            button.addAction(UIAction { [unowned hooks] _ in hooks.fire(.action) }, for: .touchUpInside)
            view = button
        case .text:
            view = ChaosTextInput(frame: spec.frame, hooks: hooks, inputView: nil, accessoryView: nil)
        case .textField: view = ChaosTextField(frame: spec.frame, hooks: hooks)
        case .textWithInputView:
            view = ChaosTextInput(frame: spec.frame, hooks: hooks,
                                  inputView: UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200)),
                                  accessoryView: UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 40)))
        }
        view.accessibilityIdentifier = "view \(views.count)"
        switch spec.shape {
        case .identity: break
        case .rotated: view.transform = CGAffineTransform(rotationAngle: 0.7)
        case .scaled: view.transform = CGAffineTransform(scaleX: 2.5, y: 0.4)
        case .flattened: view.transform = CGAffineTransform(scaleX: 0, y: 1)
        case .translated: view.transform = CGAffineTransform(translationX: -80, y: 120)
        }
        view.isHidden = spec.isHidden
        view.alpha = spec.alpha
        view.isUserInteractionEnabled = spec.isUserInteractionEnabled
        view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
        view.isExclusiveTouch = spec.isExclusiveTouch
        view.clipsToBounds = spec.clipsToBounds
        for recognizerSpec in spec.recognizers {
            let recognizer = makeRecognizer(recognizerSpec.kind)
            recognizer.cancelsTouchesInView = recognizerSpec.cancelsTouchesInView
            recognizer.delaysTouchesBegan = recognizerSpec.delaysTouchesBegan
            recognizer.delaysTouchesEnded = recognizerSpec.delaysTouchesEnded
            if let reaction = recognizerSpec.reaction {
                recognizer.addAction { [unowned self, unowned view] _ in perform(reaction, on: view) }
            }
            view.addGestureRecognizer(recognizer)
            recognizers.append(recognizer)
        }
        if let (trigger, reaction) = spec.reaction {
            hooks.reaction = (trigger, { [unowned self, unowned view] in self.perform(reaction, on: view) })
        }
        let parent = spec.parent.map { views[$0] } ?? controllers[spec.window].view!
        parent.addSubview(view)
        views.append(view)
    }

    private func makeRecognizer(_ kind: ViewSpec.RecognizerKind) -> UIGestureRecognizer {
        switch kind {
        case .tap: return UITapGestureRecognizer()
        case .doubleTap:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            return tap
        case .longPress: return UILongPressGestureRecognizer()
        case .pan: return UIPanGestureRecognizer()
        case .swipe: return UISwipeGestureRecognizer()
        case .pinch: return UIPinchGestureRecognizer()
        }
    }

    // MARK: Reentrancy

    func perform(_ reaction: Reaction, on view: UIView) {
        switch reaction {
        case .removeSelf: view.removeFromSuperview()
        case .removeSuperview: view.superview?.removeFromSuperview()
        case .addSubview:
            let added = ChaosView(frame: view.bounds, hooks: ChaosHooks(ledger: ledger))
            added.accessibilityIdentifier = "added \(views.count)"
            view.addSubview(added)
            views.append(added)
        case .becomeFirstResponder(let index):
            if index < views.count { _ = views[index].becomeFirstResponder() } else {
                _ = controllers[0].becomeFirstResponder()
            }
        case .resignFirstResponder: _ = application.firstResponder?.resignFirstResponder()
        case .disableRecognizers:
            var current: UIView? = view
            while let each = current {
                for recognizer in each.gestureRecognizers ?? [] { recognizer.isEnabled = false }
                current = each.superview
            }
        case .present: present(from: controllers[0])
        case .dismiss: controllers[0].dismiss(animated: false)
        case .sendAction: _ = application.sendAction(.copy, to: nil, from: view, for: nil)
        case .hideSelf: view.isHidden = true
        }
    }

    private func present(from presenter: ChaosController) {
        let presented = ChaosController(name: "presented", hooks: ChaosHooks(ledger: ledger))
        let content = ChaosView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), hooks: presented.hooks)
        content.accessibilityIdentifier = "presented content"
        presented.view.addSubview(content)
        views.append(content)
        controllers.append(presented)
        presenter.present(presented, animated: false)
    }

    // MARK: Running

    /// Runs every step, checks the invariants after each, then lifts everything and checks that every
    /// began was ended. Returns the first violation, naming the step.
    func run(_ steps: [Step]) -> String? {
        if let problem = check(after: "building") { return problem }
        for (index, step) in steps.enumerated() {
            perform(step)
            if let problem = check(after: "step \(index) \(step.text)") { return problem }
        }
        finish()
        if let problem = check(after: "lifting everything") { return problem }
        if let open = ledger.unfinished().first { return "after lifting everything: \(open)" }
        return nil
    }

    private func perform(_ step: Step) {
        switch step {
        case .touches(let touches):
            var down = fingersDown
            var expectedRejection = false
            var seen = Set<Int>()
            for touch in touches {
                if !seen.insert(touch.id).inserted { expectedRejection = true }
                switch touch.action {
                case .down: if !down.insert(touch.id).inserted { expectedRejection = true }
                case .move: if !down.contains(touch.id) { expectedRejection = true }
                case .up, .cancel: if down.remove(touch.id) == nil { expectedRejection = true }
                }
            }
            send(.touches(touches), expectRejection: expectedRejection)
            if !expectedRejection { fingersDown = down }
        case .key(let action, let code):
            let isDown = keysDown.contains(Int(code.rawValue))
            let rejected = action == .down ? isDown : !isDown
            send(.key(HostKey(action, code, characters: code == .keyboardA ? "a" : "")), expectRejection: rejected)
            if !rejected, action == .down { keysDown.insert(Int(code.rawValue)) }
            if !rejected, action == .up { keysDown.remove(Int(code.rawValue)) }
        case .button(let down, let type):
            let code = -1 - type.rawValue
            let rejected = down == keysDown.contains(code)
            send(.button(HostButton(isDown: down, type: type)), expectRejection: rejected)
            if !rejected { if down { keysDown.insert(code) } else { keysDown.remove(code) } }
        case .text(let text):
            send(.text(text), expectRejection: !(application.firstResponder is UIKeyInput))
        case .shake(let phase):
            let rejected = phase != .began && !isShaking
            let canShake = application.keyWindow != nil
            send(.shake(phase), expectRejection: rejected)
            if !rejected { isShaking = phase == .began && canShake }
        case .remote(let subtype):
            send(.remoteControl(subtype), expectRejection: subtype.rawValue < UIEvent.EventSubtype.remoteControlPlay.rawValue)
        case .advance(let interval): host.advance(by: interval)
        case .becomeFirstResponder(let index): _ = views[index % views.count].becomeFirstResponder()
        case .resignFirstResponder(let index): _ = views[index % views.count].resignFirstResponder()
        case .removeView(let index): views[index % views.count].removeFromSuperview()
        case .toggleHidden(let index): views[index % views.count].isHidden.toggle()
        case .toggleRecognizers(let index):
            for recognizer in views[index % views.count].gestureRecognizers ?? [] { recognizer.isEnabled.toggle() }
        case .makeKey(let index): windows[index % windows.count].makeKey()
        case .present(let index): present(from: controllers[index % windows.count])
        case .dismiss(let index): controllers[index % windows.count].dismiss(animated: false)
        }
        host.runUntilIdle()
        // Presses held when the key window changes are cancelled for their responders, but the host's keys
        // stay down: their release is absorbed and a second down is refused (C12).
    }

    private func send(_ input: HostInput, expectRejection: Bool) {
        do {
            try application.inputDoor.send(input)
            if expectRejection { violations.append("the door accepted \(input), which should be rejected") }
        } catch {
            if !expectRejection { violations.append("the door rejected \(input): \(error)") }
        }
    }

    /// Lifts every finger, key and button and lets every timer fire, so every touch and press is over.
    private func finish() {
        let leftover = fingersDown.sorted()
        if !leftover.isEmpty {
            send(.touches(leftover.map { HostTouch(id: $0, action: .up, location: .zero) }), expectRejection: false)
            fingersDown.removeAll()
        }
        for code in keysDown.sorted() {
            if code < 0 {
                send(.button(HostButton(isDown: false, type: UIPress.PressType(rawValue: -1 - code)!)),
                     expectRejection: false)
            } else if let usage = UIKeyboardHIDUsage(rawValue: code) {
                send(.key(HostKey(.up, usage)), expectRejection: false)
            }
        }
        keysDown.removeAll()
        host.runUntilIdle()
        host.advance(by: 10)
    }

    // MARK: Invariants

    private func checkTransition(_ recognizer: UIGestureRecognizer, from old: UIGestureRecognizer.State,
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

    private func check(after label: String) -> String? {
        checkHitTesting()
        checkFirstResponders()
        checkInputView()
        let problems = violations + ledger.violations
        return problems.first.map { "after \(label): \($0)" }
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

/// Runs scenarios, and shrinks a failing one by dropping steps, then views, while it still fails.
@MainActor
enum PropertyRunner {
    static func failure(of scenario: Scenario) -> String? {
        World(scenario).run(scenario.steps)
    }

    static func shrink(_ scenario: Scenario) -> Scenario {
        shrink(scenario) { failure(of: $0) != nil }
    }

    static func shrink(_ scenario: Scenario, failsWhen fails: (Scenario) -> Bool) -> Scenario {
        var smallest = scenario
        var progress = true
        while progress {
            progress = false
            var index = smallest.steps.count - 1
            while index >= 0 {
                var candidate = smallest
                candidate.steps.remove(at: index)
                if fails(candidate) {
                    smallest = candidate
                    progress = true
                }
                index -= 1
            }
            index = smallest.views.count - 1
            while index >= 0, smallest.views.count > 1 {
                if let candidate = removing(view: index, from: smallest), fails(candidate) {
                    smallest = candidate
                    progress = true
                }
                index = min(index - 1, smallest.views.count - 1)
            }
        }
        return smallest
    }

    /// The scenario without view `index` and its descendants; later parent indexes are renumbered.
    private static func removing(view index: Int, from scenario: Scenario) -> Scenario? {
        var removed = Set([index])
        for (offset, view) in scenario.views.enumerated() where view.parent.map(removed.contains) == true {
            removed.insert(offset)
        }
        guard removed.count < scenario.views.count else { return nil }
        var renumbered: [Int: Int] = [:]
        var views: [ViewSpec] = []
        for (offset, view) in scenario.views.enumerated() where !removed.contains(offset) {
            renumbered[offset] = views.count
            var copy = view
            copy.parent = view.parent.map { renumbered[$0]! }
            views.append(copy)
        }
        var smaller = scenario
        smaller.views = views
        return smaller
    }
}
