import Foundation
import ResponderKit
import ResponderKitTesting

/// A random hierarchy, described as data so a failing one can be printed and shrunk.
struct ViewSpec: CustomStringConvertible {
    enum Kind: String {
        case plain, button, text, textWithInputView, textField, scroll, navigation, tabs
        case switchControl, slider, stepper, segmented, pageControl, refreshScroll, image, interactiveImage, textView
        case table, collection

        /// Tables and collection views, which react from their delegates and change their items.
        var isList: Bool { self == .table || self == .collection }

        /// The standard controls and text views of `WorldChange.standardControls`.
        static let standard: [Kind] = [.switchControl, .slider, .stepper, .segmented, .pageControl, .refreshScroll,
                                       .image, .interactiveImage, .textView]
    }
    enum Shape: String { case identity, rotated, scaled, flattened, translated }
    /// `immediate` is ``ImmediateRecognizer``, which begins inside its own `touchesBegan`.
    enum RecognizerKind: String { case tap, doubleTap, longPress, pan, swipe, pinch, immediate }

    struct Recognizer {
        var kind: RecognizerKind
        var cancelsTouchesInView: Bool
        var delaysTouchesBegan: Bool
        var delaysTouchesEnded: Bool
        /// Fired from the recognizer's action; for `immediate`, from inside its `touchesBegan`.
        var reaction: Reaction?
        var delegate: (ChaosRecognizerDelegate.Callback, Reaction)?
    }

    var kind: Kind
    /// Index of an earlier view, or nil for the root controller's view of `window`.
    var parent: Int?
    var window: Int
    var frame: CGRect
    var shape: Shape
    var isHidden: Bool
    var alpha: CGFloat
    var isUserInteractionEnabled: Bool
    var isMultipleTouchEnabled: Bool
    var isExclusiveTouch: Bool
    var clipsToBounds: Bool
    var recognizers: [Recognizer]
    var reaction: (Trigger, Reaction)?
    /// Overrides its touch, press and motion callbacks without calling `super`.
    var skipsSuper = false

    var description: String {
        var flags: [String] = []
        if isHidden { flags.append("hidden") }
        if alpha < 1 { flags.append("alpha \(alpha)") }
        if !isUserInteractionEnabled { flags.append("no interaction") }
        if isMultipleTouchEnabled { flags.append("multi") }
        if isExclusiveTouch { flags.append("exclusive") }
        if clipsToBounds { flags.append("clips") }
        if shape != .identity { flags.append(shape.rawValue) }
        if skipsSuper { flags.append("skips super") }
        let recognizerText = recognizers.map {
            "\($0.kind)\($0.cancelsTouchesInView ? "" : " noCancel")\($0.delaysTouchesBegan ? " delaysBegan" : "")"
                + "\($0.delaysTouchesEnded ? "" : " noDelayEnd")\($0.reaction.map { " on action \($0)" } ?? "")"
                + "\($0.delegate.map { " delegate \($0.0) \($0.1)" } ?? "")"
        }
        return "\(kind) in \(parent.map { "view \($0)" } ?? "window \(window)") \(frame) [\(flags.joined(separator: ", "))]"
            + (recognizerText.isEmpty ? "" : " recognizers \(recognizerText)")
            + (reaction.map { " on \($0.0) \($0.1)" } ?? "")
    }
}

/// One step of a random session: host input, time, or the app changing itself between events.
enum Step {
    case touches([HostTouch])
    /// Finger `id` does `action` at `fraction` across view `index`'s width, halfway down, wherever the view is
    /// then (standard controls are small, so random points rarely find them).
    case aim(Int, id: Int, HostTouch.Action, fraction: Double)
    /// Finger `id` goes down and up at `fraction` across view `index`, in two frames: a tap on a control.
    case tapAt(Int, id: Int, fraction: Double)
    case key(HostKey.Action, UIKeyboardHIDUsage)
    case button(Bool, UIPress.PressType)
    case text(TextInput)
    case shake(HostShake)
    case remote(UIEvent.EventSubtype)
    case lifecycle(HostLifecycle)
    case advance(TimeInterval)
    case becomeFirstResponder(Int)
    case resignFirstResponder(Int)
    case removeView(Int)
    case toggleHidden(Int)
    case toggleRecognizers(Int)
    case makeKey(Int)
    case present(Int)
    case dismiss(Int)
    /// The world performs a reaction on view `index` between events (`.later` ones start a timer).
    case react(Int, Reaction)

    /// The step as source-like text; the enum is not `CustomStringConvertible` so the default cases can use
    /// Swift's reflected form.
    var text: String {
        switch self {
        case .touches(let touches):
            return ".touches([" + touches.map { "(\($0.id) \($0.action) \($0.location.x),\($0.location.y))" }
                .joined(separator: " ") + "])"
        case .key(let action, let code): return ".key(.\(action), \(code.rawValue))"
        case .button(let down, let type): return ".button(\(down), .\(type))"
        default: return ".\(self)"
        }
    }
}

struct Scenario: CustomStringConvertible {
    var windowCount: Int
    var views: [ViewSpec]
    var steps: [Step]
    /// Reactions of the windows' root controllers, by window.
    var controllerReactions: [(Trigger, Reaction)?] = []

    var description: String {
        var lines = ["windows: \(windowCount)"]
        for (index, reaction) in controllerReactions.enumerated() {
            if let (trigger, reaction) = reaction { lines.append("  root \(index): on \(trigger) \(reaction)") }
        }
        for (index, view) in views.enumerated() { lines.append("  view \(index): \(view)") }
        lines.append("steps:")
        for step in steps { lines.append("  \(step.text)") }
        return lines.joined(separator: "\n")
    }
}

/// Draws scenarios from a seed, using only the kinds of change `WorldChange.enabled` allows.
enum ScenarioGenerator {
    static let screen = CGSize(width: 390, height: 844)

    static func scenario(_ random: inout SplitMix, steps stepCount: Int) -> Scenario {
        let windowCount = random.chance(0.3) ? 2 : 1
        var views: [ViewSpec] = []
        for index in 0..<random.int(1...12) {
            views.append(view(&random, index: index, windowCount: windowCount, views: views))
        }
        var steps: [Step] = []
        let standard = views.indices.filter {
            ViewSpec.Kind.standard.contains(views[$0].kind) || views[$0].kind.isList
        }
        for _ in 0..<stepCount {
            steps.append(step(&random, viewCount: views.count, windowCount: windowCount, standard: standard))
        }
        var controllerReactions: [(Trigger, Reaction)?] = []
        for _ in 0..<windowCount {
            let reacts = WorldChange.controllerReactions.isOn && random.chance(0.3)
            controllerReactions.append(reacts ? (controllerTrigger(&random), reaction(&random, viewCount: views.count))
                                              : nil)
        }
        return Scenario(windowCount: windowCount, views: views, steps: steps,
                        controllerReactions: controllerReactions)
    }

    private static func view(_ random: inout SplitMix, index: Int, windowCount: Int, views: [ViewSpec]) -> ViewSpec {
        var parent: Int? = index > 0 && random.chance(0.6) ? random.int(0...(index - 1)) : nil
        let window = parent.map { views[$0].window } ?? random.int(0...(windowCount - 1))
        var frame = CGRect(x: random.double(-50...350), y: random.double(-50...800),
                           width: random.chance(0.1) ? 0 : random.double(1...300),
                           height: random.chance(0.1) ? 0 : random.double(1...400))
        var kind = random.pick([ViewSpec.Kind.plain, .plain, .button, .text, .textWithInputView, .textField])
        // Drawn after the kind, so the worlds of earlier seeds stay as they were when scroll views are off.
        if WorldChange.scrollViews.isOn, kind == .plain, random.chance(0.3) { kind = .scroll }
        if WorldChange.containers.isOn, kind == .plain, random.chance(0.2) {
            kind = random.chance(0.5) ? .navigation : .tabs
        }
        if WorldChange.standardControls.isOn, kind == .plain || kind == .button, random.chance(0.5) {
            kind = random.pick(ViewSpec.Kind.standard)
        }
        // Controls sit where a screen shows them, mostly straight in the root view, at sizes of their kind, so
        // fingers aimed at them find them unless the session covers, hides or moves them.
        // Drawn after the standard kinds, so earlier seeds' worlds stay as they were when tables are off.
        if WorldChange.tables.isOn, kind == .plain, random.chance(0.2) { kind = .table }
        // Drawn last, so earlier seeds' worlds stay as they were when collection views are off.
        if WorldChange.collections.isOn, kind == .plain, random.chance(0.2) { kind = .collection }
        if ViewSpec.Kind.standard.contains(kind) || kind.isList {
            if random.chance(0.7) { parent = nil }
            let large = kind == .refreshScroll || kind == .textView || kind == .interactiveImage || kind == .image
                || kind.isList
            frame = CGRect(x: random.double(0...280), y: random.double(0...720),
                           width: large ? random.double(80...300) : random.double(40...200),
                           height: large ? random.double(60...300) : random.double(28...44))
        }
        var recognizers: [ViewSpec.Recognizer] = []
        var recognizerKinds: [ViewSpec.RecognizerKind] = [.tap, .doubleTap, .longPress, .pan, .swipe, .pinch]
        if WorldChange.immediateRecognizers.isOn { recognizerKinds.append(.immediate) }
        while random.chance(0.3), recognizers.count < 3 {
            let delegate: (ChaosRecognizerDelegate.Callback, Reaction)?
            if WorldChange.recognizerDelegates.isOn, random.chance(0.2) {
                delegate = (random.pick([.shouldBegin, .shouldReceiveTouch, .shouldRecognizeSimultaneously]),
                            reaction(&random, viewCount: index + 1))
            } else {
                delegate = nil
            }
            recognizers.append(ViewSpec.Recognizer(
                kind: random.pick(recognizerKinds),
                cancelsTouchesInView: random.chance(0.8), delaysTouchesBegan: random.chance(0.2),
                delaysTouchesEnded: random.chance(0.8),
                reaction: random.chance(0.2) ? reaction(&random, viewCount: index + 1) : nil, delegate: delegate))
        }
        // A standard control's reaction fires mostly from its action, during the touch's delivery.
        let trigger = (ViewSpec.Kind.standard.contains(kind) || kind.isList) && random.chance(0.6)
            ? .action : viewTrigger(&random, kind: kind)
        return ViewSpec(
            kind: kind, parent: parent, window: window, frame: frame,
            shape: random.chance(0.2) ? random.pick([.rotated, .scaled, .flattened, .translated]) : .identity,
            isHidden: random.chance(0.08), alpha: random.chance(0.1) ? random.pick([0, 0.005, 0.01, 0.5]) : 1,
            isUserInteractionEnabled: random.chance(0.92), isMultipleTouchEnabled: random.chance(0.3),
            isExclusiveTouch: random.chance(0.1), clipsToBounds: random.chance(0.3), recognizers: recognizers,
            reaction: random.chance(0.25) ? (trigger, reaction(&random, viewCount: index + 1)) : nil,
            skipsSuper: WorldChange.skipSuper.isOn && random.chance(0.1))
    }

    /// The callbacks a view's reaction may fire from. The original generator's triggers fire before `super`.
    private static func viewTrigger(_ random: inout SplitMix, kind: ViewSpec.Kind) -> Trigger {
        var triggers: [Trigger] = [.touch(.began, .beforeSuper), .touch(.moved, .beforeSuper),
                                   .touch(.ended, .beforeSuper), .touch(.cancelled, .beforeSuper),
                                   .press(.began, .beforeSuper), .action]
        if WorldChange.afterSuper.isOn {
            triggers += [.touch(.began, .afterSuper), .touch(.moved, .afterSuper), .touch(.ended, .afterSuper),
                         .touch(.cancelled, .afterSuper), .press(.began, .afterSuper)]
        }
        if WorldChange.pressEnded.isOn {
            triggers.append(.press(.ended, .beforeSuper))
            if WorldChange.afterSuper.isOn { triggers.append(.press(.ended, .afterSuper)) }
        }
        if WorldChange.motionCallbacks.isOn {
            triggers += [.motion(.began, .beforeSuper), .motion(.ended, .beforeSuper)]
            if WorldChange.afterSuper.isOn { triggers += [.motion(.began, .afterSuper), .motion(.ended, .afterSuper)] }
        }
        if WorldChange.keyCommands.isOn { triggers.append(.keyCommand) }
        if WorldChange.keyboardNotifications.isOn {
            triggers.append(.keyboard(random.pick(KeyboardNote.allCases), viaSelector: false))
        }
        if WorldChange.textFieldDelegates.isOn, kind == .textField {
            let callback = random.pick([TextFieldCallback.shouldChangeCharacters, .didChangeSelection,
                                        .didBeginEditing, .didEndEditing])
            triggers += [.textField(callback), .textField(callback)]
        }
        return random.pick(triggers)
    }

    /// The callbacks a root controller's reaction may fire from.
    private static func controllerTrigger(_ random: inout SplitMix) -> Trigger {
        var triggers: [Trigger] = [.touch(.began, .beforeSuper), .touch(.ended, .beforeSuper),
                                   .touch(.cancelled, .beforeSuper), .press(.began, .beforeSuper)]
        if WorldChange.afterSuper.isOn { triggers += [.touch(.began, .afterSuper), .touch(.ended, .afterSuper)] }
        if WorldChange.pressEnded.isOn { triggers.append(.press(.ended, .beforeSuper)) }
        if WorldChange.motionCallbacks.isOn {
            triggers += [.motion(.began, .beforeSuper), .motion(.ended, .beforeSuper)]
        }
        if WorldChange.keyCommands.isOn { triggers += [.keyCommand, .keyCommand] }
        if WorldChange.keyboardNotifications.isOn {
            triggers.append(.keyboard(random.pick(KeyboardNote.allCases), viaSelector: random.chance(0.5)))
            triggers.append(.keyboard(random.pick(KeyboardNote.allCases), viaSelector: random.chance(0.5)))
        }
        return random.pick(triggers)
    }

    static func reaction(_ random: inout SplitMix, viewCount: Int) -> Reaction {
        var reactions: [Reaction] = [.removeSelf, .removeSuperview, .addSubview,
                                     .becomeFirstResponder(random.int(0...viewCount)), .resignFirstResponder,
                                     .disableRecognizers, .present, .dismiss, .sendAction, .hideSelf]
        let more: [(WorldChange, Reaction)] = [
            (.reparent, .reparent(random.int(0...viewCount))), (.reparent, .reparent(random.int(0...viewCount))),
            (.moveToOtherWindow, .moveToOtherWindow), (.replaceRootView, .replaceRootView),
            (.swapRootViewController, .swapRootViewController), (.free, .free), (.free, .free),
            (.keyWindowFromCallbacks, .makeKey(random.int(0...1))), (.containment, .adoptIntoChild),
            (.containment, .removeChild), (.removeRecognizers, .removeRecognizers),
            (.inputFromCallbacks, .input(random.pick([.touchDown, .liftFingers, .keyDown, .keyUp, .shakeBegan,
                                                       .shakeEnded, .text]))),
            (.inputFromCallbacks, .input(random.pick([.touchDown, .liftFingers, .keyUp, .shakeEnded]))),
            (.clockFromCallbacks, .advanceClock(random.pick([0.01, 0.3, 1]))),
            (.interruptions, .input(.lifecycle)),
            (.containers, .push), (.containers, .pop), (.containers, .selectTab(random.int(0...2))),
            (.alerts, .presentAlert),
            (.standardControls, .changeValue), (.standardControls, .changeValue),
        ]
        reactions += more.filter { $0.0.isOn }.map(\.1)
        let picked = random.pick(reactions)
        if WorldChange.timers.isOn, random.chance(0.15) {
            return .later(random.pick([0, 0.05, 0.3, 0.6]), picked)
        }
        return picked
    }

    private static func point(_ random: inout SplitMix) -> CGPoint {
        CGPoint(x: random.double(-20...410).rounded(), y: random.double(-20...860).rounded())
    }

    private static func step(_ random: inout SplitMix, viewCount: Int, windowCount: Int, standard: [Int]) -> Step {
        let view = random.int(0...(viewCount - 1))
        switch random.int(0...99) {
        case 0..<45:
            if WorldChange.standardControls.isOn, !standard.isEmpty, random.chance(0.4) {
                if random.chance(0.3) {
                    // Finger 8 is the taps' own: the random frames (fingers 1-5) often leave theirs down.
                    return .tapAt(random.pick(standard), id: 8, fraction: random.double(0...1))
                }
                return .aim(random.pick(standard), id: random.int(6...7),
                            random.pick([HostTouch.Action.down, .down, .move, .move, .up, .up, .cancel]),
                            fraction: random.double(0...1))
            }
            let count = random.chance(0.8) ? 1 : random.int(2...4)
            var touches: [HostTouch] = []
            var ids = Set<Int>()
            for _ in 0..<count {
                let id = random.int(1...5)
                guard ids.insert(id).inserted || random.chance(0.05) else { continue }
                let action = random.pick([HostTouch.Action.down, .down, .move, .move, .move, .up, .up, .cancel])
                touches.append(HostTouch(id: id, action: action, location: point(&random)))
            }
            return touches.isEmpty ? .advance(0.01) : .touches(touches)
        case 45..<55:
            return .key(random.pick([.down, .repeat, .up]),
                        random.pick([.keyboardA, .keyboardB, .keyboardK, .keyboardReturnOrEnter, .keyboardLeftArrow,
                                     .keyboardDeleteOrBackspace]))
        case 55..<58: return .button(random.chance(0.5), random.pick([.select, .menu, .playPause, .upArrow]))
        case 58..<64: return .text(random.pick([.insert("a"), .insert("héllo"), .deleteBackward, .return]))
        case 64..<67: return .shake(random.pick([.began, .ended, .cancelled]))
        case 67..<69: return .remote(random.pick([.remoteControlPlay, .remoteControlNextTrack, .motionShake]))
        case 69..<82:
            if WorldChange.interruptions.isOn, random.chance(0.25) {
                return .lifecycle(random.pick([.resignActive, .enterBackground, .enterForeground, .becomeActive,
                                               .becomeActive]))
            }
            return .advance(random.pick([0.01, 0.05, 0.2, 0.4, 0.6, 2, 30]))
        case 82..<87: return .becomeFirstResponder(view)
        case 87..<89: return .resignFirstResponder(view)
        case 89..<91: return .removeView(view)
        case 91..<93: return .toggleHidden(view)
        case 93..<95:
            if WorldChange.timers.isOn, random.chance(0.5) {
                return .react(view, .later(random.pick([0.01, 0.2, 0.5]), reaction(&random, viewCount: viewCount)))
            }
            return .toggleRecognizers(view)
        case 95..<97: return .makeKey(random.int(0...(windowCount - 1)))
        case 97..<99: return .present(random.int(0...(windowCount - 1)))
        default: return .dismiss(random.int(0...(windowCount - 1)))
        }
    }
}
