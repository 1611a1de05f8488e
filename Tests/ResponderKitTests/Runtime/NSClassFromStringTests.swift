import Foundation
import ResponderKit
import Testing

/// An app class, found by its module-qualified name as on Apple platforms.
final class InboxViewController: UIViewController {}

@MainActor @Suite("NSClassFromString and NSStringFromClass with ResponderKit's classes (O9)")
struct NSClassFromStringTests {
    @Test("O9: Foundation finds ResponderKit's classes by module-qualified name, as the classes they are")
    func moduleQualifiedNames() throws {
        #expect(NSClassFromString("ResponderKit.UIView") == UIView.self)
        #expect(NSClassFromString("ResponderKit.UITapGestureRecognizer") == UITapGestureRecognizer.self)
        let viewClass = try #require(NSClassFromString("ResponderKit.UILabel") as? UIView.Type)
        #expect(viewClass == UILabel.self)
    }

    @Test("O9: NSStringFromClass gives the name NSClassFromString takes back, for UIKit's classes and an app's")
    func namesRoundTrip() {
        #expect(NSStringFromClass(UIButton.self) == "ResponderKit.UIButton")
        #expect(NSStringFromClass(InboxViewController.self) == "ResponderKitTests.InboxViewController")
        for type: AnyClass in [UIView.self, UIWindow.self, InboxViewController.self] {
            #expect(NSClassFromString(NSStringFromClass(type)) == type)
        }
    }

    @Test("O9: a bare UIKit name is nil on Linux, as is an unknown name; Foundation's own bare names work")
    func bareNames() {
        #expect(NSClassFromString("UIView") == nil)
        #expect(NSClassFromString("UIKit.UIView") == nil)
        #expect(NSClassFromString("ResponderKit.UINoSuchView") == nil)
        #expect(NSClassFromString("NSObject") == NSObject.self)
    }
}
