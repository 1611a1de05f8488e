// The test-host examples of the README's "Testing event code" and of the DocC article of that name
// (TestingEventCode.md), as printed there: a gesture that cannot land, waiting on the virtual clock, the leak
// check, typing, the recording a failing test hands back (spec T1-T11).

import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

final class ReplyViewController: UIViewController {
    let field = UITextField(frame: CGRect(x: 16, y: 80, width: 300, height: 44))
    let sendButton = UIButton(type: .system)
    private(set) var sent: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        field.accessibilityIdentifier = "draft"
        sendButton.setTitle("Send", for: .normal)
        sendButton.frame = CGRect(x: 16, y: 140, width: 80, height: 44)
        sendButton.addAction(UIAction { [weak self] _ in self?.send() }, for: .touchUpInside)
        view.addSubview(field)
        view.addSubview(sendButton)
    }

    private func send() {
        let text = field.text ?? ""
        UIView.animate(withDuration: 0.25, animations: { self.field.alpha = 0.5 }, completion: { [weak self] _ in
            self?.sent.append(text)
        })
    }
}

@MainActor @Test(.eventTestHost(checkingForLeaks: true))       // fails if the screen outlives the test
func sendPostsTheDraft() throws {
    let host = try #require(EventTestHost.current)
    let screen = ReplyViewController()
    let window = host.makeWindow(rootViewController: screen)
    try host.tap(.identifier("draft"))                          // throws, with the reason, if a tap can't land
    try host.type("Hi!", using: .hardwareKeyboard)              // key presses; .softwareKeyboard inserts text
    try host.tap(.titled("Send"))
    try host.waitUntil(timeout: 2) { screen.sent == ["Hi!"] }   // on the virtual clock, no wall-clock wait
    _ = window
}

@MainActor @Suite("TestingEventCode.md: a gesture that cannot land fails with the reason (T1, T2)")
struct ReplyMissTests {
    @Test("A tap on a covered field throws, naming the view in front, and hands back the recording (T2, T10)")
    func coveredFieldMisses() throws {
        let host = EventTestHost()
        let screen = ReplyViewController()
        let window = host.makeWindow(rootViewController: screen)
        let banner = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 80))
        banner.accessibilityIdentifier = "banner"
        screen.view.addSubview(banner)
        do {
            try host.tap(screen.field)
            Issue.record("the covered field should not be tappable")
        } catch let error as EventTestHostError {
            // The message TestingEventCode.md prints under "When a gesture cannot land".
            #expect(error.description.hasPrefix("tap cannot reach UITextField[0.0] \"draft\" at (166, 102): "
                + "UIView[0.2] \"banner\" would get the touch instead, because it is covered: UIView[0.2] "
                + "\"banner\" in front of it takes the point.\nHit test at (166, 102): UIView[0.2] \"banner\""))
        }
        try host.tap(.unchecked(screen.field))                  // the opt-out: the banner takes this tap
        #expect(host.lastTouchedView === banner)
        _ = window
        #expect(throws: EventTestHostError.self) { try host.tap(screen.field) }
    }
}
