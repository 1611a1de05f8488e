import Foundation

// libFuzzer entry point: the input is read as a recording (the parser is the first target); a recording that
// parses is replayed into a small app with buttons, recognizers and a text input (dispatch is the second).
// Only public API is used, as a host would. Build and run with Fuzz/run.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecording(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    MainActor.assumeIsolated { replay(text) }
    return 0
}

@MainActor
private func replay(_ text: String) {
    guard let recording = try? InputRecording(parsing: text) else { return }
    let clock = VirtualClock(start: 0)
    let application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844)))
    application.beginReceivingRemoteControlEvents()
    let controller = UIViewController()
    let window = UIWindow(frame: application.screen.bounds, application: application)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let button = UIButton(frame: CGRect(x: 20, y: 20, width: 120, height: 44))
    controller.view.addSubview(button)
    let field = FuzzTextInput(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
    controller.view.addSubview(field)
    button.addAction(UIAction { _ in _ = field.becomeFirstResponder() }, for: .touchUpInside)
    let panel = UIView(frame: CGRect(x: 0, y: 200, width: 390, height: 600))
    panel.addGestureRecognizer(UIPanGestureRecognizer())
    let doubleTap = UITapGestureRecognizer()
    doubleTap.numberOfTapsRequired = 2
    panel.addGestureRecognizer(doubleTap)
    panel.addGestureRecognizer(UILongPressGestureRecognizer())
    panel.addGestureRecognizer(UIPinchGestureRecognizer())
    controller.view.addSubview(panel)
    let removable = UIView(frame: CGRect(x: 100, y: 300, width: 100, height: 100))
    removable.addGestureRecognizer(UITapGestureRecognizer { [unowned removable] _ in removable.removeFromSuperview() })
    panel.addSubview(removable)
    _ = try? recording.replay(into: application, clock: clock)
    // The same entries straight through the door, whatever state the replay left, so rejection paths run too.
    for entry in recording.entries {
        _ = try? application.inputDoor.send(entry.input)
        clock.runUntilIdle()
    }
    clock.advance(by: 5)
    // A host that shuts down cancels the fingers it still has down; a live touch holds its window, which holds
    // the application, so skipping this would be reported as a leak (see RELIABILITY.md).
    var fingers = Set<Int>()
    for case .touches(let touches) in recording.entries.map(\.input) { fingers.formUnion(touches.map(\.id)) }
    // Stamped no earlier than the last accepted input, which may lie past the clock, so no cancel is refused.
    let cancelTime = max(clock.now, application.inputDoor.lastTimestamp)
    for id in fingers {
        _ = try? application.inputDoor.send(.touch(HostTouch(id: id, action: .cancel, location: .zero, timestamp: cancelTime)))
    }
    // And it lets its run loop turn once more: recognizers reset on the turn after their touches end, and until
    // then a recognizer holds its touches, which hold its view (as in UIKit).
    clock.runUntilIdle()
    window.isHidden = true
}

@MainActor
private final class FuzzTextInput: UIView, UIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}
