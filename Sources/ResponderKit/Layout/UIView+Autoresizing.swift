import Foundation

// Autoresizing is applied at once, inside the bounds setter, as UIKit applies it: code that resizes a view and
// reads a subview's frame on the next line sees the new frame, and so does the next touch.

extension UIView {
    /// The parts of a view's frame that stretch or shrink when its superview's size changes (spec
    /// <doc:Catalog#U4>).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates a mask from UIKit's bit values.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance from the superview's left edge changes.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance from the superview's right edge changes.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance from the superview's top edge changes.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance from the superview's bottom edge changes.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Resizes each subview by its mask after the receiver's bounds changed size from `oldSize` (spec
    /// <doc:Catalog#U4>); nothing when ``autoresizesSubviews`` is false.
    func autoresizeSubviews(fromOldSize oldSize: CGSize) {
        guard autoresizesSubviews, !storedSubviews.isEmpty else { return }
        let newSize = storedBounds.size
        for subview in storedSubviews {
            let mask = subview.autoresizingMask
            guard !mask.isEmpty, subview.translatesAutoresizingMaskIntoConstraints else { continue }
            let frame = subview.frame
            let (x, width) = UIView.distribute(
                newSize.width - oldSize.width, start: frame.minX, length: frame.width,
                end: oldSize.width - frame.maxX, flexible: (mask.contains(.flexibleLeftMargin),
                                                            mask.contains(.flexibleWidth),
                                                            mask.contains(.flexibleRightMargin)))
            let (y, height) = UIView.distribute(
                newSize.height - oldSize.height, start: frame.minY, length: frame.height,
                end: oldSize.height - frame.maxY, flexible: (mask.contains(.flexibleTopMargin),
                                                             mask.contains(.flexibleHeight),
                                                             mask.contains(.flexibleBottomMargin)))
            let resized = CGRect(x: x, y: y, width: width, height: height)
            if resized != frame { subview.frame = resized }
        }
    }

    /// Spreads `change` along one axis over the flexible parts among a view's leading margin (`start`), its
    /// `length` and its trailing margin (`end`), in proportion to their current lengths; returns the new start and
    /// length. Parts whose lengths add up to zero share the change equally, so a view of zero width still grows.
    private static func distribute(_ change: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
                                   flexible: (start: Bool, length: Bool, end: Bool)) -> (CGFloat, CGFloat) {
        guard change != 0, flexible.start || flexible.length || flexible.end else { return (start, length) }
        let parts = (start: flexible.start ? start : 0, length: flexible.length ? length : 0,
                     end: flexible.end ? end : 0)
        let total = parts.start + parts.length + parts.end
        if total == 0 {
            let count: CGFloat = (flexible.start ? 1 : 0) + (flexible.length ? 1 : 0) + (flexible.end ? 1 : 0)
            return (start + (flexible.start ? change / count : 0), length + (flexible.length ? change / count : 0))
        }
        return (start + change * parts.start / total, length + change * parts.length / total)
    }
}
