// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Foundation
import Testing
import ResponderKit
import ResponderKitSDL

/// Two titled sections of rows; the rows can be deleted and moved.
@MainActor
private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rows = [["apple", "pear", "plum"], ["leek", "kale", "bean", "okra"]]
    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section].count }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "SECTION \(section)" }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row")
            ?? UITableViewCell(style: .default, reuseIdentifier: "row")
        cell.textLabel?.text = rows[indexPath.section][indexPath.row]
        // Asked for as UIKit's documentation says, whether or not the table also needs it.
        cell.showsReorderControl = true
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath) {
        rows[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// Tables as the window draws them, read back from a surface in memory: rows over separator lines, the section
/// header on a grey band, the highlighted row grey, the selected row light blue with a blue bar, the editing
/// controls, the swipe actions' buttons, and rows cut at the table's edges.
extension SDLInputMapperTests {
    private func rgb(_ surface: UnsafeMutablePointer<SDL_Surface>, _ x: Int32, _ y: Int32) -> [UInt8] {
        let pitch = Int(surface.pointee.pitch)
        let word = surface.pointee.pixels!.load(fromByteOffset: Int(y) * pitch + Int(x) * 4, as: UInt32.self)
        var red: UInt8 = 0, green: UInt8 = 0, blue: UInt8 = 0
        SDL_GetRGB(word, surface.pointee.format, &red, &green, &blue)
        return [red, green, blue]
    }

    @Test("R2, R5, R6, R7, R9, R12, R13, R14, R15: rows, header, highlight, selection, editing controls and swipe actions are drawn")
    @MainActor
    func tables() throws {
        try #require(SDLEventQueue.started)
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 300, 400, 32, SDL_PIXELFORMAT_RGBA8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let painter = SDLRenderer(renderer: renderer, text: try SDLTextRenderer(renderer: renderer, scale: 1))
        let clock = VirtualClock(start: 0)
        let application = UIApplication(clock: clock, screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 400)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400), application: application)
        let rows = Rows()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let area = SDL_Rect(x: 0, y: 0, w: 300, h: 400)
        let white: [UInt8] = [255, 255, 255], grey: [UInt8] = [209, 209, 214], light: [UInt8] = [210, 228, 255]
        let blue: [UInt8] = [0, 122, 255], line: [UInt8] = [205, 205, 210]
        func middle(_ row: Int, _ section: Int = 0) -> Int32 { Int32(table.rectForRow(at: IndexPath(row: row, section: section)).midY) }
        func bottom(_ row: Int) -> Int32 { Int32(table.rectForRow(at: IndexPath(row: row, section: 0)).maxY) - 1 }

        painter.paint(application, in: area, composition: "")
        #expect(rgb(surface, 250, middle(0)) == white)
        #expect(rgb(surface, 100, bottom(0)) == line)
        #expect(rgb(surface, 250, Int32(table.rectForHeader(inSection: 0).midY)) == [242, 242, 247])

        // Row 1 held: grey once the content-touch delay passes; row 0 selected from code: light blue and a bar.
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        try application.inputDoor.send(.touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 150, y: CGFloat(middle(1))))))
        clock.advance(by: 0.5)
        _ = clock.runUntilIdle()
        painter.paint(application, in: area, composition: "")
        #expect(rgb(surface, 250, middle(1)) == grey)
        #expect(rgb(surface, 250, middle(0)) == light)
        #expect(rgb(surface, 1, middle(0)) == blue)
        #expect(rgb(surface, 1, middle(1)) != blue)
        try application.inputDoor.send(.touch(HostTouch(id: 1, action: .cancel, location: CGPoint(x: 150, y: CGFloat(middle(1))))))
        _ = clock.runUntilIdle()

        // Editing: the red delete control at the leading edge, the grey grip at the trailing edge.
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        painter.paint(application, in: area, composition: "")
        #expect(rgb(surface, 14, middle(2) - 6) == [255, 59, 48])
        #expect(rgb(surface, 14, middle(2) - 6 + 12) == [255, 59, 48])
        #expect(rgb(surface, 300 - 22, middle(2) - 11 + 5) == [150, 150, 155])
        table.setEditing(false, animated: false)
        window.layoutIfNeeded()

        // A leftward drag on row 2 shows Delete as a button beside it.
        let y = CGFloat(middle(2))
        try application.inputDoor.send(.touch(HostTouch(id: 1, action: .down, location: CGPoint(x: 280, y: y))))
        for step in 1...8 {
            clock.advance(by: 0.03)
            try application.inputDoor.send(.touch(HostTouch(id: 1, action: .move, location: CGPoint(x: 280 - CGFloat(step) * 15, y: y))))
        }
        clock.advance(by: 0.03)
        try application.inputDoor.send(.touch(HostTouch(id: 1, action: .up, location: CGPoint(x: 160, y: y))))
        _ = clock.runUntilIdle()
        let delete = try #require(table.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Delete" })
        painter.paint(application, in: area, composition: "")
        #expect(rgb(surface, Int32(delete.frame.minX) + 3, Int32(delete.frame.minY) + 3) == [235, 235, 240])
        #expect(rgb(surface, Int32(delete.frame.minX) + 3, Int32(delete.frame.minY) + 3) != white)
    }

    @Test("K2: a navigation bar is opaque: the screen behind it does not show through")
    @MainActor
    func opaqueBar() throws {
        try #require(SDLEventQueue.started)
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 300, 100, 32, SDL_PIXELFORMAT_RGBA8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let painter = SDLRenderer(renderer: renderer, text: try SDLTextRenderer(renderer: renderer, scale: 1))
        let application = UIApplication(clock: VirtualClock(start: 0),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 100)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100), application: application)
        let behind = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        behind.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        window.addSubview(behind)
        window.addSubview(UINavigationBar(frame: CGRect(x: 0, y: 0, width: 300, height: 44)))
        window.makeKeyAndVisible()
        painter.paint(application, in: SDL_Rect(x: 0, y: 0, w: 300, h: 100), composition: "")
        #expect(rgb(surface, 150, 22) == [247, 247, 248])
        #expect(rgb(surface, 150, 70) == [255, 0, 0])
    }

    @Test("R3: rows and headers scrolled out of a table are cut at its edges")
    @MainActor
    func tableClips() throws {
        try #require(SDLEventQueue.started)
        let surface = try #require(SDL_CreateRGBSurfaceWithFormat(0, 300, 300, 32, SDL_PIXELFORMAT_RGBA8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let renderer = try #require(SDL_CreateSoftwareRenderer(surface))
        defer { SDL_DestroyRenderer(renderer) }
        let painter = SDLRenderer(renderer: renderer, text: try SDLTextRenderer(renderer: renderer, scale: 1))
        let application = UIApplication(clock: VirtualClock(start: 0),
                                        screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 300, height: 300)))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300), application: application)
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 100, width: 300, height: 150), style: .plain)
        table.dataSource = rows
        window.addSubview(table)
        window.makeKeyAndVisible()
        table.contentOffset = CGPoint(x: 0, y: 60)
        window.layoutIfNeeded()
        let apple = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(apple.convertToScreen(.zero).y < 100)
        painter.paint(application, in: SDL_Rect(x: 0, y: 0, w: 300, h: 300), composition: "")
        for y: Int32 in stride(from: 0, to: 100, by: 1) {
            #expect(rgb(surface, 100, y) == [255, 255, 255], "y \(y) is above the table")
        }
        #expect((100..<250).contains { rgb(surface, 100, Int32($0)) == [205, 205, 210] }, "a separator inside the table")
    }
}
#endif
