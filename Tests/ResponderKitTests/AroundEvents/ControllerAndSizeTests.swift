import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Sizes manual layout reads (P10), container transitions between children (P18), indicator insets (P19).
@MainActor @Suite("Intrinsic sizes, child transitions and scroll indicator insets")
struct ControllerAndSizeTests {
    @Test("P10: intrinsic content size, sizeThatFits and sizeToFit, overridden, place the view touches reach")
    func intrinsicSizes() throws {
        let plain = UIView(frame: CGRect(x: 5, y: 5, width: 40, height: 30))
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(plain.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(plain.sizeThatFits(CGSize(width: 1_000, height: 1_000)) == CGSize(width: 40, height: 30))
        plain.sizeToFit()
        #expect(plain.frame == CGRect(x: 5, y: 5, width: 40, height: 30))

        let host = EventTestHost()
        let window = host.makeWindow()
        let badge = BadgeView(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(badge)
        badge.sizeToFit()
        #expect(badge.frame == CGRect(x: 100, y: 100, width: 60, height: 24))
        badge.frame.size = badge.intrinsicContentSize
        try host.tap(at: CGPoint(x: 150, y: 110))
        #expect(host.lastTouchedView === badge)
        badge.invalidateIntrinsicContentSize()
    }

    @Test("P18: transition(from:to:) swaps the children's views with UIKit's appearance order, completion later")
    func childTransition() {
        let host = EventTestHost()
        let log = AppearanceLog()
        let container = UIViewController()
        _ = host.makeWindow(rootViewController: container)
        let first = LoggingController(name: "first", log: log), second = LoggingController(name: "second", log: log)
        container.addChild(first)
        container.view.addSubview(first.view)
        first.didMove(toParent: container)
        container.addChild(second)
        log.entries.removeAll()

        var completed: [Bool] = []
        var bothInPlace = false
        container.transition(from: first, to: second, duration: 0.3, animations: {
            bothInPlace = first.view.superview === container.view && second.view.superview === container.view
        }, completion: { completed.append($0) })
        #expect(bothInPlace)
        #expect(first.view.superview == nil && second.view.superview === container.view)
        #expect(log.entries == ["first willDisappear", "second willAppear", "second didAppear", "first didDisappear"])
        #expect(completed.isEmpty)
        host.runUntilIdle()
        #expect(completed == [true])

        container.transition(from: first, to: UIViewController(), duration: 0, animations: nil)
        #expect(host.application.diagnostics.entries.last?.kind == .invalidPresentation)
    }

    @Test("P19: indicator insets default to zero, the old name sets both, and nothing scrolls")
    func indicatorInsets() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        #expect(scroll.verticalScrollIndicatorInsets == .zero && scroll.horizontalScrollIndicatorInsets == .zero)
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
        scroll.scrollIndicatorInsets = insets
        #expect(scroll.verticalScrollIndicatorInsets == insets && scroll.horizontalScrollIndicatorInsets == insets)
        scroll.verticalScrollIndicatorInsets = .zero
        #expect(scroll.horizontalScrollIndicatorInsets == insets)
        #expect(scroll.contentOffset == .zero && scroll.contentInset == .zero)
    }
}

private final class BadgeView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 60, height: 24) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

@MainActor
private final class AppearanceLog {
    var entries: [String] = []
}

private final class LoggingController: UIViewController {
    let name: String
    let log: AppearanceLog
    init(name: String, log: AppearanceLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override func viewWillAppear(_ animated: Bool) { log.entries.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.entries.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.entries.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.entries.append("\(name) didDisappear") }
}
