import Foundation

// Where Auto Layout finds a view's baselines. ResponderKit draws no text, but it knows how UIKit's text views
// place their lines: a label, a text field and a button's title centre their text vertically, a text view
// starts it below an 8-point inset, and each line is the font's `lineHeight` tall with its baseline `ascender`
// below the line's top. Only explicit line breaks make lines, as no text is wrapped. The position is linear in
// the view's height, so the solver can hold constraints to it while it solves the height (spec U9, U40).

/// A baseline's distance below a view's top: `heightFraction` of its height plus `constant`.
struct BaselinePosition: Equatable {
    let heightFraction: CGFloat
    let constant: CGFloat

    /// The bottom edge, where a view without text has both baselines (spec U9).
    static let bottom = BaselinePosition(heightFraction: 1, constant: 0)
}

extension UIView {
    /// The space above a text view's first line, UIKit's default `textContainerInset.top`.
    static let textViewTopInset: CGFloat = 8

    /// Where the first (`.firstBaseline`) or last (any other attribute) baseline of the view is: from its font's
    /// metrics for the text views UIKit gives baselines, else the bottom for both, as the behaviour spec's U9
    /// decides for a view without text (spec <doc:Catalog#U40>).
    func baselinePosition(_ attribute: NSLayoutConstraint.Attribute) -> BaselinePosition {
        let first = attribute == .firstBaseline
        guard let text = baselineText else { return .bottom }
        let lines = CGFloat(text.lines - 1)
        let line = first ? 0 : lines * text.font.lineHeight
        if text.centred {
            let textHeight = (lines + 1) * text.font.lineHeight
            return BaselinePosition(heightFraction: 0.5, constant: -textHeight / 2 + line + text.font.ascender)
        }
        return BaselinePosition(heightFraction: 0, constant: UIView.textViewTopInset + line + text.font.ascender)
    }

    /// The text whose lines give the view its baselines: its font, its number of lines and whether it is
    /// centred vertically; `nil` for a view UIKit gives no baseline.
    private var baselineText: (font: UIFont, lines: Int, centred: Bool)? {
        switch self {
        case let label as UILabel:
            return (label.font, UIView.lineCount(of: label.text, limit: label.numberOfLines), true)
        case let field as UITextField:
            return (field.font ?? .systemFont(ofSize: UIFont.defaultSize), 1, true)
        case let textView as UITextView:
            return (textView.font ?? .systemFont(ofSize: UIFont.defaultSize),
                    UIView.lineCount(of: textView.text, limit: 0), false)
        case let button as UIButton:
            guard let label = button.titleLabel, button.currentTitle != nil else { return nil }
            return (label.font, UIView.lineCount(of: label.text, limit: label.numberOfLines), true)
        default:
            return nil
        }
    }

    /// The lines `text` makes by its line breaks, at least one, at most `limit` when that is not 0.
    static func lineCount(of text: String?, limit: Int) -> Int {
        let count = max(1, (text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count)
        return limit > 0 ? min(count, limit) : count
    }

    /// Rebuilds the constraints at the next pass after a change of text, font or line limit that moved the
    /// view's baselines, so constraints to them hold at the new place.
    func baselinesMoved() {
        guard LayoutBookkeeping.isInUse else { return }
        LayoutBookkeeping.structureChanged(in: self)
        (superview ?? self).setNeedsLayout()
    }
}
