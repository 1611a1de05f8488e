/// A reference that holds no reference count: a back-pointer or a list entry that something else keeps alive.
///
/// A `weak` reference gives its object a side table, and from then on every retain and release of that object
/// takes the runtime's slow path; a strong one would form a cycle or cost a retain per step of a walk. So views
/// point at their superview, window and controller, recognizers at their view and the hit test at its children
/// through this. Rule 3 of <doc:FastPathsAndTheirRules> keeps it sound: whatever it points to clears it in its
/// `deinit`, or it is read only after a lifetime token (``ResponderLifetime``, ``ApplicationLifetime``) said that
/// the object lives.
struct Unretained<Object: AnyObject> {
    private let reference: Unmanaged<Object>

    init(_ object: Object) {
        reference = .passUnretained(object)
    }

    /// The object, retained for the caller.
    var object: Object { reference.takeUnretainedValue() }

    /// Runs `body` with the object and no retain of it; the object must live until `body` returns.
    @inline(__always)
    func withObject<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
        try reference._withUnsafeGuaranteedRef(body)
    }

    /// Whether this points at `object`, without retaining either.
    @inline(__always)
    func points(at object: Object) -> Bool {
        reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }
}

/// Gives back the type of an object that only ever holds one type, without the dynamic cast's cost.
///
/// Tokens name their window or application as an `AnyObject`-typed responder (``ResponderLifetime``); a
/// window's token stores only windows and the application's only applications, so the type is known. Debug
/// builds check it.
@inline(__always)
func knownDowncast<Object: AnyObject>(_ object: AnyObject, to type: Object.Type) -> Object {
    assert(object is Object, "\(Swift.type(of: object)) was taken for \(Object.self)")
    return unsafeDowncast(object, to: type)
}

/// Hands a value that is not `Sendable` to main-actor code that runs either in place, on the main queue, or once,
/// later, on the main queue: a `Notification` to its observer, a `Timer` to its action.
///
/// Neither type is `Sendable` (a notification's `userInfo` can hold anything), yet Foundation's own observers and
/// timers make this very hand-over: the value is made on one queue and used, unchanged, on the one its observer
/// chose. The sender never touches the value again after handing it over.
struct MainQueueHandOver<Value>: @unchecked Sendable {
    /// The value handed over.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
