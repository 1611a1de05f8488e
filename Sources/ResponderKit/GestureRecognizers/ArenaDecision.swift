import Foundation

/// One decision of the gesture arena about a view's touch (<doc:Catalog#D4>-<doc:Catalog#D7>), which the delivery
/// ledger carries out.
///
/// The arena decides and the ledger acts: the arena never tells a view anything and the ledger never asks a
/// recognizer anything. The window's pass and the application's steps hand the arena's decisions to the
/// ledger (`UIApplication.carryOutArenaDecisions(from:)`).
enum ArenaDecision {
    /// Hold a touch-down back from its view (<doc:Catalog#D5>); `original` is where and when it began, which the
    /// late `touchesBegan` shows.
    case holdBegan(UITouch, original: TouchSnapshot)
    /// Hold a lift back from its view (<doc:Catalog#D6>).
    case holdEnded(UITouch)
    /// Give its view the held touch-down: no recognizer holds it any more.
    case releaseBegan(UITouch)
    /// Give its view the held lift: no recognizer holds it any more.
    case releaseEnded(UITouch)
    /// Take the touch from its view for a recognizer that recognized (<doc:Catalog#D4>, <doc:Catalog#D5>,
    /// <doc:Catalog#C11>); ``ViewClaim`` says what that does to the view.
    case claim(UITouch)
    /// Send the view of a claimed touch its `touchesCancelled` now, after the recognizer's action
    /// (<doc:Catalog#D14>); neighbouring decisions for the same view go in one call.
    case cancelClaimed(UITouch)
    /// Forget a held touch-down whose touch the host cancelled: its view never heard of it.
    case drop(UITouch)
}

/// What claiming a touch for a recognizer that recognized does to its view; the arena reads it to know what it
/// will have to do after the action, the ledger to do it.
enum ViewClaim {
    /// The view heard the touch begin: it gets `touchesCancelled` after the recognizer's action
    /// (<doc:Catalog#D4>, <doc:Catalog#D14>).
    case cancelAfterAction
    /// The view never heard of the touch and never will (<doc:Catalog#D5>, <doc:Catalog#C11>).
    case withheld
    /// The touch was already claimed or finished for the view.
    case unchanged
}

extension UITouch {
    /// What a claim would do to this touch's view now. A view that was going to get the touch but has not heard
    /// its began yet (a recognizer that recognized inside its own `touchesBegan`) never hears of it, rather than
    /// hearing a cancellation of something it never began (<doc:Catalog#C11>).
    var viewClaim: ViewClaim {
        switch viewDelivery {
        case .delivering where hearing.isEmpty: return .withheld
        case .delivering, .heldEnded: return .cancelAfterAction
        case .heldBegan, .undecided: return .withheld
        case .cancellationPending, .withheld, .finished: return .unchanged
        }
    }
}

/// The arena's decisions on their way to the ledger, in storage kept from event to event, so deciding allocates
/// nothing in steady state.
///
/// Decisions nest as callbacks do: carrying out a release runs a view's `touchesBegan`, which may make a
/// recognizer recognize and claim touches, decided and carried out before the outer batch goes on. Each batch
/// therefore starts at the count it found (`base`), is read by index, and is removed by its own caller alone.
@MainActor
final class ArenaDecisions {
    /// The decisions, read without a runtime exclusivity check: no access is held across a callback.
    private let storage = UncheckedState([ArenaDecision]())

    init() {
        storage.value.reserveCapacity(16)
    }

    /// How many decisions wait, counting the batches of outer calls.
    var count: Int { storage.value.count }

    subscript(index: Int) -> ArenaDecision { storage.value[index] }

    func append(_ decision: ArenaDecision) {
        storage.value.append(decision)
    }

    /// Forgets the decisions from `base` on, once carried out; the storage is kept.
    func removeAll(from base: Int) {
        while storage.value.count > base { storage.value.removeLast() }
    }
}
