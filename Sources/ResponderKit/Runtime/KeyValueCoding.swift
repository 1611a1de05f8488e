import Foundation

// Key-value coding reads and writes properties by name through the Objective-C runtime. Swift has no run-time
// list of a class's properties, so the keys UIKit code reads from UIKit classes are listed here, class by class,
// as key paths; a subclass inherits its superclasses' keys (spec <doc:Catalog#O7>). Objective-C finds a `Bool`
// property `isHidden` under both "isHidden" and "hidden", and so does this.

/// The keys of ResponderKit's classes, and the reads, writes and reports of ``UIResponder/value(forKey:)``.
@MainActor
enum KeyValueCoding {
    /// Each class's own keys; a class also has those of its superclasses.
    private static let keysByClass: [ObjectIdentifier: [String: KeyValueEntry]] = [
        ObjectIdentifier(UIView.self): [
            "alpha": .property(\UIView.alpha),
            "isHidden": .property(\UIView.isHidden),
            "tag": .property(\UIView.tag),
            "isUserInteractionEnabled": .property(\UIView.isUserInteractionEnabled),
            "isMultipleTouchEnabled": .property(\UIView.isMultipleTouchEnabled),
            "isExclusiveTouch": .property(\UIView.isExclusiveTouch),
            "frame": .property(\UIView.frame),
            "bounds": .property(\UIView.bounds),
            "center": .property(\UIView.center),
            "backgroundColor": .property(\UIView.backgroundColor),
            "accessibilityIdentifier": .property(\UIView.accessibilityIdentifier),
            "accessibilityLabel": .property(\UIView.accessibilityLabel),
            "superview": .readOnly(\UIView.superview),
            "subviews": .readOnly(\UIView.subviews),
            "window": .readOnly(\UIView.window),
        ],
        ObjectIdentifier(UIControl.self): [
            "isEnabled": .property(\UIControl.isEnabled),
            "isSelected": .property(\UIControl.isSelected),
            "isHighlighted": .property(\UIControl.isHighlighted),
            "state": .readOnly(\UIControl.state),
        ],
        ObjectIdentifier(UIButton.self): [
            "currentTitle": .readOnly(\UIButton.currentTitle),
        ],
        ObjectIdentifier(UILabel.self): [
            "text": .property(\UILabel.text),
        ],
        ObjectIdentifier(UITextField.self): [
            "text": .property(\UITextField.text),
            "placeholder": .property(\UITextField.placeholder),
        ],
        ObjectIdentifier(UISwitch.self): [
            "isOn": .property(\UISwitch.isOn),
        ],
        ObjectIdentifier(UISlider.self): [
            "value": .property(\UISlider.value),
            "minimumValue": .property(\UISlider.minimumValue),
            "maximumValue": .property(\UISlider.maximumValue),
        ],
        ObjectIdentifier(UIStepper.self): [
            "value": .property(\UIStepper.value),
            "minimumValue": .property(\UIStepper.minimumValue),
            "maximumValue": .property(\UIStepper.maximumValue),
            "stepValue": .property(\UIStepper.stepValue),
        ],
        ObjectIdentifier(UISegmentedControl.self): [
            "selectedSegmentIndex": .property(\UISegmentedControl.selectedSegmentIndex),
        ],
        ObjectIdentifier(UIPageControl.self): [
            "currentPage": .property(\UIPageControl.currentPage),
            "numberOfPages": .property(\UIPageControl.numberOfPages),
        ],
        ObjectIdentifier(UITextView.self): [
            "text": .property(\UITextView.text),
        ],
        ObjectIdentifier(UISearchBar.self): [
            "text": .property(\UISearchBar.text),
        ],
        ObjectIdentifier(UIViewController.self): [
            "title": .property(\UIViewController.title),
            "view": .readOnly(\UIViewController.view),
        ],
    ]

    /// The entry for `key` in `type` or its nearest superclass that has it, also under Objective-C's name of a
    /// `Bool` property (`"hidden"` for `isHidden`).
    static func entry(for key: String, in type: AnyClass) -> KeyValueEntry? {
        let spellings = key.first.map { ["\(key)", "is\($0.uppercased())\(key.dropFirst())"] } ?? []
        var current: AnyClass? = type
        while let candidate = current {
            if let keys = keysByClass[ObjectIdentifier(candidate)] {
                for spelling in spellings {
                    if let entry = keys[spelling] { return entry }
                }
            }
            current = candidate == UIResponder.self ? nil : _getSuperclass(candidate)
        }
        return nil
    }

    /// Every key of `type`, sorted, for messages.
    static func keys(of type: AnyClass) -> [String] {
        var names: Set<String> = []
        var current: AnyClass? = type
        while let candidate = current {
            names.formUnion(keysByClass[ObjectIdentifier(candidate)]?.keys ?? [:].keys)
            current = candidate == UIResponder.self ? nil : _getSuperclass(candidate)
        }
        return names.sorted()
    }

    static func value(of object: UIResponder, forKey key: String) -> Any? {
        guard let entry = entry(for: key, in: type(of: object)) else { return object.value(forUndefinedKey: key) }
        return entry.read(object)
    }

    static func setValue(_ value: Any?, of object: UIResponder, forKey key: String) {
        guard let entry = entry(for: key, in: type(of: object)) else {
            object.setValue(value, forUndefinedKey: key)
            return
        }
        guard let write = entry.write else {
            report("\(DiagnosticFormat.name(object)): key '\(key)' is read-only, so setValue(_:forKey:) changed "
                + "nothing.", for: object)
            return
        }
        if !write(object, value) {
            let given = value.map { "a \(type(of: $0))" } ?? "nil"
            report("\(DiagnosticFormat.name(object)): key '\(key)' holds a \(entry.valueType), not \(given); "
                + "setValue(_:forKey:) changed nothing.", for: object)
        }
    }

    static func reportUndefinedKey(_ key: String, of object: UIResponder, setting: Bool) {
        let call = setting ? "setValue(_:forKey:)" : "value(forKey:)"
        let outcome = setting ? "changed nothing" : "returned nil"
        report("\(DiagnosticFormat.name(object)) has no key '\(key)' (UIKit raises NSUnknownKeyException: not key "
            + "value coding-compliant for the key \(key)); \(call) \(outcome). Its keys: "
            + keys(of: type(of: object)).joined(separator: ", ")
            + ". Override value(forUndefinedKey:) and setValue(_:forUndefinedKey:) to add keys.", for: object)
    }

    private static func report(_ message: String, for object: UIResponder) {
        (object.owningApplication ?? UIApplication.shared).diagnostics.record(
            ResponderDiagnostic(kind: .invalidKeyValueCoding, message: message))
    }

    /// `value` as `Any?`, with an optional's `nil` as `nil` rather than a boxed empty optional.
    static func flatten<Value>(_ value: Value) -> Any? {
        if let optional = value as? any OptionalKeyValue { return optional.unwrapped }
        return value
    }

    /// `value` as a `Value`: as it is, or a number converted as Objective-C unboxes an `NSNumber`; `nil` only for
    /// an optional `Value`. Returns `nil` when it cannot be converted.
    static func convert<Value>(_ value: Any?, to _: Value.Type) -> Value? {
        guard let value else { return ActionTable.cast(nil, to: Value.self) }
        if let exact = value as? Value { return exact }
        let number: Double?
        switch value {
        case let number as NSNumber: return convert(number, to: Value.self)
        case let integer as any BinaryInteger: number = Double(integer)
        case let float as any BinaryFloatingPoint: number = Double(float)
        default: number = nil
        }
        guard let number else { return nil }
        return convert(NSNumber(value: number), to: Value.self)
    }

    private static func convert<Value>(_ number: NSNumber, to _: Value.Type) -> Value? {
        switch Value.self {
        case is Bool.Type, is Bool?.Type: return number.boolValue as? Value
        case is CGFloat.Type, is CGFloat?.Type: return CGFloat(number.doubleValue) as? Value
        case is Double.Type, is Double?.Type: return number.doubleValue as? Value
        case is Float.Type, is Float?.Type: return number.floatValue as? Value
        case is Int.Type, is Int?.Type: return number.intValue as? Value
        default: return nil
        }
    }
}

/// An optional, seen through `Any`, so its `nil` can be told from a value.
protocol OptionalKeyValue {
    var unwrapped: Any? { get }
}

extension Optional: OptionalKeyValue {
    var unwrapped: Any? { map { $0 as Any } }
}
