import Foundation

/// `value as? UIResponder` for the senders and targets of actions, without the runtime's general cast in the
/// common case.
///
/// Every action passes its sender and its target as `Any`, and the application needs them back as responders:
/// the sender to find the window whose first responder a nil-targeted action starts at, the target to find its
/// class's method. `as? UIResponder` from `Any` goes through `swift_dynamicCast`, about 300 instructions, twice
/// per action: two thirds of what the action walk itself costs. Values of one class always come boxed the same
/// way, so the answer for an existential's stored type is remembered: once a type is known to be a class that
/// inherits from `UIResponder`, its values are read straight out of the existential container, whose first
/// word holds a class instance's reference (Swift's stable existential layout: three words of inline buffer,
/// then the type's metadata). Anything else (a non-responder, a struct, an optional or `AnyObject` boxed in
/// `Any`, a type not seen yet) takes the ordinary cast, so the answer is always the cast's.
///
/// A small direct-mapped table keyed by the stored type's metadata address: a type that loses its slot to
/// another only costs the ordinary cast again. Only main-actor code calls it (the action path), but the methods
/// are nonisolated: the closures that read the container would otherwise check the executor at run time, which
/// costs more than the cast saved. Nothing is called while the table is accessed, so it needs no exclusivity
/// checks either.
enum ResponderCast {
    private static let slotCount = 64
    @exclusivity(unchecked) nonisolated(unsafe) private static var responderTypes =
        [UInt](repeating: 0, count: slotCount)

    /// `value` as a responder, or `nil` when `value as? UIResponder` would give `nil`.
    static func responder(in value: Any) -> UIResponder? {
        let storedType = withUnsafePointer(to: value) { storedTypeKey(of: UnsafeRawPointer($0)) }
        let slot = Int(truncatingIfNeeded: (storedType >> 4) & UInt(slotCount - 1))
        if responderTypes[slot] == storedType {
            return withUnsafePointer(to: value) {
                UnsafeRawPointer($0).load(as: Unmanaged<UIResponder>.self).takeUnretainedValue()
            }
        }
        guard let responder = value as? UIResponder else { return nil }
        if unsafeBitCast(storedType, to: Any.Type.self) is UIResponder.Type {
            responderTypes[slot] = storedType
        }
        return responder
    }

    /// `value` as a responder when there is one; the optional form of ``responder(in:)``.
    ///
    /// Reads the optional in place: an `Optional<Any>` is an `Any` container whose type word is zero when it
    /// is `nil`, and unwrapping it with `if let` would copy the container through its type's value witnesses.
    static func responder(in value: Any?) -> UIResponder? {
        let storedType = withUnsafePointer(to: value) { storedTypeKey(of: UnsafeRawPointer($0)) }
        if storedType == 0 { return nil }
        let slot = Int(truncatingIfNeeded: (storedType >> 4) & UInt(slotCount - 1))
        if responderTypes[slot] == storedType {
            return withUnsafePointer(to: value) {
                UnsafeRawPointer($0).load(as: Unmanaged<UIResponder>.self).takeUnretainedValue()
            }
        }
        guard let responder = value as? UIResponder else { return nil }
        if unsafeBitCast(storedType, to: Any.Type.self) is UIResponder.Type {
            responderTypes[slot] = storedType
        }
        return responder
    }

    /// The metadata address an `Any` container records for its value: the fourth word, after the inline buffer.
    private nonisolated static func storedTypeKey(of container: UnsafeRawPointer) -> UInt {
        container.load(fromByteOffset: 3 * MemoryLayout<UInt>.size, as: UInt.self)
    }
}
