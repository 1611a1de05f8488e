import Foundation

/// The action tables of every class that has been asked about an action, built on first use and kept.
///
/// Keeping them means no allocation on the event path, where the default `canPerformAction` asks
/// `ActionLookupCache`, which consults a table only the first time a class is asked about a selector. The
/// registry also remembers every selector any table declares, so an action nobody declares — most often a
/// typo — can be reported with the nearest declared name.
@MainActor
enum ActionRegistry {
    private static var tables: [ObjectIdentifier: ActionTable] = [:]
    private static var declaredSelectors = Set(Selector.standardEditActions)

    /// The table of `type`, built and its declaration mistakes reported to `application` the first time.
    static func table(for type: any ActionTarget.Type, reportingTo application: UIApplication?) -> ActionTable {
        if let table = tables[ObjectIdentifier(type)] { return table }
        var table = ActionTable(for: type)
        type.declareActions(in: &table)
        if let responderType = type as? UIResponder.Type {
            if !table.reachedResponderRoot { table.noteMissingSuper() }
            table.addOverriddenStandardEditActions(of: responderType)
        }
        tables[ObjectIdentifier(type)] = table
        declaredSelectors.formUnion(table.selectors)
        let log = (application ?? UIApplication.shared).diagnostics
        if type is UIResponder.Type, let unreadable = InheritedMembers.unreadableDiagnosticOnce() {
            log.record(unreadable)
        }
        for problem in table.problems {
            log.record(ResponderDiagnostic(kind: .invalidActionDeclaration, message: problem))
        }
        return table
    }

    /// Whether some class whose table has been built, or the standard edit actions, declare `selector`.
    static func isDeclared(_ selector: Selector) -> Bool {
        declaredSelectors.contains(selector)
    }

    /// A sentence saying what to write instead of `selector`: its Objective-C spelling when it was written as a
    /// Swift method name, else the declared selector closest to it; empty when there is nothing to suggest.
    static func suggestion(for selector: Selector) -> String {
        if let spelling = selector.objectiveCSpellingOfSwiftName {
            return " '\(selector)' is a Swift method name; a selector is the Objective-C name: write '\(spelling)'"
                + " (`Selector(\"\(spelling)\")`)."
        }
        let name = selector.name.lowercased()
        var best: (selector: Selector, distance: Int)?
        for candidate in declaredSelectors where candidate != selector {
            let distance = editDistance(candidate.name.lowercased(), name)
            if distance <= max(2, name.count / 4), distance < best?.distance ?? .max {
                best = (candidate, distance)
            }
        }
        guard let best else { return "" }
        return " Did you mean '\(best.selector)'?"
    }

    /// Levenshtein distance; only used when reporting a mistake, never on the event path.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current.append(min(previous[j] + 1, current[j - 1] + 1, substitution))
            }
            previous = current
        }
        return previous[b.count]
    }
}
