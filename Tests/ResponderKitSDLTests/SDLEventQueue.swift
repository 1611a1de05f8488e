// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import ResponderKit
import ResponderKitSDL

/// SDL's event queue under the dummy video driver, no display needed: events are pushed with `SDL_PushEvent`,
/// polled back as a window system's would be, and fed to an ``SDLInputMapper``. The queue is global, so
/// every test using it is in the one serialized suite, ``SDLInputMapperTests``.
enum SDLEventQueue {
    /// Starts SDL's video and event subsystems on the dummy driver, once.
    static let started: Bool = {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else { return false }
        // SDL queues text events only while text input is on, as the host turns it on.
        SDL_StartTextInput()
        return true
    }()

    /// Pushes `events` and polls back what SDL delivers, in order.
    static func roundTrip(_ events: [SDL_Event]) -> [SDL_Event] {
        precondition(started, "SDL_Init failed: \(String(cString: SDL_GetError()))")
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        for var event in events { _ = SDL_PushEvent(&event) }
        let pushed = Set(events.map(\.type))
        var polled: [SDL_Event] = []
        var event = SDL_Event()
        // The dummy driver may add events of its own; only the kinds pushed are kept.
        while SDL_PollEvent(&event) == 1 {
            if pushed.contains(event.type) { polled.append(event) }
        }
        return polled
    }

    /// What `mapper` makes of `events` after a round trip through SDL's queue, flushed at the end as the
    /// host does after each batch.
    static func commands(for events: [SDL_Event], mapper: inout SDLInputMapper,
                         acceptsText: Bool = true) -> [SDLCommand] {
        var commands: [SDLCommand] = []
        for event in roundTrip(events) { commands += mapper.commands(for: event, acceptsText: acceptsText) }
        return commands + mapper.flush()
    }

    /// The same, for a fresh mapper of a 400 x 300 window with no time origin: `SDL_PushEvent` stamps events
    /// with SDL's own ticks, so the tests leave timestamps out except where they test them.
    static func commands(for events: [SDL_Event], acceptsText: Bool = true) -> [SDLCommand] {
        var mapper = SDLInputMapper(windowSize: CGSize(width: 400, height: 300))
        return commands(for: events, mapper: &mapper, acceptsText: acceptsText)
    }
}

/// Synthetic SDL events, as SDL's drivers fill them in.
enum SDLEvents {
    static func mouseButton(_ button: Int32, down: Bool, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.button.type = (down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
        event.button.button = UInt8(button)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        return event
    }

    static func mouseMotion(x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.motion.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = x
        event.motion.y = y
        return event
    }

    static func wheel(x: Int32, y: Int32, at point: (Int32, Int32)) -> SDL_Event {
        var event = SDL_Event()
        event.wheel.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.x = x
        event.wheel.y = y
        event.wheel.preciseX = Float(x)
        event.wheel.preciseY = Float(y)
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.mouseX = point.0
        event.wheel.mouseY = point.1
        return event
    }

    static func finger(_ type: SDL_EventType, finger: Int64, x: Float, y: Float) -> SDL_Event {
        var event = SDL_Event()
        event.tfinger.type = type.rawValue
        event.tfinger.touchId = 7
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 1
        return event
    }

    static func key(_ scancode: SDL_Scancode, _ keycode: Int32, down: Bool, repeat isRepeat: Bool = false,
                    modifiers: SDL_Keymod = KMOD_NONE) -> SDL_Event {
        var event = SDL_Event()
        event.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.scancode = scancode
        event.key.keysym.sym = keycode
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        return event
    }

    static func text(_ type: SDL_EventType, _ text: String) -> SDL_Event {
        var event = SDL_Event()
        event.text.type = type.rawValue
        withUnsafeMutableBytes(of: &event.text.text) { buffer in
            for (index, byte) in text.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
        }
        return event
    }

    static func controller(_ button: SDL_GameControllerButton, down: Bool) -> SDL_Event {
        var event = SDL_Event()
        event.cbutton.type = (down ? SDL_CONTROLLERBUTTONDOWN : SDL_CONTROLLERBUTTONUP).rawValue
        event.cbutton.button = UInt8(button.rawValue)
        event.cbutton.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        return event
    }

    static func window(_ id: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.window.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }
}
#endif
