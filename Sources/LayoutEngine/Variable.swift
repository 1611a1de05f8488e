/// An unknown the solver finds a value for, such as the left edge of a view.
///
/// A reference type so that constraints can share it and the solver can write the solution into it without
/// a lookup: after each change the solver sets ``value`` of every variable its constraints mention.
public final class Variable {
    /// A name for debugging and error messages.
    public let name: String
    /// The value the last solve gave the variable; 0 before it takes part in a solve.
    public internal(set) var value: Double = 0
    /// Where the variable was last found in a solver's list of variables, which spares a hash lookup each
    /// time a constraint mentions it; the solver checks the entry is this variable before trusting it.
    var slot = -1

    /// Creates a variable with a name for debugging.
    public init(_ name: String = "") {
        self.name = name
    }
}

extension Variable: Hashable {
    /// Variables are equal only to themselves.
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
