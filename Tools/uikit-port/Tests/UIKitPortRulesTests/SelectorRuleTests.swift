import Testing
import UIKitPortRules

@Suite("Rule 1: #selector(...) becomes Selector(\"name\"), valid on iOS and Linux (PortingFromUIKit, Step 2)")
struct SelectorRuleTests {
    @Test("Labels, With, colons and @objc(name:) found in another file of the same run")
    func namesAcrossFiles() throws {
        let controller = """
            class EditorViewController: UIViewController {
                func wire(_ button: UIButton, _ slider: UISlider) {
                    button.addTarget(self, action: #selector(performCommand(sender:)), for: .touchUpInside)
                    slider.addTarget(self, action: #selector(dragged(_:forEvent:)), for: .valueChanged)
                    let s = #selector(Coordinator.finish)
                    _ = s
                }
            }
            """
        let actions = """
            extension EditorViewController {
                @objc func performCommand(sender: Any?) {}
                @objc(sliderDragged:event:) func dragged(_ slider: UISlider, forEvent event: UIEvent?) {}
            }

            final class Coordinator: NSObject {
                @objc func finish(_ sender: Any?) {}
            }
            """
        let (files, report) = Porter.port([
            .init(path: "EditorViewController.swift", text: controller),
            .init(path: "Actions.swift", text: actions),
        ])
        let ported = files[0].text
        #expect(ported.contains("action: Selector(\"performCommandWithSender:\"), for: .touchUpInside"))
        #expect(ported.contains("action: Selector(\"sliderDragged:event:\"), for: .valueChanged"))
        #expect(ported.contains("let s = Selector(\"finish:\")"))
        #expect(!ported.contains("#selector"))
        #expect(report.changes(of: .selector).count == 3)
    }

    @Test("A selector of a framework method without labels needs no declaration and is not reported")
    func frameworkSelector() {
        expectPort("""
            func dismissKeyboard() {
                UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
            }
            """, """
            func dismissKeyboard() {
                UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)
            }
            """)
        #expect(Porter.port("let s = #selector(UIResponder.resignFirstResponder)").report.problems.isEmpty)
    }

    @Test("Getters and setters")
    func accessors() {
        expectPort("""
            let a = #selector(getter: UIView.isHidden)
            let b = #selector(setter: Model.value)
            """, """
            let a = Selector("isHidden")
            let b = Selector("setValue:")
            """)
    }

    @Test("A bare name the files do not declare is written without arguments and reported")
    func unknownMethodIsReported() throws {
        let (text, report) = Porter.port("let s = #selector(refreshAll)", path: "Refresh.swift")
        #expect(text == "let s = Selector(\"refreshAll\")")
        let problem = try #require(report.problems.first)
        #expect(problem.file == "Refresh.swift" && problem.line == 1)
        #expect(problem.reason.contains("names no method of the ported files"))
        #expect(problem.reference.contains("PortingFromUIKit.md"))
    }

    @Test("A bare name with two overloads is ambiguous and reported")
    func ambiguousNameIsReported() {
        let (_, report) = Porter.port("""
            class V: UIView {
                @objc func tap() {}
                @objc func tap(_ sender: Any?) {}
                func wire() { _ = #selector(tap) }
            }
            """)
        #expect(report.problems.contains { $0.reason.contains("is ambiguous") })
    }
}
