import Foundation

// The left and right overlay views and the default rectangles of a field's parts. ResponderKit draws nothing,
// so the rectangles matter for where the overlay views are placed (they are subviews, hit-tested as any) and
// where the caret is reported; an override of one of the open rectangle methods moves what it places.

extension UITextField {
    /// Whether an overlay with `mode` is shown in the current editing state.
    func overlayIsShown(_ mode: UITextField.ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// Puts the left and right views in the field, or takes them out, as their modes say now, and places them
    /// where ``leftViewRect(forBounds:)`` and ``rightViewRect(forBounds:)`` say.
    func updateOverlayViews() {
        for (view, mode, leading) in [(leftView, leftViewMode, true), (rightView, rightViewMode, false)] {
            guard let view else { continue }
            if overlayIsShown(mode) {
                if view.superview !== self { addSubview(view) }
                view.frame = leading ? leftViewRect(forBounds: bounds) : rightViewRect(forBounds: bounds)
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
    }

    /// ``textRect(forBounds:)``'s default: `bounds` less the shown overlay views.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var area = bounds
        if leftView != nil, overlayIsShown(leftViewMode) {
            let used = max(0, leftViewRect(forBounds: bounds).maxX - bounds.minX)
            area.origin.x += used
            area.size.width -= used
        }
        if rightView != nil, overlayIsShown(rightViewMode) {
            area.size.width -= max(0, bounds.maxX - rightViewRect(forBounds: bounds).minX)
        }
        area.size.width = max(0, area.size.width)
        return area
    }

    /// The default place of an overlay view: its own size at one edge of `bounds`, vertically centred.
    func defaultOverlayRect(of view: UIView?, in bounds: CGRect, leading: Bool) -> CGRect {
        guard let size = view?.bounds.size else { return .zero }
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}
