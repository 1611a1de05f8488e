// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import Testing
import ResponderKit
import ResponderKitSDL

/// The standard controls as the window draws them, plainly: the "on" or selected part in the tint, the rest in
/// the button grey, read back from a surface in memory.
extension SDLInputMapperTests {
    private func color(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int, _ y: Int) -> [UInt8] {
        let pitch = Int(surface.pointee.pitch)
        let word = surface.pointee.pixels!.load(fromByteOffset: y * pitch + x * 4, as: UInt32.self)
        var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0
        SDL_GetRGB(word, surface.pointee.format, &red, &green, &blue)
        return [red, green, blue]
    }

    @Test("A switch, a slider, a segmented control and a page control are drawn with what the user changed")
    @MainActor
    func standardControls() throws {
        try #require(SDLEventQueue.started)
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 300, 200, 32, SDL_PIXELFORMAT_RGBA8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let painter = SDLRenderer(renderer: renderer, text: try SDLTextRenderer(renderer: renderer, scale: 1))
        let application = UIApplication(clock: VirtualClock(start: 0),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 200)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200), application: application)
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 10, y: 60, width: 200, height: 30))
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.frame = CGRect(x: 10, y: 100, width: 200, height: 30)
        let pages = UIPageControl(frame: CGRect(x: 10, y: 150, width: 200, height: 30))
        pages.numberOfPages = 3
        for view in [toggle, slider, segments, pages] as [UIView] { window.addSubview(view) }
        window.makeKeyAndVisible()
        let area = SDL_Rect(x: 0, y: 0, w: 300, h: 200)
        let grey: [UInt8] = [235, 235, 240], blue: [UInt8] = [0, 122, 255]

        painter.paint(application, in: area, composition: "")
        #expect(color(surface, 55, 25) == grey)
        #expect(color(surface, 50, 100 + 15) != blue)
        #expect(color(surface, 150, 75) == [205, 205, 210])

        toggle.isOn = true
        slider.value = 1
        segments.selectedSegmentIndex = 0
        painter.paint(application, in: area, composition: "")
        #expect(color(surface, 15, 25) != grey && color(surface, 15, 25) != [255, 255, 255])
        #expect(color(surface, 30, 102) == blue)
        #expect(color(surface, 150, 102) == grey)
        #expect(color(surface, 150, 75) == blue)
        // Three 7-point dots 9 apart, centred (from x 90): the first, current, page's is dark.
        #expect(color(surface, 93, 164) == [20, 20, 20])
        #expect(color(surface, 109, 164) == [205, 205, 210])
    }
}
#endif
