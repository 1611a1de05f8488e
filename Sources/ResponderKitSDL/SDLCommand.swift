// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import Foundation
import ResponderKit

/// What the window host does with one SDL event.
public enum SDLCommand: Sendable, Equatable {
    /// Hand this input to the application's input door.
    case send(HostInput)
    /// Take the application, one legal lifecycle step at a time, to this state: the window gained or lost
    /// the keyboard focus, or was minimized or restored (spec N1).
    case moveApplication(to: UIApplication.State)
    /// The window's drawable area is now this size, in points: the screen follows and the app lays out again.
    case resize(CGSize)
    /// An input method is composing this text (empty when the composition ended); the host shows it at the
    /// caret. The core has no marked-text input, so the text reaches the app only once committed.
    case compose(String)
    /// The window must be drawn again (it was exposed).
    case redraw
    /// The window was closed: cancel what is in flight, terminate the application and exit.
    case quit
}
#endif
