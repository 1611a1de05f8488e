import Foundation
import ResponderKit
import ResponderKitTesting

/// A scenario brought to life in an isolated application, with every invariant of issues 10 and 16 checked
/// after each step. `run` returns the first broken promise, or nil.
///
/// Reactions fire from every kind of callback (responders before and after `super`, recognizer actions and
/// subclasses, recognizer and text-field delegates, control actions, key commands, keyboard notifications,
/// timers); see `World+Reactions.swift`. The door's model and the checks are in `World+Checks.swift`.
@MainActor
final class World {
    let host = EventTestHost()
    let ledger = CallbackLedger()
    var windows: [UIWindow] = []
    /// Each window's root controller, by window; swapped when a reaction swaps one.
    var roots: [ChaosController] = []
    /// Every controller the world made, for the first-responder checks.
    var controllers: [ChaosController] = []
    /// Views by index; a freed view's place holds a detached stand-in so step indexes stay valid.
    var views: [UIView] = []
    var recognizers: [UIGestureRecognizer] = []
    /// Views the world made that no scenario index names (content inside containers, pushed controllers and
    /// alerts), checked for hierarchy soundness too.
    var extraViews: [UIView] = []
    /// Navigation and tab bar controllers the world made, newest last.
    var navigationControllers: [UINavigationController] = []
    var tabBarControllers: [UITabBarController] = []
    /// Delegates are weak in their recognizers, so the world holds them.
    var recognizerDelegates: [ChaosRecognizerDelegate] = []
    var textViewDelegates: [ChaosTextViewDelegate] = []
    var tableSources: [ChaosTableSource] = []
    var collectionSources: [ChaosCollectionSource] = []
    /// Standard controls and text views built, and how often their value-changed actions ran.
    var standardViewCount = 0
    var valueChangeCount = 0
    var observerTokens: [NSObjectProtocol] = []
    var violations: [String] = []
    var diagnosticCount = 0
    /// How many view checks of hierarchy soundness ran.
    var hierarchyChecks = 0

    // The door's model: what the host has down, as the door should see it.
    var fingersDown = Set<Int>()
    var keysDown = Set<Int>()
    var isShaking = false
    /// Above zero while the world is inside `InputDoor.send`; input from callbacks then must be refused.
    var doorDepth = 0
    /// The latest time the clock was seen at; it must never read earlier.
    var latestClockReading: TimeInterval

    var application: UIApplication { host.application }

    init(_ scenario: Scenario) {
        latestClockReading = host.clock.now
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
            roots.append(controller)
            controllers.append(controller)
        }
        observeKeyWindow()
        for spec in scenario.views { build(spec) }
        for (index, reaction) in scenario.controllerReactions.enumerated() where index < roots.count {
            guard let (trigger, reaction) = reaction else { continue }
            let root = roots[index]
            attach(trigger, reaction, to: root.hooks, performOn: { [weak root] in root?.view })
            if trigger == .keyCommand {
                root.addKeyCommand(UIKeyCommand(input: "k", modifierFlags: [], action: .chaosKeyCommand))
            }
            if case .keyboard(let note, true) = trigger {
                application.notificationCenter.addObserver(root, selector: .chaosKeyboardNote, name: note.name,
                                                           object: nil)
            }
        }
    }

    private func build(_ spec: ViewSpec) {
        let hooks = ChaosHooks(ledger: ledger)
        hooks.skipsSuper = spec.skipsSuper
        let view: UIView
        switch spec.kind {
        case .plain: view = ChaosView(frame: spec.frame, hooks: hooks)
        case .scroll:
            let scrollView = UIScrollView(frame: spec.frame)
            scrollView.contentSize = CGSize(width: spec.frame.width * 2, height: spec.frame.height * 3)
            view = scrollView
        case .navigation, .tabs:
            view = embedContainer(spec, in: spec.parent.map { views[$0] } ?? roots[spec.window].view!)
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
        case .switchControl, .slider, .stepper, .segmented, .pageControl, .refreshScroll, .image,
             .interactiveImage, .textView, .table, .collection:
            view = makeStandardView(spec.kind, frame: spec.frame, hooks: hooks)
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
        // An image view keeps UIKit's default of no interaction unless the spec asks for an interactive one.
        view.isUserInteractionEnabled = spec.kind == .image ? false : spec.isUserInteractionEnabled
        view.isMultipleTouchEnabled = spec.isMultipleTouchEnabled
        view.isExclusiveTouch = spec.isExclusiveTouch
        view.clipsToBounds = spec.clipsToBounds
        for recognizerSpec in spec.recognizers { addRecognizer(recognizerSpec, to: view) }
        if let (trigger, reaction) = spec.reaction {
            attach(trigger, reaction, to: hooks, performOn: { [weak view] in view })
        }
        let parent = spec.parent.map { views[$0] } ?? roots[spec.window].view!
        if view.superview !== parent { parent.addSubview(view) }
        views.append(view)
    }

    private func addRecognizer(_ spec: ViewSpec.Recognizer, to view: UIView) {
        let recognizer = makeRecognizer(spec.kind)
        recognizer.cancelsTouchesInView = spec.cancelsTouchesInView
        recognizer.delaysTouchesBegan = spec.delaysTouchesBegan
        recognizer.delaysTouchesEnded = spec.delaysTouchesEnded
        if let reaction = spec.reaction {
            if let immediate = recognizer as? ImmediateRecognizer {
                immediate.reaction = { [weak self, weak view] in
                    guard let self, let view else { return }
                    perform(reaction, on: view)
                }
            } else {
                var done = false
                recognizer.addAction { [weak self, weak view] _ in
                    guard !done, let self, let view else { return }
                    done = true
                    perform(reaction, on: view)
                }
            }
        }
        if let (callback, reaction) = spec.delegate {
            let delegate = ChaosRecognizerDelegate(callback: callback) { [weak self, weak view] in
                guard let self, let view else { return }
                perform(reaction, on: view)
            }
            recognizer.delegate = delegate
            recognizerDelegates.append(delegate)
        }
        view.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
    }

    /// Sets `hooks`' reaction, and for keyboard notifications observed by block registers the observer.
    private func attach(_ trigger: Trigger, _ reaction: Reaction, to hooks: ChaosHooks,
                        performOn target: @escaping () -> UIView?) {
        hooks.reaction = (trigger, { [weak self] in
            guard let self, let view = target() else { return }
            perform(reaction, on: view)
        })
        guard case .keyboard(let note, false) = trigger else { return }
        let token = application.notificationCenter.addObserver(forName: note.name, object: nil, queue: nil) {
            [weak hooks] _ in
            MainActor.assumeIsolated { hooks?.fire(.keyboard(note, viaSelector: false)) }
        }
        observerTokens.append(token)
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
        case .immediate: return ImmediateRecognizer()
        }
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
        if let open = ledger.unfinished().sorted().first { return "after lifting everything: \(open)" }
        if WorldChange.recognizersReset.isOn,
           let stuck = recognizers.first(where: { $0.view?.window != nil && $0.state != .possible }) {
            return "after lifting everything: D1: \(type(of: stuck)) on \(stuck.view.map(Probe.name(of:)) ?? "?") "
                + "is still \(stuck.state)"
        }
        return nil
    }

    private func perform(_ step: Step) {
        switch step {
        case .touches(let touches): sendTouches(touches)
        case .aim(let index, let id, let action, let fraction):
            sendTouches([HostTouch(id: id, action: action, location: screenPoint(in: views[index % views.count],
                                                                                 fraction: fraction))])
        case .tapAt(let index, let id, let fraction):
            // The app brings the control forward first, as one shown over other content is; the session's other
            // views would otherwise cover most of them.
            let view = views[index % views.count]
            view.superview?.bringSubviewToFront(view)
            let point = screenPoint(in: view, fraction: fraction)
            sendTouches([HostTouch(id: id, action: .down, location: point)])
            host.runUntilIdle()
            sendTouches([HostTouch(id: id, action: .up, location: point)])
        case .key(let action, let code): sendKey(action, code)
        case .button(let down, let type):
            let code = -1 - type.rawValue
            let rejected = doorDepth > 0 || down == keysDown.contains(code)
            // The model changes first, as for keys: a key-window change during the press's own delivery
            // forgets it like any held press.
            if !rejected { if down { keysDown.insert(code) } else { keysDown.remove(code) } }
            send(.button(HostButton(isDown: down, type: type)), expectRejection: rejected)
        case .text(let text): sendText(text)
        case .shake(let phase): sendShake(phase)
        case .lifecycle(let change): sendLifecycle(change)
        case .remote(let subtype):
            send(.remoteControl(subtype),
                 expectRejection: subtype.rawValue < UIEvent.EventSubtype.remoteControlPlay.rawValue)
        case .advance(let interval): host.advance(by: interval)
        case .becomeFirstResponder(let index): _ = views[index % views.count].becomeFirstResponder()
        case .resignFirstResponder(let index): _ = views[index % views.count].resignFirstResponder()
        case .removeView(let index): views[index % views.count].removeFromSuperview()
        case .toggleHidden(let index): views[index % views.count].isHidden.toggle()
        case .toggleRecognizers(let index):
            for recognizer in views[index % views.count].gestureRecognizers ?? [] { recognizer.isEnabled.toggle() }
        case .makeKey(let index): windows[index % windows.count].makeKey()
        case .present(let index): present(from: roots[index % roots.count])
        case .dismiss(let index): roots[index % roots.count].dismiss(animated: false)
        case .react(let index, let reaction): perform(reaction, on: views[index % views.count])
        }
        host.runUntilIdle()
    }

    /// Lifts every finger, key and button, ends a shake and lets every timer fire, so everything is over.
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
        if isShaking { sendShake(.ended) }
        host.runUntilIdle()
        host.advance(by: 10)
        // Reactions that ran while finishing may have put fingers or keys down again.
        if !fingersDown.isEmpty || !keysDown.isEmpty || isShaking { finishOnce() }
    }

    private var finished = false

    private func finishOnce() {
        guard !finished else { return }
        finished = true
        finish()
    }
}
