// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
/// Why the window host could not start.
public enum SDLHostError: Error, Sendable, Equatable, CustomStringConvertible {
    /// SDL could not open a display or a window there (no X server or Wayland compositor, `DISPLAY` unset).
    case noDisplay(String)
    /// SDL_ttf or the DejaVu fonts could not be opened.
    case fontMissing(String)

    /// A message for the person who ran the host, saying what to do.
    public var description: String {
        switch self {
        case .noDisplay(let reason):
            return "cannot open a window: SDL could not open a display (\(reason)). Run it on a desktop, "
                + "or under a virtual X server: xvfb-run responder-demo --window"
        case .fontMissing(let reason):
            return "cannot draw text: the DejaVu fonts could not be opened (\(reason)); install fonts-dejavu-core"
        }
    }
}
#endif
