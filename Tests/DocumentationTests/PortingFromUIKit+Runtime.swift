// The porting guide's one-file recognizer imports and its "Objective-C habits that work at run time" examples,
// compiled as the guide shows them and run on a test host.

import UIKit
#if canImport(UIKit.UIGestureRecognizerSubclass)
import UIKit.UIGestureRecognizerSubclass
#endif
import ResponderKitTesting
import Testing

/// A recognizer subclass setting `state`, which needs the subclass API the guarded import brings on iOS.
final class TwoFingerTapRecognizer: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        state = (event.allTouches?.count ?? 0) == 2 ? .recognized : .failed
    }
}

/// Counts the two-finger taps the recognizer sends.
final class TwoFingerTapCounter: ActionTarget {
    private(set) var taps = 0

    static func declareActions(in table: inout ActionTable) {
        table.add("twoFingerTap:", TwoFingerTapCounter.twoFingerTap)
    }

    func twoFingerTap(_ sender: Any?) {
        taps += 1
    }
}

extension Selector {
    static let refreshNow = Selector("refreshNow:")
}

final class PollingViewController: UIViewController {
    private(set) var refreshes = 0
    private var timer: Timer?

    #if !canImport(ObjectiveC)
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.refreshNow, PollingViewController.refreshNow)
    }
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 30, target: self, selector: .refreshNow,
                                     userInfo: nil, repeats: true)
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func refreshNow(_ sender: Any?) {
        refreshes += 1
    }
}

@MainActor @Suite("Porting guide: the Objective-C habits it shows work at run time")
struct PortingGuideRuntimeTests {
    @Test("O5, O6: the poller's selector timer refreshes every 30 seconds of the host's virtual clock", .eventTestHost)
    func pollerTimerRefreshes() throws {
        let host = try #require(EventTestHost.current)
        let controller = PollingViewController()
        _ = host.makeWindow(rootViewController: controller)
        host.advance(by: 29)
        #expect(controller.refreshes == 0)
        host.advance(by: 61)
        #expect(controller.refreshes == 3)
    }

    @Test("O3, O4, O7: responds(to:), perform(_:with:) and key-value coding as the guide shows them", .eventTestHost)
    func respondsPerformAndKeys() throws {
        let host = try #require(EventTestHost.current)
        let poller = PollingViewController()
        if poller.responds(to: .refreshNow) {
            poller.perform(.refreshNow, with: nil)
        }
        let title = UILabel()
        title.setValue("Inbox", forKey: "text")
        let shown = title.value(forKey: "isHidden") as? Bool == false
        #expect(poller.refreshes == 1)
        #expect(title.text == "Inbox")
        #expect(shown)
        #expect(host.application.diagnostics.entries.isEmpty)
    }

    @Test("D1: the recognizer compiled with the guarded subclass import recognizes two fingers, not one")
    func recognizerWithGuardedImport() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let counter = TwoFingerTapCounter()
        window.addGestureRecognizer(TwoFingerTapRecognizer(target: counter, action: "twoFingerTap:"))
        try host.lift(try host.touchDown(at: [CGPoint(x: 10, y: 10), CGPoint(x: 40, y: 40)]))
        #expect(counter.taps == 1)
        try host.tap(at: CGPoint(x: 10, y: 10))
        #expect(counter.taps == 1)
    }
}
