import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A control with no opinion about recognizers, unlike UIButton, which refuses ancestors' taps (D11).
@MainActor
private final class Knob: UIControl {}

@MainActor
@Suite("Gesture arena reports")
struct GestureArenaReportTests {
    private func scene() -> (EventTestHost, UIView) {
        let host = EventTestHost()
        let window = host.makeWindow()
        let parent = UIView(frame: window.bounds)
        parent.accessibilityIdentifier = "parent"
        window.addSubview(parent)
        return (host, parent)
    }

    @Test("D4: a parent's tap recognizer swallowing a custom control's touch-up is named, with cancelsTouchesInView")
    func swallowedTouchUp() throws {
        let (host, parent) = scene()
        let knob = Knob(frame: CGRect(x: 20, y: 20, width: 100, height: 44))
        knob.accessibilityIdentifier = "knob"
        var upInside = 0
        knob.addAction(UIAction { _ in upInside += 1 }, for: .touchUpInside)
        parent.addSubview(knob)
        let tap = UITapGestureRecognizer { _ in }
        parent.addGestureRecognizer(tap)
        let log = host.application.startRecordingGestureArenas()
        try host.tap(knob)
        let report = try #require(log.latest)
        #expect(upInside == 0)
        #expect(report.winners == [tap])
        let touch = try #require(report.touches.first?.touch)
        #expect(report.fate(of: touch) == .cancelled(by: tap))
        #expect(report.touches.first?.view === knob)
        #expect(report.description.contains("UITapGestureRecognizer on UIView[0] \"parent\": possible -> ended; won"))
        #expect(report.description.contains("cancelsTouchesInView"))
    }

    @Test("D9: the single tap that waits for a double tap loses to it, and the relation is reported")
    func failureRequirement() throws {
        let (host, parent) = scene()
        let single = UITapGestureRecognizer { _ in }
        let double = UITapGestureRecognizer { _ in }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        parent.addGestureRecognizer(single)
        parent.addGestureRecognizer(double)
        let log = host.application.startRecordingGestureArenas()
        try host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.1)
        try host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 1)
        let report = try #require(log.latest)
        #expect(report.relations.contains(.requiresFailure(single, of: double)))
        #expect(report.winners == [double])
        #expect(report.participant(single)?.loss == .requiredRecognizerRecognized(double))
    }

    @Test("D8, D10: exclusion, a delegate's refusal and a failure by its own rules each have their reason")
    func lossReasons() throws {
        final class Refuser: NSObject, UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (host, parent) = scene()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.addSubview(child)
        let inner = UITapGestureRecognizer { _ in }
        let outer = UITapGestureRecognizer { _ in }
        child.addGestureRecognizer(inner)
        parent.addGestureRecognizer(outer)
        let log = host.application.startRecordingGestureArenas()
        try host.tap(at: CGPoint(x: 50, y: 50))
        var report = try #require(log.latest)
        #expect(report.winners == [inner])
        #expect(report.participant(outer)?.loss == .excluded(by: inner))

        let refuser = Refuser()
        inner.delegate = refuser
        host.advance(by: 1)
        try host.tap(at: CGPoint(x: 50, y: 50))
        report = try #require(log.latest)
        #expect(report.participant(inner)?.loss == .refusedByDelegate)
        #expect(report.winners == [outer])

        host.advance(by: 1)
        try host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150))
        report = try #require(log.latest)
        #expect(report.participant(outer)?.loss == .failedByItself)
        #expect(log.reports.count == 3)
    }

    @Test("D5: touches held back by delaysTouchesBegan are reported as never delivered or delivered late")
    func delayedTouches() throws {
        let (host, parent) = scene()
        let tap = UITapGestureRecognizer { _ in }
        tap.delaysTouchesBegan = true
        parent.addGestureRecognizer(tap)
        let log = host.application.startRecordingGestureArenas()
        try host.tap(at: CGPoint(x: 50, y: 50))
        let tapped = try #require(log.latest)
        #expect(tapped.touches.first?.fate == .neverDelivered(by: tap))
        host.advance(by: 1)
        try host.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 150))
        let dragged = try #require(log.latest)
        #expect(dragged.touches.first?.fate == .delayedThenDelivered(by: tap))
        host.application.stopRecordingGestureArenas()
        host.advance(by: 1)
        try host.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.reports.count == 2)
    }
}
