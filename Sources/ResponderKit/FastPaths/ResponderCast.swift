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
    /// Plain memory, allocated with the first answer: a global whose initial value is a constant is read
    /// without a `swift_once` check.
    @exclusivity(unchecked) nonisolated(unsafe) private static var responderTypes: UnsafeMutablePointer<UInt>? = nil

    /// `value` as a responder, or `nil` when `value as? UIResponder` would give `nil`.
    static func responder(in value: Any) -> UIResponder? {
        let storedType = withUnsafePointer(to: value) { storedTypeKey(of: UnsafeRawPointer($0)) }
        if let known = withUnsafePointer(to: value, { remembered(storedType, in: UnsafeRawPointer($0)) }) {
            return known
        }
        return rememberingAnswer(value as? UIResponder, for: storedType)
    }

    /// `value` as a responder when there is one; the optional form of ``responder(in:)``.
    ///
    /// Reads the optional in place: an `Optional<Any>` is an `Any` container whose type word is zero when it
    /// is `nil`, and unwrapping it with `if let` would copy the container through its type's value witnesses.
    static func responder(in value: Any?) -> UIResponder? {
        let storedType = withUnsafePointer(to: value) { storedTypeKey(of: UnsafeRawPointer($0)) }
        if storedType == 0 { return nil }
        if let known = withUnsafePointer(to: value, { remembered(storedType, in: UnsafeRawPointer($0)) }) {
            return known
        }
        return rememberingAnswer(value as? UIResponder, for: storedType)
    }

    /// What an action's sender stands for: the sender itself when it is a responder, or the bar button item it
    /// is, whose bar's view the caller reads (`startOfNilTargetedAction(from:)`); both `nil` for anything else.
    ///
    /// Senders that are not responders (an `NSObject`, a bar button item) would cost two dynamic casts per
    /// action, more than half of a walk 20 responders up; their classes are remembered too, with whether they are
    /// bar button items, so each later sender of the same class costs a table read. Nonisolated, as the other
    /// readers are, so that its closures check no executor.
    static func sender(in sender: Any?) -> (responder: UIResponder?, barButtonItem: UIBarButtonItem?) {
        let storedType = withUnsafePointer(to: sender) { storedTypeKey(of: UnsafeRawPointer($0)) }
        if storedType == 0 { return (nil, nil) }
        if let known = withUnsafePointer(to: sender, { remembered(storedType, in: UnsafeRawPointer($0)) }) {
            return (known, nil)
        }
        if let otherClassTypes, otherClassTypes[slot(of: storedType)] & ~barItemBit == storedType {
            guard otherClassTypes[slot(of: storedType)] & barItemBit != 0 else { return (nil, nil) }
            let item = withUnsafePointer(to: sender) {
                UnsafeRawPointer($0).load(as: Unmanaged<UIBarButtonItem>.self)
            }
            return (nil, item.takeUnretainedValue())
        }
        guard let sender else { return (nil, nil) }
        if let responder = rememberingAnswer(sender as? UIResponder, for: storedType) { return (responder, nil) }
        let item = sender as? UIBarButtonItem
        rememberOtherClass(storedType, isBarButtonItem: item != nil)
        return (nil, item)
    }

    /// Stored types known to be classes that do not inherit from `UIResponder`, each with ``barItemBit`` set when
    /// the class inherits from `UIBarButtonItem`; metadata addresses are word-aligned, so the bit is free.
    @exclusivity(unchecked) nonisolated(unsafe) private static var otherClassTypes: UnsafeMutablePointer<UInt>? = nil
    private static let barItemBit: UInt = 1

    /// Remembers `storedType` when it is a class that is not a responder (not an optional or other box, whose
    /// contents may differ from one value to the next).
    private static func rememberOtherClass(_ storedType: UInt, isBarButtonItem: Bool) {
        let type = unsafeBitCast(storedType, to: Any.Type.self)
        guard type is AnyClass, !(type is UIResponder.Type), isBarButtonItem == (type is UIBarButtonItem.Type) else {
            return
        }
        if otherClassTypes == nil {
            otherClassTypes = UnsafeMutablePointer<UInt>.allocate(capacity: slotCount)
            otherClassTypes!.initialize(repeating: 0, count: slotCount)
        }
        otherClassTypes![slot(of: storedType)] = storedType | (isBarButtonItem ? barItemBit : 0)
    }

    /// The responder in `container` when its stored type is known to be a responder class, else `nil`.
    @inline(__always)
    private static func remembered(_ storedType: UInt, in container: UnsafeRawPointer) -> UIResponder? {
        guard let responderTypes, responderTypes[slot(of: storedType)] == storedType else { return nil }
        return container.load(as: Unmanaged<UIResponder>.self).takeUnretainedValue()
    }

    /// Passes on the cast's answer, remembering the stored type when it is a class that inherits from
    /// `UIResponder` (not an optional, `AnyHashable` or other box around one, whose first word is no reference).
    private static func rememberingAnswer(_ responder: UIResponder?, for storedType: UInt) -> UIResponder? {
        guard responder != nil, unsafeBitCast(storedType, to: Any.Type.self) is UIResponder.Type else {
            return responder
        }
        if responderTypes == nil {
            responderTypes = UnsafeMutablePointer<UInt>.allocate(capacity: slotCount)
            responderTypes!.initialize(repeating: 0, count: slotCount)
        }
        responderTypes![slot(of: storedType)] = storedType
        return responder
    }

    private static func slot(of storedType: UInt) -> Int {
        Int(truncatingIfNeeded: (storedType >> 4) & UInt(slotCount - 1))
    }

    /// The metadata address an `Any` container records for its value: the fourth word, after the inline buffer.
    private nonisolated static func storedTypeKey(of container: UnsafeRawPointer) -> UInt {
        container.load(fromByteOffset: 3 * MemoryLayout<UInt>.size, as: UInt.self)
    }
}
