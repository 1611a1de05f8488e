import SwiftSyntax

// Rule 4: `@objc protocol`s and their optional members; rule 5: `override` in extensions of framework classes;
// rule 6: platform guards that hide event code from Linux.
extension FileRewriter {
    func rewriteProtocol(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let info = index.objcProtocols[node.name.text], Attributes.contains(node.attributes, named: ["objc"])
        else { return .skipChildren }
        if info.optionalMembers.isEmpty {
            guardAttributes(node.attributes, of: node)
            if node.inheritanceClause == nil {
                let anchor = end(node.name)
                edits.append(TextEdit(start: anchor, end: anchor, text: ": AnyObject"))
            }
            return .skipChildren
        }
        splitProtocol(node, optionalMembers: info.optionalMembers)
        return .skipChildren
    }

    /// Keeps the protocol as written for iOS and gives Linux a Swift protocol whose optional members are
    /// requirements with empty default implementations, so conformers that implement them are called and the
    /// others do nothing, as on iOS.
    private func splitProtocol(_ node: ProtocolDeclSyntax, optionalMembers: Set<String>) {
        let indent = indentation(at: start(node))
        var linux: [TextEdit] = []
        for element in node.attributes {
            if case .attribute(let attribute) = element, Self.guardedAttributes.contains(Attributes.name(of: attribute)) {
                linux.append(TextEdit(start: start(attribute), end: endOfBlanks(after: end(attribute)), text: ""))
            }
        }
        if node.inheritanceClause == nil {
            linux.append(TextEdit(start: end(node.name), end: end(node.name), text: ": AnyObject"))
        }
        var defaults: [String] = []
        for member in node.memberBlock.members {
            let attributes: AttributeListSyntax?
            let modifiers: DeclModifierListSyntax?
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                attributes = function.attributes
                modifiers = function.modifiers
                if function.modifiers.contains(where: { $0.name.text == "optional" }) {
                    if let implementation = defaultImplementation(of: function) {
                        defaults.append(implementation)
                    } else {
                        problem(function, "optional member \(function.name.text) returns "
                            + "\(function.signature.returnClause?.type.trimmedDescription ?? "")"
                            + ", which has no default; on Linux it is a requirement every conformer must implement",
                            "PortingFromUIKit.md, Step 3: what the Objective-C runtime did")
                    }
                }
            } else if let variable = member.decl.as(VariableDeclSyntax.self) {
                attributes = variable.attributes
                modifiers = variable.modifiers
                if variable.modifiers.contains(where: { $0.name.text == "optional" }) {
                    problem(variable, "optional property \(variable.bindings.trimmedDescription) has no default; "
                        + "on Linux it is a requirement every conformer must implement",
                        "PortingFromUIKit.md, Step 3: what the Objective-C runtime did")
                }
            } else {
                attributes = nil
                modifiers = nil
            }
            for element in attributes ?? [] {
                if case .attribute(let attribute) = element,
                   Self.guardedAttributes.contains(Attributes.name(of: attribute)) {
                    linux.append(TextEdit(start: start(attribute), end: endOfBlanks(after: end(attribute)), text: ""))
                }
            }
            for modifier in modifiers ?? [] where modifier.name.text == "optional" {
                linux.append(TextEdit(start: start(modifier), end: endOfBlanks(after: end(modifier)), text: ""))
            }
        }
        let iOS = text(start(node)..<end(node))
        let linuxText = TextEdit.apply(linux, to: bytes, in: start(node)..<end(node))
        let access = node.modifiers.first { ["public", "open", "package"].contains($0.name.text) }
            .map { $0.name.text + " " } ?? ""
        let extensionText = "\n\(indent)\(access)extension \(node.name.text) {\n"
            + defaults.map { "\(indent)    \($0)\n" }.joined() + "\(indent)}"
        edits.append(TextEdit(
            start: start(node), end: end(node),
            text: "#if canImport(ObjectiveC)\n\(indent)\(iOS)\n\(indent)#else\n\(indent)\(linuxText)\n"
                + (defaults.isEmpty ? "" : extensionText + "\n") + "\(indent)#endif"))
        change(.objcProtocol, node, "\(node.name.text): " + optionalMembers.sorted().joined(separator: ", ")
            + " get default implementations on Linux")
    }

    /// `func name(...) {}` for a member returning nothing, `{ nil }` for one returning an optional.
    private func defaultImplementation(of function: FunctionDeclSyntax) -> String? {
        let signature = function.signature.trimmedDescription
        let head = "func \(function.name.text)\(function.genericParameterClause?.trimmedDescription ?? "")"
            + signature
        guard let returnType = function.signature.returnClause?.type else { return head + " {}" }
        let type = returnType.trimmedDescription
        if type == "Void" || type == "()" { return head + " {}" }
        if returnType.is(OptionalTypeSyntax.self) { return head + " { nil }" }
        return nil
    }

    /// The offset after the spaces and tabs following `offset`.
    func endOfBlanks(after offset: Int) -> Int {
        var cursor = offset
        while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
            cursor += 1
        }
        return cursor
    }

    /// `delegate?.member?(x)` on an optional member: the statement is kept for iOS and written for Linux as
    /// `delegate?.member(x)`, which calls the conformer's implementation or the default.
    func rewriteOptionalCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let optional = node.calledExpression.as(OptionalChainingExprSyntax.self),
              let member = optional.expression.as(MemberAccessExprSyntax.self),
              index.objcProtocols.values.contains(where: { $0.optionalMembers.contains(member.declName.baseName.text) }),
              let statement = node.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) })
        else { return .visitChildren }
        let statementStart = start(statement)
        let removal = TextEdit(start: start(optional.questionMark), end: end(optional.questionMark), text: "")
        var split = statementSplits[statementStart]
            ?? (end: end(statement), indent: indentation(at: statementStart), linuxEdits: [])
        split.linuxEdits.append(removal)
        statementSplits[statementStart] = split
        change(.optionalCall, node, "\(node.trimmedDescription) -> \(member.trimmedDescription)(...) on Linux")
        return .visitChildren
    }

    func reportOverrides(in node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        guard index.classes[extended] == nil else { return .visitChildren }
        for member in node.memberBlock.members {
            let decl = member.decl
            let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
            guard modifiers?.contains(where: { $0.name.text == "override" }) == true else { continue }
            problem(decl, "`override` in an extension of \(extended) needs the Objective-C runtime: subclass "
                + "\(extended), move the override into the subclass and use the subclass (for UIWindow, make it "
                + "the app's window)", "PortingFromUIKit.md, Step 3: `override` in an extension")
        }
        return .visitChildren
    }

    func reportPlatformGuards(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        let reference = "PortingFromUIKit.md, One source file for iOS and Linux"
        let scope = isWholeFile(node) ? "the whole file" : "this code"
        let onlyImports = node.clauses.allSatisfy { clause in
            guard case .statements(let items)? = clause.elements else { return clause.elements == nil }
            return items.allSatisfy { $0.item.is(ImportDeclSyntax.self) }
        }
        for clause in node.clauses {
            guard let condition = clause.condition?.trimmedDescription,
                  !condition.contains("canImport(ObjectiveC)") else { continue }
            let guardText = "`\(clause.poundKeyword.text) \(condition)`"
            if let rewritten = objCCondition(for: clause, condition: condition), let expression = clause.condition {
                // The old meaning on both platforms, now that canImport(UIKit) is true on Linux too.
                edits.append(TextEdit(start: start(expression), end: end(expression), text: rewritten))
                change(.objcAttributes, clause, "\(guardText) -> `\(clause.poundKeyword.text) \(rewritten)`")
            } else if condition.contains("!canImport(UIKit)") {
                problem(clause, "\(guardText) is now false on Linux (ResponderKit's UIKit module): \(scope), "
                    + "written for ResponderKit, no longer builds there; write `!canImport(ObjectiveC)` instead",
                    reference, decision: true)
            } else if condition.contains("canImport(UIKit)") && onlyImports {
                problem(clause, "\(guardText) around imports: Linux now takes its `import UIKit` (ResponderKit's "
                    + "UIKit module), so the #else imports are no longer used; `import UIKit` alone does for both",
                    reference, decision: true)
            } else if condition.contains("canImport(UIKit)") {
                problem(clause, "\(guardText) is now true on Linux (ResponderKit's UIKit module): \(scope) builds "
                    + "against ResponderKit and any #else branch no longer does; keep it, or write "
                    + "`canImport(UIKit) && canImport(ObjectiveC)` to keep it iOS-only", reference, decision: true)
            } else if ["os(iOS)", "os(tvOS)", "os(visionOS)", "os(watchOS)", "targetEnvironment("]
                        .contains(where: condition.contains), !condition.contains("os(Linux)") {
                problem(clause, "\(guardText) hides \(scope) from Linux: to build it with ResponderKit write "
                    + "`#if canImport(UIKit)` (or add `|| os(Linux)`); keep it if it uses what ResponderKit "
                    + "lacks (drawing, layers)", reference, decision: true)
            }
        }
        return .visitChildren
    }

    /// The `canImport(ObjectiveC)` form of a guard written for the one-file recipe before `canImport(UIKit)`
    /// was true on Linux: `!canImport(UIKit)` (ResponderKit-only code), and `canImport(UIKit)` around
    /// attributes only the Objective-C runtime understands.
    private func objCCondition(for clause: IfConfigClauseSyntax, condition: String) -> String? {
        if condition == "!canImport(UIKit)" { return "!canImport(ObjectiveC)" }
        guard condition == "canImport(UIKit)", case .attributes(let attributes)? = clause.elements,
              !attributes.isEmpty else { return nil }
        let onlyRuntimeAttributes = attributes.allSatisfy { element in
            guard case .attribute(let attribute) = element else { return false }
            return Self.guardedAttributes.contains(Attributes.name(of: attribute))
        }
        return onlyRuntimeAttributes ? "canImport(ObjectiveC)" : nil
    }

    /// Whether the `#if` holds everything in its file but imports and comments.
    private func isWholeFile(_ node: IfConfigDeclSyntax) -> Bool {
        guard let item = node.parent?.as(CodeBlockItemSyntax.self),
              let file = item.parent?.parent?.as(SourceFileSyntax.self) else { return false }
        return file.statements.allSatisfy { $0.id == item.id || $0.item.is(ImportDeclSyntax.self) }
    }
}

extension SyntaxProtocol {
    /// The nearest node, from this one up, that `mapping` accepts.
    func ancestorOrSelf<T>(mapping: (Syntax) -> T?) -> T? {
        var current: Syntax? = Syntax(self)
        while let node = current {
            if let found = mapping(node) { return found }
            current = node.parent
        }
        return nil
    }
}
