import Testing
import UIKitPortRules

@Suite("Rules 5 and 6: override in extensions and platform guards are reported with what to do")
struct ReportRuleTests {
    @Test("Rule 5: override in an extension of a framework class names the subclass replacement")
    func overrideInExtension() throws {
        let source = """
            extension UIWindow {
                open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                    NotificationCenter.default.post(name: .init("shake"), object: nil)
                }
            }
            """
        let (text, report) = Porter.port(source, path: "Shake.swift")
        #expect(text == source)
        let problem = try #require(report.problems.first)
        #expect(problem.file == "Shake.swift" && problem.line == 2 && !problem.isDecision)
        #expect(problem.reason.contains("subclass UIWindow"))
        #expect(problem.reference == "PortingFromUIKit.md, Step 3: `override` in an extension")
    }

    @Test("Rule 5: override in an extension of a class of the ported files is Swift's business, not reported")
    func overrideInOwnExtension() {
        #expect(Porter.port("class A: UIView {}\nextension A { override func layoutSubviews() {} }")
            .report.problems.isEmpty)
    }

    @Test("Rule 6: #if os(iOS) hiding a whole file, and #if canImport(UIKit), are decisions left to the porter")
    func platformGuards() throws {
        let source = """
            import Foundation
            #if os(iOS)
            final class ShakeWindow: UIWindow {}
            #endif
            """
        let (text, report) = Porter.port(source, path: "ShakeWindow.swift")
        #expect(text == source)
        let problem = try #require(report.problems.first)
        #expect(problem.isDecision && problem.line == 2)
        #expect(problem.reason.contains("hides the whole file from Linux"))
        #expect(problem.reason.contains("#if canImport(UIKit)"))

        let partial = Porter.port("""
            func f() {
                #if canImport(UIKit)
                g()
                #else
                h()
                #endif
            }
            """).report.problems
        #expect(partial.count == 1)
        #expect(partial[0].reason.contains("is now true on Linux"))
        #expect(partial[0].reason.contains("this code"))
    }

    @Test("The report lists changes by kind and problems with file, line, reason and what to read")
    func rendering() {
        let (_, report) = Porter.port("""
            class A: UIView {
                func w() { _ = #selector(tap) }
                @objc func tap() {}
            }
            extension UIWindow { override func layoutSubviews() {} }
            """, path: "A.swift")
        let text = report.rendered()
        #expect(text.hasPrefix("uikit-port report: 3 change(s), 1 place(s) not converted, 0 guard(s) to decide"))
        #expect(text.contains("#selector -> Selector(\"name\"): 1\n  A.swift:2: #selector(tap) -> Selector(\"tap\")"))
        #expect(text.contains("Not converted: 1\n  A.swift:5: `override` in an extension of UIWindow"))
        #expect(text.contains("[read: PortingFromUIKit.md, Step 3: `override` in an extension]"))
    }
}

@Suite("Bad input: a file that does not parse is left as it is and reported")
struct BadInputTests {
    @Test("Syntax errors: unchanged, reported with the file; the other files are still ported")
    func syntaxErrors() throws {
        let broken = "class A: UIView {\n    @objc func f( {\n}\n"
        let (files, report) = Porter.port([
            .init(path: "Broken.swift", text: broken),
            .init(path: "Fine.swift", text: "class B: UIView {\n    @objc func g() {}\n}"),
        ])
        #expect(files[0].text == broken)
        #expect(files[1].text.contains("#if canImport(ObjectiveC)"))
        let problem = try #require(report.problems.first)
        #expect(problem.file == "Broken.swift" && problem.reason.contains("syntax errors"))
    }
}

@Suite("Rule 6: the one-file recipe written before `canImport(UIKit)` was true on Linux keeps its meaning")
struct OneFileRecipeTests {
    @Test("`!canImport(UIKit)` and `canImport(UIKit)` around runtime attributes become canImport(ObjectiveC)")
    func recipeGuards() {
        expectPort("""
            final class PlayerControlsView: UIView {
                #if !canImport(UIKit)
                override class func declareActions(in table: inout ActionTable) {
                    super.declareActions(in: &table)
                    table.add(.togglePlayback, PlayerControlsView.togglePlayback)
                }
                #endif

                #if canImport(UIKit)
                @objc
                #endif
                func togglePlayback(_ sender: Any?) {}
            }
            """, """
            final class PlayerControlsView: UIView {
                #if !canImport(ObjectiveC)
                override class func declareActions(in table: inout ActionTable) {
                    super.declareActions(in: &table)
                    table.add(.togglePlayback, PlayerControlsView.togglePlayback)
                }
                #endif

                #if canImport(ObjectiveC)
                @objc
                #endif
                func togglePlayback(_ sender: Any?) {}
            }
            """)
    }

    @Test("The import guard is a decision: both forms work once Linux has a UIKit module")
    func importGuard() throws {
        let source = "#if canImport(UIKit)\nimport UIKit\n#else\nimport ResponderKit\n#endif\n"
        let (text, report) = Porter.port(source)
        #expect(text == source)
        let problem = try #require(report.problems.first)
        #expect(problem.isDecision && problem.reason.contains("around imports"))
    }
}
