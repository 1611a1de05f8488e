import SwiftSyntax

// Rule 9: the run-time habits ResponderKit answers only in part on Linux (Catalog O3-O9). A bare UIKit class
// name given to `NSClassFromString` is rewritten for Linux; the others depend on types and clocks the command
// cannot change, so each is reported with the code to write instead.
extension FileRewriter {
    /// Selectors ResponderKit's responders answer themselves, so `responds(to:)` and `perform` may name them
    /// without a declaration in the files.
    static let standardEditActions: Set<String> = [
        "cut:", "copy:", "paste:", "select:", "selectAll:", "delete:", "makeTextWritingDirectionLeftToRight:",
        "makeTextWritingDirectionRightToLeft:", "toggleBoldface:", "toggleItalics:", "toggleUnderline:",
        "increaseSize:", "decreaseSize:", "pasteAndMatchStyle:",
    ]

    static let foundationDictionaries: Set<String> = ["NSDictionary", "NSMutableDictionary"]

    func reportRuntimeHabits(_ node: FunctionCallExprSyntax) {
        let labels = node.arguments.map { $0.label?.text }
        if node.calledExpression.trimmedDescription == "NSClassFromString" {
            rewriteClassLookup(node)
            return
        }
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return }
        let name = member.declName.baseName.text
        switch (name, labels) {
        case ("value", ["forKey"]), ("setValue", [nil, "forKey"]):
            reportKeyValueCoding(node, member: member)
        case ("responds", ["to"]), ("perform", [nil]), ("perform", [nil, "with"]), ("perform", [nil, "with", "with"]):
            reportUndeclaredSelector(node, member: member)
        case ("scheduledTimer", _) where member.base?.trimmedDescription == "Timer":
            reportBlockTimer(node, labels: labels)
        default:
            break
        }
    }

    /// `Timer(timeInterval:repeats:block:)` and `Timer(fire:interval:repeats:block:)`, which are not member calls.
    func reportBlockTimerInitializer(_ node: FunctionCallExprSyntax) {
        guard node.calledExpression.trimmedDescription == "Timer" else { return }
        reportBlockTimer(node, labels: node.arguments.map { $0.label?.text })
    }

    // MARK: NSClassFromString

    /// `NSClassFromString("UIView")` is `nil` on Linux, where ResponderKit's classes are named with their module
    /// (O9): the statement is kept for iOS and written with `"ResponderKit.UIView"` for Linux. Outside a function
    /// body the statement cannot be duplicated, so it is reported.
    private func rewriteClassLookup(_ node: FunctionCallExprSyntax) {
        guard node.arguments.count == 1,
              let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
              let className = SelectorUseCollector.plainText(of: literal), Self.isUIKitClassName(className)
        else { return }
        let qualified = "ResponderKit.\(className)"
        guard let statement = enclosingStatement(of: node) else {
            problem(node, "`NSClassFromString(\"\(className)\")` is nil on Linux, where ResponderKit's classes are "
                + "named with their module: write `NSClassFromString(\"\(qualified)\")` under "
                + "`#if !canImport(ObjectiveC)` and keep this call for iOS under `#else`", "Catalog.md, O9")
            return
        }
        let statementStart = start(statement)
        var split = statementSplits[statementStart]
            ?? (end: end(statement), indent: indentation(at: statementStart), linuxEdits: [])
        split.linuxEdits.append(TextEdit(start: start(literal), end: end(literal), text: "\"\(qualified)\""))
        statementSplits[statementStart] = split
        change(.classLookup, node, "\(node.trimmedDescription) -> NSClassFromString(\"\(qualified)\") on Linux")
    }

    /// A UIKit class's name as Objective-C knows it: `UI` and a capital, no module.
    static func isUIKitClassName(_ name: String) -> Bool {
        let characters = Array(name)
        return characters.count > 2 && name.hasPrefix("UI") && characters[2].isUppercase
            && characters.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// The statement of a function or closure body holding `node`, or `nil` when a member declaration (a
    /// stored property's initial value) is nearer.
    private func enclosingStatement(of node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if syntax.is(MemberBlockItemSyntax.self) { return nil }
            if let item = syntax.as(CodeBlockItemSyntax.self) {
                let container = item.parent?.parent
                return container?.is(CodeBlockSyntax.self) == true || container?.is(ClosureExprSyntax.self) == true
                    ? item : nil
            }
            current = syntax.parent
        }
        return nil
    }

    // MARK: Key-value coding

    /// `value(forKey:)` and `setValue(_:forKey:)` exist on Linux only on responders (O7): on other objects
    /// they do not compile, so the property is to be read or written directly.
    private func reportKeyValueCoding(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        let base = member.base.map(Self.unwrapped)
        let receiver = base?.trimmedDescription ?? "self"
        let type = receiverType(base, in: node)
        if let type, index.isResponder(type) { return }
        // Foundation's dictionaries read by key on Linux too.
        if let type, member.declName.baseName.text == "value", Self.foundationDictionaries.contains(type) { return }
        let keyArgument = node.arguments.last?.expression.as(StringLiteralExprSyntax.self)
        let key = keyArgument.flatMap(SelectorUseCollector.plainText(of:))
        let property = key.map { "`\(receiver).\($0)`" } ?? "the property itself"
        let replacement = member.declName.baseName.text == "value"
            ? "read \(property)" : "assign \(property) (`\(receiver).\(key ?? "property") = value`)"
        let whose = type.map { "`\(receiver)` is a \($0), not a responder" }
            ?? "`\(receiver)` is not known to be a responder"
        problem(node, "`\(member.declName.baseName.text)(...forKey:)`: \(whose), and on Linux key-value coding "
            + "exists only on ResponderKit's responders, so this does not compile there: \(replacement)",
            "Catalog.md, O7")
    }

    /// `label` for `label?` and `label!`: the object the call is made on.
    private static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return unwrapped(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return unwrapped(forced.expression) }
        return expression
    }

    /// The class of `base` when the file says it: `self` (or nothing) in a class or its extension, or a
    /// property, variable or parameter of that name declared with a type or initialized with `Type(...)`.
    private func receiverType(_ base: ExprSyntax?, in node: some SyntaxProtocol) -> String? {
        var name: String?
        if base == nil || base?.trimmedDescription == "self" {
            return node.ancestorOrSelf(mapping: { syntax -> String? in
                syntax.as(ClassDeclSyntax.self)?.name.text
                    ?? syntax.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
            })
        } else if let reference = base?.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let access = base?.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == "self" {
            name = access.declName.baseName.text
        }
        guard let name else { return nil }
        let finder = DeclaredTypeFinder(name: name)
        finder.walk(node.root)
        return finder.type
    }

    // MARK: responds(to:) and perform

    /// On Linux `responds(to:)` and `perform` know only the actions a class lists in `declareActions(in:)`
    /// (O3, O4): a selector the command does not declare for any class of the files answers `false` or runs
    /// nothing.
    private func reportUndeclaredSelector(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax) {
        guard let argument = node.arguments.first?.expression else { return }
        let selector: String?
        if let macro = argument.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector" {
            selector = plan.selectorNames[file]?[start(macro)]
        } else if let call = argument.as(FunctionCallExprSyntax.self),
                  ["Selector", "NSSelectorFromString"].contains(call.calledExpression.trimmedDescription),
                  let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self) {
            selector = SelectorUseCollector.plainText(of: literal)
        } else {
            selector = nil
        }
        guard let selector, !Self.standardEditActions.contains(selector),
              !plan.actions.values.contains(where: { $0.contains { $0.selector == selector } }) else { return }
        let call = member.declName.baseName.text == "responds" ? "`responds(to:)` answers false" : "`perform` runs nothing"
        problem(node, "`\(selector)` is not an action any class of these files declares, so on Linux \(call) "
            + "(only selectors listed in `declareActions(in:)` are known): call the method directly, or for an "
            + "optional protocol member call it (`delegate?.method(x)`, which has a default on Linux); a method "
            + "of your own class becomes declared when a `#selector` names it", "Catalog.md, O3 and O4")
    }

    // MARK: Block timers

    /// A block timer stays on the real run loop, so a test host's clock does not fire it (O6); only code under
    /// test is reported, not the tests.
    private func reportBlockTimer(_ node: FunctionCallExprSyntax, labels: [String?]) {
        let hasBlock = labels.contains("block") || (node.trailingClosure != nil && !labels.contains("selector"))
        guard hasBlock, !isTestFile(node) else { return }
        problem(node, "a block timer runs on the real run loop, so in a test host `advance(by:)` does not fire it: "
            + "write `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with an action method "
            + "(the selector form follows the test host's clock)", "Catalog.md, O5 and O6")
    }

    // MARK: Keys cast to a Foundation class

    /// `[UIResponder.keyboardFrameEndUserInfoKey as NSObject: value]`: on Apple platforms the cast string
    /// hashes and compares as the `String` it came from, so `userInfo[key]` finds it; swift-corelibs-foundation's
    /// `NSString` does not, so on Linux the lookup finds nothing. The dictionary's type depends on the cast, so
    /// the place is reported with the form that works on both.
    func reportBridgedKey(_ node: DictionaryElementSyntax) {
        guard let (key, type) = Self.bridgingCast(node.key), ["NSObject", "NSString"].contains(type) else { return }
        problem(node, "`\(node.key.trimmedDescription)` as a dictionary key: on Linux swift-corelibs-foundation's "
            + "`\(type)` key is not equal to the `String` a lookup passes (`userInfo[\(key)]` finds nothing), as "
            + "it is on Apple platforms: drop the cast and type the dictionary `[AnyHashable: Any]`",
            "PortingCommand.md, What it reports")
    }

    /// The value and the type of `value as Type`, a plain cast (not `as?` or `as!`); the parser leaves it
    /// unfolded, a sequence of the value, `as` and the type.
    private static func bridgingCast(_ expression: ExprSyntax) -> (value: String, type: String)? {
        if let cast = expression.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil {
            return (cast.expression.trimmedDescription, cast.type.trimmedDescription)
        }
        guard let elements = expression.as(SequenceExprSyntax.self)?.elements.map({ $0 }), elements.count == 3,
              let cast = elements[1].as(UnresolvedAsExprSyntax.self), cast.questionOrExclamationMark == nil,
              let type = elements[2].as(TypeExprSyntax.self) else { return nil }
        return (elements[0].trimmedDescription, type.type.trimmedDescription)
    }

    private func isTestFile(_ node: some SyntaxProtocol) -> Bool {
        node.root.as(SourceFileSyntax.self)?.statements.contains { item in
            guard let path = item.item.as(ImportDeclSyntax.self)?.path.trimmedDescription else { return false }
            return path == "XCTest" || path == "Testing"
        } ?? false
    }
}

/// Finds the type a property, variable or parameter named `name` is declared with in one file.
private final class DeclaredTypeFinder: SyntaxVisitor {
    let name: String
    private(set) var type: String?

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        guard type == nil, node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else {
            return .visitChildren
        }
        if let annotation = node.typeAnnotation?.type {
            type = Self.className(annotation.trimmedDescription)
        } else if let call = node.initializer?.value.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
                  callee.baseName.text.first?.isUppercase == true {
            type = callee.baseName.text
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if type == nil, (node.secondName ?? node.firstName).text == name {
            type = Self.className(node.type.trimmedDescription)
        }
        return .visitChildren
    }

    /// `UIButton?`, `UIButton!` and `UIButton` are all the class `UIButton`; a collection or function type is
    /// no class.
    private static func className(_ text: String) -> String? {
        let name = String(text.drop { $0 == "(" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        return name.isEmpty ? nil : name
    }
}
