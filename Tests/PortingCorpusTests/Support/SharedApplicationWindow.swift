import ResponderKit

/// Code written against `UIApplication.shared` (remote control, the dismiss-keyboard idiom) acts on the
/// process's application, not on an `EventTestHost`'s isolated one, so its tests show a window of the shared
/// application and hand input to its door. Tests using it stay synchronous, so no other test's window of the
/// shared application can become key between their steps; `close()` hides the window again.
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
