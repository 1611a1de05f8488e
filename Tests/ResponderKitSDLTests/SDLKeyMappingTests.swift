// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import Testing
import ResponderKit
import ResponderKitSDL

/// Keys, text and controllers from SDL's queue (H1, G7): a key's HID usage is SDL's scancode, its
/// characters what SDL's text input typed for it, and a game controller's buttons are remote presses.
extension SDLInputMapperTests {
    private typealias E = SDLEvents

    @Test("H1: a key down followed by SDL's text is one press carrying that text, and its up the same text")
    func keyWithText() {
        let commands = SDLEventQueue.commands(for: [
            E.key(SDL_SCANCODE_A, Int32(SDLK_a.rawValue), down: true, modifiers: KMOD_LSHIFT),
            E.text(SDL_TEXTINPUT, "A"),
            E.key(SDL_SCANCODE_A, Int32(SDLK_a.rawValue), down: false, modifiers: KMOD_LSHIFT),
        ])
        #expect(commands == [
            .send(.key(HostKey(.down, .keyboardA, characters: "A", modifierFlags: .shift))),
            .send(.key(HostKey(.up, .keyboardA, characters: "A", modifierFlags: .shift))),
        ])
    }

    @Test("H1: a key SDL typed nothing for has a US keyboard's characters: Escape none, Return \\r, Ctrl-S s")
    func keysWithoutText() {
        let commands = SDLEventQueue.commands(for: [
            E.key(SDL_SCANCODE_ESCAPE, Int32(SDLK_ESCAPE.rawValue), down: true),
            E.key(SDL_SCANCODE_ESCAPE, Int32(SDLK_ESCAPE.rawValue), down: false),
            E.key(SDL_SCANCODE_RETURN, Int32(SDLK_RETURN.rawValue), down: true),
            E.key(SDL_SCANCODE_S, Int32(SDLK_s.rawValue), down: true, modifiers: KMOD_LCTRL),
        ])
        #expect(commands == [
            .send(.key(HostKey(.down, .keyboardEscape, characters: ""))),
            .send(.key(HostKey(.up, .keyboardEscape, characters: ""))),
            .send(.key(HostKey(.down, .keyboardReturnOrEnter, characters: "\r"))),
            .send(.key(HostKey(.down, .keyboardS, characters: "s", modifierFlags: .control))),
        ])
    }

    @Test("H1: SDL's key repeat is a repeat of the held key; a repeat or up of a key never pressed is dropped")
    func keyRepeat() {
        let commands = SDLEventQueue.commands(for: [
            E.key(SDL_SCANCODE_B, Int32(SDLK_b.rawValue), down: true, repeat: true),
            E.key(SDL_SCANCODE_C, Int32(SDLK_c.rawValue), down: false),
            E.key(SDL_SCANCODE_B, Int32(SDLK_b.rawValue), down: true),
            E.text(SDL_TEXTINPUT, "b"),
            E.key(SDL_SCANCODE_B, Int32(SDLK_b.rawValue), down: true, repeat: true),
            E.text(SDL_TEXTINPUT, "b"),
        ])
        #expect(commands == [
            .send(.key(HostKey(.down, .keyboardB, characters: "b"))),
            .send(.key(HostKey(.repeat, .keyboardB, characters: "b"))),
        ])
    }

    @Test("G7: text with no key (an input method's commit) is typed text, only while something takes text")
    func textWithoutKey() {
        #expect(SDLEventQueue.commands(for: [E.text(SDL_TEXTINPUT, "日本")]) == [.send(.text(.insert("日本")))])
        #expect(SDLEventQueue.commands(for: [E.text(SDL_TEXTINPUT, "日本")], acceptsText: false) == [])
    }

    @Test("An input method's composition is shown by the host, not sent: the door has no marked text")
    func composition() {
        #expect(SDLEventQueue.commands(for: [E.text(SDL_TEXTEDITING, "にほ")]) == [.compose("にほ")])
    }

    @Test("H1: a controller's A, B, Start and d-pad are select, menu, play/pause and arrow presses; X is none")
    func controllerButtons() {
        let commands = SDLEventQueue.commands(for: [
            E.controller(SDL_CONTROLLER_BUTTON_DPAD_DOWN, down: true),
            E.controller(SDL_CONTROLLER_BUTTON_DPAD_DOWN, down: false),
            E.controller(SDL_CONTROLLER_BUTTON_A, down: true),
            E.controller(SDL_CONTROLLER_BUTTON_X, down: true),
            E.controller(SDL_CONTROLLER_BUTTON_A, down: false),
            E.controller(SDL_CONTROLLER_BUTTON_B, down: true),
            E.controller(SDL_CONTROLLER_BUTTON_START, down: true),
        ])
        #expect(commands == [
            .send(.button(HostButton(isDown: true, type: .downArrow))),
            .send(.button(HostButton(isDown: false, type: .downArrow))),
            .send(.button(HostButton(isDown: true, type: .select))),
            .send(.button(HostButton(isDown: false, type: .select))),
            .send(.button(HostButton(isDown: true, type: .menu))),
            .send(.button(HostButton(isDown: true, type: .playPause))),
        ])
    }

    @Test("The modifiers of the last key event ride along with a click (a Shift-click)")
    func shiftClick() {
        let commands = SDLEventQueue.commands(for: [
            E.key(SDL_SCANCODE_LSHIFT, Int32(SDLK_LSHIFT.rawValue), down: true, modifiers: KMOD_LSHIFT),
            E.mouseButton(SDL_BUTTON_LEFT, down: true, x: 1, y: 2),
        ])
        #expect(commands == [
            .send(.key(HostKey(.down, .keyboardLeftShift, characters: "", modifierFlags: .shift))),
            .send(.touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 1, y: 2),
                                   modifierFlags: .shift))),
        ])
    }
}

extension SDLInputMapperTests {
    @Test("H2: a controller's d-pad moves focus down to the second button and A selects it")
    @MainActor
    func controllerMovesFocusAndSelects() throws {
        let application = UIApplication(clock: VirtualClock(start: 0),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200), application: application)
        var chosen: [String] = []
        for (index, title) in ["first", "second"].enumerated() {
            let button = UIButton(primaryAction: UIAction(title: title) { _ in chosen.append(title) })
            button.frame = CGRect(x: 10, y: 10 + CGFloat(index) * 80, width: 100, height: 40)
            window.addSubview(button)
        }
        window.makeKeyAndVisible()
        var mapper = SDLInputMapper(windowSize: CGSize(width: 200, height: 200))
        let commands = SDLEventQueue.commands(for: [
            SDLEvents.controller(SDL_CONTROLLER_BUTTON_DPAD_DOWN, down: true),
            SDLEvents.controller(SDL_CONTROLLER_BUTTON_DPAD_DOWN, down: false),
            SDLEvents.controller(SDL_CONTROLLER_BUTTON_DPAD_DOWN, down: true),
            SDLEvents.controller(SDL_CONTROLLER_BUTTON_DPAD_DOWN, down: false),
            SDLEvents.controller(SDL_CONTROLLER_BUTTON_A, down: true),
            SDLEvents.controller(SDL_CONTROLLER_BUTTON_A, down: false),
        ], mapper: &mapper, acceptsText: false)
        for case .send(let input) in commands { try application.inputDoor.send(input) }
        #expect(chosen == ["second"])
    }
}

extension SDLInputMapperTests {
    @Test("H1: a controller unplugged with a button held releases it, so the press ends")
    func controllerRemoved() {
        var removed = SDL_Event()
        removed.cdevice.type = SDL_CONTROLLERDEVICEREMOVED.rawValue
        removed.cdevice.which = 0
        let commands = SDLEventQueue.commands(for: [SDLEvents.controller(SDL_CONTROLLER_BUTTON_A, down: true), removed])
        #expect(commands == [
            .send(.button(HostButton(isDown: true, type: .select))),
            .send(.button(HostButton(isDown: false, type: .select))),
        ])
    }
}
#endif
