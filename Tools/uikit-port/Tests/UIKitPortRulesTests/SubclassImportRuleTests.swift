import Foundation
import Testing
import UIKitPortRules

@Suite("Rule 8: import UIKit.UIGestureRecognizerSubclass is kept for iOS only (PortingFromUIKit, Step 3)")
struct SubclassImportRuleTests {
    @Test("Guarded; import UIKit stays, or is added when the file had only the subclass import")
    func subclassImport() {
        expectPort("""
            import UIKit
            import UIKit.UIGestureRecognizerSubclass

            final class TouchDown: UIGestureRecognizer {}
            """, """
            import UIKit
            #if canImport(UIKit.UIGestureRecognizerSubclass)
            import UIKit.UIGestureRecognizerSubclass
            #endif

            final class TouchDown: UIGestureRecognizer {}
            """)
        expectPort("import UIKit.UIGestureRecognizerSubclass\n", """
            import UIKit
            #if canImport(UIKit.UIGestureRecognizerSubclass)
            import UIKit.UIGestureRecognizerSubclass
            #endif

            """)
    }

    @Test("The guide's guard is left as written; an earlier run's canImport(ObjectiveC) guard takes the guide's form")
    func guideForm() throws {
        let guide = """
            import UIKit
            #if canImport(UIKit.UIGestureRecognizerSubclass)
            import UIKit.UIGestureRecognizerSubclass
            #endif

            """
        let unchanged = Porter.port(guide)
        #expect(unchanged.text == guide)
        #expect(unchanged.report.changes.isEmpty && unchanged.report.problems.isEmpty)
        expectPort("""
            import UIKit
            #if canImport(ObjectiveC)
            import UIKit.UIGestureRecognizerSubclass
            #endif

            """, guide)
        let updated = Porter.port(guide.replacingOccurrences(of: "UIKit.UIGestureRecognizerSubclass)", with: "ObjectiveC)"))
        let change = try #require(updated.report.changes(of: .subclassImport).first)
        #expect(change.line == 2)
    }

    @Test("@testable import stays as written")
    func testableImport() {
        let source = "import XCTest\n@testable import MyApp\n"
        #expect(Porter.port(source).text == source)
    }
}
