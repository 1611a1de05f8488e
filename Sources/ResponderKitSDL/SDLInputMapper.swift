// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import ResponderKit

/// Turns SDL events into input-door input, the way a device's drivers would; pure, so it is tested with
/// synthetic events and no display.
///
/// - The left mouse button is one finger (id ``touchID``); the other buttons are one pointer click at a time
///   (id ``pointerClickID``, `.indirectPointer` with the button's mask); motion with no button is hover, and
///   leaving the window ends it; the wheel is discrete scroll (see `SDLInputMapper+Pointer.swift`).
/// - SDL finger events (touchscreens) are real multi-touch: each SDL finger gets an id of its own from
///   ``firstFingerID`` up, reused once it lifts.
/// - A key down waits for the event after it: when that is SDL's text input for the key, the text is the
///   key's characters (so the layout and input method decide what a key types); otherwise the characters are
///   a US keyboard's. Unhandled presses then type into the first responder through the press path, as in
///   UIKit, and the text input is not sent a second time. Text input with no key (an input method's commit)
///   is typed text. Call ``flush()`` after each batch of events so a last key down is not held back.
/// - An input method's composition (SDL_TEXTEDITING) is shown by the host, not sent: the input door has no
///   marked text. Its committed text arrives as SDL text input.
/// - Game controller buttons are presses (``SDLControllerMapping``); the window's focus and minimizing are
///   lifecycle changes; closing the window quits. A controller unplugged with buttons held releases them.
public struct SDLInputMapper: Sendable {
    /// The id the left button's finger uses at the input door.
    public static let touchID = 1
    /// The id the other mouse buttons' click uses at the input door.
    public static let pointerClickID = 2
    /// The first id a touchscreen finger gets; later fingers take the next free ones.
    public static let firstFingerID = 100

    /// The window's size in points, which SDL's normalized finger positions are scaled to.
    public var windowSize: CGSize
    /// The size of the app's screen, in points, from the window's top-left corner; the rest of the window
    /// (the trace panel) takes no touches: a press there is ignored, and a drag leaving the screen is pinned to
    /// its edge, so the touch always ends.
    public var screenSize: CGSize
    /// The application clock's time at SDL's tick 0, so SDL's event timestamps become the clock's; `nil`
    /// leaves input unstamped (the door stamps it when it arrives).
    public var timeOrigin: TimeInterval?

    /// Whether the finger (the left button) is down.
    public internal(set) var isTouching = false
    /// The mouse button (SDL's number) of the pointer click in progress, if any.
    public internal(set) var clickingButton: UInt8?
    /// Whether the pointer was last seen hovering over the window, so leaving it sends one hover exit.
    public internal(set) var isHovering = false
    /// Where the mouse was last seen, in points.
    public internal(set) var pointer = CGPoint.zero
    /// The door ids of the touchscreen fingers down, by SDL's touch device and finger ids.
    var fingers: [FingerKey: Int] = [:]
    /// The modifiers SDL reported with the last key event; mouse input carries them.
    public internal(set) var modifierFlags: UIKeyModifierFlags = []
    /// The keys down, with the characters their down carried, so each up carries the same.
    var keysDown: [UIKeyboardHIDUsage: (characters: String, ignoringModifiers: String?)] = [:]
    /// A key down (or repeat) held back until the next event tells whether SDL typed text for it.
    var pendingKey: HostKey?
    /// The SDL keycode of ``pendingKey``, for its characters when no text comes.
    var pendingKeycode: Int32 = 0
    /// The controller buttons down, so a second controller's down of the same type is not a second press.
    var buttonsDown: Set<UIPress.PressType> = []

    /// An SDL finger: the touch device and the finger on it.
    struct FingerKey: Hashable, Sendable {
        let device: Int64
        let finger: Int64
    }

    /// Creates a mapper for a window of `windowSize` points.
    public init(windowSize: CGSize, timeOrigin: TimeInterval? = nil) {
        self.windowSize = windowSize
        screenSize = windowSize
        self.timeOrigin = timeOrigin
    }

    /// What to do for `event`; `acceptsText` tells whether a text input is first responder.
    public mutating func commands(for event: SDL_Event, acceptsText: Bool) -> [SDLCommand] {
        if event.type == SDL_TEXTINPUT.rawValue {
            return typed(text(of: event.text), acceptsText: acceptsText)
        }
        var commands = flush()
        switch SDL_EventType(event.type) {
        case SDL_KEYDOWN, SDL_KEYUP: commands += key(event.key)
        case SDL_TEXTEDITING: commands.append(.compose(text(of: event.edit)))
        case SDL_MOUSEMOTION: commands += mouseMotion(event.motion)
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: commands += mouseButton(event.button)
        case SDL_MOUSEWHEEL: commands += wheel(event.wheel)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: commands += finger(event.tfinger)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP: commands += controllerButton(event.cbutton)
        case SDL_CONTROLLERDEVICEREMOVED: commands += releaseButtons()
        case SDL_WINDOWEVENT: commands += window(event.window)
        case SDL_QUIT: commands.append(.quit)
        default: break
        }
        return commands
    }

    /// The key down held back for its text, with the characters a US keyboard gives it; call after each batch.
    public mutating func flush() -> [SDLCommand] {
        guard var key = pendingKey else { return [] }
        pendingKey = nil
        key.characters = SDLKeyMapping.characters(forKeycode: pendingKeycode, modifiers: key.modifierFlags)
        return [down(key)]
    }

    /// Ends every touch in flight (the finger, the pointer click, the touchscreen's fingers), for when the
    /// window closes, loses focus or changes size under them.
    public mutating func cancelTouches() -> [SDLCommand] {
        var commands: [SDLCommand] = []
        if isTouching {
            isTouching = false
            commands.append(.send(.touch(HostTouch(id: Self.touchID, action: .cancel, location: pointer))))
        }
        if let button = clickingButton {
            clickingButton = nil
            commands.append(.send(.touch(HostTouch(id: Self.pointerClickID, action: .cancel, location: pointer,
                                                   type: .indirectPointer, buttonMask: Self.buttonMask(of: button)))))
        }
        for id in fingers.values.sorted() {
            commands.append(.send(.touch(HostTouch(id: id, action: .cancel, location: pointer))))
        }
        fingers.removeAll()
        return commands
    }

    /// The application clock's time for SDL's millisecond timestamp `ticks`.
    func timestamp(_ ticks: UInt32) -> TimeInterval? {
        timeOrigin.map { $0 + TimeInterval(ticks) / 1000 }
    }

    private func text<Event>(of event: Event) -> String {
        withUnsafeBytes(of: event) { bytes in
            // Both text events keep their UTF-8 text, NUL-terminated, in a fixed array at the same offset.
            let offset = MemoryLayout<SDL_TextInputEvent>.offset(of: \SDL_TextInputEvent.text) ?? 0
            let text = bytes[offset...].prefix { $0 != 0 }
            return String(decoding: text, as: UTF8.self)
        }
    }

    private mutating func typed(_ text: String, acceptsText: Bool) -> [SDLCommand] {
        if var key = pendingKey {
            pendingKey = nil
            key.characters = text
            return [down(key)]
        }
        return acceptsText && !text.isEmpty ? [.send(.text(.insert(text)))] : []
    }

    private mutating func key(_ event: SDL_KeyboardEvent) -> [SDLCommand] {
        modifierFlags = SDLKeyMapping.modifierFlags(of: event.keysym.mod)
        guard let usage = SDLKeyMapping.usage(for: event.keysym.scancode) else { return [] }
        let time = timestamp(event.timestamp)
        if event.state == UInt8(SDL_RELEASED) {
            guard let characters = keysDown.removeValue(forKey: usage) else { return [] }
            return [.send(.key(HostKey(.up, usage, characters: characters.characters,
                                       charactersIgnoringModifiers: characters.ignoringModifiers,
                                       modifierFlags: modifierFlags, timestamp: time)))]
        }
        // A repeat of a key pressed before the window had focus, or a down SDL reported twice, is no press.
        let action: HostKey.Action = event.repeat != 0 ? .repeat : .down
        guard (action == .repeat) == (keysDown[usage] != nil) else { return [] }
        pendingKey = HostKey(action, usage, modifierFlags: modifierFlags, timestamp: time)
        pendingKeycode = event.keysym.sym
        return []
    }

    private mutating func down(_ key: HostKey) -> SDLCommand {
        var key = key
        let plain = SDLKeyMapping.characters(forKeycode: pendingKeycode,
                                             modifiers: key.modifierFlags.intersection(.shift))
        key.charactersIgnoringModifiers = plain == key.characters ? nil : plain
        if key.action == .down { keysDown[key.keyCode] = (key.characters, key.charactersIgnoringModifiers) }
        return .send(.key(key))
    }

    private mutating func controllerButton(_ event: SDL_ControllerButtonEvent) -> [SDLCommand] {
        guard let type = SDLControllerMapping.pressType(for: SDL_GameControllerButton(Int32(event.button))) else {
            return []
        }
        let isDown = event.state == UInt8(SDL_PRESSED)
        guard isDown ? buttonsDown.insert(type).inserted : buttonsDown.remove(type) != nil else { return [] }
        return [.send(.button(HostButton(isDown: isDown, type: type, timestamp: timestamp(event.timestamp))))]
    }

    /// A controller went away with buttons held: they come up, so no press is left without its end.
    private mutating func releaseButtons() -> [SDLCommand] {
        defer { buttonsDown.removeAll() }
        return buttonsDown.sorted { $0.rawValue < $1.rawValue }.map { .send(.button(HostButton(isDown: false, type: $0))) }
    }

    private mutating func window(_ event: SDL_WindowEvent) -> [SDLCommand] {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            windowSize = CGSize(width: Int(event.data1), height: Int(event.data2))
            return cancelTouches() + [.resize(windowSize)]
        case SDL_WINDOWEVENT_FOCUS_GAINED: return [.moveApplication(to: .active)]
        case SDL_WINDOWEVENT_FOCUS_LOST: return cancelTouches() + [.moveApplication(to: .inactive)]
        case SDL_WINDOWEVENT_MINIMIZED: return cancelTouches() + [.moveApplication(to: .background)]
        case SDL_WINDOWEVENT_RESTORED: return [.moveApplication(to: .active), .redraw]
        case SDL_WINDOWEVENT_EXPOSED: return [.redraw]
        case SDL_WINDOWEVENT_LEAVE: return hoverExit()
        case SDL_WINDOWEVENT_CLOSE: return [.quit]
        default: return []
        }
    }
}
#endif
