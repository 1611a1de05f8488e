import SwiftSyntax

/// A place that names a selector: `#selector(...)`, or `Selector("name")` / `NSSelectorFromString("name")`.
struct SelectorUse {
    enum Reference {
        /// `#selector(qualifier.baseName(labels:))`; `labels` is `nil` when the reference gives none.
        case method(qualifier: String?, baseName: String, labels: [String?]?)
        case getter(String)
        case setter(String)
        /// A selector already spelled as a string.
        case literal(String)
    }

    let file: String
    let line: Int
    /// The `#selector` expression's range, which the rewrite replaces; `nil` for a literal.
    let range: Range<Int>?
    let reference: Reference
    let enclosingType: String?
}

/// Collects a file's selector uses, outside the code an earlier run kept for one platform.
final class SelectorUseCollector: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    private(set) var uses: [SelectorUse] = []
    private var typeStack: [String] = []

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.extendedType.trimmedDescription)
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    private func push(_ name: String) -> SyntaxVisitorContinueKind {
        typeStack.append(name)
        return .visitChildren
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        Regions.isPlatformSplit(node) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
        let reference: SelectorUse.Reference?
        switch argument.label?.text {
        case "getter": reference = Self.lastName(argument.expression).map { .getter($0) }
        case "setter": reference = Self.lastName(argument.expression).map { .setter($0) }
        default: reference = Self.methodReference(argument.expression)
        }
        if let reference {
            uses.append(SelectorUse(
                file: file, line: node.startLocation(converter: converter).line,
                range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                reference: reference, enclosingType: typeStack.last))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.trimmedDescription
        if callee == "Selector" || callee == "NSSelectorFromString", node.arguments.count == 1,
           let literal = node.arguments.first?.expression.as(StringLiteralExprSyntax.self),
           let text = Self.plainText(of: literal) {
            uses.append(SelectorUse(
                file: file, line: node.startLocation(converter: converter).line, range: nil,
                reference: .literal(text), enclosingType: typeStack.last))
        }
        return .visitChildren
    }

    static func plainText(of literal: StringLiteralExprSyntax) -> String? {
        guard literal.segments.count == 1, case .stringSegment(let segment)? = literal.segments.first else {
            return nil
        }
        return segment.content.text
    }

    private static func methodReference(_ expression: ExprSyntax) -> SelectorUse.Reference? {
        if let name = expression.as(DeclReferenceExprSyntax.self) {
            return .method(qualifier: nil, baseName: name.baseName.text, labels: labels(of: name))
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            let qualifier = member.base?.trimmedDescription
            return .method(qualifier: qualifier == "self" ? nil : qualifier,
                           baseName: member.declName.baseName.text, labels: labels(of: member.declName))
        }
        return nil
    }

    private static func labels(of name: DeclReferenceExprSyntax) -> [String?]? {
        name.argumentNames.map { arguments in
            arguments.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
        }
    }

    private static func lastName(_ expression: ExprSyntax) -> String? {
        if let name = expression.as(DeclReferenceExprSyntax.self) { return name.baseName.text }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}

/// The regions an earlier run (or the porter) kept for one platform with `canImport(ObjectiveC)`: the rules
/// leave them alone, which is what makes a second run change nothing.
enum Regions {
    static func isPlatformSplit(_ clause: IfConfigClauseSyntax) -> Bool {
        guard let ifConfig = clause.parent?.parent?.as(IfConfigDeclSyntax.self) else { return false }
        return ifConfig.clauses.contains { $0.condition?.trimmedDescription.contains("canImport(ObjectiveC)") == true }
    }
}
