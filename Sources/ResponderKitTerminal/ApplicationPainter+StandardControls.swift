import Foundation
import ResponderKit

extension ApplicationPainter {
    /// A plain rendering of the standard controls and views as one line of text each, or `nil` for any
    /// other view: a switch's side, a slider's thumb on a track, a stepper's two segments, the segments of a
    /// segmented control with the selected one bracketed, a page control's dots, and a refreshing refresh
    /// control; a collection view's cell as a box, ticked while selected (its content draws inside). Enough to
    /// see what a tap changed.
    static func standardControlAppearance(of view: UIView) -> ViewAppearance? {
        switch view {
        case let toggle as UISwitch:
            return .button(title: toggle.isOn ? "ON ●" : "● OFF", pressed: toggle.isHighlighted,
                           focused: toggle.isFocused)
        case let slider as UISlider:
            return .text(track(for: slider))
        case let stepper as UIStepper:
            return .button(title: "−  │  +", pressed: stepper.isHighlighted, focused: stepper.isFocused)
        case let control as UISegmentedControl:
            let titles = (0..<control.numberOfSegments).map { index in
                let title = control.titleForSegment(at: index) ?? "▣"
                return index == control.selectedSegmentIndex ? "[\(title)]" : " \(title) "
            }
            return .text(titles.joined(separator: "│"))
        case let pages as UIPageControl:
            guard pages.numberOfPages > (pages.hidesForSinglePage ? 1 : 0) else { return .nothing }
            return .text((0..<pages.numberOfPages).map { $0 == pages.currentPage ? "●" : "○" }.joined(separator: " "))
        case let refresh as UIRefreshControl:
            return refresh.isRefreshing ? .text("↻ refreshing") : .nothing
        case let textView as UITextView:
            return .box(title: textView.text.isEmpty ? nil : String(textView.text.prefix(40)))
        case let cell as UICollectionViewCell:
            return .box(title: cell.isSelected ? "✓" : nil)
        default:
            return nil
        }
    }

    /// A slider's track as ten cells with the thumb at the value's place.
    private static func track(for slider: UISlider) -> String {
        let span = slider.maximumValue - slider.minimumValue
        let fraction = span > 0 ? (slider.value - slider.minimumValue) / span : 0
        let thumb = Int((fraction * 9).rounded())
        return "├" + (0..<10).map { $0 == thumb ? "●" : "─" }.joined() + "┤"
    }
}
