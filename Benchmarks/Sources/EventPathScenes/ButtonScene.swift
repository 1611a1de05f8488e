import Foundation
import ResponderKit

/// A view that implements the button's action, far up the chain from the button.
public class ActionHandlingView: UIView {
    /// How many times the action reached this view.
    public private(set) var actionsReceived = 0

    override public class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(Selector("buttonTapped:"), ActionHandlingView.buttonTapped)
    }

    /// The action the button sends with a nil target.
    public func buttonTapped(_ sender: Any?) {
        actionsReceived += 1
    }
}

/// A button whose nil-target action is implemented only by the 20th responder above it.
@MainActor
public final class ButtonScene {
    /// The clock the application runs on; the timestamps come with the input, and the clock follows them.
    public let clock = VirtualClock(start: 0)
    /// The application the taps are sent to.
    public let application: UIApplication
    /// The view that handles the action.
    public let handler = ActionHandlingView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    private let buttonCenter: CGPoint
    private var time: TimeInterval = 0

    /// Builds the window, the chain of 19 plain views between the handler and the button, and the button.
    public init() {
        application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 800)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800), application: application)
        window.makeKeyAndVisible()
        window.addSubview(handler)
        var parent: UIView = handler
        for _ in 0..<19 {
            let link = UIView(frame: parent.bounds.insetBy(dx: 5, dy: 5))
            parent.addSubview(link)
            parent = link
        }
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
        button.addTarget(nil, action: Selector("buttonTapped:"), for: .touchUpInside)
        parent.addSubview(button)
        buttonCenter = button.convertToScreen(CGPoint(x: 50, y: 22))
    }

    /// One tap: a finger down and up on the button, a display frame apart.
    public func tap() {
        for action in [HostTouch.Action.down, .up] {
            time += 1.0 / 120
            keepClockInStep()
            do {
                try application.inputDoor.send(.touch(HostTouch(id: 1, action: action, location: buttonCenter,
                                                                timestamp: time)))
            } catch {
                fatalError("the door refused benchmark input: \(error)")
            }
            clock.runUntilIdle()
        }
    }

    /// The door refuses stamps more than `InputDoor.maximumTimestampLead` ahead of the clock, so the clock is
    /// brought up to the input's time whenever it falls half that behind: once every 60 frames, so nearly
    /// every measured event is the door and delivery alone, as before the bound.
    private func keepClockInStep() {
        if time - clock.now >= InputDoor.maximumTimestampLead / 2 { clock.advance(to: time) }
    }
}
