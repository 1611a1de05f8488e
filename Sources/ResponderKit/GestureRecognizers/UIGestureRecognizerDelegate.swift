import Foundation

/// The object a recognizer asks before it takes a touch, before it begins, and when it meets other
/// recognizers on the same touches (spec <doc:Catalog#D8>-<doc:Catalog#D10>).
///
/// Every method has a default implementation that answers as UIKit does when the delegate does not
/// implement it, so a delegate implements only the questions it cares about, as with UIKit's optional
/// methods. Implement them in the class that declares the conformance: a subclass's implementation of a
/// method its superclass left to the default is not seen through the protocol.
///
/// All of UIKit's delegate methods are declared and called. For one new touch or press the questions come in
/// UIKit's order: `gestureRecognizer(_:shouldReceive:)` about its `UIEvent` first, and only if that says
/// yes, the same question about the `UITouch` or the `UIPress` itself.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Asked when the recognizer tries to leave `possible` (to began or recognized); `false` makes it fail
    /// (<doc:Catalog#D10>). Default: `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asked once for each new touch or press, before the touch or press question, with the event it belongs
    /// to; `false` means the recognizer does not see that touch or press, and the touch or press question is
    /// not asked. Default: `true`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool

    /// Asked before the recognizer sees a new touch; `false` means it never sees that touch (<doc:Catalog#D10>), and the
    /// touch is not held back from its view on its account. Default: `true`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Asked before the recognizer sees a new press of an allowed type; `false` means it never sees that
    /// press (spec <doc:Catalog#H2>). Default: `true`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool

    /// Asked when one of the two recognizers recognizes while the other has not failed; `true` from either
    /// recognizer's delegate lets both recognize (<doc:Catalog#D8>). Default: `false`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asked whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail (<doc:Catalog#D9>), in addition to
    /// `require(toFail:)`. Default: `false`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asked whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail (<doc:Catalog#D9>). Default: `false`.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Lets the recognizer begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Lets the recognizer see every event.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        true
    }

    /// Lets the recognizer see every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    /// Lets the recognizer see every press of an allowed type.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool {
        true
    }

    /// Keeps recognition exclusive.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer)
        -> Bool {
        false
    }

    /// Adds no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// Adds no failure requirement.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
