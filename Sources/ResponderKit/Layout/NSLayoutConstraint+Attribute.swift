import Foundation

extension NSLayoutConstraint {
    /// The part of an item's layout rectangle a constraint relates (spec <doc:Catalog#U7>).
    public enum Attribute: Int, Sendable {
        /// The left edge; never flips with the layout direction.
        case left = 1
        /// The right edge; never flips with the layout direction.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The left edge in a left-to-right layout, the right edge in a right-to-left one (<doc:Catalog#U10>).
        case leading
        /// The right edge in a left-to-right layout, the left edge in a right-to-left one (<doc:Catalog#U10>).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal center.
        case centerX
        /// The vertical center.
        case centerY
        /// The baseline of the last line of text; the bottom for a view that shows no text.
        case lastBaseline
        /// The baseline of the first line of text; the bottom for a view that shows no text.
        case firstBaseline
        /// The left edge inset by the layout margins.
        case leftMargin
        /// The right edge inset by the layout margins.
        case rightMargin
        /// The top edge inset by the layout margins.
        case topMargin
        /// The bottom edge inset by the layout margins.
        case bottomMargin
        /// The leading edge inset by the layout margins.
        case leadingMargin
        /// The trailing edge inset by the layout margins.
        case trailingMargin
        /// The horizontal center between the left and right margins.
        case centerXWithinMargins
        /// The vertical center between the top and bottom margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint that sets a constant size.
        case notAnAttribute = 0
    }

    /// How a constraint's two sides compare.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal = 0
        /// The first side is at least the second.
        case greaterThanOrEqual = 1
    }

    /// A direction content priorities are given for.
    public enum Axis: Int, Sendable {
        /// Left to right (or leading to trailing): widths and x positions.
        case horizontal = 0
        /// Top to bottom: heights and y positions.
        case vertical = 1
    }
}
