import Foundation

/// An image, as far as event-handling code names one: ResponderKit draws nothing, so an image is a name, a size
/// and how it should be tinted, enough for `UIAction(title:image:handler:)`, `UIKeyCommand(title:image:...)`
/// and `UIButton.setImage(_:for:)` to compile and keep what they were given.
///
/// There are no asset catalogs and no SF Symbols on Linux, so ``init(named:)`` and ``init(systemName:)`` never
/// fail: they return an image that carries the name, with a zero size. Code that tests them for `nil` to find
/// out whether an asset exists always takes the found branch. Two images are equal when they carry the same
/// name, size, rendering mode and tint, as two loads of one named image are in UIKit.
open class UIImage: NSObject, @unchecked Sendable {
    // Immutable after creation: the `with...` methods return new images.

    /// How an image is drawn: in its own colors or as a template filled with the tint.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: templates in bars and buttons, original colors elsewhere.
        case automatic = 0
        /// Always in its own colors.
        case alwaysOriginal = 1
        /// Always as a template, filled with the tint color.
        case alwaysTemplate = 2
    }

    /// The image's size in points; zero for named and symbol images, which have no pixels here.
    public let size: CGSize
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// The name the image was loaded with by ``init(named:)``, or `nil`; not in UIKit, which keeps names to
    /// itself, but the only thing a named image holds here, so tests and hosts can read it.
    public let assetName: String?
    /// The symbol name the image was loaded with by ``init(systemName:)``, or `nil`; not in UIKit either.
    public let symbolName: String?
    /// The color given to `withTintColor(_:)`, or `nil`; UIKit does not show it, so it is not public.
    let tintColor: UIColor?

    /// Whether the image is a symbol, as images from ``init(systemName:)`` are.
    public var isSymbolImage: Bool { symbolName != nil }

    /// Creates an empty image with a zero size.
    public convenience override init() {
        self.init(size: .zero, renderingMode: .automatic, assetName: nil, symbolName: nil, tintColor: nil)
    }

    /// Creates an image of the given size with no name, for tests and hosts that need one; there are no pixels
    /// behind it.
    public convenience init(size: CGSize) {
        self.init(size: size, renderingMode: .automatic, assetName: nil, symbolName: nil, tintColor: nil)
    }

    /// The image named `name` in the app's assets: here always an image carrying the name, with a zero size,
    /// since Linux has no asset catalogs.
    public convenience init?(named name: String) {
        self.init(size: .zero, renderingMode: .automatic, assetName: name, symbolName: nil, tintColor: nil)
    }

    /// The system symbol named `name` (`"trash"`, `"square.and.arrow.up"`): here always an image carrying the
    /// name, with a zero size. Symbols are templates, so the rendering mode is `.alwaysTemplate`, as in UIKit.
    public convenience init?(systemName name: String) {
        self.init(size: .zero, renderingMode: .alwaysTemplate, assetName: nil, symbolName: name, tintColor: nil)
    }

    private init(size: CGSize, renderingMode: RenderingMode, assetName: String?, symbolName: String?,
                 tintColor: UIColor?) {
        self.size = size
        self.renderingMode = renderingMode
        self.assetName = assetName
        self.symbolName = symbolName
        self.tintColor = tintColor
    }

    /// The same image drawn as `renderingMode` says.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(size: size, renderingMode: renderingMode, assetName: assetName, symbolName: symbolName,
                tintColor: tintColor)
    }

    /// The same image filled with `color`; drawn in that color whatever the view's tint, so its rendering
    /// mode becomes `.alwaysOriginal`, as in UIKit.
    open func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The same image filled with `color`, drawn as `renderingMode` says.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(size: size, renderingMode: renderingMode, assetName: assetName, symbolName: symbolName,
                tintColor: color)
    }

    /// Whether `object` is an image with the same name, size, rendering mode and tint.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImage else { return false }
        return assetName == other.assetName && symbolName == other.symbolName && size == other.size
            && renderingMode == other.renderingMode && tintColor == other.tintColor
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(assetName)
        hasher.combine(symbolName)
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(renderingMode)
        return hasher.finalize()
    }

    /// The image's name (or symbol name) and size.
    open override var description: String {
        let name = symbolName.map { "symbol \"\($0)\"" } ?? assetName.map { "\"\($0)\"" } ?? "unnamed"
        return "UIImage(\(name), \(Int(size.width)) x \(Int(size.height)))"
    }
}
