import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Gesture recognizers and presses (spec H2, H3)", .checksGestureStateHistories)
struct PressRecognizerTests {
    /// A focused logging view inside a container, in a window of a gesture host.
    private func scene() -> (EventTestHost, UIView, PressRecordingView, EventLog) {
        let host = makeGestureHost()
        let log = EventLog()
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        controller.view.addSubview(container)
        let item = PressRecordingView("item", log: log, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        item.focusable = true
        item.handles = true
        container.addSubview(item)
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        return (host, container, item, log)
    }

    private func pressButton(_ host: EventTestHost, _ type: UIPress.PressType, down: Bool) throws {
        try host.send(.button(HostButton(isDown: down, type: type)))
    }

    @Test("H2, H3: an ancestor's tap recognizer sees a select press first; recognizing cancels it for the item")
    func tapClaimsSelect() throws {
        let (host, container, item, log) = scene()
        #expect(item.isFocused)
        var seenRecognizers: [UIGestureRecognizer]?
        let tap = UITapGestureRecognizer { _ in log.append("tap action") }
        container.addGestureRecognizer(tap)
        final class Watcher: UIGestureRecognizer {
            var onBegan: ((UIPress) -> Void)?
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
                if let press = presses.first { onBegan?(press) }
            }
        }
        let watcher = Watcher()
        watcher.allowedPressTypes = [NSNumber(value: UIPress.PressType.select.rawValue)]
        watcher.onBegan = { press in
            log.append("watcher pressesBegan")
            seenRecognizers = press.gestureRecognizers
        }
        item.addGestureRecognizer(watcher)

        try pressButton(host, .select, down: true)
        try pressButton(host, .select, down: false)

        #expect(log.entries == ["watcher pressesBegan", "item.pressesBegan(select)", "tap action",
                                "item.pressesCancelled(select)"])
        #expect(seenRecognizers?.first === watcher && seenRecognizers?.last === tap)
        #expect(gestureHistory.history(of: tap) == [.possible, .ended, .possible])
    }

    @Test("H2: tap and long press allow only select by default; other buttons pass, and allowedPressTypes widens it")
    func allowedPressTypes() throws {
        let (host, container, item, log) = scene()
        let tap = UITapGestureRecognizer { _ in log.append("tap action") }
        #expect(tap.allowedPressTypes.map(\.intValue) == [UIPress.PressType.select.rawValue])
        #expect(UILongPressGestureRecognizer().allowedPressTypes.map(\.intValue) == [UIPress.PressType.select.rawValue])
        #expect(UIPanGestureRecognizer().allowedPressTypes.isEmpty)
        container.addGestureRecognizer(tap)

        try pressButton(host, .playPause, down: true)
        try pressButton(host, .playPause, down: false)
        #expect(log.entries == ["item.pressesBegan(playPause)", "item.pressesEnded(playPause)"])

        log.removeAll()
        tap.allowedPressTypes = [NSNumber(value: UIPress.PressType.playPause.rawValue)]
        try pressButton(host, .playPause, down: true)
        try pressButton(host, .playPause, down: false)
        #expect(log.entries == ["item.pressesBegan(playPause)", "tap action", "item.pressesCancelled(playPause)"])
        _ = item
    }

    @Test("H2, H3: a long press on select begins while held, cancels the item's press once, ends on release")
    func longPressOnSelect() throws {
        let (host, container, item, log) = scene()
        let longPress = UILongPressGestureRecognizer { recognizer in log.append("long press \(recognizer.state)") }
        container.addGestureRecognizer(longPress)

        try pressButton(host, .select, down: true)
        host.advance(by: 0.3)
        #expect(log.entries == ["item.pressesBegan(select)"])
        host.advance(by: 0.3)
        host.runUntilIdle()
        #expect(log.entries == ["item.pressesBegan(select)", "long press began", "item.pressesCancelled(select)"])
        try pressButton(host, .select, down: false)
        #expect(log.entries.last == "long press ended")
        #expect(log.entries.filter { $0.hasPrefix("item.") }.count == 2)
        #expect(gestureHistory.history(of: longPress) == [.possible, .began, .ended, .possible])
        _ = item
    }

    @Test("H2: a quick select fails the long press and the item gets its ending")
    func quickSelectFailsLongPress() throws {
        let (host, container, _, log) = scene()
        let longPress = UILongPressGestureRecognizer { _ in log.append("long press") }
        container.addGestureRecognizer(longPress)
        try pressButton(host, .select, down: true)
        host.advance(by: 0.1)
        try pressButton(host, .select, down: false)
        host.advance(by: 1)
        #expect(log.entries == ["item.pressesBegan(select)", "item.pressesEnded(select)"])
        #expect(gestureHistory.history(of: longPress) == [.possible, .failed, .possible])
    }

    @Test("H2, D11: a focused button refuses its ancestor's single tap, so select fires the button")
    func focusedButtonBeatsAncestorTap() throws {
        let host = makeGestureHost()
        let controller = UIViewController()
        _ = host.makeWindow(rootViewController: controller)
        var fired: [String] = []
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44),
                              primaryAction: UIAction { _ in fired.append("button") })
        controller.view.addSubview(button)
        let tap = UITapGestureRecognizer { _ in fired.append("ancestor tap") }
        controller.view.addGestureRecognizer(tap)
        controller.setNeedsFocusUpdate()
        controller.updateFocusIfNeeded()
        #expect(button.isFocused)

        try pressButton(host, .select, down: true)
        #expect(button.isHighlighted)
        try pressButton(host, .select, down: false)
        #expect(fired == ["button"])
        #expect(!button.isHighlighted)
        #expect(gestureHistory.history(of: tap) == [.possible, .failed, .possible])
    }
}
