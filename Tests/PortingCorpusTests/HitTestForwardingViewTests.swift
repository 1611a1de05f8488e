import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

@MainActor
@Suite("HitTestForwardingView: hit-testing another hierarchy (spec B8, B4, C1)")
struct HitTestForwardingViewTests {
    @Test("B8: a touch on the header's empty area goes to the row of the list under it")
    func emptyAreaForwardsToTheList() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let log = CorpusLog()
        let list = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        window.addSubview(list)
        let row = TouchRecordingView("row", log: log, frame: CGRect(x: 0, y: 0, width: 390, height: 80))
        list.addSubview(row)
        let header = HitTestForwardingView(frame: CGRect(x: 0, y: 100, width: 390, height: 120))
        header.forwardingTarget = list
        window.addSubview(header)

        let finger = try host.touchDown(at: CGPoint(x: 200, y: 150))
        try finger.lift()
        #expect(log.entries == ["row.touchesBegan", "row.touchesEnded"])
    }

    @Test("B4: the header's own subviews keep their touches; a point outside the list stays on the header")
    func ownSubviewsAndMisses() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let log = CorpusLog()
        let list = UIView(frame: CGRect(x: 0, y: 160, width: 390, height: 600))
        window.addSubview(list)
        let header = HitTestForwardingView(frame: CGRect(x: 0, y: 100, width: 390, height: 120))
        header.forwardingTarget = list
        window.addSubview(header)
        let follow = TouchRecordingView("follow", log: log, frame: CGRect(x: 300, y: 10, width: 80, height: 30))
        header.addSubview(follow)

        try host.tap(at: CGPoint(x: 320, y: 120))
        #expect(log.entries == ["follow.touchesBegan", "follow.touchesEnded"])
        #expect(window.hitTest(CGPoint(x: 20, y: 130), with: nil) === header)
        #expect(window.hitTest(CGPoint(x: 20, y: 200), with: nil) === list)
    }
}
