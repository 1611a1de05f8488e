import SwiftSyntax

// Rule 7: swift-corelibs-xctest stops the whole run while listing an `XCTestCase` subclass marked `@MainActor`.
// The class loses the attribute and its members take it one by one, so the test bodies run on the main actor
// unchanged. Three kinds of member cannot take the attribute and run their bodies on the main actor instead
// (XCTest calls them on the main thread): the overridden set-up and tear-down methods, which must stay
// nonisolated like XCTestCase's, and synchronous test methods, because the test list SwiftPM generates on Linux
// casts them to nonisolated functions and traps when every test of a class is `@MainActor` and synchronous.
extension FileRewriter {
    static let lifecycleMethods: Set<String> = [
        "setUp", "tearDown", "setUpWithError", "tearDownWithError", "invokeTest",
    ]

    func isolateTests(in node: ClassDeclSyntax) {
        let name = node.name.text
        guard index.isTestCase(name) else { return }
        let mainActor = node.attributes.compactMap { element -> AttributeSyntax? in
            guard case .attribute(let attribute) = element, Attributes.name(of: attribute) == "MainActor" else {
                return nil
            }
            return attribute
        }.first
        guard let mainActor else { return }
        edits.append(TextEdit(start: start(mainActor), end: endOfWhitespace(after: end(mainActor)), text: ""))
        var wrapped = false
        for member in node.memberBlock.members {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                let modifiers = function.modifiers.map(\.name.text)
                if modifiers.contains("override") {
                    if !modifiers.contains("class") && !modifiers.contains("static"),
                       Self.lifecycleMethods.contains(function.name.text), let body = function.body {
                        wrapBody(body, of: function)
                        wrapped = true
                    }
                    continue
                }
                let isTest = function.name.text.hasPrefix("test") && function.signature.parameterClause.parameters
                    .isEmpty && !modifiers.contains("static") && !modifiers.contains("class")
                if isTest, function.signature.effectSpecifiers?.asyncSpecifier == nil, let body = function.body,
                   !modifiers.contains("nonisolated") {
                    wrapBody(body, of: function)
                    wrapped = true
                    continue
                }
                markMainActor(function, attributes: function.attributes, modifiers: function.modifiers)
            } else if let variable = decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: {
                $0.name.text == "override"
            }) {
                markMainActor(variable, attributes: variable.attributes, modifiers: variable.modifiers)
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                markMainActor(subscriptDecl, attributes: subscriptDecl.attributes, modifiers: subscriptDecl.modifiers)
            }
        }
        if wrapped {
            // The wrappers hand `self` to the main actor; Swift 6 mode needs to be told the test case allows it.
            let anchor = end(node)
            edits.append(TextEdit(start: anchor, end: anchor,
                                  text: "\n\n#if !canImport(ObjectiveC)\nextension \(name): @unchecked Sendable {}\n#endif"))
        }
        change(.testIsolation, node, "\(name): @MainActor moved from the class to its members"
            + (wrapped ? "; set-up, tear-down and synchronous test bodies run on the main actor" : ""))
    }

    private func markMainActor(_ decl: some SyntaxProtocol, attributes: AttributeListSyntax,
                               modifiers: DeclModifierListSyntax) {
        let isolated = Attributes.all(in: attributes).contains { ["MainActor", "globalActor"].contains(Attributes.name(of: $0)) }
        guard !isolated, !modifiers.contains(where: { $0.name.text == "nonisolated" }) else { return }
        let anchor = start(decl)
        edits.append(TextEdit(start: anchor, end: anchor, text: "@MainActor "))
    }

    /// `MainActor.assumeIsolated { body }` for a synchronous method, `await { @MainActor in body }()` for an
    /// asynchronous one, `try` added when the method throws; the body's lines are indented one level more.
    private func wrapBody(_ body: CodeBlockSyntax, of function: FunctionDeclSyntax) {
        let effects = function.signature.effectSpecifiers
        let isAsync = effects?.asyncSpecifier != nil
        let tryText = effects?.throwsClause != nil ? "try " : ""
        let indent = indentation(at: start(body.rightBrace))
        let inner = text(end(body.leftBrace)..<start(body.rightBrace))
        let reindented = inner.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            index == 0 || line.allSatisfy(\.isWhitespace) ? String(line) : "    " + line
        }.joined(separator: "\n").replacingTrailingIndent(with: indent + "    ")
        let opening = isAsync ? "\(tryText)await { @MainActor in" : "\(tryText)MainActor.assumeIsolated {"
        let closing = isAsync ? "}()" : "}"
        edits.append(TextEdit(start: end(body.leftBrace), end: start(body.rightBrace),
                              text: "\n\(indent)    \(opening)\(reindented)\(closing)\n\(indent)"))
    }
}

private extension String {
    /// The text with the whitespace after its last line break set to `indent`.
    func replacingTrailingIndent(with indent: String) -> String {
        guard let newline = lastIndex(of: "\n"), self[index(after: newline)...].allSatisfy(\.isWhitespace) else {
            return self
        }
        return String(self[...newline]) + indent
    }
}
