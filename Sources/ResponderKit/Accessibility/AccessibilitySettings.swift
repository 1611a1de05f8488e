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

    /// UIKit's default traits: a button or a switch is `.button`, a slider or a page control `.adjustable`, a
    /// label `.staticText`, and a disabled control adds `.notEnabled` (spec <doc:Catalog#P20>,
    /// <doc:Catalog#Q36>).
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        if self is UILabel { return .staticText }
        guard let control = self as? UIControl else { return .none }
        var traits: UIAccessibilityTraits
        switch control {
        case is UIButton, is UISwitch: traits = .button
        case is UISlider, is UIPageControl: traits = .adjustable
        default: traits = .none
        }
        if !control.isEnabled { traits.insert(.notEnabled) }
        return traits
    }

    /// The value a standard control reads out (spec <doc:Catalog#Q36>): a switch `"1"` or `"0"`, a slider its
    /// place in its range as a whole percentage, a page control `"page 2 of 5"`; `nil` for anything else.
    var defaultAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch:
            return toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            let span = slider.maximumValue - slider.minimumValue
            let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
            return "\(Int((fraction * 100).rounded()))%"
        case let pages as UIPageControl where pages.numberOfPages > 0:
            return "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        default:
            return nil
        }
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
