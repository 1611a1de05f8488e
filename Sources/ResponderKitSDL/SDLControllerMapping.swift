// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import ResponderKit

/// How a game controller's buttons become `UIPress` types, as a tvOS remote's would: the d-pad moves focus,
/// A selects, B and Back are Menu, Start is Play/Pause. Other buttons (X, Y, shoulders, sticks) have no press
/// type and are ignored.
public enum SDLControllerMapping {
    /// The press type of an SDL game controller button, or `nil` when UIKit has none for it.
    public static func pressType(for button: SDL_GameControllerButton) -> UIPress.PressType? {
        switch button {
        case SDL_CONTROLLER_BUTTON_A: return .select
        case SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_BACK: return .menu
        case SDL_CONTROLLER_BUTTON_START: return .playPause
        case SDL_CONTROLLER_BUTTON_DPAD_UP: return .upArrow
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: return .downArrow
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: return .leftArrow
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: return .rightArrow
        default: return nil
        }
    }
}
#endif
