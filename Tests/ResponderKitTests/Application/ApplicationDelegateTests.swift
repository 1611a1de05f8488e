import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// An app delegate as Xcode's iOS template writes it.
@MainActor
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private(set) var launchOptionsSeen: [UIApplication.LaunchOptionsKey: Any]?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchOptionsSeen = launchOptions
        return false
    }
}

@MainActor
@Suite("UIApplicationDelegate")
struct ApplicationDelegateTests {
    @Test("application(_:didFinishLaunchingWithOptions:) with LaunchOptionsKey is the protocol's requirement")
    func launchSignature() throws {
        let host = EventTestHost()
        let appDelegate = TemplateAppDelegate()
        host.application.delegate = appDelegate
        let delegate: UIApplicationDelegate = try #require(host.application.delegate)
        let url = try #require(URL(string: "app://open"))
        #expect(!delegate.application(host.application, didFinishLaunchingWithOptions: [.url: url]))
        #expect(appDelegate.launchOptionsSeen?[.url] as? URL == url)
        #expect(UIApplication.LaunchOptionsKey(rawValue: UIApplication.LaunchOptionsKey.url.rawValue) == .url)
    }
}
