import Foundation

/// Why ``UIResponder/becomeFirstResponder()`` or ``UIResponder/resignFirstResponder()`` returned `false`.
///
/// UIKit only answers `false`; ResponderKit keeps the reason on the responder
/// (``UIResponder/firstResponderRefusal``) and records it in the application's diagnostics.
public enum FirstResponderRefusal: Equatable, Sendable {
    /// The responder is not in a window (spec <doc:Catalog#F3>).
    case notInWindow
    /// The responder's `canBecomeFirstResponder` is `false` (<doc:Catalog#F1>, <doc:Catalog#F2>).
    case cannotBecomeFirstResponder
    /// The current first responder would not give up the status (<doc:Catalog#F2>).
    case currentRefusedToResign
    /// The responder's `canResignFirstResponder` is `false`, so it keeps the status (<doc:Catalog#F2>, <doc:Catalog#F5>).
    case cannotResignFirstResponder
}
