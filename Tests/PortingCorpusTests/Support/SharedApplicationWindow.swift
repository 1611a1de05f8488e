import ResponderKit

/// Code written against `UIApplication.shared` (remote control, the dismiss-keyboard idiom, keyboard observers
/// on `NotificationCenter.default`) runs in suites with the `.eventTestHost` trait, where `UIApplication.shared`
/// and `UIScreen.main` are the test's own host application: such a test shows a window of "the shared
/// application" as the app would and hands input to its door. `close()` hides the window again.
@MainActor
struct SharedApplicationWindow {
    let window: UIWindow

    init(rootViewController: UIViewController) {
        window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
    }

    func send(_ input: HostInput) throws {
        try UIApplication.shared.inputDoor.send(input)
    }

    func close() {
        window.rootViewController?.resignFirstResponder()
        window.isHidden = true
    }
}
