import SwiftSyntax

/// A method of a class (or of an extension of one) that an action or a selector may name.
struct MethodInfo {
    let file: String
    let line: Int
    /// The class or extended type the method is written in.
    let typeName: String
    let isInExtension: Bool
    let baseName: String
    let labels: [String?]
    let parameterTypes: [String]
    let returnType: String?
    let isOverride: Bool
    let isStatic: Bool
    let isAsync: Bool
    let isThrowing: Bool
    let isGeneric: Bool
    /// The name given by `@objc(name:)`, guarded or not.
    let explicitObjCName: String?
    /// Whether the method carries `@objc` or `@IBAction`, guarded or not: Objective-C can call it.
    let isObjCVisible: Bool
    /// Whether the method carries `@IBAction`: an action even when no selector in the files names it.
    let isIBAction: Bool
    /// Whether the method is `private` or `fileprivate`, so only its own file can refer to it.
    let isPrivate: Bool

    var selector: String { explicitObjCName ?? ObjCSelectorName.method(baseName, labels: labels) }

    /// The Swift name used to refer to the method: `handleTap(_:)`, or `refresh` for no arguments.
    var referenceName: String {
        labels.isEmpty ? baseName : baseName + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

/// A class declared in the ported files.
struct ClassInfo {
    let name: String
    let file: String
    let line: Int
    let superclass: String?
    let isFinal: Bool
    /// `public` or `open`, which the generated members must repeat.
    let access: String?
    /// Whether the class is marked `@MainActor` itself.
    let isMainActor: Bool
}

/// An `@objc protocol` declared in the ported files, with its `optional` members.
struct ObjCProtocolInfo {
    let name: String
    let optionalMembers: Set<String>
}

/// What the ported files declare, read before any file is rewritten: selectors and actions are resolved across
/// files, as the compiler resolves them across a module.
struct SourceIndex {
    var classes: [String: ClassInfo] = [:]
    var methods: [MethodInfo] = []
    var objcProtocols: [String: ObjCProtocolInfo] = [:]
    /// Classes that already have a `declareActions(in:)`, written by hand or by an earlier run.
    var classesDeclaringActions: Set<String> = []
    /// Types an extension already makes `ActionTarget`s.
    var actionTargetExtensions: Set<String> = []

    init(files: [(path: String, tree: SourceFileSyntax)]) {
        for (path, tree) in files {
            let collector = IndexCollector(file: path, tree: tree)
            collector.walk(tree)
            for info in collector.classes { classes[info.name] = info }
            methods += collector.methods
            for info in collector.protocols { objcProtocols[info.name] = info }
            classesDeclaringActions.formUnion(collector.classesDeclaringActions)
            actionTargetExtensions.formUnion(collector.actionTargetExtensions)
        }
    }

    /// Methods named `baseName` (with `labels`, when given) in `typeName`, or anywhere when it is `nil`.
    func methods(named baseName: String, labels: [String?]?, in typeName: String?) -> [MethodInfo] {
        methods.filter { method in
            method.baseName == baseName && (typeName == nil || method.typeName == typeName)
                && (labels == nil || method.labels.map { $0 ?? "_" } == labels!.map { $0 ?? "_" })
        }
    }

    /// Whether `name` is a class of the ported files or UIKit known to be a `UIResponder`.
    func isResponder(_ name: String) -> Bool {
        var seen: Set<String> = []
        var current: String? = name
        while let type = current, seen.insert(type).inserted {
            if Self.uikitResponders.contains(type) { return true }
            guard let info = classes[type] else {
                return Self.looksLikeUIKitResponder(type)
            }
            current = info.superclass
        }
        return false
    }

    /// Whether instances of `name` are isolated to the main actor: responders, and classes marked so.
    func isMainActorIsolated(_ name: String) -> Bool {
        isResponder(name) || superclassChain(of: name).contains { classes[$0]?.isMainActor == true }
    }

    /// Whether `name` is, through the classes of the ported files, an `XCTestCase`.
    func isTestCase(_ name: String) -> Bool {
        var seen: Set<String> = []
        var current: String? = name
        while let type = current, seen.insert(type).inserted {
            if type == "XCTestCase" { return true }
            current = classes[type]?.superclass
        }
        return false
    }

    static let uikitResponders: Set<String> = [
        "UIResponder", "UIView", "UIViewController", "UIControl", "UIButton", "UISlider", "UISwitch", "UIStepper",
        "UISegmentedControl", "UITextField", "UITextView", "UILabel", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView", "UIWindow", "UIApplication", "UINavigationController", "UITabBarController",
        "UITableViewController", "UICollectionViewController", "UIPageViewController", "UISplitViewController",
        "UIAlertController", "UIStackView", "UITableViewCell", "UICollectionViewCell", "UIInputView",
        "UICollectionReusableView", "UITableViewHeaderFooterView", "UIVisualEffectView", "UIPickerView",
        "UIDatePicker", "UIProgressView", "UIActivityIndicatorView", "UIPageControl", "UISearchBar", "UIToolbar",
        "UINavigationBar", "UITabBar", "UIColorWell", "UISearchTextField",
    ]

    private static func looksLikeUIKitResponder(_ name: String) -> Bool {
        guard name.hasPrefix("UI") else { return false }
        return ["View", "Controller", "Control", "Cell", "Bar", "Field", "Button", "Window"].contains {
            name.hasSuffix($0)
        }
    }
}

/// Reads one file's classes, methods and `@objc` protocols.
private final class IndexCollector: SyntaxVisitor {
    let file: String
    let converter: SourceLocationConverter
    var classes: [ClassInfo] = []
    var methods: [MethodInfo] = []
    var protocols: [ObjCProtocolInfo] = []
    var classesDeclaringActions: Set<String> = []
    var actionTargetExtensions: Set<String> = []
    private var typeStack: [(name: String, isExtension: Bool)] = []

    init(file: String, tree: SourceFileSyntax) {
        self.file = file
        self.converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { $0.type.trimmedDescription }
        let modifiers = node.modifiers.map(\.name.text)
        classes.append(ClassInfo(
            name: node.name.text, file: file, line: node.startLocation(converter: converter).line,
            superclass: superclass, isFinal: modifiers.contains("final"),
            access: modifiers.first { $0 == "public" || $0 == "open" },
            isMainActor: Attributes.contains(node.attributes, named: ["MainActor"])))
        typeStack.append((node.name.text, false))
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        if node.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "ActionTarget" })
            == true {
            actionTargetExtensions.insert(extended)
        }
        typeStack.append((extended, true))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append((node.name.text, false))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append((node.name.text, false))
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if Attributes.contains(node.attributes, named: ["objc"]) {
            var optional: Set<String> = []
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self),
                   function.modifiers.contains(where: { $0.name.text == "optional" }) {
                    optional.insert(function.name.text)
                } else if let variable = member.decl.as(VariableDeclSyntax.self),
                          variable.modifiers.contains(where: { $0.name.text == "optional" }) {
                    for binding in variable.bindings { optional.insert(binding.pattern.trimmedDescription) }
                }
            }
            protocols.append(ObjCProtocolInfo(name: node.name.text, optionalMembers: optional))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = typeStack.last else { return .skipChildren }
        let modifiers = node.modifiers.map(\.name.text)
        if node.name.text == "declareActions", !owner.isExtension { classesDeclaringActions.insert(owner.name) }
        let parameters = node.signature.parameterClause.parameters
        let returnType = node.signature.returnClause?.type.trimmedDescription
        methods.append(MethodInfo(
            file: file, line: node.startLocation(converter: converter).line,
            typeName: owner.name, isInExtension: owner.isExtension, baseName: node.name.text,
            labels: parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text },
            parameterTypes: parameters.map { $0.type.trimmedDescription },
            returnType: returnType == "Void" || returnType == "()" ? nil : returnType,
            isOverride: modifiers.contains("override"),
            isStatic: modifiers.contains("static") || modifiers.contains("class"),
            isAsync: node.signature.effectSpecifiers?.asyncSpecifier != nil,
            isThrowing: node.signature.effectSpecifiers?.throwsClause != nil,
            isGeneric: node.genericParameterClause != nil,
            explicitObjCName: Attributes.objcName(in: node.attributes),
            isObjCVisible: Attributes.contains(node.attributes, named: ["objc", "IBAction"]),
            isIBAction: Attributes.contains(node.attributes, named: ["IBAction"]),
            isPrivate: modifiers.contains("private") || modifiers.contains("fileprivate")))
        return .skipChildren
    }
}

/// Reading attributes, including those already wrapped in an `#if` by an earlier run.
enum Attributes {
    static func all(in list: AttributeListSyntax) -> [AttributeSyntax] {
        list.flatMap { element -> [AttributeSyntax] in
            switch element {
            case .attribute(let attribute): return [attribute]
            case .ifConfigDecl(let ifConfig):
                return ifConfig.clauses.flatMap { clause -> [AttributeSyntax] in
                    guard case .attributes(let nested)? = clause.elements else { return [] }
                    return all(in: nested)
                }
            }
        }
    }

    static func name(of attribute: AttributeSyntax) -> String {
        attribute.attributeName.trimmedDescription
    }

    static func contains(_ list: AttributeListSyntax, named names: Set<String>) -> Bool {
        all(in: list).contains { names.contains(name(of: $0)) }
    }

    /// The selector `@objc(name:)` gives, without spaces.
    static func objcName(in list: AttributeListSyntax) -> String? {
        for attribute in all(in: list) where name(of: attribute) == "objc" {
            if let arguments = attribute.arguments {
                return arguments.trimmedDescription.filter { !$0.isWhitespace }
            }
        }
        return nil
    }
}
