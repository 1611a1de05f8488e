import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor @Suite("UIPageControl")
struct PageControlTests {
    /// A window with a 390-point page control of five pages at (0, 700): the current dot is at the centre
    /// when the current page is the middle one.
    private func makeControl(_ host: EventTestHost) -> (UIPageControl, ValueChangeLog<UIPageControl>, UIWindow) {
        let window = host.makeWindow()
        let control = UIPageControl(frame: CGRect(x: 0, y: 700, width: 390, height: 26))
        control.numberOfPages = 5
        window.addSubview(control)
        return (control, ValueChangeLog(control) { "\($0.currentPage)" }, window)
    }

    @Test("Q20: defaults, and currentPage pinned to the pages")
    func defaults() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        control.numberOfPages = 3
        control.currentPage = 9
        #expect(control.currentPage == 2)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 2
        control.numberOfPages = 2
        #expect(control.currentPage == 1)
    }

    @Test("Q21: a tap on either side of the current dot moves one page that way and sends valueChanged")
    func tapEitherSide() throws {
        let host = EventTestHost()
        let (control, log, window) = makeControl(host)
        control.currentPage = 2
        try host.tap(at: host.at(370, 13, in: control))
        #expect(control.currentPage == 3)
        try host.tap(at: host.at(20, 13, in: control))
        try host.tap(at: host.at(20, 13, in: control))
        #expect(control.currentPage == 1)
        #expect(log.values == ["3", "2", "1"])
        _ = window
    }

    @Test("Q21: at the first or last page a tap toward the end does nothing; one page never changes")
    func ends() throws {
        let host = EventTestHost()
        let (control, log, window) = makeControl(host)
        try host.tap(at: host.at(20, 13, in: control))
        control.currentPage = 4
        try host.tap(at: host.at(385, 13, in: control))
        control.numberOfPages = 1
        try host.tap(at: host.at(370, 13, in: control))
        try host.tap(at: host.at(20, 13, in: control))
        #expect(control.currentPage == 0)
        #expect(log.count == 0)
        _ = window
    }

    @Test("Q1, Q2: currentPage set in code sends nothing; a disabled page control does not move")
    func codeAndDisabled() throws {
        let host = EventTestHost()
        let (control, log, window) = makeControl(host)
        control.currentPage = 3
        control.isEnabled = false
        try host.tap(at: host.at(370, 13, in: control))
        #expect(control.currentPage == 3)
        #expect(log.count == 0)
        _ = window
    }
}
