import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A full-screen presentation takes the presenter's views out of the window and gives them back (P16).
@MainActor @Suite("Full-screen presentation: the presenter disappears and comes back")
struct FullScreenPresentationTests {
    @Test("P16: .automatic is the default and leaves the presenter in place, with no calls")
    func sheetLeavesPresenter() {
        let host = EventTestHost()
        let log = PresentationLog()
        let presenter = AppearanceLoggingController(name: "presenter", log: log)
        let window = host.makeWindow(rootViewController: presenter)
        let presented = UIViewController()
        #expect(presented.modalPresentationStyle == .automatic)
        #expect(UIModalPresentationStyle.fullScreen.rawValue == 0 && UIModalPresentationStyle.automatic.rawValue == -2)
        log.entries.removeAll()
        presenter.present(presented, animated: false)
        #expect(presenter.view.window === window && log.entries.isEmpty)
    }

    @Test("P16: .fullScreen: the presenter and its child disappear and leave the window; on dismissal they return, interleaved")
    func fullScreenCoversPresenter() throws {
        let host = EventTestHost()
        let log = PresentationLog()
        let presenter = AppearanceLoggingController(name: "presenter", log: log)
        let child = AppearanceLoggingController(name: "child", log: log)
        presenter.addChild(child)
        presenter.view.addSubview(child.view)
        child.didMove(toParent: presenter)
        let window = host.makeWindow(rootViewController: presenter)
        log.entries.removeAll()

        let presented = AppearanceLoggingController(name: "presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        presenter.present(presented, animated: false)
        #expect(log.entries.filter { !$0.hasPrefix("child") } == [
            "presenter willDisappear", "presented willAppear", "presented didAppear", "presenter didDisappear",
        ])
        #expect(presenter.view.window == nil && child.view.window == nil)
        #expect(presented.view.window === window)
        #expect(log.entries.contains("presenter willDisappear") && log.entries.contains("presenter didDisappear"))
        #expect(log.entries.contains("child willDisappear") && log.entries.contains("child didDisappear"))
        #expect(log.entries.firstIndex(of: "presenter willDisappear")! < log.entries.firstIndex(of: "presenter didDisappear")!)
        try host.tap(at: CGPoint(x: 100, y: 100))
        #expect(host.lastTouchedView?.isDescendant(of: presented.view) == true)

        log.entries.removeAll()
        var completed = false
        presented.dismiss(animated: false) { completed = log.entries.contains("presenter didAppear") }
        #expect(completed)
        #expect(presenter.view.superview === window && window.subviews.first === presenter.view)
        #expect(log.entries.contains("presenter willAppear") && log.entries.contains("child didAppear"))
        #expect(log.entries.filter { !$0.hasPrefix("child") } == [
            "presented willDisappear", "presenter willAppear", "presenter didAppear", "presented didDisappear",
        ])
        #expect(presented.view.window == nil)
    }
}

@MainActor
private final class PresentationLog {
    var entries: [String] = []
}

private final class AppearanceLoggingController: UIViewController {
    let name: String
    let log: PresentationLog
    init(name: String, log: PresentationLog) {
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
