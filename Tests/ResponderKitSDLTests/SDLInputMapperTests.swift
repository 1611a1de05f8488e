// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import Testing
import ResponderKit
import ResponderKitSDL

/// SDL events, pushed into SDL's queue and polled back under the dummy video driver, become the input a
/// UIKit device's drivers would give: the left button a finger, other buttons pointer clicks, motion hover,
/// the wheel scroll, SDL fingers multi-touch (M1-M3).
@Suite("SDL event mapping", .serialized)
struct SDLInputMapperTests {
    private typealias E = SDLEvents

    @Test("The left button is finger 1: down, drag, up in window points")
    func leftButtonIsAFinger() {
        let commands = SDLEventQueue.commands(for: [
            E.mouseButton(SDL_BUTTON_LEFT, down: true, x: 10, y: 20),
            E.mouseMotion(x: 15, y: 25),
            E.mouseButton(SDL_BUTTON_LEFT, down: false, x: 15, y: 25),
        ])
        #expect(commands == [
            .send(.touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 10, y: 20)))),
            .send(.touch(HostTouch(id: 1, action: .move, location: CGPoint(x: 15, y: 25)))),
            .send(.touch(HostTouch(id: 1, action: .up, location: CGPoint(x: 15, y: 25)))),
        ])
    }

    @Test("Input is stamped on the application's clock from SDL's tick count at the event")
    func timestampsComeFromSDL() throws {
        var mapper = SDLInputMapper(windowSize: CGSize(width: 400, height: 300), timeOrigin: 1000)
        // SDL stamps a pushed event with its tick count; some must have passed for the stamp to tell.
        SDL_Delay(20)
        let polled = SDLEventQueue.roundTrip([E.mouseButton(SDL_BUTTON_LEFT, down: true, x: 10, y: 20)])
        try #require(polled.count == 1)
        let ticks = polled[0].common.timestamp
        #expect(ticks >= 20)
        #expect(mapper.commands(for: polled[0], acceptsText: false) == [
            .send(.touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 10, y: 20),
                                   timestamp: 1000 + TimeInterval(ticks) / 1000))),
        ])
    }

    @Test("M1-M2: motion with no button is hover; the right button is a secondary pointer click; leaving exits")
    func hoverAndSecondaryClick() {
        let commands = SDLEventQueue.commands(for: [
            E.mouseMotion(x: 30, y: 40),
            E.mouseButton(SDL_BUTTON_RIGHT, down: true, x: 30, y: 40),
            E.mouseButton(SDL_BUTTON_RIGHT, down: false, x: 31, y: 40),
            E.mouseMotion(x: 50, y: 60),
            E.window(SDL_WINDOWEVENT_LEAVE),
        ])
        #expect(commands == [
            .send(.hover(HostHover(.move, at: CGPoint(x: 30, y: 40)))),
            .send(.hover(HostHover(.exit, at: CGPoint(x: 30, y: 40)))),
            .send(.touch(HostTouch(id: 2, action: .down, location: CGPoint(x: 30, y: 40),
                                   type: .indirectPointer, buttonMask: .secondary))),
            .send(.touch(HostTouch(id: 2, action: .up, location: CGPoint(x: 31, y: 40),
                                   type: .indirectPointer, buttonMask: .secondary))),
            .send(.hover(HostHover(.move, at: CGPoint(x: 50, y: 60)))),
            .send(.hover(HostHover(.exit, at: CGPoint(x: 50, y: 60)))),
        ])
    }

    @Test("M3: a wheel notch up is a discrete scroll at the pointer, moving content down by 40 points")
    func wheelScrolls() {
        let commands = SDLEventQueue.commands(for: [E.wheel(x: 0, y: 1, at: (70, 80)), E.wheel(x: 1, y: 0, at: (70, 80))])
        #expect(commands == [
            .send(.scroll(HostScroll(.wheel, at: CGPoint(x: 70, y: 80), delta: CGVector(dx: 0, dy: 40)))),
            .send(.scroll(HostScroll(.wheel, at: CGPoint(x: 70, y: 80), delta: CGVector(dx: -40, dy: 0)))),
        ])
    }

    @Test("SDL fingers are multi-touch with ids of their own, scaled to the window, an id reused after lifting")
    func fingersAreMultiTouch() {
        let commands = SDLEventQueue.commands(for: [
            E.finger(SDL_FINGERDOWN, finger: 5, x: 0.5, y: 0.5),
            E.finger(SDL_FINGERDOWN, finger: 9, x: 0.25, y: 0.125),
            E.finger(SDL_FINGERMOTION, finger: 9, x: 0.5, y: 0.125),
            E.finger(SDL_FINGERUP, finger: 5, x: 0.5, y: 0.5),
            E.finger(SDL_FINGERDOWN, finger: 6, x: 0, y: 0.5),
        ])
        #expect(commands == [
            .send(.touch(HostTouch(id: 100, action: .down, location: CGPoint(x: 200, y: 150)))),
            .send(.touch(HostTouch(id: 101, action: .down, location: CGPoint(x: 100, y: 37.5)))),
            .send(.touch(HostTouch(id: 101, action: .move, location: CGPoint(x: 200, y: 37.5)))),
            .send(.touch(HostTouch(id: 100, action: .up, location: CGPoint(x: 200, y: 150)))),
            .send(.touch(HostTouch(id: 100, action: .down, location: CGPoint(x: 0, y: 150)))),
        ])
    }

    @Test("N1, N2: losing focus cancels the finger, then goes inactive; focus back is active; closing quits")
    func windowEvents() {
        var mapper = SDLInputMapper(windowSize: CGSize(width: 400, height: 300))
        let commands = SDLEventQueue.commands(for: [
            E.mouseButton(SDL_BUTTON_LEFT, down: true, x: 10, y: 20),
            E.window(SDL_WINDOWEVENT_FOCUS_LOST),
            E.window(SDL_WINDOWEVENT_FOCUS_GAINED),
            E.window(SDL_WINDOWEVENT_SIZE_CHANGED, 640, 480),
            E.window(SDL_WINDOWEVENT_CLOSE),
        ], mapper: &mapper)
        #expect(commands == [
            .send(.touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 10, y: 20)))),
            .send(.touch(HostTouch(id: 1, action: .cancel, location: CGPoint(x: 10, y: 20)))),
            .moveApplication(to: .inactive),
            .moveApplication(to: .active),
            .resize(CGSize(width: 640, height: 480)),
            .quit,
        ])
        #expect(mapper.windowSize == CGSize(width: 640, height: 480))
    }
}
#endif
