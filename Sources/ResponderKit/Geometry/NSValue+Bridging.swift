import Foundation

// On iOS a CGRect put in an `Any` (a notification's `userInfo`) reads back `as? NSValue`, and an NSValue reads
// back `as? CGRect` or `as! CGRect`; keyboard code is written both ways (spec P11). Swift does this through
// `_ObjectiveCBridgeable`, which the standard library declares on every platform but Foundation on Linux
// adopts only for its own bridged types (strings, numbers, collections). The conformances below make the
// dynamic casts of `Any` go both ways for the geometry UIKit boxes: rectangles, points and sizes (Foundation's
// types, hence `@retroactive`), vectors, affine transforms and edge insets (ResponderKit's).
//
// What a cast gives for an NSValue holding another kind (`as? CGRect` on a boxed point) is `nil` here; iOS
// does not settle it. Where the platform bridges these itself (Darwin), nothing here is compiled.

#if !_runtime(_ObjC)
extension CGRect: @retroactive _ObjectiveCBridgeable {
    /// The class a rectangle is boxed in: `NSValue`, as on iOS.
    public typealias _ObjectiveCType = NSValue
    /// Boxes the rectangle as `NSValue(cgRect:)` does.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgRect: self) }
    /// Unboxes a rectangle; `.zero` when the value holds another kind.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
        result = source.cgRectValue
    }
    /// Unboxes a rectangle, failing when the value holds another kind.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        result = source.holds(NSValue(rect: .zero)) ? source.rectValue : nil
        return result != nil
    }
    /// Unboxes a rectangle, `.zero` for `nil`.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
        source?.cgRectValue ?? .zero
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable {
    /// The class a point is boxed in: `NSValue`, as on iOS.
    public typealias _ObjectiveCType = NSValue
    /// Boxes the point as `NSValue(cgPoint:)` does.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgPoint: self) }
    /// Unboxes a point; `.zero` when the value holds another kind.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) {
        result = source.cgPointValue
    }
    /// Unboxes a point, failing when the value holds another kind.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        result = source.holds(NSValue(point: .zero)) ? source.pointValue : nil
        return result != nil
    }
    /// Unboxes a point, `.zero` for `nil`.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint {
        source?.cgPointValue ?? .zero
    }
}

extension CGSize: @retroactive _ObjectiveCBridgeable {
    /// The class a size is boxed in: `NSValue`, as on iOS.
    public typealias _ObjectiveCType = NSValue
    /// Boxes the size as `NSValue(cgSize:)` does.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgSize: self) }
    /// Unboxes a size; `.zero` when the value holds another kind.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) {
        result = source.cgSizeValue
    }
    /// Unboxes a size, failing when the value holds another kind.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        result = source.holds(NSValue(size: .zero)) ? source.sizeValue : nil
        return result != nil
    }
    /// Unboxes a size, `.zero` for `nil`.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize {
        source?.cgSizeValue ?? .zero
    }
}

extension CGVector: _ObjectiveCBridgeable {
    /// The class a vector is boxed in: `NSValue`, as on iOS.
    public typealias _ObjectiveCType = NSValue
    /// Boxes the vector as `NSValue(cgVector:)` does.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgVector: self) }
    /// Unboxes a vector; `.zero` when the value holds another kind.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) {
        result = source.cgVectorValue
    }
    /// Unboxes a vector, failing when the value holds another kind.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGVector?) -> Bool {
        result = source.doubles(count: 2, objCType: NSValue.vectorType) == nil ? nil : source.cgVectorValue
        return result != nil
    }
    /// Unboxes a vector, `.zero` for `nil`.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGVector {
        source?.cgVectorValue ?? .zero
    }
}

extension CGAffineTransform: _ObjectiveCBridgeable {
    /// The class a transform is boxed in: `NSValue`, as on iOS.
    public typealias _ObjectiveCType = NSValue
    /// Boxes the transform as `NSValue(cgAffineTransform:)` does.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(cgAffineTransform: self) }
    /// Unboxes a transform; `.identity` when the value holds another kind.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGAffineTransform?) {
        result = source.cgAffineTransformValue
    }
    /// Unboxes a transform, failing when the value holds another kind.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue,
                                                          result: inout CGAffineTransform?) -> Bool {
        result = source.doubles(count: 6, objCType: NSValue.transformType) == nil
            ? nil : source.cgAffineTransformValue
        return result != nil
    }
    /// Unboxes a transform, `.identity` for `nil`.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGAffineTransform {
        source?.cgAffineTransformValue ?? .identity
    }
}

extension UIEdgeInsets: _ObjectiveCBridgeable {
    /// The class insets are boxed in: `NSValue`, as on iOS.
    public typealias _ObjectiveCType = NSValue
    /// Boxes the insets as `NSValue(uiEdgeInsets:)` does.
    public func _bridgeToObjectiveC() -> NSValue { NSValue(uiEdgeInsets: self) }
    /// Unboxes insets; `.zero` when the value holds another kind.
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) {
        result = source.uiEdgeInsetsValue
    }
    /// Unboxes insets, failing when the value holds another kind.
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout UIEdgeInsets?) -> Bool {
        result = source.holds(NSValue(edgeInsets: NSEdgeInsets())) ? source.uiEdgeInsetsValue : nil
        return result != nil
    }
    /// Unboxes insets, `.zero` for `nil`.
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> UIEdgeInsets {
        source?.uiEdgeInsetsValue ?? .zero
    }
}
#endif
