import Foundation
import ResponderKit

/// One scene of the scripted story: a title, what the reader should watch for, and the input it plays.
struct Scene {
    let title: String
    let lesson: String
    let play: @MainActor (Player) throws -> Void
}

/// Plays input into the demo app through its input door on a virtual clock, as a host would, and lets the
/// narrator explain where each touch went.
@MainActor
final class Player {
    let app: Figure71App
    let clock: VirtualClock
    let narrator: Narrator

    init(app: Figure71App, clock: VirtualClock, narrator: Narrator) {
        self.app = app
        self.clock = clock
        self.narrator = narrator
    }

    /// Taps `view` at its centre: down, 50 ms, up; explains the hit test and the chain before it lifts.
    func tap(_ view: UIView) throws {
        let point = view.convertToScreen(CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        narrator.explainTouch(at: point, in: app.window)
        try send(.touch(HostTouch(id: 1, action: .down, location: point)))
        clock.advance(by: 0.05)
        try send(.touch(HostTouch(id: 1, action: .up, location: point)))
    }

    /// Presses and releases a hardware key.
    func press(_ usage: UIKeyboardHIDUsage, characters: String = "") throws {
        try send(.key(HostKey(.down, usage, characters: characters)))
        clock.advance(by: 0.03)
        try send(.key(HostKey(.up, usage, characters: characters)))
    }

    /// Sends one input through the door, then lets the clock run the work queued for the next turn (gesture
    /// recognizer actions, for one), as a run loop would.
    func send(_ input: HostInput) throws {
        try app.application.inputDoor.send(input)
        clock.runUntilIdle()
        clock.advance(by: 0.2)
    }

    /// Chooses `title` in the edit menu of the first responder, as a person picking it from the menu would.
    func chooseFromEditMenu(_ title: String) {
        guard let menu = app.application.makeEditMenu() else {
            narrator.say("there is no first responder, so there is no edit menu")
            return
        }
        narrator.say("edit menu for \(TraceEvent.name(of: menu.firstResponder)): "
                     + menu.items.map(\.title).joined(separator: ", "))
        guard let item = menu.item(titled: title) else {
            narrator.say("\(title) is not in the menu: no responder up the chain can perform it")
            return
        }
        let handled = menu.choose(item)
        narrator.say("chose \(title): \(handled ? "handled" : "nobody handled it")")
    }
}

/// The story the headless demo plays: every stop of the responder chain the seed describes.
enum Story {
    @MainActor
    static let scenes: [Scene] = figureScenes + containerScenes + controlScenes + collectionScenes
        + listScenes

    @MainActor
    static let figureScenes: [Scene] = [
        Scene(title: "Tap the label",
              lesson: "A UILabel has isUserInteractionEnabled = false, so hit testing skips it and the touch lands "
                  + "on the background behind it. Nobody handles it: it walks the chain to the app delegate.") { player in
            try player.tap(player.app.label)
        },
        Scene(title: "Tap the text field",
              lesson: "A text field becomes first responder when tapped (F7); as a UIKeyInput with no input view of "
                  + "its own it gets the system keyboard, announced by the keyboard notifications (G1, G4).") { player in
            try player.tap(player.app.textField)
        },
        Scene(title: "Type \"Ada\"",
              lesson: "The keyboard's text goes to the key window's first responder through UIKeyInput (G7).") { player in
            try player.send(.text(.insert("Ada")))
            player.narrator.say("the text field holds \"\(player.app.textField.text ?? "")\"")
        },
        Scene(title: "Tap the button",
              lesson: "The button tracks the touch: touch-down, then touch-up-inside sends its action with a nil "
                  + "target, so the application searches the responder chain from the first responder and finds "
                  + "the view controller. The button beats the background's tap recognizer for its own tap (D11).") { player in
            try player.tap(player.app.button)
        },
        Scene(title: "Tap the background",
              lesson: "The tap recognizer on the bottom background sees the touch first (D3), recognizes, and its action "
                  + "ends editing; the controller then becomes first responder and shows its custom input view.") { player in
            try player.tap(player.app.bottomBackground)
        },
        Scene(title: "Shake the device",
              lesson: "Motion events start at the first responder: the controller handles motionEnded.") { player in
            try player.send(.shake(.began))
            player.clock.advance(by: 0.3)
            try player.send(.shake(.ended))
        },
        Scene(title: "Press Play on a remote",
              lesson: "The app called beginReceivingRemoteControlEvents(), so the command goes to the first "
                  + "responder's chain: the controller's remoteControlReceived(with:).") { player in
            try player.send(.remoteControl(.remoteControlPlay))
        },
        Scene(title: "Tap Play in the custom input view",
              lesson: "Input views have a window of their own, above the app's. That window has no first responder, "
                  + "so a nil-targeted action from Play would start at Play itself and never reach the controller "
                  + "(E7): the panel names the controller as Play's target.") { player in
            guard let play = player.app.controller.nowPlaying?.playButton, play.window != nil else {
                player.narrator.say("the custom input view is not up")
                return
            }
            try player.tap(play)
        },
        Scene(title: "Copy and paste through the edit menu",
              lesson: "The edit menu lists what the chain from the first responder can perform, asked with the "
                  + "application as sender (J2, J3); choosing sends the action up the chain (J4). Select All and "
                  + "Copy, delete the selection, then Paste it back.") { player in
            try player.tap(player.app.textField)
            player.chooseFromEditMenu("Select All")
            player.chooseFromEditMenu("Copy")
            try player.send(.text(.deleteBackward))
            player.narrator.say("after deleting, the text field holds \"\(player.app.textField.text ?? "")\"")
            player.chooseFromEditMenu("Paste")
            player.narrator.say("after pasting, the text field holds \"\(player.app.textField.text ?? "")\"")
        },
        Scene(title: "Press Escape",
              lesson: "The controller's key command for Escape sees the key before the first responder (H4), and its "
                  + "action ends editing: the keyboard goes away.") { player in
            try player.press(.keyboardEscape)
        },
        Scene(title: "Press the down arrow twice",
              lesson: "Nobody handles an arrow key press, so it moves focus (H2): first to the window's preferred "
                  + "focusable item, the text field, then to the nearest one below, the button.") { player in
            for _ in 0..<2 {
                try player.press(.keyboardDownArrow)
                let focused = player.app.window.focusSystem.focusedItem as? UIResponder
                player.narrator.say("focus is on \(TraceEvent.name(of: focused))")
            }
        },
    ]
}
