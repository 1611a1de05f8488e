import Foundation
import ResponderKit

/// A responder offering one key command, kept in a stored array as apps usually keep theirs.
public final class CommandOfferingView: UIView {
    private var commands: [UIKeyCommand] = []

    /// Offers ⌘ plus `input`, sending "buttonTapped:" up the chain.
    public func offer(_ input: String) {
        commands = [UIKeyCommand(input: input, modifierFlags: .command, action: Selector("buttonTapped:"))]
    }

    override public var canBecomeFirstResponder: Bool { true }
    override public var keyCommands: [UIKeyCommand]? { commands }
}

/// The top of the chain: it offers ⌘K and implements the command's action.
public final class CommandHandlingView: ActionHandlingView {
    private let commands = [UIKeyCommand(input: "k", modifierFlags: .command, action: Selector("buttonTapped:"))]

    override public var keyCommands: [UIKeyCommand]? { commands }
}

/// A chain of 20 responders, each offering one key command; ⌘K matches only the top one's (H4), so a press
/// walks the whole chain, as GNUstep's key equivalents would be searched through 20 responders.
@MainActor
public final class KeyCommandScene {
    /// The clock the application runs on; the timestamps come with the input, and the clock follows them.
    public let clock = VirtualClock(start: 0)
    /// The application the presses are sent to.
    public let application: UIApplication
    /// The top responder: its command matches ⌘K, and it implements the action.
    public let handler = CommandHandlingView(frame: CGRect(x: 0, y: 0, width: 800, height: 800))
    private lazy var keyboard = TimedFinger(application: application, clock: clock)

    /// Builds the window, the handler and 19 command-offering views below it; the deepest is first responder.
    public init() {
        application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 800)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 800), application: application)
        window.makeKeyAndVisible()
        window.addSubview(handler)
        var parent: UIView = handler
        let letters = Array("abcdefghijlmnopqrst")
        for letter in letters {
            let link = CommandOfferingView(frame: parent.bounds.insetBy(dx: 5, dy: 5))
            link.offer(String(letter))
            parent.addSubview(link)
            parent = link
        }
        _ = parent.becomeFirstResponder()
    }

    /// One press of ⌘K, down and up, found 20 responders up.
    public func pressCommandK() {
        keyboard.send(.down, .keyboardK, characters: "k", modifierFlags: .command)
        keyboard.send(.up, .keyboardK, characters: "k", modifierFlags: .command)
    }
}
