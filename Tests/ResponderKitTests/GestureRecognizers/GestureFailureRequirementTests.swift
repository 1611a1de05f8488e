import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

@MainActor
@Suite("Gesture recognizers: failure requirements (D9)", .checksGestureStateHistories)
struct GestureFailureRequirementTests {
    @Test("D9: with single.require(toFail: double), one tap fires only the single after the double's timeout")
    func singleWaitsForDouble() throws {
        let host = makeGestureHost()
        let view = TracingView()
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        var fired: [String] = []
        let single = UITapGestureRecognizer { _ in fired.append("single") }
        let double = UITapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        try host.tap(at: CGPoint(x: 100, y: 100))
        #expect(fired.isEmpty)
        #expect(single.state == .possible)
        host.advance(by: 0.34)
        #expect(fired.isEmpty)
        host.advance(by: 0.02)
        #expect(fired == ["single"])
        #expect(gestureHistory.history(of: double) == [.possible, .failed, .possible])
        #expect(gestureHistory.history(of: single) == [.possible, .ended, .possible])
        _ = window
    }

    @Test("D9: with single.require(toFail: double), two taps fire only the double")
    func twoTapsFireDouble() throws {
        let host = makeGestureHost()
        let trace = EventTrace()
        let view = TracingView()
        view.trace = trace
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        let single = UITapGestureRecognizer { _ in trace.log("single") }
        let double = UITapGestureRecognizer { _ in trace.log("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        try host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.1)
        try host.tap(at: CGPoint(x: 102, y: 101))
        host.advance(by: 2)

        #expect(trace.entries.filter { !$0.hasPrefix("view") } == ["double"])
        #expect(gestureHistory.history(of: single) == [.possible, .failed, .possible])
        // C2: the view got one ending per touch it saw begin.
        #expect(trace.entries.filter { $0 == "view touchesBegan" }.count == 2)
        #expect(trace.entries.filter { $0 == "view touchesCancelled" }.count == 1)
        #expect(!trace.entries.contains("view touchesEnded"))
        _ = window
    }

    @Test("D9: failure requirements chain: a waits for b, which waits for c")
    func requirementChain() throws {
        let host = makeGestureHost()
        let view = TracingView()
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        var fired: [String] = []
        let a = UITapGestureRecognizer { _ in fired.append("a") }
        let b = UITapGestureRecognizer { _ in fired.append("b") }
        b.numberOfTapsRequired = 2
        let c = UITapGestureRecognizer { _ in fired.append("c") }
        c.numberOfTapsRequired = 3
        a.require(toFail: b)
        b.require(toFail: c)
        for recognizer in [a, b, c] { view.addGestureRecognizer(recognizer) }

        try host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        #expect(fired == ["a"])
        try host.tap(at: CGPoint(x: 100, y: 100))
        try host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        #expect(fired == ["a", "b"])
        for _ in 0..<3 { try host.tap(at: CGPoint(x: 100, y: 100)) }
        host.advance(by: 1)
        #expect(fired == ["a", "b", "c"])

        c.require(toFail: a)
        #expect(host.application.diagnostics.entries.last?.kind == .gestureFailureRequirementCycle)
        _ = window
    }

    @Test("D9: a delegate's shouldRequireFailureOf adds a requirement")
    func delegateRequirement() throws {
        let host = makeGestureHost()
        let view = TracingView()
        let window = place(view, at: CGRect(x: 0, y: 0, width: 390, height: 800), in: host)
        var fired: [String] = []
        let single = UITapGestureRecognizer { _ in fired.append("single") }
        let double = UITapGestureRecognizer { _ in fired.append("double") }
        double.numberOfTapsRequired = 2
        let delegate = RequiringDelegate(required: double)
        single.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)

        try host.tap(at: CGPoint(x: 100, y: 100))
        try host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 1)
        #expect(fired == ["double"])
        _ = window
    }
}
