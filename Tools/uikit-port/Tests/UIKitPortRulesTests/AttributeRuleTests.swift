import Testing
import UIKitPortRules

@Suite("Rule 3: attributes of the Objective-C runtime are kept for iOS under #if canImport(ObjectiveC) (PortingFromUIKit, Step 3)")
struct AttributeRuleTests {
    @Test("@objc(name), @IBOutlet, @IBInspectable, @IBDesignable and @IBAction, together in one #if per declaration")
    func interfaceBuilderAttributes() {
        expectPort("""
            @IBDesignable
            final class RatingView: UIView {
                @IBOutlet weak var titleLabel: UILabel!
                @IBInspectable var starCount: Int = 5
                @objc dynamic var rating = 0

                @IBAction @objc(resetRating:) func reset(_ sender: Any?) {}
            }
            """, """
            #if canImport(ObjectiveC)
            @IBDesignable
            #endif
            final class RatingView: UIView {
                #if canImport(ObjectiveC)
                @IBOutlet
                #endif
                weak var titleLabel: UILabel!
                #if canImport(ObjectiveC)
                @IBInspectable
                #endif
                var starCount: Int = 5
                #if canImport(ObjectiveC)
                @objc
                #endif
                dynamic var rating = 0

                #if !canImport(ObjectiveC)
                override class func declareActions(in table: inout ActionTable) {
                    super.declareActions(in: &table)
                    table.add(Selector("resetRating:"), RatingView.reset(_:))
                }
                #endif

                #if canImport(ObjectiveC)
                @IBAction @objc(resetRating:)
                #endif
                func reset(_ sender: Any?) {}
            }
            """)
    }

    @Test("An override of prepareForInterfaceBuilder(), which only Interface Builder calls, is kept for iOS whole")
    func interfaceBuilderHook() {
        expectPort("""
            @IBDesignable
            open class TagListView: UIView {
                open override func prepareForInterfaceBuilder() {
                    addTag("Welcome")
                }

                func prepareForInterfaceBuilder(_ tags: [String]) {}
            }
            """, """
            #if canImport(ObjectiveC)
            @IBDesignable
            #endif
            open class TagListView: UIView {
                #if canImport(ObjectiveC)
                open override func prepareForInterfaceBuilder() {
                    addTag("Welcome")
                }
                #endif

                func prepareForInterfaceBuilder(_ tags: [String]) {}
            }
            """)
        let report = Porter.port("class V: UIView { override func prepareForInterfaceBuilder() {} }").report
        #expect(report.changes(of: .objcAttributes).map(\.detail) == ["override func prepareForInterfaceBuilder()"])
    }

    @Test("@objc on an extension is kept for iOS like @objc on a declaration")
    func objcExtension() {
        expectPort("""
            @objc public extension UIViewController {
                class func topViewController(of controller: UIViewController?) -> UIViewController? {
                    controller
                }
            }
            """, """
            #if canImport(ObjectiveC)
            @objc
            #endif
            public extension UIViewController {
                class func topViewController(of controller: UIViewController?) -> UIViewController? {
                    controller
                }
            }
            """)
    }

    @Test("Other attributes stay where they are, after the #if")
    func otherAttributesStay() {
        expectPort("""
            class A: UIView {
                @MainActor @objc private func ping() {}
            }
            """, """
            class A: UIView {
                #if canImport(ObjectiveC)
                @objc
                #endif
                @MainActor private func ping() {}
            }
            """)
    }

    @Test("An @objc protocol without optional members keeps its attribute for iOS and becomes class-bound")
    func plainObjCProtocol() {
        expectPort("""
            @objc protocol Commands {
                func undoLast(_ sender: Any?)
            }
            """, """
            #if canImport(ObjectiveC)
            @objc
            #endif
            protocol Commands: AnyObject {
                func undoLast(_ sender: Any?)
            }
            """)
    }
}
