// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import ResponderKit

// The standard controls and the text view, drawn plainly as the terminal draws them: enough to see what a tap
// or a drag changed. The selected or "on" part takes the control's tint.
extension SDLRenderer {
    /// Draws `view` if it is a standard control or a text view, in `rect` (pixels); returns whether it was one.
    func drawStandardControl(_ view: UIView, in rect: SDL_Rect) -> Bool {
        switch view {
        case let toggle as UISwitch:
            drawSwitch(toggle, in: rect)
        case let slider as UISlider:
            drawSlider(slider, in: rect)
        case let stepper as UIStepper:
            let half = SDL_Rect(x: rect.x, y: rect.y, w: rect.w / 2, h: rect.h)
            let tint = Self.color(stepper.tintColor)
            drawButton("−", in: half, pressed: false, focused: stepper.isFocused, tint: tint)
            drawButton("+", in: SDL_Rect(x: rect.x + half.w, y: rect.y, w: rect.w - half.w, h: rect.h),
                       pressed: false, focused: stepper.isFocused, tint: tint)
        case let control as UISegmentedControl:
            drawSegments(control, in: rect)
        case let pages as UIPageControl:
            drawPages(pages, in: rect)
        case let refresh as UIRefreshControl:
            guard refresh.isRefreshing else { return true }
            drawLine("↻", in: rect, color: Self.secondaryColor, centred: true)
        case let textView as UITextView:
            drawTextView(textView, in: rect)
        default:
            return false
        }
        return true
    }

    private func drawSwitch(_ toggle: UISwitch, in rect: SDL_Rect) {
        let tint = Self.color(toggle.onTintColor ?? UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1))
        fill(rect, toggle.isOn ? tint : Self.buttonColor)
        outline(rect, Self.outlineColor)
        let inset = max(1, rect.h / 10), side = rect.h - 2 * inset
        let x = toggle.isOn ? rect.x + rect.w - inset - side : rect.x + inset
        fill(SDL_Rect(x: x, y: rect.y + inset, w: side, h: side), Self.screenColor)
        outline(SDL_Rect(x: x, y: rect.y + inset, w: side, h: side), Self.outlineColor)
    }

    private func drawSlider(_ slider: UISlider, in rect: SDL_Rect) {
        let span = slider.maximumValue - slider.minimumValue
        let fraction = CGFloat(span > 0 ? (slider.value - slider.minimumValue) / span : 0)
        let thumb = max(2, min(rect.h, Int32(28 * scale)))
        let travel = max(0, rect.w - thumb)
        let thumbX = rect.x + Int32((CGFloat(travel) * fraction).rounded())
        let trackHeight = max(1, Int32(4 * scale)), middle = rect.y + rect.h / 2
        let track = SDL_Rect(x: rect.x, y: middle - trackHeight / 2, w: rect.w, h: trackHeight)
        fill(track, Self.outlineColor)
        fill(SDL_Rect(x: rect.x, y: track.y, w: thumbX - rect.x + thumb / 2, h: trackHeight),
             Self.color(slider.minimumTrackTintColor ?? slider.tintColor))
        let knob = SDL_Rect(x: thumbX, y: middle - thumb / 2, w: thumb, h: thumb)
        fill(knob, slider.isTracking ? Self.buttonColor : Self.screenColor)
        outline(knob, Self.secondaryColor)
    }

    private func drawSegments(_ control: UISegmentedControl, in rect: SDL_Rect) {
        let count = control.numberOfSegments
        guard count > 0 else { return outline(rect, Self.outlineColor) }
        let tint = Self.color(control.selectedSegmentTintColor ?? control.tintColor)
        let width = rect.w / Int32(count)
        for index in 0..<count {
            let x = rect.x + Int32(index) * width
            let segment = SDL_Rect(x: x, y: rect.y, w: index == count - 1 ? rect.x + rect.w - x : width, h: rect.h)
            let selected = index == control.selectedSegmentIndex
            let enabled = control.isEnabled && control.isEnabledForSegment(at: index)
            fill(segment, selected ? tint : Self.buttonColor)
            outline(segment, Self.outlineColor)
            drawLine(control.titleForSegment(at: index) ?? "▣", in: segment,
                     color: selected ? Self.screenColor : (enabled ? Self.labelColor : Self.secondaryColor),
                     centred: true)
        }
    }

    private func drawPages(_ pages: UIPageControl, in rect: SDL_Rect) {
        let count = pages.numberOfPages
        guard count > (pages.hidesForSinglePage ? 1 : 0) else { return }
        let dot = max(2, Int32(7 * scale)), gap = max(2, Int32(9 * scale))
        let total = Int32(count) * dot + Int32(count - 1) * gap
        var x = rect.x + max(0, (rect.w - total) / 2)
        let y = rect.y + (rect.h - dot) / 2
        for page in 0..<count {
            fill(SDL_Rect(x: x, y: y, w: dot, h: dot),
                 page == pages.currentPage ? Self.labelColor : Self.outlineColor)
            x += dot + gap
        }
    }

    private func drawTextView(_ textView: UITextView, in rect: SDL_Rect) {
        if textView.backgroundColor == nil { fill(rect, Self.screenColor) }
        outline(rect, textView.isFirstResponder ? Self.color(.tintColor) : Self.outlineColor)
        let inset = Int32(8 * scale), lineHeight = Int32(max(1, text.size(of: "Ag").height))
        var y = rect.y + inset
        for line in (textView.text ?? "").split(separator: "\n", omittingEmptySubsequences: false) {
            guard y + lineHeight <= rect.y + rect.h else { break }
            text.draw(String(line), x: Int(rect.x + inset), y: Int(y), color: Self.labelColor,
                      maxWidth: Int(rect.w - 2 * inset))
            y += lineHeight
        }
    }

    private func drawLine(_ string: String, in rect: SDL_Rect, color: SDL_Color, centred: Bool) {
        let size = text.size(of: string)
        let x = centred ? Int(rect.x) + max(0, (Int(rect.w) - size.width) / 2) : Int(rect.x)
        text.draw(string, x: x, y: Int(rect.y) + (Int(rect.h) - size.height) / 2, color: color, maxWidth: Int(rect.w))
    }
}
#endif
