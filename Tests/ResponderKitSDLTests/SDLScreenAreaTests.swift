// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import Testing
import ResponderKit
@testable import ResponderKitSDL

/// The window is shared between the app's screen and the trace panel: the panel takes no touches, and a drag
/// leaving the screen is pinned to its edge so the touch still ends.
extension SDLInputMapperTests {
    private typealias E = SDLEvents

    @Test("The screen is the window less the trace panel on its right; a narrow window gives the panel half")
    func layout() {
        let wide = SDLLayout(windowSize: CGSize(width: 770, height: 640), showsTrace: true)
        #expect(wide.screenSize == CGSize(width: 390, height: 640))
        #expect(wide.panelFrame == CGRect(x: 390, y: 0, width: 380, height: 640))
        let narrow = SDLLayout(windowSize: CGSize(width: 400, height: 300), showsTrace: true)
        #expect(narrow.screenSize == CGSize(width: 200, height: 300))
        let bare = SDLLayout(windowSize: CGSize(width: 400, height: 300), showsTrace: false)
        #expect(bare.screenSize == CGSize(width: 400, height: 300))
        #expect(bare.panelFrame == nil)
        #expect(SDLLayout.windowSize(forScreen: CGSize(width: 390, height: 640), showsTrace: true)
                == CGSize(width: 770, height: 640))
    }

    @Test("A press on the trace panel is ignored; a drag onto it is pinned to the screen's edge; hover exits there")
    func panelTakesNoTouches() {
        var mapper = SDLInputMapper(windowSize: CGSize(width: 400, height: 300))
        mapper.screenSize = CGSize(width: 200, height: 300)
        let commands = SDLEventQueue.commands(for: [
            E.mouseButton(SDL_BUTTON_LEFT, down: true, x: 300, y: 20),
            E.mouseButton(SDL_BUTTON_LEFT, down: false, x: 300, y: 20),
            E.mouseMotion(x: 150, y: 20),
            E.mouseMotion(x: 250, y: 20),
            E.mouseButton(SDL_BUTTON_LEFT, down: true, x: 150, y: 20),
            E.mouseMotion(x: 250, y: 400),
            E.mouseButton(SDL_BUTTON_LEFT, down: false, x: 250, y: 400),
        ], mapper: &mapper)
        #expect(commands == [
            .send(.hover(HostHover(.move, at: CGPoint(x: 150, y: 20)))),
            .send(.hover(HostHover(.exit, at: CGPoint(x: 250, y: 20)))),
            .send(.touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 150, y: 20)))),
            .send(.touch(HostTouch(id: 1, action: .move, location: CGPoint(x: 199, y: 299)))),
            .send(.touch(HostTouch(id: 1, action: .up, location: CGPoint(x: 199, y: 299)))),
        ])
    }

    @Test("SDL's offscreen and dummy drivers are no display unless SDL_VIDEODRIVER asked for them")
    func invisibleDrivers() {
        #expect(SDLHost.isDisplay(videoDriver: "x11", requested: nil))
        #expect(SDLHost.isDisplay(videoDriver: "wayland", requested: nil))
        #expect(!SDLHost.isDisplay(videoDriver: "offscreen", requested: nil))
        #expect(!SDLHost.isDisplay(videoDriver: "dummy", requested: "x11"))
        #expect(SDLHost.isDisplay(videoDriver: "dummy", requested: "dummy"))
    }

    @Test("Stamps SDL gave before the door's last input, or after the clock, are brought between them")
    func timestampClamping() {
        let early = HostInput.key(HostKey(.down, .keyboardA, characters: "a", timestamp: 4.999))
        #expect(early.clampingTimestamps(to: 5...6) == .key(HostKey(.down, .keyboardA, characters: "a", timestamp: 5)))
        let late = HostInput.touch(HostTouch(id: 1, action: .down, location: .zero, timestamp: 7))
        #expect(late.clampingTimestamps(to: 5...6) == .touch(HostTouch(id: 1, action: .down, location: .zero, timestamp: 6)))
        #expect(HostInput.text(.insert("a")).clampingTimestamps(to: 5...6) == .text(.insert("a")))
    }

    @Test("G7: a key and SDL's text for it type one character into the first responder, not two")
    @MainActor
    func keyAndTextTypeOnce() throws {
        let application = UIApplication(clock: VirtualClock(start: 0),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        var mapper = SDLInputMapper(windowSize: CGSize(width: 200, height: 100))
        let commands = SDLEventQueue.commands(for: [
            E.key(SDL_SCANCODE_Q, Int32(SDLK_q.rawValue), down: true),
            E.text(SDL_TEXTINPUT, "q"),
            E.key(SDL_SCANCODE_Q, Int32(SDLK_q.rawValue), down: false),
        ], mapper: &mapper, acceptsText: true)
        for case .send(let input) in commands { try application.inputDoor.send(input) }
        #expect(field.text == "q")
    }
}
#endif
