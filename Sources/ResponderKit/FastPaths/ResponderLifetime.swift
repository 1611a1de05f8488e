import Foundation

/// Stands in for a responder where something must learn whether the responder still lives without keeping it
/// alive: a press's responder and window, and the responders that heard a press or shake begin (`WeakHearer`).
///
/// A weak reference would do, but the first one to an object moves its reference counts to a side table, and
/// from then on every retain and release of that object takes the runtime's slow path: a key command's walk
/// up the chain and its action retain the first responder and the window many times per press. The token is
/// held strongly, by the responder and by whoever needs it, and the responder's `deinit` clears the token's
/// plain pointer, so a holder that outlives the responder reads `nil`, as it would from a weak reference.
/// Responders are released on the main actor (see <doc:DifferencesFromUIKit>), so the pointer never clears under
/// a reader.
/// The one difference from a weak reference: `UIResponder`'s `deinit` runs after its subclasses', so code in
/// an app subclass's own `deinit` still finds its object through the token, as it finds a view's superview
/// through the views' back-pointers; ResponderKit's deinitializers look nothing up.
final class ResponderLifetime {
    /// The responder, or `nil` once it was freed.
    nonisolated(unsafe) unowned(unsafe) var responder: UIResponder?

    init(_ responder: UIResponder) {
        self.responder = responder
    }
}

extension UIResponder {
    /// This responder's token, made the first time a holder asks for it.
    final var responderLifetime: ResponderLifetime {
        if let existing = existingResponderLifetime { return existing }
        let made = ResponderLifetime(self)
        existingResponderLifetime = made
        return made
    }
}
