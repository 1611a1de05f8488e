import Foundation

/// Names a window for as long as it lives, to the objects that must not keep it alive: the application's list
/// of windows and its key window, a focus system, a pointer gesture's input.
///
/// They used to hold the window weakly, and one weak reference to an object moves its reference counts to a
/// side table for good, after which every retain and release of the window, on every touch, press and action
/// that passes through it, takes the runtime's slow path (a nil-targeted action paid about 160 instructions
/// for it). Each window owns one token; holders keep the token strongly and read ``window``, which the
/// window's `deinit` clears. Windows are released on the main thread, as UIKit requires (see the README), so
/// the pointer is only written and read there.
final class WindowLifetime: Sendable {
    /// The window, or `nil` once it has been freed.
    nonisolated(unsafe) private(set) unowned(unsafe) var window: UIWindow?

    /// Called by the window's initializers, once it can name itself.
    func begin(_ window: UIWindow) {
        self.window = window
    }

    /// Called by the window's `deinit`.
    func end() {
        window = nil
    }
}
