import Testing
import UIKitPortRules

@Suite("Rule 9: run-time habits that need a change on Linux are rewritten or reported (Catalog O3-O9)")
struct RuntimeHabitRuleTests {
    /// The one problem a single-file port reports; the text must come back unchanged unless other rules apply.
    func reportedProblem(_ source: String, unchanged: Bool = true,
                         sourceLocation: SourceLocation = #_sourceLocation) throws -> PortReport.Problem {
        let (text, report) = Porter.port(source, path: "Habit.swift")
        #expect(!unchanged || text == source, "a reported habit must leave the file as it is",
                sourceLocation: sourceLocation)
        #expect(report.problems.count == 1, "\(report.problems)", sourceLocation: sourceLocation)
        let problem = try #require(report.problems.first, sourceLocation: sourceLocation)
        #expect(problem.file == "Habit.swift" && !problem.isDecision, sourceLocation: sourceLocation)
        return problem
    }

    @Test("O9: NSClassFromString with a bare UIKit name keeps the statement for iOS and names the module on Linux")
    func classLookupInABody() throws {
        expectPort("""
            func makeView() -> UIView? {
                let type = NSClassFromString("UIView") as? UIView.Type
                return type?.init()
            }
            """, """
            func makeView() -> UIView? {
                #if canImport(ObjectiveC)
                let type = NSClassFromString("UIView") as? UIView.Type
                #else
                let type = NSClassFromString("ResponderKit.UIView") as? UIView.Type
                #endif
                return type?.init()
            }
            """)
        let report = Porter.port("func f() { _ = NSClassFromString(\"UIButton\") }").report
        #expect(report.changes(of: .classLookup).map(\.detail)
            == ["NSClassFromString(\"UIButton\") -> NSClassFromString(\"ResponderKit.UIButton\") on Linux"])
    }

    @Test("O9: a module-qualified or app class name is left alone; a property's initial value is reported")
    func classLookupLeftOrReported() throws {
        let qualified = "func f() { _ = NSClassFromString(\"MyApp.ListController\"); _ = NSClassFromString(name) }"
        let left = Porter.port(qualified)
        #expect(left.text == qualified && left.report.changes.isEmpty && left.report.problems.isEmpty)
        let problem = try reportedProblem("""
            final class Factory {
                let viewClass: AnyClass? = NSClassFromString("UILabel")
            }
            """)
        #expect(problem.line == 2)
        #expect(problem.reason.contains("NSClassFromString(\"ResponderKit.UILabel\")"))
        #expect(problem.reason.contains("#if !canImport(ObjectiveC)"))
        #expect(problem.reference == "Catalog.md, O9")
    }

    @Test("O7: value(forKey:) and setValue(_:forKey:) on an object that is not a responder name the property")
    func keyValueCodingOnOtherObjects() throws {
        let read = try reportedProblem("""
            final class Settings: NSObject {
                @objc var volume = 0.5
            }
            func level(of settings: Settings) -> Any? {
                settings.value(forKey: "volume")
            }
            """, unchanged: false)
        #expect(read.line == 5)
        #expect(read.reason.contains("`settings` is a Settings, not a responder"))
        #expect(read.reason.contains("read `settings.volume`"))
        #expect(read.reference == "Catalog.md, O7")

        let write = try reportedProblem("""
            func reset() {
                let model = Model()
                model.setValue(0, forKey: "count")
            }
            """)
        #expect(write.line == 3)
        #expect(write.reason.contains("`model.count = value`"))

        let unknown = try reportedProblem("func f(x: Any) { (x as AnyObject).value(forKey: \"text\") }")
        #expect(unknown.reason.contains("is not known to be a responder"))
        let collection = try reportedProblem("func f(info: [String: Any]) { _ = info.value(forKey: \"a\") }")
        #expect(collection.reason.contains("`info` is not known to be a responder"))
        #expect(Porter.port("func f(d: NSDictionary) -> Any? { d.value(forKey: \"a\") }").report.problems.isEmpty)
    }

    @Test("O7: key-value coding on a responder is left alone: ResponderKit answers it")
    func keyValueCodingOnResponders() {
        let source = """
            final class Form: UIViewController {
                let field = UITextField()
                var label: UILabel?
                func read() -> Any? {
                    label?.setValue("Name", forKey: "text")
                    _ = value(forKey: "title")
                    return field.value(forKey: "text")
                }
            }
            """
        let result = Porter.port(source)
        #expect(result.text == source)
        #expect(result.report.problems.isEmpty, "\(result.report.problems)")
    }

    @Test("O3, O4: responds(to:) and perform with a selector no class of the files declares are reported")
    func undeclaredSelectors() throws {
        let problem = try reportedProblem("""
            func notify(_ delegate: NSObject) {
                if delegate.responds(to: Selector("playerDidFinish:")) {
                    print(delegate)
                }
            }
            """)
        #expect(problem.line == 2)
        #expect(problem.reason.contains("`playerDidFinish:` is not an action"))
        #expect(problem.reason.contains("`responds(to:)` answers false"))
        #expect(problem.reference == "Catalog.md, O3 and O4")

        let perform = try reportedProblem("func f(_ o: NSObject) { _ = o.perform(NSSelectorFromString(\"reload\"), with: o) }")
        #expect(perform.reason.contains("`reload` is not an action"))
        #expect(perform.reason.contains("`perform` runs nothing"))
    }

    @Test("O3, O4: a selector the command declares, or a standard edit action, is not reported")
    func declaredSelectors() {
        let (text, report) = Porter.port("""
            final class Panel: UIView {
                func refresh() {}
                func check() -> Bool {
                    _ = perform(#selector(refresh))
                    return responds(to: Selector("copy:"))
                }
            }
            """)
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(text.contains("table.add(Selector(\"refresh\"), Panel.refresh)"))
    }

    @Test("O5, O6: a block timer in code under test is reported with the selector form; tests and selector timers are not")
    func blockTimers() throws {
        let scheduled = try reportedProblem("""
            final class Poller {
                var timer: Timer?
                func start() {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                }
            }
            """)
        #expect(scheduled.line == 4)
        #expect(scheduled.reason.contains("real run loop"))
        #expect(scheduled.reason.contains("Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)"))
        #expect(scheduled.reference == "Catalog.md, O5 and O6")

        let made = try reportedProblem("let t = Timer(timeInterval: 2, repeats: false, block: { _ in })")
        #expect(made.line == 1)

        let inATest = Porter.port("import XCTest\nfunc wait() { _ = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in } }")
        #expect(inATest.report.problems.isEmpty)
        let selectorTimer = Porter.port("""
            final class Ticker: NSObject {
                func start() {
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                }
                func tick() {}
            }
            """)
        #expect(selectorTimer.report.problems.isEmpty, "\(selectorTimer.report.problems)")
    }

    @Test("A dictionary key cast to NSObject or NSString is reported: on Linux a String lookup does not find it")
    func bridgedDictionaryKeys() throws {
        let problem = try reportedProblem("""
            func keyboardUserInfo(_ rect: CGRect) -> [NSObject: AnyObject] {
                return [
                    UIResponder.keyboardFrameEndUserInfoKey as NSObject: NSValue(cgRect: rect),
                ]
            }
            """)
        #expect(problem.line == 3)
        #expect(problem.reason.contains("`UIResponder.keyboardFrameEndUserInfoKey as NSObject` as a dictionary key"))
        #expect(problem.reason.contains("userInfo[UIResponder.keyboardFrameEndUserInfoKey]"))
        #expect(problem.reason.contains("[AnyHashable: Any]"))
        #expect(problem.reference == "PortingCommand.md, What it reports")
        #expect(try reportedProblem(#"func post() { send(["name" as NSString: 1]) }"#).line == 1)

        let quiet = Porter.port("""
            func post(key: Any) {
                send([UIResponder.keyboardFrameEndUserInfoKey: 1] as [AnyHashable: Any])
                send([1 as NSNumber: "one"])
                send([key as? NSObject: 1])
            }
            """)
        #expect(quiet.report.problems.isEmpty, "\(quiet.report.problems)")
    }

    @Test("A reported habit the porter wrote for both platforms is not reported again")
    func portedHabitsAreQuiet() {
        let source = """
            func makeView() -> AnyClass? {
                #if canImport(ObjectiveC)
                return NSClassFromString("UIView")
                #else
                return NSClassFromString("ResponderKit.UIView")
                #endif
            }
            """
        let result = Porter.port(source)
        #expect(result.text == source && result.report.changes.isEmpty && result.report.problems.isEmpty)
    }
}
