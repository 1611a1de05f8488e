import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Records each motion callback with the event it came with.
@MainActor
private final class MotionWitness: UIView {
    var heard: [(callback: String, motion: UIEvent.EventSubtype, type: UIEvent.EventType?, subtype: UIEvent.EventSubtype?)] = []

    override var canBecomeFirstResponder: Bool { true }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append(("began", motion, event?.type, event?.subtype))
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append(("ended", motion, event?.type, event?.subtype))
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        heard.append(("cancelled", motion, event?.type, event?.subtype))
    }
}

@MainActor
@Suite("Motion on the responder chain (spec I4)")
struct ShakeIsTheOnlyMotionTests {
    @Test("I4: a shake is the one motion a responder hears: a motion event of subtype shake, begun and ended once")
    func shakeIsTheOnlyMotionEvent() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let witness = MotionWitness(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(witness)
        #expect(witness.becomeFirstResponder())
        try host.send(.shake(.began))
        host.advance(by: 1.5)
        try host.send(.shake(.ended))
        #expect(witness.heard.map(\.callback) == ["began", "ended"])
        #expect(witness.heard.allSatisfy { $0.motion == .motionShake && $0.type == .motion && $0.subtype == .motionShake })
    }
}
