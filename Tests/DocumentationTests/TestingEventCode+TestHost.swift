// The test-host examples of the README's "Testing event code" and of the DocC article of that name
// (TestingEventCode.md), as printed there: a gesture that cannot land, waiting on the virtual clock, the leak
// check, typing, the recording a failing test hands back (spec T1-T11).

import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

final class DraftViewController: UIViewController {
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
    let screen = DraftViewController()
    let window = host.makeWindow(rootViewController: screen)
    try host.tap(.identifier("draft"))                          // throws, with the reason, if a tap can't land
    try host.type("Hi!", using: .hardwareKeyboard)              // key presses; .softwareKeyboard inserts text
    try host.tap(.titled("Send"))
    try host.waitUntil(timeout: 2) { screen.sent == ["Hi!"] }   // on the virtual clock, no wall-clock wait
    _ = window
}

@MainActor @Suite("TestingEventCode.md: a gesture that cannot land fails with the reason (T1, T2)")
struct DraftMissTests {
    @Test("A tap on a covered field throws, naming the view in front, and hands back the recording (T2, T10)")
    func coveredFieldMisses() throws {
        let host = EventTestHost()
        let screen = DraftViewController()
        let window = host.makeWindow(rootViewController: screen)
        let banner = UIView(frame: CGRect(x: 0, y: 60, width: 390, height: 80))
        banner.accessibilityIdentifier = "banner"
        screen.view.addSubview(banner)
        do {
            try host.tap(screen.field)
        } catch let error as EventTestHostError {
            print(error)
            // tap cannot reach UITextField"draft" at (166, 102): UIView"banner" would get the touch instead,
            // because it is covered: UIView"banner" in front of it takes the point.
            // Hit test at (166, 102): UIView"banner"
            //   ...
            // The input the host sent (0 entries) is in /tmp/EventTestHost-....jsonl; replay it into a host made
            // the same way (...) with: try InputRecording.replay(contentsOf: URL(fileURLWithPath: "/tmp/..."),
            // into: host.application, clock: host.clock)
        }
        try host.tap(.unchecked(screen.field))                  // the opt-out: the banner takes this tap
        #expect(host.lastTouchedView === banner)
        _ = window
        #expect(throws: EventTestHostError.self) { try host.tap(screen.field) }
    }
}
