/// Hot state of a model object, read and written without Swift's runtime exclusivity check.
///
/// The event path reads a touch's phase, a view's geometry or a recognizer's tracked touches many times per event,
/// and a runtime exclusivity check costs more than such a read: the checks were a quarter of a move event's
/// instructions and two thirds of a hit test's. Each model class therefore keeps the state the event path reads
/// in one value, held here, and its UIKit properties are plain Swift over ``value``. This is the package's one
/// `@exclusivity(unchecked)` stored property for instance state.
///
/// The rule it relies on (rule 2 of <doc:FastPathsAndTheirRules>): no access to ``value`` is held across a call
/// into code outside ResponderKit. Holders read or write a field and let go; a mutation in place (an array's
/// `append`) runs only ResponderKit's and the standard library's code while it lasts.
///
/// It is `Sendable` so that the nonisolated hit-test walk can read a view's state. Only main-actor code writes
/// it, and the nonisolated readers are called by main-actor code, synchronously (rule 1).
final class UncheckedState<Value>: @unchecked Sendable {
    /// The state itself.
    @exclusivity(unchecked) final var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
