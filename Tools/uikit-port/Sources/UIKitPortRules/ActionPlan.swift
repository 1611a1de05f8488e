/// One action a class must list in `declareActions(in:)`.
struct ActionEntry: Equatable {
    let selector: String
    /// `Class.method(_:)`, the method reference `ActionTable.add` takes.
    let methodReference: String
}

/// What the selectors of all files resolve to: the name each `#selector` becomes, and the actions each class
/// must declare. Made before any file is rewritten, because a selector in one file may name a method in another.
struct ActionPlan {
    /// The selector each `#selector` expression becomes, by file and start offset.
    var selectorNames: [String: [Int: String]] = [:]
    /// The actions each class of the ported files must list, in first-use order.
    var actions: [String: [ActionEntry]] = [:]
    var problems: [PortReport.Problem] = []

    init(index: SourceIndex, uses: [SelectorUse]) {
        for use in uses {
            let (selector, targets) = resolve(use, index: index)
            if let range = use.range { selectorNames[use.file, default: [:]][range.lowerBound] = selector }
            for method in targets { plan(method, selector: selector, use: use, index: index) }
        }
        // An @IBAction is an action even when only a storyboard named it; menus and nil-targeted actions may
        // still reach it.
        for method in index.methods where method.isIBAction && !method.isOverride && !method.isStatic {
            let use = SelectorUse(file: method.file, line: method.line, range: nil,
                                  reference: .literal(method.selector), enclosingType: method.typeName)
            plan(method, selector: method.selector, use: use, index: index)
        }
    }

    private mutating func resolve(_ use: SelectorUse, index: SourceIndex) -> (String, [MethodInfo]) {
        switch use.reference {
        case .getter(let property):
            return (ObjCSelectorName.getter(property), [])
        case .setter(let property):
            return (ObjCSelectorName.setter(property), [])
        case .literal(let name):
            let candidates = index.methods.filter {
                $0.selector == name && $0.isObjCVisible && !$0.isOverride && !$0.isStatic
            }
            let own = candidates.filter { method in
                use.enclosingType.map { index.superclassChain(of: $0).contains(method.typeName) } ?? false
            }
            return (name, own.isEmpty ? candidates : own)
        case .method(let qualifier, let baseName, let labels):
            let scope = qualifier == "Self" ? use.enclosingType : qualifier ?? use.enclosingType
            var candidates: [MethodInfo] = []
            if let scope {
                for type in index.superclassChain(of: scope) where candidates.isEmpty {
                    candidates = index.methods(named: baseName, labels: labels, in: type)
                }
            }
            if candidates.isEmpty && (qualifier == nil || qualifier == "Self") {
                candidates = index.methods(named: baseName, labels: labels, in: nil).filter(\.isObjCVisible)
            }
            let selectors = Set(candidates.map(\.selector))
            guard let selector = candidates.first?.selector else {
                if labels == nil && !Self.isFrameworkType(qualifier) {
                    problems.append(PortReport.Problem(
                        file: use.file, line: use.line,
                        reason: "#selector(\(baseName)) names no method of the ported files; it was written as a "
                            + "method without arguments (\"\(baseName)\"): check the name",
                        reference: "PortingFromUIKit.md, Step 2: selectors are values", isDecision: false))
                }
                return (labels.map { ObjCSelectorName.method(baseName, labels: $0) } ?? baseName, [])
            }
            if selectors.count > 1 {
                problems.append(PortReport.Problem(
                    file: use.file, line: use.line,
                    reason: "#selector(\(baseName)) is ambiguous between \(selectors.sorted()); "
                        + "\"\(selector)\" was written: give the argument labels",
                    reference: "PortingFromUIKit.md, Step 2: selectors are values", isDecision: false))
            }
            return (selector, candidates.filter { !$0.isOverride && !$0.isStatic && $0.selector == selector })
        }
    }

    /// A closure that calls `method`, for a class that is not isolated to the main actor: `ActionTable` takes
    /// main-actor functions, and converting a nonisolated method reference to one is a data-race warning, while
    /// a closure written in place is isolated where it is written.
    static func closure(calling method: MethodInfo) -> String {
        let names = ["sender", "event"]
        let parameters = zip(names, method.parameterTypes).map { "\($0): \($1)" }.joined(separator: ", ")
        let arguments = zip(method.labels, names).map { label, name in label.map { "\($0): \(name)" } ?? name }
            .joined(separator: ", ")
        let call = "target.\(method.baseName)(\(arguments))"
        let inner = method.labels.isEmpty ? "{ \(call) }" : "{ (\(parameters)) in \(call) }"
        return "{ (target: \(method.typeName)) in \(inner) }"
    }

    private static func isFrameworkType(_ name: String?) -> Bool {
        guard let name else { return false }
        return name.hasPrefix("UI") || name.hasPrefix("NS")
    }

    private mutating func plan(_ method: MethodInfo, selector: String, use: SelectorUse, index: SourceIndex) {
        let reference = "PortingFromUIKit.md, Step 2: selectors are values; TargetAction.md"
        func problem(_ reason: String, _ reference: String = reference) {
            let text = "\(method.typeName).\(method.referenceName) (\(method.file):\(method.line)), the action of "
                + "\"\(selector)\": \(reason)"
            if !problems.contains(where: { $0.reason == text }) {
                problems.append(PortReport.Problem(file: use.file, line: use.line, reason: text,
                                                   reference: reference, isDecision: false))
            }
        }
        guard let owner = index.classes[method.typeName] else {
            if method.isInExtension {
                problem("declareActions(in:) cannot list a method of an extension of \(method.typeName), a class of "
                    + "the framework; move the method into a subclass, or on Linux pass the method itself "
                    + "(UITapGestureRecognizer(target:action:) takes `\(method.typeName).\(method.baseName)`)",
                    "PortingCorpus.md, HideKeyboardWhenTappedAround")
            }
            return
        }
        if method.isPrivate && owner.file != method.file {
            return problem("it is private to \(method.file), so the declareActions(in:) generated in \(owner.file) "
                + "cannot name it; make it internal")
        }
        let count = method.labels.count
        if count > 2 {
            return problem("an action takes at most the sender and the event; call it from a method that does")
        }
        if count == 2, !["UIEvent?", "UIEvent!"].contains(method.parameterTypes[1]) {
            return problem("the event parameter must be `UIEvent?` for ActionTable; change its type")
        }
        if method.returnType != nil || method.isAsync || method.isThrowing || method.isGeneric {
            return problem("ActionTable lists methods that return nothing and neither throw nor suspend; "
                + "call this one from an action method")
        }
        let entry = ActionEntry(
            selector: selector,
            methodReference: index.isMainActorIsolated(method.typeName)
                ? "\(method.typeName).\(method.referenceName)" : Self.closure(calling: method))
        if !actions[method.typeName, default: []].contains(entry) {
            actions[method.typeName, default: []].append(entry)
        }
    }
}

extension SourceIndex {
    /// `name`, then its superclasses as far as the ported files know them.
    func superclassChain(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let type = current, !chain.contains(type) {
            chain.append(type)
            current = classes[type]?.superclass
        }
        return chain
    }
}
