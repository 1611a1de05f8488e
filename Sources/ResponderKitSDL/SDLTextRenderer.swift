// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation

/// Draws text with SDL_ttf in Debian's DejaVu fonts (package fonts-dejavu-core): a proportional face for the
/// app's views and a monospaced one for the trace panel, both sized for the screen's scale.
@preconcurrency @MainActor
public final class SDLTextRenderer {
    /// Where Debian's fonts-dejavu-core installs its fonts.
    public static let fontDirectory = "/usr/share/fonts/truetype/dejavu/"
    /// The face the app's text is drawn in.
    public static let viewFontName = "DejaVuSans.ttf"
    /// The face the trace panel is drawn in: monospaced, so its lines wrap at a known width.
    public static let traceFontName = "DejaVuSansMono.ttf"
    /// The app's text size, in points.
    public static let viewFontSize: CGFloat = 15
    /// The trace panel's text size, in points.
    public static let traceFontSize: CGFloat = 11

    /// Which face to draw in.
    public enum Face: Sendable {
        /// The app's views.
        case view
        /// The trace panel.
        case trace
    }

    private let renderer: OpaquePointer
    private var viewFont: OpaquePointer
    private var traceFont: OpaquePointer
    /// The pixels per point the fonts are sized for.
    public private(set) var scale: CGFloat

    /// Opens the fonts at `scale` pixels per point; throws ``SDLHostError/fontMissing(_:)`` when they cannot
    /// be opened.
    public init(renderer: OpaquePointer, scale: CGFloat) throws(SDLHostError) {
        if TTF_WasInit() == 0, TTF_Init() != 0 { throw .fontMissing(String(cString: SDL_GetError())) }
        self.renderer = renderer
        self.scale = scale
        viewFont = try Self.open(Self.viewFontName, size: Self.viewFontSize * scale)
        traceFont = try Self.open(Self.traceFontName, size: Self.traceFontSize * scale)
    }

    private static func open(_ name: String, size: CGFloat) throws(SDLHostError) -> OpaquePointer {
        let path = fontDirectory + name
        guard let font = TTF_OpenFont(path, Int32(size.rounded())) else {
            throw .fontMissing("\(path): \(String(cString: SDL_GetError()))")
        }
        return font
    }

    /// Opens the fonts again for a new scale (the window moved to a screen of another density).
    public func rescale(to newScale: CGFloat) {
        guard newScale != scale,
              let view = try? Self.open(Self.viewFontName, size: Self.viewFontSize * newScale),
              let trace = try? Self.open(Self.traceFontName, size: Self.traceFontSize * newScale) else { return }
        TTF_CloseFont(viewFont)
        TTF_CloseFont(traceFont)
        viewFont = view
        traceFont = trace
        scale = newScale
    }

    private func font(_ face: Face) -> OpaquePointer {
        face == .view ? viewFont : traceFont
    }

    /// The size of `text` in `face`, in pixels.
    public func size(of text: String, face: Face = .view) -> (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        if text.isEmpty {
            return (0, Int(TTF_FontHeight(font(face))))
        }
        _ = TTF_SizeUTF8(font(face), text, &width, &height)
        return (Int(width), Int(height))
    }

    /// The line height of `face`, in pixels.
    public func lineHeight(_ face: Face) -> Int {
        Int(TTF_FontLineSkip(font(face)))
    }

    /// Draws `text` with its top-left corner at `x`, `y` (pixels), cut at `maxWidth` pixels.
    public func draw(_ text: String, x: Int, y: Int, color: SDL_Color, face: Face = .view, maxWidth: Int = .max) {
        guard !text.isEmpty, maxWidth > 0, let surface = TTF_RenderUTF8_Blended(font(face), text, color) else { return }
        defer { SDL_FreeSurface(surface) }
        guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return }
        defer { SDL_DestroyTexture(texture) }
        let width = min(Int(surface.pointee.w), maxWidth), height = Int(surface.pointee.h)
        var source = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height))
        var target = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
        SDL_RenderCopy(renderer, texture, &source, &target)
    }
}
#endif
