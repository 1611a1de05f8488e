import Foundation

/// The accessibility properties set on one responder; what is `nil` takes the class's default.
@MainActor
final class AccessibilitySettings {
    var isElement: Bool?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elementsHidden: Bool?
    var groupsChildren: Bool?
}

extension UIResponder {
    /// The settings, made on first write.
    var settingsForAccessibility: AccessibilitySettings {
        if let settings = accessibilitySettings { return settings }
        let settings = AccessibilitySettings()
        accessibilitySettings = settings
        return settings
    }

    /// UIKit's defaults by kind of object (spec <doc:Catalog#P20>): controls and labels are elements.
    var defaultIsAccessibilityElement: Bool { self is UIControl || self is UILabel }

    /// UIKit's default traits: a button is `.button`, a label `.staticText`, and a disabled control adds
    /// `.notEnabled` (spec <doc:Catalog#P20>).
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        if self is UILabel { return .staticText }
        guard let control = self as? UIControl else { return .none }
        var traits: UIAccessibilityTraits = self is UIButton ? .button : .none
        if !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// A view's frame in screen coordinates, worked out when asked so it follows the view; `.zero` for other
    /// responders.
    var defaultAccessibilityFrame: CGRect {
        guard let view = self as? UIView else { return .zero }
        let bounds = view.bounds
        let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                       CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)]
            .map(view.convertToScreen)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
