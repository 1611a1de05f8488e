import Testing
import UIKitPortRules

@Suite("Rule 2: every method used as an action gets a declareActions(in:) entry for Linux (TargetAction, spec E6)")
struct ActionDeclarationRuleTests {
    @Test("A responder: override, super first, one entry per action, after the stored properties")
    func responder() {
        expectPort("""
            class ComposeViewController: UIViewController {
                let sendButton = UIButton(type: .system)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    sendButton.addTarget(self, action: #selector(sendTapped(_:)), for: .touchUpInside)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(backgroundTapped)))
                }

                @objc func sendTapped(_ sender: UIButton) {}

                @objc func backgroundTapped() {}
            }
            """, """
            class ComposeViewController: UIViewController {
                let sendButton = UIButton(type: .system)

                #if !canImport(ObjectiveC)
                override class func declareActions(in table: inout ActionTable) {
                    super.declareActions(in: &table)
                    table.add(Selector("sendTapped:"), ComposeViewController.sendTapped(_:))
                    table.add(Selector("backgroundTapped"), ComposeViewController.backgroundTapped)
                }
                #endif

                override func viewDidLoad() {
                    super.viewDidLoad()
                    sendButton.addTarget(self, action: Selector("sendTapped:"), for: .touchUpInside)
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("backgroundTapped")))
                }

                #if canImport(ObjectiveC)
                @objc
                #endif
                func sendTapped(_ sender: UIButton) {}

                #if canImport(ObjectiveC)
                @objc
                #endif
                func backgroundTapped() {}
            }
            """)
    }

    @Test("A target that is not a responder (a timer's) adopts ActionTarget on Linux; its methods are called from closures")
    func nonResponderTarget() {
        expectPort("""
            final class Ticker: NSObject {
                var timer: Timer?

                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: nil, repeats: true)
                }

                @objc func tick(_ timer: Timer) {}
            }
            """, """
            final class Ticker: NSObject {
                var timer: Timer?

                #if !canImport(ObjectiveC)
                @MainActor static func declareActions(in table: inout ActionTable) {
                    table.add(Selector("tick:"), { (target: Ticker) in { (sender: Timer) in target.tick(sender) } })
                }
                #endif

                func start() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector("tick:"), userInfo: nil, repeats: true)
                }

                #if canImport(ObjectiveC)
                @objc
                #endif
                func tick(_ timer: Timer) {}
            }

            #if !canImport(ObjectiveC)
            extension Ticker: ActionTarget {}
            #endif
            """)
    }

    @Test("Key commands, menus, notifications and perform: every selector use declares its method once")
    func everyKindOfUse() throws {
        let (text, report) = Porter.port("""
            class NotesViewController: UIViewController {
                override var keyCommands: [UIKeyCommand]? {
                    [UIKeyCommand(input: "n", modifierFlags: .command, action: #selector(newNote))]
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    UIMenuController.shared.menuItems = [UIMenuItem(title: "New", action: #selector(newNote))]
                    NotificationCenter.default.addObserver(self, selector: #selector(reload(_:)), name: .init("r"), object: nil)
                    perform(#selector(reload(_:)), with: nil, afterDelay: 1)
                }

                @objc func newNote() {}
                @objc func reload(_ note: Notification) {}
            }
            """)
        #expect(text.contains("""
                    table.add(Selector("newNote"), NotesViewController.newNote)
                    table.add(Selector("reload:"), NotesViewController.reload(_:))
                }
            """))
        #expect(text.split(separator: "table.add(", omittingEmptySubsequences: false).count == 3)
        #expect(report.changes(of: .actionDeclarations).count == 1)
    }

    @Test("An existing declareActions(in:) is extended with the missing entries only")
    func extendsExisting() {
        expectPort("""
            class PlayerView: UIView {
                #if !canImport(ObjectiveC)
                override class func declareActions(in table: inout ActionTable) {
                    super.declareActions(in: &table)
                    table.add(Selector("play:"), PlayerView.play(_:))
                }
                #endif

                func wire(_ b: UIButton) {
                    b.addTarget(self, action: #selector(play(_:)), for: .touchUpInside)
                    b.addTarget(self, action: #selector(stop(_:)), for: .touchUpOutside)
                }

                @objc func play(_ sender: Any?) {}
                @objc func stop(_ sender: Any?) {}
            }
            """, """
            class PlayerView: UIView {
                #if !canImport(ObjectiveC)
                override class func declareActions(in table: inout ActionTable) {
                    super.declareActions(in: &table)
                    table.add(Selector("play:"), PlayerView.play(_:))
                    table.add(Selector("stop:"), PlayerView.stop(_:))
                }
                #endif

                func wire(_ b: UIButton) {
                    b.addTarget(self, action: Selector("play:"), for: .touchUpInside)
                    b.addTarget(self, action: Selector("stop:"), for: .touchUpOutside)
                }

                #if canImport(ObjectiveC)
                @objc
                #endif
                func play(_ sender: Any?) {}
                #if canImport(ObjectiveC)
                @objc
                #endif
                func stop(_ sender: Any?) {}
            }
            """)
    }

    @Test("Overrides (standard edit actions, framework methods) are not listed: ResponderKit finds them")
    func overridesAreNotListed() {
        let (text, _) = Porter.port("""
            class CopyableLabel: UILabel {
                func show() { _ = UIMenuItem(title: "Copy", action: #selector(copy(_:))) }
                override func copy(_ sender: Any?) {}
            }
            """)
        #expect(!text.contains("declareActions"))
        #expect(text.contains("action: Selector(\"copy:\")"))
    }

    @Test("Methods that cannot be actions on Linux are reported with the reason and the guide section")
    func unsupportedShapesAreReported() {
        let (text, report) = Porter.port("""
            class Slider: UIControl {
                func wire() {
                    addTarget(self, action: #selector(dragged(_:_:)), for: .valueChanged)
                    addTarget(self, action: #selector(validate), for: .editingChanged)
                }
                @objc func dragged(_ sender: UIControl, _ event: UIEvent) {}
                @objc func validate() -> Bool { true }
            }
            extension UIViewController {
                func hideKeyboardWhenTappedAround() {
                    view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(UIViewController.dismissKeyboard)))
                }
                @objc func dismissKeyboard() { view.endEditing(true) }
            }
            """, path: "Slider.swift")
        #expect(!text.contains("declareActions"))
        let reasons = report.problems.map(\.reason)
        #expect(reasons.contains { $0.contains("the event parameter must be `UIEvent?`") })
        #expect(reasons.contains { $0.contains("return nothing") })
        #expect(reasons.contains { $0.contains("an extension of UIViewController") })
        #expect(report.problems.allSatisfy { $0.file == "Slider.swift" && !$0.reference.isEmpty && !$0.isDecision })
    }
}

@Suite("Rule 2: @IBAction methods are actions even when no selector in the files names them")
struct InterfaceBuilderActionTests {
    @Test("A zero-argument @IBAction is declared, and kept an @IBAction for iOS")
    func zeroArgumentAction() {
        expectPort("""
            final class ToolbarViewController: UIViewController {
                @IBAction func refresh() {}
            }
            """, """
            final class ToolbarViewController: UIViewController {
                #if !canImport(ObjectiveC)
                override class func declareActions(in table: inout ActionTable) {
                    super.declareActions(in: &table)
                    table.add(Selector("refresh"), ToolbarViewController.refresh)
                }
                #endif
                #if canImport(ObjectiveC)
                @IBAction
                #endif
                func refresh() {}
            }
            """)
    }

    @Test("#selector(Self.method) names the enclosing class's method")
    func selfQualifier() {
        let (text, report) = Porter.port("""
            final class A: UIView {
                func wire(_ b: UIButton) { b.addTarget(self, action: #selector(Self.go), for: .touchUpInside) }
                @objc func go(_ sender: Any?) {}
            }
            """)
        #expect(text.contains("action: Selector(\"go:\")"))
        #expect(text.contains("table.add(Selector(\"go:\"), A.go(_:))"))
        #expect(report.problems.isEmpty)
    }
}

@Suite("Rule 2: an action method the generated declaration cannot see is reported")
struct PrivateActionTests {
    @Test("A private action in an extension in another file: reported, not declared")
    func privateInAnotherFile() {
        let (files, report) = Porter.port([
            .init(path: "Player.swift", text: "final class Player: UIView {}"),
            .init(path: "Player+Actions.swift", text: """
                extension Player {
                    func wire(_ b: UIButton) { b.addTarget(self, action: #selector(play), for: .touchUpInside) }
                    @objc private func play() {}
                }
                """),
        ])
        #expect(!files[0].text.contains("declareActions"))
        #expect(report.problems.contains { $0.reason.contains("private to Player+Actions.swift") })
    }
}
