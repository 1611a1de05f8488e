import Foundation

/// One key of a class: how to read it and, unless it is read-only, how to write it.
@MainActor
struct KeyValueEntry {
    let read: (UIResponder) -> Any?
    /// Writes a value converted to the property's type; returns `false`, changing nothing, when it cannot be.
    let write: ((UIResponder, Any?) -> Bool)?
    /// The property's type, for messages.
    let valueType: Any.Type

    /// A key that can be read and set.
    static func property<Root: UIResponder, Value>(_ path: ReferenceWritableKeyPath<Root, Value>) -> KeyValueEntry {
        KeyValueEntry(
            read: { ($0 as? Root).flatMap { KeyValueCoding.flatten($0[keyPath: path]) } },
            write: { object, value in
                guard let root = object as? Root, let converted = KeyValueCoding.convert(value, to: Value.self) else {
                    return false
                }
                root[keyPath: path] = converted
                return true
            },
            valueType: Value.self)
    }

    /// A key that can only be read.
    static func readOnly<Root: UIResponder, Value>(_ path: KeyPath<Root, Value>) -> KeyValueEntry {
        KeyValueEntry(read: { ($0 as? Root).flatMap { KeyValueCoding.flatten($0[keyPath: path]) } }, write: nil,
                      valueType: Value.self)
    }
}
