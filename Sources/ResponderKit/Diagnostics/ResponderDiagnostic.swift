import Foundation

/// Something ResponderKit refused, repaired or stopped, told to whoever is debugging the app.
///
/// UIKit either throws an Objective-C exception or stays silent in these cases. ResponderKit never crashes on
/// them: it keeps its state consistent, carries on, and records one of these so the cause can be found.
public struct ResponderDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What kind of problem was met.
    public enum Kind: String, Sendable, Equatable {
        /// A walk up the responder chain came back to a responder it had already visited (spec <doc:Catalog#A10>).
        case responderChainCycle
        /// Host input handed to the input door was malformed and was rejected unchanged.
        case inputRejected
        /// A view hierarchy change that would have made a loop (a view added to itself or its descendant).
        case invalidHierarchy
        /// A view controller presentation or dismissal that UIKit would refuse with a warning.
        case invalidPresentation
        /// An action was sent to, or registered for, a target that does not implement it, or no class declares
        /// a nil-targeted action's selector (most often a typo); the message names the closest declared one.
        case unrecognizedSelector
        /// A class's `declareActions(in:)` made a mistake: a selector whose colons do not match the method, a
        /// method of an unrelated class, a malformed name, or a missing `super` call.
        case invalidActionDeclaration
        /// An action target that cannot receive actions: a value rather than an object, or an object that is
        /// neither a `UIResponder` nor an `ActionTarget`.
        case invalidActionTarget
        /// An action's method takes a sender of a type the actual sender does not have; it was not run.
        case actionArgumentMismatch
        /// A remote-control command arrived while the app was not receiving them (spec <doc:Catalog#I3>).
        case remoteControlIgnored
        /// Typed text found no first responder that takes text, and was dropped.
        case textInputUnhandled
        /// `becomeFirstResponder()` or `resignFirstResponder()` returned `false`; the message names the reason.
        case firstResponderRefused
        /// A first responder was made to resign because it left its window or was forced to (spec <doc:Catalog#F6>, <doc:Catalog#F9>).
        case forcedResignation
        /// A gesture recognizer was set to a state that <doc:Catalog#D1> does not allow from its current one; the state was
        /// left unchanged.
        case illegalGestureStateTransition
        /// Gesture recognizers were made to wait for each other's failure in a loop; the link closing the loop
        /// was ignored so they cannot wait forever.
        case gestureFailureRequirementCycle
        /// A gesture recognizer was used in a way UIKit would raise an exception for (such as a touch index
        /// out of range); ResponderKit returned a harmless value instead.
        case invalidGestureRecognizerUse
        /// A text range handed to a text input did not lie in its text (UIKit raises a range exception); the
        /// call changed nothing.
        case invalidTextRange
        /// An override of `sendEvent(_:)` did not call `super` for the end of a press or a shake; the
        /// responders that heard it begin were sent a cancellation instead (spec <doc:Catalog#C2>, <doc:Catalog#H3>).
        case endingStoppedBySendEvent
        /// Key-value coding named a key the class does not have (UIKit raises `NSUnknownKeyException`), set a
        /// key that cannot be set, or gave a value of the wrong type; nothing was changed (spec <doc:Catalog#O8>).
        case invalidKeyValueCoding
        /// A standard control was given an argument UIKit raises an exception for (a segment index out of
        /// range, a stepper's step of zero or less); the call changed nothing.
        case invalidControlArgument
        /// A table view was asked for something UIKit raises an exception for (a cell identifier nothing was
        /// registered for, an index path out of range); it answered harmlessly and changed nothing else.
        case invalidTableUse
        /// The scene's configuration named a delegate class nobody registered with
        /// `UIApplication.register(sceneDelegateClass:making:)`; the scene connected without a delegate (spec
        /// <doc:Catalog#P50>).
        case sceneDelegateUnavailable
        /// A walk up the views' `superview` found an override that leads round in a loop; the walk stopped
        /// where the loop closed (spec <doc:Catalog#P53>).
        case superviewCycle
        /// A collection view was asked for something UIKit raises an exception for (a reuse identifier nothing
        /// was registered for, an index path outside its items); the call did the least harm it could.
        case invalidCollectionViewUse
        /// The method tables in Swift's class metadata, which tell ResponderKit which members a class overrides,
        /// could not be read. Reported once: every class is then asked through its members (slower, never
        /// wrong), and a standard edit action such as `copy(_:)` is found only when its class lists it in
        /// `declareActions(in:)`.
        case methodTableUnreadable
        /// A constraint could not be activated (its items are not views or owned layout guides, or have no common
        /// ancestor; UIKit raises an exception); it was left inactive.
        case invalidConstraint
        /// Required constraints contradicted each other; one was broken (left out) so the others hold, as UIKit
        /// does (spec <doc:Catalog#U12>).
        case unsatisfiableConstraints
    }

    /// What kind of problem was met.
    public let kind: Kind
    /// A sentence that names the objects involved and what ResponderKit did about it.
    public let message: String

    /// Creates a diagnostic; ResponderKit records them, hosts and tests read them.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { "[\(kind.rawValue)] \(message)" }
}

/// The diagnostics an application has recorded, newest last, with an optional live observer.
@preconcurrency @MainActor
public final class DiagnosticLog {
    /// How many entries are kept; older ones are dropped so a long session does not grow without bound.
    public let capacity: Int
    /// The kept diagnostics, oldest first.
    public private(set) var entries: [ResponderDiagnostic] = []
    /// Called with each diagnostic as it is recorded, for hosts that print or display them.
    public var observer: (@MainActor (ResponderDiagnostic) -> Void)?

    /// Creates an empty log that keeps at most `capacity` entries.
    public init(capacity: Int = 256) {
        self.capacity = max(1, capacity)
    }

    /// Records a diagnostic and tells the observer.
    public func record(_ diagnostic: ResponderDiagnostic) {
        if entries.count == capacity { entries.removeFirst() }
        entries.append(diagnostic)
        observer?(diagnostic)
    }

    /// Forgets every kept entry.
    public func removeAll() {
        entries.removeAll()
    }
}
