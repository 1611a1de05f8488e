/// Whether a class inherits a group of overridable members unchanged, read from the method table in Swift's class
/// metadata.
///
/// Every view of an app is of the app's own class, and every class the event path does not know might override
/// `hitTest`, `next`, `bounds` or `canPerformAction`, so it has to be asked through them: nine dynamic calls per
/// view in a hit test, a call, a retain and a cycle check per responder in an action walk. Most app classes
/// override none of them. Swift has no API that says so, but its class metadata does: after a header, a class's
/// metadata holds one entry per overridable member of each class above it (its method table, at the same place
/// in every subclass), and a subclass that overrides a member has its own implementation in that member's
/// entries. A class whose entries for a group equal the base class's entries runs the base's code for all of
/// them, so the fast paths may do what that code would do.
///
/// The entries of each member are not guessed from declaration order. Each is found by comparing a probe class
/// that overrides only that member (`MemberProbes.swift`) with a probe that overrides nothing: the entries where
/// the first differs from the base and the second does not are the member's. When the layout is not what this
/// expects (the header's sizes out of range, a member whose probe shows no entry), nothing is classed as
/// inheriting and every class is asked, as before. An entry that differs for any other reason (a thunk, a signed
/// pointer) only makes a class be asked when it need not be; it can never make an override be skipped.
///
/// `swift/docs/ABI/TypeMetadata.rst` describes the layout. `InheritedMembersTests` checks the answer for
/// overrides of every member, for subclasses of subclasses and for generic classes.
struct InheritedMembers: Sendable {
    /// The entries, in words from the metadata's address point, that the group's members occupy.
    private let entries: [Int]

    /// Whether the group's entries were found; when not, ``areInherited(by:from:)`` always says `false`, which
    /// the fast paths read as "ask", and which must not be read as "overridden".
    nonisolated var isReadable: Bool { !entries.isEmpty && !Self.isReadingForcedOff }

    /// Set by tests to take the path of a runtime whose metadata cannot be read: every group then answers as an
    /// unreadable one does. Only main-actor code sets it, between events.
    nonisolated(unsafe) static var isReadingForcedOff = false

    /// Whether `candidate`, a subclass of `base`, has the same implementation as `base` for every member of the
    /// group; always `false` when the group could not be read.
    nonisolated func areInherited(by candidate: AnyClass, from base: AnyClass) -> Bool {
        guard isReadable else { return false }
        if candidate == base { return true }
        let own = ClassMetadata(candidate), inherited = ClassMetadata(base)
        for entry in entries where own.word(entry) != inherited.word(entry) { return false }
        return true
    }

    /// The entries of the members that `probes` override one each, found against `plain`, which overrides
    /// nothing; all three kinds of class are direct subclasses of `base`. An empty group when any probe shows no
    /// entry of its own or the base's layout is not understood.
    nonisolated init(base: AnyClass, plain: AnyClass, probes: [AnyClass]) {
        let inherited = ClassMetadata(base), unchanged = ClassMetadata(plain)
        guard let extent = inherited.methodTableExtent, unchanged.superclassWord == inherited.address else {
            entries = []
            return
        }
        var found: [Int] = []
        for probe in probes {
            let overriding = ClassMetadata(probe)
            let own = extent.filter { entry in
                unchanged.word(entry) == inherited.word(entry) && overriding.word(entry) != inherited.word(entry)
            }
            guard !own.isEmpty else {
                entries = []
                return
            }
            found += own
        }
        entries = found
    }
}

/// A class's metadata, read as words.
private struct ClassMetadata {
    let address: UInt

    nonisolated init(_ type: AnyClass) {
        address = UInt(bitPattern: unsafeBitCast(type, to: UnsafeRawPointer.self))
    }

    private static let wordSize = MemoryLayout<UInt>.size

    /// Words of the header before the Swift fields: the kind and the superclass, then (with Objective-C
    /// interoperability) the runtime's cache and class data.
    #if _runtime(_ObjC)
    private static let leadingWords = 5
    #else
    private static let leadingWords = 2
    #endif

    nonisolated func word(_ index: Int) -> UInt {
        UnsafeRawPointer(bitPattern: address)!.load(fromByteOffset: index * Self.wordSize, as: UInt.self)
    }

    nonisolated var superclassWord: UInt? {
        let superclass = word(1)
        return superclass == 0 ? nil : superclass
    }

    /// The words after the header, up to the end of the class's own metadata: where the method tables of the
    /// class and its ancestors are; `nil` when the sizes read are out of range.
    nonisolated var methodTableExtent: Range<Int>? {
        let sizes = UnsafeRawPointer(bitPattern: address)!
            .advanced(by: Self.leadingWords * Self.wordSize + 16)
        let classSize = Int(sizes.load(as: UInt32.self))
        let addressPoint = Int(sizes.load(fromByteOffset: 4, as: UInt32.self))
        // Flags, the instance's address point, size and alignment (16 bytes), the class's size and address point
        // (8 bytes), then the description and the destroyer of instance variables.
        let header = Self.leadingWords + (24 / Self.wordSize) + 2
        guard addressPoint < classSize, classSize < 1 << 16, addressPoint % Self.wordSize == 0 else { return nil }
        let end = (classSize - addressPoint) / Self.wordSize
        return end > header ? header..<end : nil
    }
}
