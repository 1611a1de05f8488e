import Foundation

/// A view that lines its arranged subviews up along an axis with Auto Layout, as UIKit's does: it keeps
/// constraints between them and to its own edges, and rebuilds them when its settings, its arranged subviews or
/// their visibility change (spec <doc:Catalog#U24>-<doc:Catalog#U28>). The constraints are in
/// `UIStackView+Constraints.swift`.
///
/// The stack draws nothing itself. Its arranged subviews are placed by constraints only
/// (`translatesAutoresizingMaskIntoConstraints` becomes false as they are arranged); a hidden one takes no space.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged subviews share the stack's length along its axis (spec <doc:Catalog#U25>).
    public enum Distribution: Int, Sendable {
        /// Intrinsic sizes, except the view that hugs least, which takes what is left.
        case fill = 0
        /// Equal sizes.
        case fillEqually = 1
        /// Sizes in proportion to the views' intrinsic sizes.
        case fillProportionally = 2
        /// Intrinsic sizes with equal gaps, each at least ``UIStackView/spacing``.
        case equalSpacing = 3
        /// Intrinsic sizes with equal distances between the views' centres.
        case equalCentering = 4
    }

    /// How arranged subviews are placed across the stack's axis (spec <doc:Catalog#U26>).
    public enum Alignment: Int, Sendable {
        /// Stretched to the stack's breadth.
        case fill = 0
        /// Against the leading edge (the top in a horizontal stack).
        case leading = 1
        /// First baselines in line (a horizontal stack; a view without text has its bottom as its baseline).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// Against the trailing edge (the bottom in a horizontal stack).
        case trailing = 4
        /// Last baselines in line (a horizontal stack).
        case lastBaseline = 5

        /// Against the top edge of a horizontal stack: `.leading`.
        public static let top = Alignment.leading
        /// Against the bottom edge of a horizontal stack: `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// What ``customSpacing(after:)`` answers for a view with no custom spacing: the stack's ``spacing`` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A custom spacing that asks for the standard space between siblings.
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack arranges, in order; always a subset of ``UIView/subviews`` (spec <doc:Catalog#U24>).
    open private(set) var arrangedSubviews: [UIView] = []
    /// The direction the views follow; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { arrangementChanged() }
    }
    /// How the views share the length along ``axis``; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { arrangementChanged() }
    }
    /// How the views are placed across ``axis``; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { arrangementChanged() }
    }
    /// The space between neighbouring views: exact for the fill distributions, a minimum for the others; 0 by
    /// default.
    open var spacing: CGFloat = 0 {
        didSet { arrangementChanged() }
    }
    /// Whether a vertical stack measures the space between views from one's last baseline to the next one's
    /// first baseline rather than between their edges; `false` by default, and a horizontal stack ignores it
    /// (spec <doc:Catalog#U40>).
    open var isBaselineRelativeArrangement = false {
        didSet { arrangementChanged() }
    }
    /// Whether the views are arranged inside the stack's ``UIView/layoutMargins`` rather than its bounds;
    /// `false` by default (spec <doc:Catalog#U28>).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { arrangementChanged() }
    }

    /// Spacing set with ``setCustomSpacing(_:after:)``, by view.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and spacer guides the stack made for the current arrangement.
    var arrangement = StackArrangement()

    /// Creates an empty horizontal stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty stack, as ``init(frame:)`` does with a zero frame; the coder is not read.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a horizontal stack arranging `views`, which become its subviews (spec <doc:Catalog#U24>).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Arranges `view` after the others, making it a subview first if it is not one.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Arranges `view` at `stackIndex` of ``arrangedSubviews``, making it a subview first if it is not one; a
    /// view already arranged moves there. An index past the end arranges it last, with a diagnostic.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if let current = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: current) }
        var index = stackIndex
        if index < 0 || index > arrangedSubviews.count {
            index = min(max(index, 0), arrangedSubviews.count)
            let application = window?.application ?? UIApplication.shared
            application.diagnostics.record(ResponderDiagnostic(
                kind: .invalidConstraint,
                message: "insertArrangedSubview(_:at:) index \(stackIndex) is out of 0...\(arrangedSubviews.count); "
                    + "the view was arranged at \(index)."))
        }
        arrangedSubviews.insert(view, at: index)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Stops arranging `view`; it stays a subview, where it was (spec <doc:Catalog#U24>).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the space after `arrangedSubview` in place of ``spacing``; ``spacingUseDefault`` removes it. Ignored
    /// for a view that is not arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The space set after `arrangedSubview`, or ``spacingUseDefault`` when none was.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged view that leaves the stack's subviews is no longer arranged (spec <doc:Catalog#U24>).
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Margins-relative arrangement follows the margins.
    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { arrangementChanged() }
    }
}
