import Foundation

/// The actions a class implements, each a selector bound to a method: the Swift stand-in for what the
/// Objective-C runtime knows about a class's methods.
///
/// A class fills its table in `declareActions(in:)` with method references; the compiler checks each method's
/// shape, one of UIKit's three action shapes (spec <doc:Catalog#E6>):
///
/// ```swift
/// override class func declareActions(in table: inout ActionTable) {
///     super.declareActions(in: &table)
///     table.add(.refresh, ListController.refresh)            // func refresh()
///     table.add(.buttonTapped, ListController.buttonTapped)  // func buttonTapped(_ sender: Any?)
///     table.add(.sliderMoved, ListController.sliderMoved)    // func sliderMoved(_ s: UIControl, _ e: UIEvent?)
/// }
/// ```
///
/// Overrides of the standard edit actions (`override func copy(_ sender: Any?)`) need no entry: the table
/// gets them from the class's method table.
///
/// Tables are built once per class and kept, so looking an action up allocates nothing. Mistakes in a
/// declaration (a selector whose colons do not match the method, a method of an unrelated class, a missing
/// `super` call) are recorded as ``ResponderDiagnostic/Kind/invalidActionDeclaration`` diagnostics.
@preconcurrency @MainActor
public struct ActionTable {
    /// The class whose actions the table lists.
    public let targetType: any ActionTarget.Type
    private(set) var methods: [Selector: ActionMethod] = [:]
    /// Declaration mistakes found while the table was filled, reported once it is built.
    private(set) var problems: [String] = []
    /// Set by `UIResponder.declareActions(in:)`, so a responder subclass that forgot `super` can be told.
    var reachedResponderRoot = false

    init(for targetType: any ActionTarget.Type) {
        self.targetType = targetType
    }

    /// Whether the class implements `selector`.
    public func contains(_ selector: Selector) -> Bool {
        methods[selector] != nil
    }

    /// Every selector the class implements, sorted by name.
    public var selectors: [Selector] {
        methods.keys.sorted { $0.name < $1.name }
    }

    // MARK: Declaring actions

    /// Declares that `selector` runs `method`, an action that takes no arguments: `func refresh()`.
    public mutating func add<Target: AnyObject>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        register(selector, for: Target.self, argumentCount: 0) { target, _, _ in
            method(target)()
            return true
        }
    }

    /// Declares that `selector` runs `method`, an action that takes the sender: `func save(_ sender: Any?)`.
    public mutating func add<Target: AnyObject>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> @MainActor (Any?) -> Void
    ) {
        register(selector, for: Target.self, argumentCount: 1) { target, sender, _ in
            method(target)(sender)
            return true
        }
    }

    /// Declares that `selector` runs `method`, an action that takes a sender of a known type:
    /// `func buttonTapped(_ sender: UIButton)`.
    ///
    /// A sender of another type is not passed on: the action is not run and a
    /// ``ResponderDiagnostic/Kind/actionArgumentMismatch`` diagnostic is recorded. Make the parameter optional
    /// to accept a `nil` sender.
    public mutating func add<Target: AnyObject, Sender>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> @MainActor (Sender) -> Void
    ) {
        register(selector, for: Target.self, argumentCount: 1) { target, sender, _ in
            guard let typed = ActionTable.cast(sender, to: Sender.self) else { return false }
            method(target)(typed)
            return true
        }
    }

    /// Declares that `selector` runs `method`, an action that takes the sender and the event:
    /// `func dragged(_ sender: Any?, _ event: UIEvent?)`.
    public mutating func add<Target: AnyObject>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> @MainActor (Any?, UIEvent?) -> Void
    ) {
        register(selector, for: Target.self, argumentCount: 2) { target, sender, event in
            method(target)(sender, event)
            return true
        }
    }

    /// Declares that `selector` runs `method`, an action that takes a sender of a known type and the event:
    /// `func dragged(_ sender: UIControl, forEvent event: UIEvent?)`.
    public mutating func add<Target: AnyObject, Sender>(
        _ selector: Selector, _ method: @escaping @MainActor (Target) -> @MainActor (Sender, UIEvent?) -> Void
    ) {
        register(selector, for: Target.self, argumentCount: 2) { target, sender, event in
            guard let typed = ActionTable.cast(sender, to: Sender.self) else { return false }
            method(target)(typed, event)
            return true
        }
    }

    /// Declares that `selector` runs `method`, a method without arguments whose result the sender never
    /// sees, as Objective-C drops what an action method returns: `resignFirstResponder() -> Bool`.
    mutating func add<Target: AnyObject, Result>(
        _ selector: Selector, discardingResultOf method: @escaping @MainActor (Target) -> @MainActor () -> Result
    ) {
        register(selector, for: Target.self, argumentCount: 0) { target, _, _ in
            _ = method(target)()
            return true
        }
    }

    private mutating func register<Target: AnyObject>(
        _ selector: Selector, for _: Target.Type, argumentCount: Int,
        _ body: @escaping @MainActor (Target, Any?, UIEvent?) -> Bool
    ) {
        guard targetType is Target.Type else {
            problems.append("\(targetType) declares '\(selector)' with a method of \(Target.self), which is not "
                + "\(targetType) or one of its superclasses; the entry was ignored.")
            return
        }
        if !selector.isWellFormed {
            problems.append("\(targetType) declares '\(selector)', which is not a well-formed selector name."
                + ActionRegistry.suggestion(for: selector))
        } else if selector.argumentCount != argumentCount {
            problems.append("\(targetType) declares '\(selector)' (\(selector.argumentCount) colon(s)) for a "
                + "method taking \(argumentCount) argument(s); a selector has one colon per argument, so senders "
                + "using the method's real selector will not find it." + Self.colonAdvice(selector, argumentCount))
        }
        methods[selector] = ActionMethod(argumentCount: argumentCount) { object, sender, event in
            // The table belongs to the object's class, which `register` checked is a `Target`.
            guard let target = object as? Target else { return false }
            return body(target, sender, event)
        }
    }

    /// What to write instead of a selector whose colons do not match its method: the name with one colon for a
    /// method taking the sender, without its colon for one taking nothing; empty when the fix needs the method's
    /// second label, which only the porter knows.
    private static func colonAdvice(_ selector: Selector, _ argumentCount: Int) -> String {
        let base = selector.name.split(separator: ":").first.map(String.init) ?? selector.name
        switch argumentCount {
        case 0: return " Write '\(base)'."
        case 1: return " Write '\(base):'."
        default: return " Write '\(base):' followed by the second argument's label and a colon, as in 'dragged:forEvent:'."
        }
    }

    /// Casts a sender to a typed action's parameter type; a `nil` sender fits only an optional parameter.
    static func cast<Sender>(_ sender: Any?, to _: Sender.Type) -> Sender? {
        if let sender { return sender as? Sender }
        return (Optional<Any>.none as Any) as? Sender
    }

    /// Adds each standard edit action that `type` overrides the method of and does not list itself, so
    /// `override func copy(_ sender: Any?)` alone implements `copy:`, as it does on iOS; a class whose method
    /// tables could not be read keeps only what it lists (`InheritedMembers`).
    mutating func addOverriddenStandardEditActions(of type: UIResponder.Type) {
        for (selector, method) in Self.standardEditMethods where !contains(selector) {
            guard let members = InheritedMembers.standardEditActions[selector], members.isReadable,
                  !members.areInherited(by: type, from: UIResponder.self) else { continue }
            add(selector, method)
        }
    }

    /// `UIResponder`'s method of each standard edit action, which reaches the override dynamically.
    private static var standardEditMethods: [(Selector, @MainActor (UIResponder) -> @MainActor (Any?) -> Void)] {
        [
            (.cut, UIResponder.cut), (.copy, UIResponder.copy), (.paste, UIResponder.paste),
            (.pasteAndMatchStyle, UIResponder.pasteAndMatchStyle), (.select, UIResponder.select),
            (.selectAll, UIResponder.selectAll), (.delete, UIResponder.delete),
            (.makeTextWritingDirectionLeftToRight, UIResponder.makeTextWritingDirectionLeftToRight),
            (.makeTextWritingDirectionRightToLeft, UIResponder.makeTextWritingDirectionRightToLeft),
            (.toggleBoldface, UIResponder.toggleBoldface), (.toggleItalics, UIResponder.toggleItalics),
            (.toggleUnderline, UIResponder.toggleUnderline), (.increaseSize, UIResponder.increaseSize),
            (.decreaseSize, UIResponder.decreaseSize),
        ]
    }

    mutating func noteMissingSuper() {
        problems.append("\(targetType).declareActions(in:) (or an override between it and UIResponder's) does not "
            + "call super, so actions declared by its superclasses are missing from its table.")
    }

    func method(for selector: Selector) -> ActionMethod? {
        methods[selector]
    }
}

/// One declared action, erased to take any target; returns `false` when the sender did not fit the method.
struct ActionMethod {
    let argumentCount: Int
    let invoke: @MainActor (AnyObject, Any?, UIEvent?) -> Bool
}
