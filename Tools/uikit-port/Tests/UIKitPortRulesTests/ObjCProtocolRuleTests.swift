import Testing
import UIKitPortRules

@Suite("Rule 4: @objc protocols with optional members and their delegate?.method?(x) calls (PortingFromUIKit, Step 3)")
struct ObjCProtocolRuleTests {
    @Test("iOS keeps the protocol and the call as written; Linux gets default implementations and a plain call")
    func optionalMembers() {
        expectPort("""
            @objc protocol StepperDelegate: AnyObject {
                @objc optional func stepperDidChange(_ stepper: Stepper)
                @objc optional func stepperTitle(_ stepper: Stepper) -> String?
                func stepperDidFinish(_ stepper: Stepper)
            }

            final class Stepper: UIControl {
                weak var delegate: StepperDelegate?

                func increment() {
                    delegate?.stepperDidChange?(self)
                    title = delegate?.stepperTitle?(self) ?? "Step"
                }
            }
            """, """
            #if canImport(ObjectiveC)
            @objc protocol StepperDelegate: AnyObject {
                @objc optional func stepperDidChange(_ stepper: Stepper)
                @objc optional func stepperTitle(_ stepper: Stepper) -> String?
                func stepperDidFinish(_ stepper: Stepper)
            }
            #else
            protocol StepperDelegate: AnyObject {
                func stepperDidChange(_ stepper: Stepper)
                func stepperTitle(_ stepper: Stepper) -> String?
                func stepperDidFinish(_ stepper: Stepper)
            }

            extension StepperDelegate {
                func stepperDidChange(_ stepper: Stepper) {}
                func stepperTitle(_ stepper: Stepper) -> String? { nil }
            }
            #endif

            final class Stepper: UIControl {
                weak var delegate: StepperDelegate?

                func increment() {
                    #if canImport(ObjectiveC)
                    delegate?.stepperDidChange?(self)
                    #else
                    delegate?.stepperDidChange(self)
                    #endif
                    #if canImport(ObjectiveC)
                    title = delegate?.stepperTitle?(self) ?? "Step"
                    #else
                    title = delegate?.stepperTitle(self) ?? "Step"
                    #endif
                }
            }
            """)
    }

    @Test("A call inside a statement that also holds a #selector gets both rules in both copies")
    func nestedRules() {
        let (text, _) = Porter.port("""
            @objc protocol D { @objc optional func shouldBegin() -> Bool }
            class V: UIView {
                weak var d: D?
                func go() {
                    if d?.shouldBegin?() == true { perform(#selector(UIView.layoutIfNeeded)) }
                }
            }
            """)
        #expect(text.contains("""
                    #if canImport(ObjectiveC)
                    if d?.shouldBegin?() == true { perform(Selector("layoutIfNeeded")) }
                    #else
                    if d?.shouldBegin() == true { perform(Selector("layoutIfNeeded")) }
                    #endif
            """))
    }

    @Test("An optional member returning a non-optional value has no default: reported, not invented")
    func nonOptionalResultIsReported() throws {
        let (_, report) = Porter.port("""
            @objc protocol PinDelegate {
                @objc optional func pinShouldAccept(_ digit: Int) -> Bool
            }
            """, path: "Pin.swift")
        let problem = try #require(report.problems.first)
        #expect(problem.line == 2)
        #expect(problem.reason.contains("pinShouldAccept returns Bool, which has no default"))
    }
}
