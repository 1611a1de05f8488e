import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

private extension Selector {
    static let markRead: Selector = "markRead:"
}

/// A view that takes every kind of event that starts at the first responder, and says which it took.
@MainActor
private final class Inbox: UIView {
    let name: String
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var canBecomeFirstResponder: Bool { true }

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.markRead, Inbox.markRead)
        table.add(.selectAll, Inbox.selectAll)
    }

    func markRead(_ sender: Any?) { log.append("\(name).markRead") }
    override func selectAll(_ sender: Any?) { log.append("\(name).selectAll") }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("\(name).shake")
    }
    override func remoteControlReceived(with event: UIEvent?) { log.append("\(name).remote") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log.append("\(name).press")
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
}

@MainActor
@Suite("Where non-touch events start (spec F8)")
struct FirstResponderStartTests {
    @Test("F8: shake, remote control, key presses, edit commands and nil-targeted actions start at the first responder")
    func everyKindStartsAtTheFirstResponder() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let outer = Inbox("outer", log: log)
        let inner = Inbox("inner", log: log)
        let sibling = Inbox("sibling", log: log)
        window.addSubview(outer)
        outer.addSubview(inner)
        window.addSubview(sibling)
        #expect(inner.becomeFirstResponder())
        host.application.beginReceivingRemoteControlEvents()

        try host.shake()
        try host.remote(.remoteControlPlay)
        try host.press(key: .keyboardDownArrow)
        #expect(host.application.sendAction(.selectAll, to: nil, from: host.application, for: nil))
        #expect(host.application.sendAction(.markRead, to: nil, from: sibling, for: nil))

        #expect(log.entries == ["inner.shake", "inner.remote", "inner.press", "inner.selectAll", "inner.markRead"])
    }

    @Test("F8: when the first responder changes, the next event of each kind starts at the new one")
    func startFollowsTheFirstResponder() throws {
        let host = EventTestHost()
        let log = EventLog()
        let window = host.makeWindow()
        let first = Inbox("first", log: log)
        let second = Inbox("second", log: log)
        window.addSubview(first)
        window.addSubview(second)
        #expect(first.becomeFirstResponder())
        try host.shake()
        #expect(second.becomeFirstResponder())
        try host.shake()
        #expect(host.application.sendAction(.markRead, to: nil, from: nil, for: nil))
        #expect(log.entries == ["first.shake", "second.shake", "second.markRead"])
    }
}
