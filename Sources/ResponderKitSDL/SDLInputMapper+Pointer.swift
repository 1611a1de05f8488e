// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import ResponderKit

// The mouse and the touchscreen (spec M1-M3): the left button is the finger, another button a pointer click,
// motion with no button hover, the wheel discrete scroll, and SDL's fingers real multi-touch.

extension SDLInputMapper {
    /// The scroll delta of one wheel notch, in points. Turning the wheel up (away from the user) shows the
    /// content above, as dragging it down would, so up is a positive `dy`.
    public static let pointsPerWheelNotch: CGFloat = 40

    /// The pointer-button mask of SDL mouse button `button` (1 left, 2 middle, 3 right, 4 and 5 the side
    /// buttons): UIKit counts the primary button as 1 and the secondary as 2, and the middle as 3.
    static func buttonMask(of button: UInt8) -> UIEvent.ButtonMask {
        switch Int32(button) {
        case SDL_BUTTON_LEFT: return .primary
        case SDL_BUTTON_RIGHT: return .secondary
        case SDL_BUTTON_MIDDLE: return .button(3)
        default: return .button(Int(button))
        }
    }

    /// Whether `point` is on the app's screen.
    func isOnScreen(_ point: CGPoint) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < screenSize.width && point.y < screenSize.height
    }

    /// `point` pinned to the app's screen.
    func pinned(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, 0), max(0, screenSize.width - 1)),
                y: min(max(point.y, 0), max(0, screenSize.height - 1)))
    }

    mutating func mouseMotion(_ event: SDL_MouseMotionEvent) -> [SDLCommand] {
        // SDL also reports touchscreen fingers as a mouse; they arrive as fingers already.
        guard event.which != CSDL2_touchMouseID() else { return [] }
        pointer = CGPoint(x: Int(event.x), y: Int(event.y))
        let time = timestamp(event.timestamp)
        if isTouching {
            return [.send(.touch(HostTouch(id: Self.touchID, action: .move, location: pinned(pointer), timestamp: time,
                                           modifierFlags: modifierFlags)))]
        }
        if let button = clickingButton {
            return [.send(.touch(HostTouch(id: Self.pointerClickID, action: .move, location: pinned(pointer), timestamp: time,
                                           type: .indirectPointer, buttonMask: Self.buttonMask(of: button),
                                           modifierFlags: modifierFlags)))]
        }
        guard isOnScreen(pointer) else { return hoverExit() }
        isHovering = true
        return [.send(.hover(HostHover(.move, at: pointer, modifierFlags: modifierFlags, timestamp: time)))]
    }

    mutating func mouseButton(_ event: SDL_MouseButtonEvent) -> [SDLCommand] {
        guard event.which != CSDL2_touchMouseID() else { return [] }
        pointer = CGPoint(x: Int(event.x), y: Int(event.y))
        let time = timestamp(event.timestamp)
        let isDown = event.state == UInt8(SDL_PRESSED)
        guard !isDown || isOnScreen(pointer) else { return [] }
        let location = pinned(pointer)
        if Int32(event.button) == SDL_BUTTON_LEFT {
            guard isDown != isTouching, clickingButton == nil else { return [] }
            isTouching = isDown
            return hoverEndForPress(isDown) + [.send(.touch(HostTouch(
                id: Self.touchID, action: isDown ? .down : .up, location: location, timestamp: time,
                modifierFlags: modifierFlags)))]
        }
        // One pointer click at a time: a second button pressed during it, or the left during it, is ignored.
        if isDown {
            guard clickingButton == nil, !isTouching else { return [] }
            clickingButton = event.button
        } else {
            guard clickingButton == event.button else { return [] }
            clickingButton = nil
        }
        return hoverEndForPress(isDown) + [.send(.touch(HostTouch(
            id: Self.pointerClickID, action: isDown ? .down : .up, location: location, timestamp: time,
            type: .indirectPointer, buttonMask: Self.buttonMask(of: event.button), modifierFlags: modifierFlags)))]
    }

    /// A press stops the hover (a pointer with a button down is a touch, not a hover, spec M1).
    private mutating func hoverEndForPress(_ isDown: Bool) -> [SDLCommand] {
        guard isDown, isHovering else { return [] }
        isHovering = false
        return [.send(.hover(HostHover(.exit, at: pointer)))]
    }

    mutating func hoverExit() -> [SDLCommand] {
        guard isHovering else { return [] }
        isHovering = false
        return [.send(.hover(HostHover(.exit, at: pointer)))]
    }

    mutating func wheel(_ event: SDL_MouseWheelEvent) -> [SDLCommand] {
        guard event.which != CSDL2_touchMouseID(), event.x != 0 || event.y != 0 else { return [] }
        let flip: CGFloat = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        pointer = CGPoint(x: Int(event.mouseX), y: Int(event.mouseY))
        guard isOnScreen(pointer) else { return [] }
        // SDL's x is positive to the right, where content moves left as a drag to the left would.
        let delta = CGVector(dx: -CGFloat(event.x) * flip * Self.pointsPerWheelNotch,
                             dy: CGFloat(event.y) * flip * Self.pointsPerWheelNotch)
        return [.send(.scroll(HostScroll(.wheel, at: pointer, delta: delta, modifierFlags: modifierFlags,
                                         timestamp: timestamp(event.timestamp))))]
    }

    mutating func finger(_ event: SDL_TouchFingerEvent) -> [SDLCommand] {
        // The mouse, reported again as a finger: it arrives as the mouse already.
        guard event.touchId != CSDL2_mouseTouchID() else { return [] }
        let key = FingerKey(device: event.touchId, finger: event.fingerId)
        let location = CGPoint(x: CGFloat(event.x) * windowSize.width, y: CGFloat(event.y) * windowSize.height)
        let time = timestamp(event.timestamp)
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN:
            guard fingers[key] == nil, isOnScreen(location) else { return [] }
            let taken = Set(fingers.values)
            let id = (Self.firstFingerID...).first { !taken.contains($0) } ?? Self.firstFingerID
            fingers[key] = id
            return [.send(.touch(HostTouch(id: id, action: .down, location: location, timestamp: time)))]
        case SDL_FINGERMOTION:
            guard let id = fingers[key] else { return [] }
            return [.send(.touch(HostTouch(id: id, action: .move, location: pinned(location), timestamp: time)))]
        default:
            guard let id = fingers.removeValue(forKey: key) else { return [] }
            return [.send(.touch(HostTouch(id: id, action: .up, location: pinned(location), timestamp: time)))]
        }
    }
}
#endif
