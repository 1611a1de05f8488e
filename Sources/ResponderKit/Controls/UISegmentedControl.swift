import Foundation

/// A row of segments of which one is selected; a tap on another segment selects it (spec
/// <doc:Catalog#Q10>-<doc:Catalog#Q14>).
///
/// The selection changes when the finger lifts on a segment, and then `.valueChanged` is sent with
/// ``selectedSegmentIndex`` already the new segment (<doc:Catalog#Q11>). A momentary control sends on every
/// tap and keeps no selection (<doc:Catalog#Q12>). Setting ``selectedSegmentIndex`` in code sends nothing
/// (<doc:Catalog#Q1>).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected.
    public static let noSegment: Int = -1

    /// One segment's content and settings.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = [] {
        didSet { invalidateIntrinsicContentSize() }
    }
    private var storedSelection = UISegmentedControl.noSegment

    /// The selected segment's index, or ``noSegment``; ``noSegment`` until a segment is selected. Setting it
    /// sends nothing (<doc:Catalog#Q1>); an index that is neither a segment nor ``noSegment`` is refused with a
    /// diagnostic.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return reportInvalidControlArgument(
                    "selectedSegmentIndex \(newValue) is not a segment (there are \(segments.count))")
            }
            storedSelection = newValue
        }
    }
    /// Whether segments act as buttons and keep no selection after a tap; `false` by default (<doc:Catalog#Q12>).
    open var isMomentary: Bool = false
    /// Whether segments are as wide as their content rather than sharing the width equally; `false` by default
    /// (<doc:Catalog#Q10>).
    open var apportionsSegmentWidthsByContent: Bool = false {
        didSet { if apportionsSegmentWidthsByContent != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The color of the selected segment; `nil` for the system's.
    open var selectedSegmentTintColor: UIColor?

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with one segment per item: a `String` makes a titled segment, a `UIImage` an image
    /// segment (<doc:Catalog#Q10>). Other items make an empty segment, as UIKit's do.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            segments.append(Segment(title: item as? String, image: item as? UIImage))
        }
    }

    /// Creates a control with one segment per action, titled by the action and showing its image
    /// (<doc:Catalog#Q14>).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(Self.segment(for:))
    }

    private static func segment(for action: UIAction) -> Segment {
        Segment(title: action.title.isEmpty ? nil : action.title, image: action.image, action: action)
    }

    // MARK: Segments

    /// Inserts a titled segment at `segment`, clamped to `0...numberOfSegments`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment at `segment`, clamped to `0...numberOfSegments`.
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment`, clamped to `0...numberOfSegments` (<doc:Catalog#Q14>).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Self.segment(for: action), at: segment)
    }

    private func insert(_ new: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(new, at: index)
        if storedSelection >= index { storedSelection += 1 }
    }

    /// Removes the segment at `segment`; removing the selected one leaves no selection.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard check(segment, "removeSegment(at:animated:)") else { return }
        segments.remove(at: segment)
        if storedSelection == segment {
            storedSelection = Self.noSegment
        } else if storedSelection > segment {
            storedSelection -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelection = Self.noSegment
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if check(segment, "setTitle(_:forSegmentAt:)") { segments[segment].title = title }
    }

    /// The title of the segment at `segment`, or `nil`.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        if check(segment, "setImage(_:forSegmentAt:)") { segments[segment].image = image }
    }

    /// The image of the segment at `segment`, or `nil`.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Gives the segment at `segment` its own width; 0, the default, lets it share the rest (<doc:Catalog#Q10>).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        if check(segment, "setWidth(_:forSegmentAt:)") { segments[segment].width = max(0, width) }
    }

    /// The width given to the segment at `segment`, or 0 when it shares the rest.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables the segment at `segment`; a disabled segment ignores taps (<doc:Catalog#Q13>).
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if check(segment, "setEnabled(_:forSegmentAt:)") { segments[segment].isEnabled = enabled }
    }

    /// Whether the segment at `segment` takes taps (<doc:Catalog#Q13>).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Gives the segment at `segment` an action, its title and image (<doc:Catalog#Q14>).
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        if check(segment, "setAction(_:forSegmentAt:)") { segments[segment] = Self.segment(for: action) }
    }

    /// The action of the segment at `segment`, or `nil` (<doc:Catalog#Q14>).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or ``noSegment`` (<doc:Catalog#Q14>).
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    private func check(_ segment: Int, _ call: String) -> Bool {
        guard segments.indices.contains(segment) else {
            reportInvalidControlArgument("\(call): \(segment) is not a segment (there are \(segments.count))")
            return false
        }
        return true
    }

    // MARK: Geometry

    /// Each segment's span along the control: fixed widths first, the rest shared equally (<doc:Catalog#Q10>).
    func segmentFrames() -> [CGRect] {
        let fixed = segments.reduce(0) { $0 + $1.width }
        let sharing = segments.filter { $0.width == 0 }.count
        let shared = sharing > 0 ? max(0, bounds.width - fixed) / CGFloat(sharing) : 0
        var x = bounds.minX
        return segments.map { segment in
            let width = segment.width > 0 ? segment.width : shared
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// 32 points tall and as wide as its segments: a segment given a width keeps it, and every other segment is
    /// as wide as the widest content among them (each as wide as its own with ``apportionsSegmentWidthsByContent``),
    /// content being a title's estimated width in the 13-point system font or an image's width, plus 8 points on
    /// each side (spec <doc:Catalog#U47>).
    open override var intrinsicContentSize: CGSize {
        let font = UIFont.systemFont(ofSize: Self.titleFontSize)
        let contents = segments.map { segment in
            max(font.estimatedSize(of: segment.title).width, segment.image?.size.width ?? 0) + 2 * Self.segmentPadding
        }
        let widest = zip(segments, contents).filter { $0.0.width == 0 }.map(\.1).max() ?? 0
        let width = zip(segments, contents).reduce(CGFloat(0)) { total, pair in
            total + (pair.0.width > 0 ? pair.0.width : (apportionsSegmentWidthsByContent ? pair.1 : widest))
        }
        return CGSize(width: width, height: Self.intrinsicHeight)
    }

    /// The height UIKit gives a segmented control.
    private static let intrinsicHeight: CGFloat = 32
    /// The size of the system font UIKit titles segments with.
    private static let titleFontSize: CGFloat = 13
    /// The space on each side of a segment's content.
    private static let segmentPadding: CGFloat = 8

    /// The index of the segment under `point`, or ``noSegment``.
    private func segmentIndex(at point: CGPoint) -> Int {
        guard bounds.contains(point) else { return Self.noSegment }
        return segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX } ?? Self.noSegment
    }

    // MARK: Tracking

    /// Tracks a touch that lands on an enabled segment; nothing is selected yet (<doc:Catalog#Q11>,
    /// <doc:Catalog#Q13>).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = segmentIndex(at: touch.location(in: self))
        return index != Self.noSegment && segments[index].isEnabled
    }

    /// Selects the enabled segment the finger lifts on and sends `.valueChanged`, unless it is already
    /// selected; a momentary control sends for every tap and then clears the selection (<doc:Catalog#Q11>,
    /// <doc:Catalog#Q12>, <doc:Catalog#Q14>).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch else { return }
        let index = segmentIndex(at: touch.location(in: self))
        guard index != Self.noSegment, segments[index].isEnabled else { return }
        guard isMomentary || index != storedSelection else { return }
        storedSelection = index
        if let action = segments[index].action { sendAction(action) }
        sendValueChangedByUser(with: event)
        if isMomentary { storedSelection = Self.noSegment }
    }
}
