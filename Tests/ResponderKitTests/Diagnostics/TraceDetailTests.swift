import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A view that keeps touches: its override does not call `super`.
private final class KeepingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A view that passes touches on as some ported code does, calling `next` itself instead of `super`.
private final class NextCallingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
}

/// A view whose `next` can point back down the chain.
private final class LoopingView: UIView {
    weak var loopTarget: UIResponder?
    override var next: UIResponder? { loopTarget ?? super.next }
}

/// A window with a controller and its root view, `root`, ready for views; every view named, so lines read
/// the same on every run.
@MainActor
private struct TraceScene {
    let host = EventTestHost()
    let window: UIWindow
    let root: UIView

    init() {
        window = host.makeWindow(rootViewController: UIViewController())
        root = window.rootViewController!.view
        root.accessibilityIdentifier = "root"
    }

    func add<View: UIView>(_ view: View, named name: String, to parent: UIView? = nil) -> View {
        view.accessibilityIdentifier = name
        (parent ?? root).addSubview(view)
        return view
    }

    /// The names of the chain from `responder` up, joined as a short line joins them.
    func chain(from responder: UIResponder) -> String {
        responder.responderChainReport().responders.map { TraceEvent.name(of: $0) }.joined(separator: " -> ")
    }
}

@MainActor
@Suite("Event trace: a walk up the chain as one line, or every step")
struct TraceDetailTests {
    @Test("A11: by default a tap nobody handles is one line per phase, naming every responder up to the end")
    func unhandledTapIsOneLinePerPhase() throws {
        let scene = TraceScene()
        let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), named: "pad")
        let recorder = scene.host.application.eventTrace.record()
        try scene.host.tap(pad)
        recorder.stop()
        let chain = scene.chain(from: pad)
        #expect(chain.hasPrefix(#"UIView[0.0] "pad" -> UIView[0] "root" -> UIViewController[0] -> UIWindow[w0]"#))
        let deliveries = recorder.events.filter { $0.kind == .touchDelivery }.map(\.detail)
        #expect(deliveries == ["touchesBegan: \(chain) (nobody handled it)",
                               "touchesEnded: \(chain) (nobody handled it)"])
        #expect(!recorder.events.contains { $0.kind == .forwarding })
    }

    @Test("A11: two fingers landing together on one view are one walk, which says how many touches it carries")
    func twoTouchesInOneWalk() throws {
        let scene = TraceScene()
        let keeper = scene.add(KeepingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), named: "keeper")
        keeper.isMultipleTouchEnabled = true
        let recorder = scene.host.application.eventTrace.record([.touchDelivery])
        try scene.host.send(.touches([HostTouch(id: 1, action: .down, location: CGPoint(x: 20, y: 20)),
                                      HostTouch(id: 2, action: .down, location: CGPoint(x: 60, y: 60))]))
        try scene.host.send(.touches([HostTouch(id: 1, action: .up, location: CGPoint(x: 20, y: 20)),
                                      HostTouch(id: 2, action: .up, location: CGPoint(x: 60, y: 60))]))
        recorder.stop()
        let name = TraceEvent.name(of: keeper)
        #expect(recorder.events.map(\.detail) == ["touchesBegan (2 touches): \(name) (handled by \(name))",
                                                  "touchesEnded (2 touches): \(name) (handled by \(name))"])
    }

    @Test("A11: a responder that does not call super ends the line with who handled it")
    func handledWalkNamesTheHandler() throws {
        let scene = TraceScene()
        let keeper = scene.add(KeepingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), named: "keeper")
        let leaf = scene.add(UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)), named: "leaf", to: keeper)
        let recorder = scene.host.application.eventTrace.record([.touchDelivery])
        try scene.host.tap(leaf)
        recorder.stop()
        let walk = #"UIView[0.0.0] "leaf" -> KeepingView[0.0] "keeper" (handled by KeepingView[0.0] "keeper")"#
        #expect(recorder.events.map(\.detail) == ["touchesBegan: " + walk, "touchesEnded: " + walk])
        #expect(recorder.text.hasSuffix("touchDelivery: touchesEnded: " + walk))
    }

    @Test("A11: events a handler causes during the walk come after its line; with .full they come as they happen")
    func effectsFollowTheWalk() throws {
        let scene = TraceScene()
        let field = scene.add(UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40)), named: "field")
        let short = scene.host.application.eventTrace.record()
        let full = scene.host.application.eventTrace.record(detail: .full)
        try scene.host.tap(field)
        short.stop()
        full.stop()
        let shortKinds = short.events.map(\.kind).filter { $0 != .input && $0 != .hitTest }
        #expect(shortKinds == [.touchDelivery, .touchDelivery, .firstResponder, .inputViews])
        #expect(short.events.first { $0.kind == .firstResponder }?.detail == #"nil -> UITextField[0.0] "field""#)
        // Hop by hop, the text field becomes first responder before it passes the ending on.
        let fullKinds = full.events.map(\.kind).filter { $0 != .input && $0 != .hitTest }
        let ended = try #require(fullKinds.lastIndex(of: .touchDelivery))
        #expect(Array(fullKinds[ended...].prefix(4)) == [.touchDelivery, .firstResponder, .inputViews, .forwarding])
        #expect(fullKinds.filter { $0 == .forwarding }.count == 2 * (field.responderChainReport().responders.count - 1))
    }

    @Test("A11: a key press nobody handles is one line per phase, with its key")
    func pressWalk() throws {
        let scene = TraceScene()
        let field = scene.add(UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40)), named: "field")
        #expect(field.becomeFirstResponder())
        let recorder = scene.host.application.eventTrace.record([.pressDelivery, .forwarding])
        try scene.host.press(key: .keyboardDownArrow)
        recorder.stop()
        let chain = scene.chain(from: field)
        #expect(recorder.events.map(\.detail) == ["pressesBegan ↓: \(chain) (nobody handled it)",
                                                  "pressesEnded ↓: \(chain) (nobody handled it)"])
    }

    @Test("A11: a responder skipped by code that calls next itself starts a new stretch after a semicolon")
    func nextCallingCodeStartsAStretch() throws {
        let scene = TraceScene()
        let caller = scene.add(NextCallingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), named: "caller")
        let recorder = scene.host.application.eventTrace.record([.touchDelivery])
        try scene.host.tap(caller)
        recorder.stop()
        let above = scene.chain(from: scene.root)
        #expect(recorder.events.first?.detail
                == #"touchesBegan: NextCallingView[0.0] "caller"; "# + "\(above) (nobody handled it)")
    }

    @Test("A11, A10: a walk that meets a cycle in next says where it stopped")
    func cycleEndsTheLine() throws {
        let scene = TraceScene()
        let outer = scene.add(LoopingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300)), named: "outer")
        let inner = scene.add(LoopingView(frame: CGRect(x: 10, y: 10, width: 100, height: 100)), named: "inner",
                              to: outer)
        outer.loopTarget = inner
        let recorder = scene.host.application.eventTrace.record([.touchDelivery])
        try scene.host.tap(at: CGPoint(x: 20, y: 20))
        recorder.stop()
        #expect(recorder.events.first?.detail == #"touchesBegan: LoopingView[0.0.0] "inner" -> "#
                + #"LoopingView[0.0] "outer" -> LoopingView[0.0.0] "inner" (stopped: the chain loops back to "#
                + #"LoopingView[0.0.0] "inner")"#)
    }

    @Test("A11: a step outside any walk (app code calling an event method) is a forwarding event of its own")
    func stepOutsideAWalk() {
        let scene = TraceScene()
        let view = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), named: "shaken")
        let recorder = scene.host.application.eventTrace.record()
        view.motionBegan(.motionShake, with: nil)
        recorder.stop()
        #expect(recorder.events.map(\.kind) == Array(repeating: .forwarding,
                                                        count: view.responderChainReport().responders.count - 1))
        #expect(recorder.events.first?.detail == #"motionBegan UIView[0.0] "shaken" -> UIView[0] "root""#)
    }

    @Test("A11: shakes and remote-control commands are walks too")
    func motionWalks() throws {
        let scene = TraceScene()
        let recorder = scene.host.application.eventTrace.record([.motion])
        scene.host.application.beginReceivingRemoteControlEvents()
        try scene.host.send(.shake(.began))
        try scene.host.send(.shake(.ended))
        try scene.host.send(.remoteControl(.remoteControlPlay))
        recorder.stop()
        let chain = scene.chain(from: scene.window)
        #expect(recorder.events.map(\.detail) == ["motionBegan shake: \(chain) (nobody handled it)",
                                                  "motionEnded shake: \(chain) (nobody handled it)",
                                                  "remoteControlReceived remoteControlPlay: \(chain) (nobody handled it)"])
    }

    @Test("A12: .full gives the delivery, then one forwarding event per step, and JSON keeps them all")
    func fullKeepsEveryStep() throws {
        let scene = TraceScene()
        let pad = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), named: "pad")
        let full = scene.host.application.eventTrace.record([.touchDelivery, .forwarding], detail: .full)
        try scene.host.tap(pad)
        full.stop()
        let names = pad.responderChainReport().responders.map { TraceEvent.name(of: $0) }
        var expected: [String] = []
        for (phase, method) in [("began", "touchesBegan"), ("ended", "touchesEnded")] {
            expected.append("\(phase) x1 -> \(names[0])")
            for index in 1..<names.count { expected.append("\(method) \(names[index - 1]) -> \(names[index])") }
        }
        #expect(full.events.map(\.detail) == expected)
        for event in full.events { #expect(try TraceEvent(jsonLine: event.jsonLine) == event) }
        #expect(ResponderKit.EventTrace.Detail.allCases == [.short, .full])
    }
}
