import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("Pixel alignment: frames that Auto Layout computes land on the screen's pixel grid")
struct PixelAlignmentTests {
    /// Three views sharing 100 points equally in a window on `host`, and a view 45 wide centred under them.
    private func thirds(_ host: EventTestHost) -> (views: [UIView], centred: UIView) {
        let window = host.makeWindow()
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(row)
        let views = [UIView(), UIView(), UIView()], centred = UIView()
        for view in views + [centred] {
            view.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(view)
        }
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: row.leadingAnchor),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: row.trailingAnchor),
            views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            centred.centerXAnchor.constraint(equalTo: row.centerXAnchor),
            centred.widthAnchor.constraint(equalToConstant: 45),
            centred.topAnchor.constraint(equalTo: row.topAnchor, constant: 60),
            centred.heightAnchor.constraint(equalToConstant: 10.3),
        ] + views.flatMap { [$0.topAnchor.constraint(equalTo: row.topAnchor), $0.heightAnchor.constraint(equalToConstant: 50)] })
        host.runUntilIdle()
        return (views, centred)
    }

    @Test("U41: at scale 1 each edge rounds to a whole point and neighbours still share their edges")
    func wholePoints() throws {
        let host = EventTestHost()
        #expect(host.screen.scale == 1)
        let (views, centred) = thirds(host)
        #expect(views.map(\.frame.minX) == [0, 33, 67])
        #expect(views.map(\.frame.width) == [33, 34, 33])
        #expect(centred.frame == CGRect(x: 28, y: 60, width: 45, height: 10))
        try host.tap(at: CGPoint(x: 33.2, y: 20))
        #expect(host.lastHitTest?.winner === views[1])
    }

    @Test("U41: at scale 2 edges round to half points")
    func halfPoints() {
        let host = EventTestHost()
        host.screen.scale = 2
        let (views, centred) = thirds(host)
        #expect(views.map(\.frame.minX) == [0, 33.5, 66.5])
        #expect(views.map(\.frame.width) == [33.5, 33, 33.5])
        #expect(centred.frame == CGRect(x: 27.5, y: 60, width: 45, height: 10.5))
    }
}
