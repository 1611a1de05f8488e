// The Swift Testing test of the README's "Testing event code" and of the DocC article of that name
// (TestingEventCode.md), as printed there; it runs with `swift test`.

import Testing
import ResponderKit
import ResponderKitTesting

@MainActor @Test func tapReachesTheView() throws {
    let host = EventTestHost()                       // isolated app on a virtual clock
    let controller = UIViewController()
    let window = host.makeWindow(rootViewController: controller)
    let target = TouchCountingView(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
    controller.view.addSubview(target)
    try host.tap(target)                             // down, 50 ms, up, through the input door
    #expect(target.ended == 1)
    _ = window
}

final class TouchCountingView: UIView {
    var ended = 0
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { ended += 1 }
}
