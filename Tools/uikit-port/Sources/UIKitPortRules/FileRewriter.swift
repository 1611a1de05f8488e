import SwiftSyntax

/// Rewrites one file: collects the edits of every rule while walking its syntax tree, with what it changed and
/// what it could not convert.
final class FileRewriter: SyntaxVisitor {
    let file: String
    let bytes: [UInt8]
    let index: SourceIndex
    let plan: ActionPlan
    let converter: SourceLocationConverter
    var edits: [TextEdit] = []
    var changes: [PortReport.Change] = []
    var problems: [PortReport.Problem] = []
    /// Split edits for optional protocol calls, by the start of the statement they duplicate.
    var statementSplits: [Int: (end: Int, indent: String, linuxEdits: [TextEdit])] = [:]

    static let guardedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBOutletCollection", "IBInspectable",
        "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    init(file: String, tree: SourceFileSyntax, index: SourceIndex, plan: ActionPlan) {
        self.file = file
        self.bytes = Array(tree.description.utf8)
        self.index = index
        self.plan = plan
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    /// The rewritten text.
    func output() -> String {
        let splits = statementSplits.map { start, split in
            TextEdit(splitting: start, split.end, linuxEdits: split.linuxEdits, indent: split.indent)
        }
        return TextEdit.apply(edits + splits, to: bytes, in: 0..<bytes.count)
    }

    // MARK: Helpers

    func start(_ node: some SyntaxProtocol) -> Int { node.positionAfterSkippingLeadingTrivia.utf8Offset }
    func end(_ node: some SyntaxProtocol) -> Int { node.endPositionBeforeTrailingTrivia.utf8Offset }
    func line(_ node: some SyntaxProtocol) -> Int { node.startLocation(converter: converter).line }

    /// The whitespace that starts the line holding `offset`.
    func indentation(at offset: Int) -> String {
        var lineStart = offset
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        var cursor = lineStart
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            cursor += 1
        }
        return String(decoding: bytes[lineStart..<cursor], as: UTF8.self)
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    func change(_ kind: PortReport.ChangeKind, _ node: some SyntaxProtocol, _ detail: String) {
        changes.append(PortReport.Change(kind: kind, file: file, line: line(node), detail: detail))
    }

    func problem(_ node: some SyntaxProtocol, _ reason: String, _ reference: String, decision: Bool = false) {
        problems.append(PortReport.Problem(file: file, line: line(node), reason: reason, reference: reference,
                                           isDecision: decision))
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        Regions.isPlatformSplit(node) ? .skipChildren : .visitChildren
    }

    // MARK: Rule 1: #selector

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector",
              let name = plan.selectorNames[file]?[start(node)] else { return .visitChildren }
        edits.append(TextEdit(start: start(node), end: end(node), text: "Selector(\"\(name)\")"))
        change(.selector, node, "\(node.trimmedDescription) -> Selector(\"\(name)\")")
        return .skipChildren
    }

    // MARK: Rule 3: attributes that need the Objective-C runtime

    /// Moves the attributes only the Objective-C runtime understands into an `#if canImport(ObjectiveC)` placed
    /// before the declaration's other attributes.
    func guardAttributes(_ list: AttributeListSyntax, of declaration: some SyntaxProtocol) {
        let guarded = list.compactMap { element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element,
                  Self.guardedAttributes.contains(Attributes.name(of: attribute)) else { return nil }
            return attribute
        }
        guard !guarded.isEmpty else { return }
        let declarationStart = start(declaration)
        let indent = indentation(at: declarationStart)
        for attribute in guarded {
            edits.append(TextEdit(start: start(attribute), end: endOfWhitespace(after: end(attribute)), text: ""))
        }
        let names = guarded.map(\.trimmedDescription).joined(separator: " ")
        edits.append(TextEdit(start: declarationStart, end: declarationStart,
                              text: "#if canImport(ObjectiveC)\n\(indent)\(names)\n\(indent)#endif\n\(indent)"))
        change(.objcAttributes, declaration, names)
    }

    /// The offset of the next non-blank byte after `offset`.
    func endOfWhitespace(after offset: Int) -> Int {
        var cursor = offset
        while cursor < bytes.count, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
                                     UInt8(ascii: "\r")].contains(bytes[cursor]) {
            cursor += 1
        }
        return cursor
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if guardInterfaceBuilderHook(node) { return .skipChildren }
        guardAttributes(node.attributes, of: node)
        return .visitChildren
    }

    /// `override func prepareForInterfaceBuilder()` overrides a method only Interface Builder calls, which
    /// ResponderKit does not declare: like `@IBDesignable`, the whole override is kept for iOS.
    private func guardInterfaceBuilderHook(_ node: FunctionDeclSyntax) -> Bool {
        guard node.name.text == "prepareForInterfaceBuilder", node.signature.parameterClause.parameters.isEmpty,
              node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return false }
        let declarationStart = start(node)
        let indent = indentation(at: declarationStart)
        edits.append(TextEdit(start: declarationStart, end: declarationStart,
                              text: "#if canImport(ObjectiveC)\n\(indent)"))
        edits.append(TextEdit(start: end(node), end: end(node), text: "\n\(indent)#endif"))
        change(.objcAttributes, node, "override func prepareForInterfaceBuilder()")
        return true
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guardAttributes(node.attributes, of: node)
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guardAttributes(node.attributes, of: node)
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        guardAttributes(node.attributes, of: node)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        guardAttributes(node.attributes, of: node)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guardAttributes(node.attributes, of: node)
        declareActions(in: node)
        isolateTests(in: node)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { rewriteProtocol(node) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        reportRuntimeHabits(node)
        reportBlockTimerInitializer(node)
        return rewriteOptionalCall(node)
    }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guardAttributes(node.attributes, of: node)
        return reportOverrides(in: node)
    }
    override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
        reportBridgedKey(node)
        return .visitChildren
    }
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        updateSubclassImportGuard(node)
        return reportPlatformGuards(node)
    }

    // MARK: The UIKit import of test files

    /// On iOS `import XCTest` brings UIKit with it, so test files use `UIViewController` after importing XCTest
    /// alone; swift-corelibs-xctest brings only Foundation. A file that imports XCTest, no UIKit module, and
    /// names a UIKit type gets `import UIKit` before its XCTest import, which changes nothing on iOS.
    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        let imports = node.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        guard let xcTest = imports.first(where: { $0.path.trimmedDescription == "XCTest" }),
              !imports.contains(where: { $0.path.first?.name.text == "UIKit" }),
              node.tokens(viewMode: .sourceAccurate).contains(where: { token in
                  if case .identifier(let name) = token.tokenKind { return Self.isUIKitClassName(name) }
                  return false
              }) else { return .visitChildren }
        let importStart = start(xcTest)
        edits.append(TextEdit(start: importStart, end: importStart, text: "import UIKit\n"))
        change(.testImport, xcTest, "import UIKit added before import XCTest")
        return .visitChildren
    }

    // MARK: Rule 8: the gesture-recognizer subclass import

    /// The guard the guide writes around the subclass import: true only where Apple's UIKit, which has the
    /// submodule, is imported; `canImport(ObjectiveC)` is also true on a Mac building ResponderKit's UIKit.
    static let subclassImportCondition = "canImport(UIKit.UIGestureRecognizerSubclass)"

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.path.trimmedDescription == "UIKit.UIGestureRecognizerSubclass",
              node.ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) })?.condition?.trimmedDescription
                != Self.subclassImportCondition else { return .skipChildren }
        let hasUIKit = node.parent?.parent?.as(CodeBlockItemListSyntax.self)?.contains {
            $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "UIKit"
        } ?? false
        edits.append(TextEdit(
            start: start(node), end: end(node),
            text: (hasUIKit ? "" : "import UIKit\n")
                + "#if \(Self.subclassImportCondition)\n\(node.trimmedDescription)\n#endif"))
        change(.subclassImport, node, hasUIKit ? "guarded" : "guarded, import UIKit added")
        return .skipChildren
    }

    /// An earlier run's `#if canImport(ObjectiveC)` holding only the subclass import takes the guide's guard.
    func updateSubclassImportGuard(_ node: IfConfigDeclSyntax) {
        guard node.clauses.count == 1, let clause = node.clauses.first,
              let condition = clause.condition, condition.trimmedDescription == "canImport(ObjectiveC)",
              case .statements(let items)? = clause.elements, !items.isEmpty,
              items.allSatisfy({ $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription
                  == "UIKit.UIGestureRecognizerSubclass" }) else { return }
        edits.append(TextEdit(start: start(condition), end: end(condition), text: Self.subclassImportCondition))
        change(.subclassImport, node, "`#if canImport(ObjectiveC)` -> `#if \(Self.subclassImportCondition)`")
    }
}
