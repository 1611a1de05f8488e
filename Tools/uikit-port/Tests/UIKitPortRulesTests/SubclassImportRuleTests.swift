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
            #if canImport(ObjectiveC)
            import UIKit.UIGestureRecognizerSubclass
            #endif

            final class TouchDown: UIGestureRecognizer {}
            """)
        expectPort("import UIKit.UIGestureRecognizerSubclass\n", """
            import UIKit
            #if canImport(ObjectiveC)
            import UIKit.UIGestureRecognizerSubclass
            #endif

            """)
    }

    @Test("@testable import stays as written")
    func testableImport() {
        let source = "import XCTest\n@testable import MyApp\n"
        #expect(Porter.port(source).text == source)
    }
}
