import Foundation

/// A row of dots, one per page, that shows the current page; a tap beside the current page's dot moves one
/// page toward it (spec <doc:Catalog#Q20>, <doc:Catalog#Q21>).
///
/// Each page the user moves to sends `.valueChanged` with ``currentPage`` already changed; setting
/// ``currentPage`` in code sends nothing (<doc:Catalog#Q1>).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// The distance between the centres of neighbouring dots, in points.
    static let indicatorPitch: CGFloat = 16

    /// The number of pages; 0 by default, never below 0. The current page is pinned to the new count
    /// (<doc:Catalog#Q20>).
    open var numberOfPages: Int = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = storedCurrentPage
        }
    }
    /// The page whose dot is shown as current; 0 by default, pinned to `0..<numberOfPages` (or 0 without
    /// pages). Setting it sends nothing (<doc:Catalog#Q1>, <doc:Catalog#Q20>).
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = max(0, min(numberOfPages - 1, newValue)) }
    }
    /// Whether the control shows nothing while there is only one page; `false` by default (<doc:Catalog#Q20>).
    open var hidesForSinglePage: Bool = false
    /// The color of the dots of other pages; `nil` for the system's.
    open var pageIndicatorTintColor: UIColor?
    /// The color of the current page's dot; `nil` for the system's.
    open var currentPageIndicatorTintColor: UIColor?

    private var storedCurrentPage = 0

    /// Creates a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size the dots of `pageCount` pages take.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * Self.indicatorPitch, height: 26)
    }

    /// Whether the control shows its dots: it has pages, and more than one if ``hidesForSinglePage``.
    var showsIndicators: Bool {
        numberOfPages > (hidesForSinglePage ? 1 : 0)
    }

    /// The x of the centre of page `page`'s dot: the dots are centred in the bounds.
    func indicatorCenterX(ofPage page: Int) -> CGFloat {
        bounds.midX + (CGFloat(page) - CGFloat(numberOfPages - 1) / 2) * Self.indicatorPitch
    }

    // MARK: Tracking

    /// Moves one page toward the side of the current page's dot the finger lifts on, if there is a page
    /// there, and sends `.valueChanged` (<doc:Catalog#Q21>).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside, numberOfPages > 1 else { return }
        let x = touch.location(in: self).x
        let current = indicatorCenterX(ofPage: currentPage)
        guard x != current else { return }
        let target = currentPage + (x > current ? 1 : -1)
        guard (0..<numberOfPages).contains(target) else { return }
        currentPage = target
        sendValueChangedByUser(with: event)
    }

    // MARK: Accessibility

    /// Moves to the next page, if there is one, and sends `.valueChanged`, as VoiceOver's swipe up does
    /// (<doc:Catalog#Q36>).
    open override func accessibilityIncrement() {
        turnPageByUser(by: 1)
    }

    /// Moves to the previous page, if there is one, and sends `.valueChanged` (<doc:Catalog#Q36>).
    open override func accessibilityDecrement() {
        turnPageByUser(by: -1)
    }

    private func turnPageByUser(by step: Int) {
        let target = currentPage + step
        guard (0..<numberOfPages).contains(target) else { return }
        currentPage = target
        sendValueChangedByUser(with: nil)
    }
}
