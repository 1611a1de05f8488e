// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import Testing
import ResponderKit
import ResponderKitSDL

/// What the window shows, drawn by SDL's software renderer into a surface in memory (no display): views as
/// their frames in their background colour, a button filled with its tint while highlighted.
extension SDLInputMapperTests {
    /// The colour (r, g, b) of `surface` at `x`, `y`.
    private func pixel(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> [UInt8] {
        let pitch = Int(surface.pointee.pitch)
        let word = surface.pointee.pixels!.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self)
        var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0
        SDL_GetRGB(word, surface.pointee.format, &red, &green, &blue)
        return [red, green, blue]
    }

    @Test("A view is its frame in its backgroundColor; a button turns to its tint while highlighted")
    @MainActor
    func drawing() throws {
        try #require(SDLEventQueue.started)
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 200, 100, 32, SDL_PIXELFORMAT_RGBA8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let painter = SDLRenderer(renderer: renderer, text: try SDLTextRenderer(renderer: renderer, scale: 1))

        let application = UIApplication(clock: VirtualClock(start: 0),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 200, height: 100)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100), application: application)
        let swatch = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 40))
        swatch.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        button.setTitle("Go", for: .normal)
        window.addSubview(swatch)
        window.addSubview(button)
        window.makeKeyAndVisible()
        let area = SDL_Rect(x: 0, y: 0, w: 200, h: 100)

        painter.paint(application, in: area, composition: "")
        #expect(pixel(surface, 160, 20) == [255, 0, 0])
        let unpressed = pixel(surface, 14, 14)
        #expect(unpressed.allSatisfy { $0 >= 200 })
        #expect(pixel(surface, 120, 80) == [255, 255, 255])

        button.isHighlighted = true
        painter.paint(application, in: area, composition: "")
        #expect(pixel(surface, 14, 14) == [0, 122, 255])
    }
}
#endif
