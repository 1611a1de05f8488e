import Foundation

/// A control that runs an action when tapped: it sends `.touchUpInside` and `.primaryActionTriggered` when a
/// finger lifts inside it (spec <doc:Catalog#E3>) and shows a title chosen by its state.
///
/// Tapping a button does not make it first responder (<doc:Catalog#F7>): the first responder — a text field being edited,
/// say — keeps its status, so a nil-targeted action from the button starts there (<doc:Catalog#E7>).
///
/// ```swift
/// let save = UIButton(primaryAction: UIAction(title: "Save") { _ in document.save() })
/// let cancel = UIButton(type: .system)
/// cancel.setTitle("Cancel", for: .normal)
/// cancel.addTarget(nil, action: .dismissEditor, for: .touchUpInside)
/// ```
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button, as UIKit's factory names it; ResponderKit draws nothing, so it is informational.
    public enum ButtonType: Int, Sendable {
        /// A button with no system styling.
        case custom = 0
        /// A standard system button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// An information button on a light background.
        case infoLight = 3
        /// An information button on a dark background.
        case infoDark = 4
        /// A button that adds a contact.
        case contactAdd = 5
        /// A button with no background.
        case plain = 6
        /// A close button.
        case close = 7
    }

    /// The kind of button it was created as; `.custom` for `init(frame:)` and `init(coder:)`.
    open private(set) var buttonType: ButtonType
    /// The label that shows ``currentTitle``; `nil` until the button has a title, as in UIKit.
    open private(set) var titleLabel: UILabel?
    /// Space around the title and image together; `.zero` by default. It adds to ``intrinsicContentSize``
    /// (spec <doc:Catalog#U45>); the frame and touch area change only when layout applies that size
    /// (<doc:Catalog#P45>).
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { if contentEdgeInsets != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Space around the title, moving it from its place; `.zero` by default. Stored only, and as in UIKit it does
    /// not change ``intrinsicContentSize`` (<doc:Catalog#P45>, <doc:Catalog#U45>).
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Space around the image, moving it from its place; `.zero` by default. Stored only, and as in UIKit it does
    /// not change ``intrinsicContentSize`` (<doc:Catalog#P45>, <doc:Catalog#U45>).
    open var imageEdgeInsets: UIEdgeInsets = .zero
    private var titles: [UIControl.State: String] = [:]
    private var titleColors: [UIControl.State: UIColor] = [:]
    private var images: [UIControl.State: UIImage] = [:]
    private var backgroundImages: [UIControl.State: UIImage] = [:]

    /// Creates a custom button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// Creates a custom button as `init(frame: .zero)` does; there are no nibs, so the coder is not read.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// Creates a button of the given type with a zero frame.
    ///
    /// A convenience initializer, as in UIKit, so a subclass that overrides `init(frame:)` and
    /// `init(coder:)` can still be made with `MyButton(type: .system)`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// Creates a system button that runs `primaryAction` when tapped, titled with its title and showing its
    /// image (<doc:Catalog#E10>).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        show(primaryAction)
    }

    /// Creates a custom button with `frame` that runs `primaryAction` when tapped (<doc:Catalog#E10>).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        show(primaryAction)
    }

    private func show(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    // MARK: Per-state titles, colors and images

    // Each of these is kept per control state, and a state with none set shows the normal state's, as in
    // UIKit: setting only `.normal` covers every state.

    /// Sets the title shown in `state`; `nil` removes it, so the state falls back to the normal title.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
        updateTitleLabel()
    }

    /// The title set for `state`, or the normal title when the state has none, as in UIKit.
    open func title(for state: UIControl.State) -> String? {
        Self.value(in: titles, for: state)
    }

    /// The title for the button's current state.
    open var currentTitle: String? { title(for: state) }

    /// The current title unless one was set, as assistive technology reads a button in UIKit; tests find
    /// buttons by it.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// Sets the color of the title in `state`; `nil` removes it, so the state falls back to the normal color.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state] = color
    }

    /// The title color set for `state`, else the normal one, else the button type's default: the tint color
    /// for a system button, white for a custom one, as in UIKit.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        Self.value(in: titleColors, for: state) ?? (buttonType == .custom ? .white : tintColor)
    }

    /// The title color for the button's current state.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    /// Sets the image shown in `state`; `nil` removes it, so the state falls back to the normal image.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state] = image
        invalidateIntrinsicContentSize()
    }

    /// The image set for `state`, or the normal image when the state has none.
    open func image(for state: UIControl.State) -> UIImage? {
        Self.value(in: images, for: state)
    }

    /// The image for the button's current state.
    open var currentImage: UIImage? { image(for: state) }

    /// Sets the background image shown in `state`; `nil` removes it, so the state falls back to the normal
    /// one.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state] = image
    }

    /// The background image set for `state`, or the normal one when the state has none.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        Self.value(in: backgroundImages, for: state)
    }

    /// The background image for the button's current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    private static func value<Value>(in table: [UIControl.State: Value], for state: UIControl.State) -> Value? {
        table[state] ?? table[.normal]
    }

    // MARK: State changes keep the title current

    /// Whether the button is highlighted; changing it shows the highlighted title.
    open override var isHighlighted: Bool {
        didSet { if oldValue != isHighlighted { updateTitleLabel() } }
    }

    /// Whether the button is selected; changing it shows the selected title.
    open override var isSelected: Bool {
        didSet { if oldValue != isSelected { updateTitleLabel() } }
    }

    /// Whether the button is enabled; changing it shows the disabled title.
    open override var isEnabled: Bool {
        didSet { if oldValue != isEnabled { updateTitleLabel() } }
    }

    /// Buttons send `.primaryActionTriggered` with `.touchUpInside` (<doc:Catalog#E3>).
    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    /// Refuses a single-finger single-tap recognizer of another view — an ancestor's — so a tap on the button
    /// runs the button's action instead of that recognizer's (<doc:Catalog#D11>). Any other recognizer, and one attached to
    /// the button itself, may begin.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, let tap = gestureRecognizer as? UITapGestureRecognizer else {
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
        let isButtonsOwnGesture = tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
        return !isButtonsOwnGesture && super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: The select button

    /// The select press the button is highlighted for, from press-down to release.
    private weak var selectPress: UIPress?

    /// Highlights the button for a select press, as a focused tvOS button does; other presses go to
    /// ``UIResponder/next`` (spec <doc:Catalog#H3>).
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if selectPress == nil, isEnabled, let press = presses.first(where: { $0.type == .select }) {
            selectPress = press
            isHighlighted = true
        }
        forwardPresses(presses, .began, except: selectPress, with: event)
    }

    /// Keeps a held select press to itself; other presses go to ``UIResponder/next``.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        forwardPresses(presses, .changed, except: selectPress, with: event)
    }

    /// Releasing select sends `.primaryActionTriggered`, the press counterpart of a tap (spec <doc:Catalog#H2>).
    ///
    /// Only the primary action: `.touchUpInside` and the other touch events describe touches, and a press
    /// has none. Register for `.primaryActionTriggered` (or use `init(primaryAction:)`) to act on both.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let handled = selectPress
        if let handled, presses.contains(handled) {
            selectPress = nil
            isHighlighted = false
            if isEnabled { sendActions(for: .primaryActionTriggered, with: event) }
        }
        forwardPresses(presses, .ended, except: handled, with: event)
    }

    /// A cancelled select press removes the highlight and sends nothing.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let handled = selectPress
        if let handled, presses.contains(handled) {
            selectPress = nil
            isHighlighted = false
        }
        forwardPresses(presses, .cancelled, except: handled, with: event)
    }

    /// Hands `next` the presses other than the select press the button handles, if there are any.
    private func forwardPresses(_ presses: Set<UIPress>, _ phase: UIPress.Phase, except handled: UIPress?,
                                with event: UIPressesEvent?) {
        let others = handled.map { handled in presses.filter { $0 !== handled } } ?? presses
        guard !others.isEmpty else { return }
        passOn(others, phase, with: event)
    }

    private func updateTitleLabel() {
        let title = currentTitle
        if titleLabel == nil, title != nil {
            let label = UILabel(frame: titleRect(forContentRect: contentRect(forBounds: bounds)))
            titleLabel = label
            addSubview(label)
        }
        titleLabel?.text = title
    }

    // MARK: The rectangles of the button's parts (spec <doc:Catalog#P29>)

    /// Where the background image is drawn: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The area the title and image share: the bounds, since ResponderKit has no content insets.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the title goes within `contentRect`: all of it, as ResponderKit measures no text. The button puts
    /// its ``titleLabel`` there when it lays out, so an override moves the label.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRect }

    /// Where the image goes within `contentRect`: an empty rectangle at its centre, as ResponderKit draws no
    /// images.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.midX, y: contentRect.midY, width: 0, height: 0)
    }

    // MARK: Intrinsic size (spec <doc:Catalog#U45>)

    /// The size the title and image need side by side, plus ``contentEdgeInsets``: the title label's
    /// intrinsic size with 6 points above and below it, the ``currentImage``'s size, and 30 x 34 points for a
    /// button with neither, as UIKit's buttons measure (<doc:Catalog#U45>).
    open override var intrinsicContentSize: CGSize {
        let title = currentTitle.flatMap { $0.isEmpty ? nil : titleLabel?.intrinsicContentSize } ?? .zero
        let image = currentImage?.size ?? .zero
        let content: CGSize
        if title == .zero, image == .zero {
            content = UIButton.emptyContentSize
        } else {
            let titleHeight = title == .zero ? 0 : title.height + 2 * UIButton.titlePadding
            content = CGSize(width: title.width + image.width, height: max(titleHeight, image.height))
        }
        return CGSize(width: content.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: content.height + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// The space UIKit keeps above and below a button's title.
    private static let titlePadding: CGFloat = 6
    /// The size of a button with no title and no image.
    private static let emptyContentSize = CGSize(width: 30, height: 34)

    /// Puts the ``titleLabel`` where ``titleRect(forContentRect:)`` says.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel?.frame = titleRect(forContentRect: contentRect(forBounds: bounds))
    }
}
