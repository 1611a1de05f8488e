import Foundation

extension InheritedMembers {
    /// What hit testing asks a view (`UIView+HitTesting.swift`): a class inheriting all of them from `UIView`
    /// is tested from its stored state, as `UIView` is.
    static let hitTesting = InheritedMembers(base: UIView.self, plain: PlainViewProbe.self, probes: [
        HitTestProbe.self, PointInsideProbe.self, IsHiddenProbe.self, AlphaProbe.self,
        IsUserInteractionEnabledProbe.self, EligibilityProbe.self, BoundsProbe.self, CenterProbe.self,
        TransformProbe.self,
    ])

    /// What UIView's `hitTest` asks before it looks at the subviews: a class inheriting them from `UIView`,
    /// even one that overrides `hitTest` itself and calls `super`, is judged from its stored state.
    static let containment = InheritedMembers(base: UIView.self, plain: PlainViewProbe.self, probes: [
        PointInsideProbe.self, IsHiddenProbe.self, AlphaProbe.self, IsUserInteractionEnabledProbe.self,
        EligibilityProbe.self, BoundsProbe.self,
    ])

    /// The getters a point is mapped into a view with: a class inheriting them from `UIView` is mapped from
    /// its stored geometry (`UIView+Geometry.swift`).
    static let geometry = InheritedMembers(base: UIView.self, plain: PlainViewProbe.self, probes: [
        BoundsProbe.self, CenterProbe.self, TransformProbe.self,
    ])

    /// What the action walk's climb does for a view without asking it (`UIView+ActionClimb.swift`): its next
    /// responder is its superview, and its class's action table answers `canPerformAction`.
    static let actionClimb = InheritedMembers(base: UIView.self, plain: PlainViewProbe.self, probes: [
        NextProbe.self, CanPerformActionProbe.self, TargetForActionProbe.self,
    ])

    /// The method the action walk steps over in its own loop (`ActionChainWalk`).
    static let actionTarget = InheritedMembers(base: UIResponder.self, plain: PlainResponderProbe.self, probes: [
        ResponderTargetForActionProbe.self,
    ])
}

// The probes: one class per member, overriding it and nothing else, and one overriding nothing. They are never
// created; only their metadata is read.

private final class PlainViewProbe: UIView {}

private final class HitTestProbe: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
}

private final class PointInsideProbe: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
}

private final class IsHiddenProbe: UIView {
    override var isHidden: Bool {
        get { super.isHidden }
        set { super.isHidden = newValue }
    }
}

private final class AlphaProbe: UIView {
    override var alpha: CGFloat {
        get { super.alpha }
        set { super.alpha = newValue }
    }
}

private final class IsUserInteractionEnabledProbe: UIView {
    override var isUserInteractionEnabled: Bool {
        get { super.isUserInteractionEnabled }
        set { super.isUserInteractionEnabled = newValue }
    }
}

private final class EligibilityProbe: UIView {
    override var isEligibleForHitTesting: Bool { super.isEligibleForHitTesting }
}

private final class BoundsProbe: UIView {
    override var bounds: CGRect {
        get { super.bounds }
        set { super.bounds = newValue }
    }
}

private final class CenterProbe: UIView {
    override var center: CGPoint {
        get { super.center }
        set { super.center = newValue }
    }
}

private final class TransformProbe: UIView {
    override var transform: CGAffineTransform {
        get { super.transform }
        set { super.transform = newValue }
    }
}

private final class NextProbe: UIView {
    override var next: UIResponder? { super.next }
}

private final class CanPerformActionProbe: UIView {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }
}

private final class TargetForActionProbe: UIView {
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        super.target(forAction: action, withSender: sender)
    }
}

private final class PlainResponderProbe: UIResponder {}

private final class ResponderTargetForActionProbe: UIResponder {
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        super.target(forAction: action, withSender: sender)
    }
}

extension InheritedMembers {
    /// Whether the failure to read method tables was reported; it is reported once per process.
    @MainActor private static var reportedUnreadable = false

    /// Every group, by the name the report gives it.
    private static var groups: KeyValuePairs<String, InheritedMembers> {
        ["hit testing": hitTesting, "containment": containment, "geometry": geometry, "action climb": actionClimb,
         "action target": actionTarget]
    }

    /// The diagnostic for groups that could not be read, the first time any could not; `nil` otherwise. The
    /// slow paths they leave are taken either way: an unread group says "ask" for every class.
    @MainActor static func unreadableDiagnosticOnce() -> ResponderDiagnostic? {
        guard !reportedUnreadable else { return nil }
        let unread = groups.filter { !$0.value.isReadable }.map(\.key)
            + standardEditActions.filter { !$0.value.isReadable }.map { "\($0.key)" }.sorted()
        guard !unread.isEmpty else { return nil }
        reportedUnreadable = true
        return ResponderDiagnostic(kind: .methodTableUnreadable, message:
            "Swift's class metadata could not be read for \(unread.joined(separator: ", ")), so ResponderKit "
            + "asks every view and responder through its members, which is slower, and finds a standard edit "
            + "action only when its class lists it in declareActions(in:), as in table.add(.copy, NotesView.copy): "
            + "an override of copy(_:) alone is not seen.")
    }

    /// Turns the reading of method tables off or back on, for tests of the path taken without it; the report
    /// is made again after each change.
    @MainActor static func forceUnreadable(_ isForced: Bool) {
        isReadingForcedOff = isForced
        reportedUnreadable = false
    }
}
