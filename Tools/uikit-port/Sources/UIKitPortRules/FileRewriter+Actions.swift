import SwiftSyntax

// Rule 2: the `declareActions(in:)` ResponderKit reads instead of the Objective-C runtime, for Linux only.
extension FileRewriter {
    func declareActions(in node: ClassDeclSyntax) {
        let name = node.name.text
        guard let entries = plan.actions[name], !entries.isEmpty else { return }
        let existing = existingDeclaration(in: node)
        let missing = entries.filter { entry in
            !(existing?.listed.contains { $0 == entry.selector || $0 == entry.methodReference
                || $0 == entry.methodReference.prefix { $0 != "(" } } ?? false)
        }
        guard !missing.isEmpty else { return }
        if let existing {
            let last = existing.body.statements.last
            let anchor = last.map { end($0) } ?? end(existing.body.leftBrace)
            let indent = last.map { indentation(at: start($0)) } ?? indentation(at: start(existing.body)) + "    "
            let lines = missing.map { "\n\(indent)table.add(Selector(\"\($0.selector)\"), \($0.methodReference))" }
            edits.append(TextEdit(start: anchor, end: anchor, text: lines.joined()))
            change(.actionDeclarations, node, "\(name): extended with " + missing.map(\.selector).joined(separator: ", "))
            return
        }
        let info = index.classes[name]
        let inherits = inheritsDeclaredActions(name)
        let members = node.memberBlock.members
        let firstCode = members.first { member in
            member.decl.is(FunctionDeclSyntax.self) || member.decl.is(InitializerDeclSyntax.self)
                || member.decl.is(DeinitializerDeclSyntax.self) || member.decl.is(SubscriptDeclSyntax.self)
        }
        let indent = members.first.map { indentation(at: start($0)) } ?? indentation(at: start(node)) + "    "
        var access = ""
        if info?.access == "open" && info?.isFinal == false { access = "open " }
        else if info?.access != nil { access = "public " }
        let header: String
        if inherits {
            header = "\(access)override class func declareActions(in table: inout ActionTable) {\n"
                + "\(indent)    super.declareActions(in: &table)\n"
        } else {
            let kind = info?.isFinal == true ? "static" : "class"
            header = "@MainActor \(access)\(kind) func declareActions(in table: inout ActionTable) {\n"
        }
        let lines = entries.map { "\(indent)    table.add(Selector(\"\($0.selector)\"), \($0.methodReference))\n" }
        let block = "\(indent)#if !canImport(ObjectiveC)\n\(indent)\(header)\(lines.joined())\(indent)}\n"
            + "\(indent)#endif\n"
        if let firstCode, let newline = firstNewline(inLeadingTriviaOf: firstCode) {
            let blankLineBefore = firstCode.leadingTrivia.reduce(0) { count, piece in
                if case .newlines(let lines) = piece { return count + lines }
                return count
            } > 1 && firstCode.id != members.first?.id
            edits.append(TextEdit(start: newline, end: newline, text: (blankLineBefore ? "\n" : "") + block))
        } else {
            let anchor = members.last.map { end($0) } ?? end(node.memberBlock.leftBrace)
            edits.append(TextEdit(start: anchor, end: anchor, text: "\n\n" + block.dropLast()))
        }
        if !inherits && !index.actionTargetExtensions.contains(name) {
            let anchor = end(node)
            edits.append(TextEdit(start: anchor, end: anchor,
                                  text: "\n\n#if !canImport(ObjectiveC)\nextension \(name): ActionTarget {}\n#endif"))
        }
        change(.actionDeclarations, node, "\(name): " + entries.map(\.selector).joined(separator: ", ")
            + (inherits ? "" : " (ActionTarget)"))
    }

    /// Whether the class is a responder, or a subclass of a class of the ported files that declares actions, so
    /// its declaration overrides and calls `super`.
    private func inheritsDeclaredActions(_ name: String) -> Bool {
        if index.isResponder(name) { return true }
        return index.superclassChain(of: name).dropFirst().contains { ancestor in
            index.classesDeclaringActions.contains(ancestor) || !(plan.actions[ancestor] ?? []).isEmpty
        }
    }

    /// The offset just after the first line break before `member`, where a block can start on its own line.
    private func firstNewline(inLeadingTriviaOf member: MemberBlockItemSyntax) -> Int? {
        var offset = member.position.utf8Offset
        for piece in member.leadingTrivia {
            if case .newlines = piece { return offset + 1 }
            if case .carriageReturnLineFeeds = piece { return offset + 2 }
            offset += piece.sourceLength.utf8Length
        }
        return nil
    }

    /// The class's `declareActions(in:)` and what its `table.add` calls list: selector strings and method
    /// references.
    private func existingDeclaration(in node: ClassDeclSyntax) -> (body: CodeBlockSyntax, listed: [String])? {
        let finder = DeclarationFinder(viewMode: .sourceAccurate)
        finder.walk(node.memberBlock)
        guard let body = finder.body else { return nil }
        return (body, finder.listed)
    }
}

private final class DeclarationFinder: SyntaxVisitor {
    var body: CodeBlockSyntax?
    var listed: [String] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == "declareActions", body == nil, let found = node.body else { return .skipChildren }
        body = found
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calledExpression.trimmedDescription.hasSuffix(".add") else { return .visitChildren }
        for argument in node.arguments {
            let expression = argument.expression
            if let call = expression.as(FunctionCallExprSyntax.self),
               let literal = call.arguments.first?.expression.as(StringLiteralExprSyntax.self),
               let text = SelectorUseCollector.plainText(of: literal) {
                listed.append(text)
            } else if let literal = expression.as(StringLiteralExprSyntax.self),
                      let text = SelectorUseCollector.plainText(of: literal) {
                listed.append(text)
            } else {
                listed.append(expression.trimmedDescription)
            }
        }
        return .skipChildren
    }
}
