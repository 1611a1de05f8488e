import Foundation
@testable import ResponderKit
import ResponderKitTesting
import Testing

// What happens when Swift's class metadata cannot be read (`InheritedMembers`): the failure is reported once,
// every class is asked through its members, and a standard edit action is found when its class lists it. The
// classes are this file's own, so no earlier test has classed them or built their action tables.

private final class FallbackPlainView: UIView {}
private final class FallbackRedirectingView: UIView {
    var target: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) == nil ? nil : target
    }
}
private final class FallbackOverridingNotes: UIView {
    var copies = 0
    override func copy(_ sender: Any?) { copies += 1 }
}
private final class FallbackListingNotes: UIView {
    var copies = 0
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.copy, FallbackListingNotes.copy)
    }
    override func copy(_ sender: Any?) { copies += 1 }
}
private final class ReadableOverridingNotes: UIView {
    var copies = 0
    override func copy(_ sender: Any?) { copies += 1 }
}

@MainActor @Suite("Without readable method tables: reported once, every class asked, listed edit actions kept")
struct MethodTableFallbackTests {
    @Test("B1, B8: with the tables unread, an app view is asked and a plain one still hit-tests as UIKit does")
    func hitTestingAsksEveryClass() throws {
        InheritedMembers.forceUnreadable(true)
        defer { InheritedMembers.forceUnreadable(false) }
        let host = EventTestHost()
        let window = host.makeWindow()
        let plain = FallbackPlainView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let redirecting = FallbackRedirectingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        redirecting.target = plain
        window.addSubview(plain)
        window.addSubview(redirecting)
        #expect(!plain.hitTestsWithBuiltInMembers, "an unread class is asked")
        #expect(!redirecting.hitTestsWithBuiltInMembers)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === plain)
        #expect(window.hitTest(CGPoint(x: 150, y: 50), with: nil) === plain, "the override decides (B8)")
        #expect(window.hitTest(CGPoint(x: 250, y: 50), with: nil) === window)
    }

    @Test("J1, J2: with the tables unread, the failure is reported once and a listed copy(_:) still works")
    func editActionsFallBackToTheirListing() {
        InheritedMembers.forceUnreadable(true)
        defer { InheritedMembers.forceUnreadable(false) }
        let host = EventTestHost()
        let window = host.makeWindow()
        let listing = FallbackListingNotes(), overriding = FallbackOverridingNotes()
        window.addSubview(listing)
        window.addSubview(overriding)

        #expect(listing.canPerformAction(.copy, withSender: nil))
        #expect(host.application.sendAction(.copy, to: nil, from: listing, for: nil))
        #expect(listing.copies == 1)
        // The override alone is what the unread table cannot show; the report says so, and says it once.
        #expect(!overriding.canPerformAction(.copy, withSender: nil))
        let reports = host.application.diagnostics.entries.filter { $0.kind == .methodTableUnreadable }
        #expect(reports.count == 1)
        #expect(reports.first?.message.contains("declareActions(in:)") == true)
    }

    @Test("J1, J2: with the tables read, an override alone implements the action and nothing is reported")
    func readableTablesFindTheOverride() {
        let host = EventTestHost()
        let window = host.makeWindow()
        let notes = ReadableOverridingNotes()
        window.addSubview(notes)
        #expect(InheritedMembers.standardEditActions[.copy]?.isReadable == true)
        #expect(notes.canPerformAction(.copy, withSender: nil))
        #expect(host.application.sendAction(.copy, to: nil, from: notes, for: nil))
        #expect(notes.copies == 1)
        #expect(!host.application.diagnostics.entries.contains { $0.kind == .methodTableUnreadable })
    }
}
