import Foundation
import ResponderKit

extension Selector {
    /// The button's nil-targeted action: nobody is named, so the responder chain finds the controller.
    static let saveName: Selector = "saveName:"
    /// The background tap recognizer's action, on the controller.
    static let backgroundTapped: Selector = "backgroundTapped:"
    /// Escape's key command: end editing.
    static let dismissKeyboard: Selector = "dismissKeyboard:"
    /// The Play key of the controller's input view.
    static let playTapped: Selector = "playTapped:"
}

/// What the demo's own responders noticed, in order; the narrator prints it under each step, so the reader
/// sees who handled an input as well as where the core sent it.
@MainActor
final class DemoLog {
    private(set) var entries: [String] = []
    /// Also told of every note as it is made: the interactive host shows them in its trace panel.
    var onNote: ((String) -> Void)?

    func note(_ entry: String) {
        entries.append(entry)
        onNote?(entry)
    }

    /// Takes every entry noted so far, leaving the log empty.
    func drain() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// The app delegate: the last responder of the chain (A8), where a touch nobody wanted ends up.
final class DemoAppDelegate: UIResponder, UIApplicationDelegate {
    let log: DemoLog

    init(log: DemoLog) {
        self.log = log
        super.init()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.note("the app delegate received touchesEnded at the end of the chain; nobody handled the touch")
        // Passed on like any responder that does not handle it, so the trace says nobody handled it.
        super.touchesEnded(touches, with: event)
    }
}

/// The custom input view the controller shows while it is first responder: a small "now playing" panel
/// with a Play key, standing for the remote-control UI an audio app brings up.
final class NowPlayingInputView: UIInputView {
    let playButton = UIButton(type: .system)

    /// Creates the panel; Play sends its action to `target` explicitly (see the story's scene about it).
    init(width: CGFloat, target: UIResponder) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 64), inputViewStyle: .default)
        accessibilityIdentifier = "nowPlaying"
        playButton.accessibilityIdentifier = "play"
        playButton.setTitle("Play", for: .normal)
        playButton.frame = CGRect(x: 16, y: 16, width: 96, height: 32)
        playButton.addTarget(target, action: .playTapped, for: .touchUpInside)
        addSubview(playButton)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// The controller of Figure 7-1: it handles the button's action (found up the chain), the background tap,
/// Escape, shake and remote-control events.
final class DemoViewController: UIViewController {
    let log: DemoLog
    var nowPlaying: NowPlayingInputView?
    private(set) var savedName: String?

    init(log: DemoLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.saveName, DemoViewController.saveName)
        table.add(.backgroundTapped, DemoViewController.backgroundTapped)
        table.add(.dismissKeyboard, DemoViewController.dismissKeyboard)
        table.add(.playTapped, DemoViewController.playTapped)
    }

    // The controller becomes first responder once editing ends, as a UIKit app does to receive shake and
    // remote-control events; its input view is the "now playing" panel.
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { nowPlaying }

    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: .dismissKeyboard)]
    }

    func saveName(_ sender: Any?) {
        log.note("DemoViewController.saveName(_:) ran: the nil-targeted action found the controller up the chain")
    }

    func backgroundTapped(_ sender: UIGestureRecognizer) {
        endEditingAndListen(because: "the background tap recognizer fired")
    }

    func dismissKeyboard(_ sender: Any?) {
        endEditingAndListen(because: "Escape's key command reached the controller")
    }

    func playTapped(_ sender: Any?) {
        log.note("DemoViewController.playTapped(_:) ran: the Play key of the custom input view")
    }

    /// The List button's action: the list, in a navigation controller for its title and Done button.
    func showList() {
        present(UINavigationController(rootViewController: ListScreen(log: log)), animated: false)
        log.note("the List button presented the list")
    }

    private func endEditingAndListen(because reason: String) {
        let ended = view.endEditing(true)
        let listening = becomeFirstResponder()
        log.note("\(reason): endEditing(true) \(ended ? "ended editing" : "found nothing editing")"
                 + (listening ? "; the controller is first responder now, for shake and remote control" : ""))
    }

    /// Set by the story's later scenes: a shake then asks, in an alert, whether to clear the name.
    var asksOnShake = false

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.note("DemoViewController.motionEnded(.motionShake) ran")
        guard asksOnShake, presentedViewController == nil else { return }
        let alert = UIAlertController(title: "Clear the name?", message: "A shake asks first.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel) { [log] _ in
            log.note("the Keep handler ran after the alert was dismissed")
        })
        alert.addAction(UIAlertAction(title: "Clear", style: .destructive) { [log] _ in
            log.note("the Clear handler ran after the alert was dismissed")
        })
        present(alert, animated: true)
        log.note("the controller presented an alert; the alert's next responder is the controller (A5)")
    }

    override func remoteControlReceived(with event: UIEvent?) {
        log.note("DemoViewController.remoteControlReceived ran: \(event.map { "\($0.subtype)" } ?? "no event")")
    }
}

/// The app of the seed's Figure 7-1, with a tap recognizer on the background and a custom input view.
///
/// The window holds the controller's root view; the root view holds two backgrounds; the top one a label and
/// the text field, the bottom one the button (and a List button that opens the list scene). Views carry
/// accessibility identifiers, so traces name them. They are placed with Auto Layout, as an iOS app places them.
@MainActor
final class Figure71App {
    let log = DemoLog()
    let application: UIApplication
    let delegate: DemoAppDelegate
    let window: UIWindow
    let controller: DemoViewController
    let root = UIView(frame: .zero)
    let topBackground = UIView(frame: .zero)
    let bottomBackground = UIView(frame: .zero)
    let label = UILabel(frame: .zero)
    let textField = UITextField(frame: .zero)
    let button = UIButton(type: .system)
    let listButton = UIButton(type: .system)
    let backgroundTap: UITapGestureRecognizer

    init(clock: EventClock, screenSize: CGSize) {
        application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(origin: .zero, size: screenSize)))
        delegate = DemoAppDelegate(log: log)
        application.delegate = delegate
        application.beginReceivingRemoteControlEvents()
        controller = DemoViewController(log: log)
        controller.view = root
        backgroundTap = UITapGestureRecognizer(target: controller, action: .backgroundTapped)
        window = UIWindow(frame: CGRect(origin: .zero, size: screenSize), application: application)

        for (view, name) in [(root, "root"), (topBackground, "topBackground"), (bottomBackground, "bottomBackground"),
                             (label, "label"), (textField, "textField"), (button, "button"),
                             (listButton, "listButton")] as [(UIView, String)] {
            view.accessibilityIdentifier = name
        }
        label.text = "Name"
        textField.placeholder = "your name"
        observeKeyboard()
        button.setTitle("Save", for: .normal)
        button.addTarget(nil, action: .saveName, for: .touchUpInside)
        listButton.setTitle("List", for: .normal)
        listButton.addAction(UIAction { [unowned controller] _ in controller.showList() }, for: .touchUpInside)
        // Only the bottom background ends editing on a tap: a tap on the label must stay unhandled, to show
        // the whole chain up to the app delegate.
        bottomBackground.addGestureRecognizer(backgroundTap)
        window.accessibilityIdentifier = "window"
        root.addSubview(topBackground)
        root.addSubview(bottomBackground)
        topBackground.addSubview(label)
        topBackground.addSubview(textField)
        bottomBackground.addSubview(button)
        bottomBackground.addSubview(listButton)
        window.rootViewController = controller
        constrain()
        layOut(for: screenSize)
        window.makeKeyAndVisible()
    }

    /// Notes the keyboard notifications the input system posts (G4, G5), so the story shows them.
    private func observeKeyboard() {
        let names: [(Notification.Name, String)] = [
            (UIResponder.keyboardWillShowNotification, "keyboardWillShow"),
            (UIResponder.keyboardWillHideNotification, "keyboardWillHide"),
            (UIResponder.keyboardDidChangeFrameNotification, "keyboardDidChangeFrame"),
        ]
        for (name, title) in names {
            _ = application.notificationCenter.addObserver(forName: name, object: nil, queue: nil) { [log] notification in
                let end = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                let text = "\(title) posted, frame end \(end.map { "(\(Int($0.minX)), \(Int($0.minY)), \(Int($0.width)) x \(Int($0.height)))" } ?? "none")"
                MainActor.assumeIsolated { log.note(text) }
            }
        }
    }

    /// The layout of Figure 7-1 in constraints: the top background takes 144 points (at most half the screen),
    /// the bottom one the rest; the label, the field and the buttons keep 16 points from the safe area's edges
    /// and their sizes of Figure 7-1, narrower only when the screen is (a terminal's screen is small and changes).
    private func constrain() {
        let safe = root.safeAreaLayoutGuide
        for view in [topBackground, bottomBackground, label, textField, button, listButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let topHeight = topBackground.heightAnchor.constraint(equalToConstant: 144)
        topHeight.priority = .defaultHigh
        NSLayoutConstraint.activate([
            topBackground.topAnchor.constraint(equalTo: root.topAnchor),
            topBackground.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            topBackground.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            topBackground.heightAnchor.constraint(lessThanOrEqualTo: root.heightAnchor, multiplier: 0.5),
            topHeight,
            bottomBackground.topAnchor.constraint(equalTo: topBackground.bottomAnchor),
            bottomBackground.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            bottomBackground.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bottomBackground.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            label.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
            label.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
            label.heightAnchor.constraint(equalToConstant: 16),
            textField.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
            textField.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            textField.heightAnchor.constraint(equalToConstant: 48),
            button.topAnchor.constraint(equalTo: bottomBackground.topAnchor, constant: 16),
            button.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 16),
            button.heightAnchor.constraint(equalToConstant: 48),
            listButton.topAnchor.constraint(equalTo: button.topAnchor),
            listButton.leadingAnchor.constraint(equalTo: button.trailingAnchor, constant: 16),
            listButton.heightAnchor.constraint(equalToConstant: 48),
        ])
        for (view, width) in [(label, 200), (textField, 300), (button, 160), (listButton, 120)] as [(UIView, CGFloat)] {
            let preferred = view.widthAnchor.constraint(equalToConstant: width)
            preferred.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                preferred,
                view.widthAnchor.constraint(lessThanOrEqualToConstant: width),
                view.trailingAnchor.constraint(lessThanOrEqualTo: safe.trailingAnchor, constant: -16),
            ])
        }
    }

    /// Follows a screen of `size`: the window takes it, and the constraints place everything in it.
    func layOut(for size: CGSize) {
        let width = max(size.width, 1), height = max(size.height, 1)
        window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        root.frame = window.bounds
        window.layoutIfNeeded()
        controller.nowPlaying = NowPlayingInputView(width: width, target: controller)
        if controller.isFirstResponder { controller.reloadInputViews() }
    }
}
