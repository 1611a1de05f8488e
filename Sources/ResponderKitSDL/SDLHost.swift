// Built only with the package's `Window` trait, which brings SDL2 (see Package.swift).
#if Window
import CSDL2
import Dispatch
import Foundation
import ResponderKit
import ResponderKitTerminal

/// Runs an application in a real window with SDL2: draws it, turns SDL's mouse, touchscreen, keyboard, text
/// input, game controllers and window events into input-door input on the system clock, keeps a live trace
/// panel, follows resizes and the display's scale, and exits when the window is closed.
///
/// The host owns the process's main queue: ``run()`` never returns once the window is open; it services the
/// main dispatch queue (which the ``SystemClock`` needs for timers and next-turn work) and polls SDL's events
/// from it, until the window is closed: then every touch and press is cancelled, the application terminates,
/// and the process exits with status 0.
@preconcurrency @MainActor
public final class SDLHost {
    /// The application being run; it must use a ``SystemClock``.
    public let application: UIApplication
    /// Called with the new screen size whenever the window is resized (and once at start), after the screen's
    /// bounds are updated: the app lays its windows and views out for it.
    public var onResize: (CGSize) -> Void
    /// Called with every line added to the trace panel, as it is added (the demo prints them for scripts).
    public var onTraceLine: ((String) -> Void)?
    /// How the trace panel shows a walk up the responder chain: one line per walk (``EventTrace/Detail/short``,
    /// the default, so a keystroke is a few lines) or one per step (``EventTrace/Detail/full``). Set it before
    /// ``run()``.
    public var traceDetail: EventTrace.Detail = .short
    /// The window's title.
    public let title: String
    /// How often SDL's event queue is polled, in seconds.
    public static let pollInterval = 0.008

    private var layout: SDLLayout
    private var mapper: SDLInputMapper
    private var traceLog = TraceLog()
    private var composition = ""
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var painter: SDLRenderer?
    private var poller: DispatchSourceTimer?
    private var redrawScheduled = false
    private var displayObserver: (any NSObjectProtocol)?
    private var controllers: [OpaquePointer] = []

    /// Creates a host for `application`; the window starts at the application's screen size, with the trace
    /// panel beside it when `showsTrace`.
    public init(application: UIApplication, title: String = "ResponderKit", showsTrace: Bool = true,
                onResize: @escaping (CGSize) -> Void) {
        self.application = application
        self.title = title
        self.onResize = onResize
        let windowSize = SDLLayout.windowSize(forScreen: application.screen.bounds.size, showsTrace: showsTrace)
        layout = SDLLayout(windowSize: windowSize, showsTrace: showsTrace)
        mapper = SDLInputMapper(windowSize: windowSize)
    }

    /// Opens the window and runs until it is closed. Throws, having opened nothing, when SDL cannot open a
    /// display or a window (``SDLHostError/noDisplay(_:)``) or the fonts are missing.
    public func run() throws(SDLHostError) -> Never {
        try open()
        application.eventTrace.subscribe(detail: traceDetail) { [weak self] event in
            guard let self else { return }
            self.traceLog.append(event)
            if let line = self.traceLog.lines.last { self.onTraceLine?(line) }
            self.setNeedsRedraw()
        }
        // A view that asks to be drawn again (setNeedsDisplay) gets a frame even when nothing was traced.
        displayObserver = application.notificationCenter.addObserver(
            forName: UIApplication.viewNeedsDisplayNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.setNeedsRedraw() }
        }
        // The window system may have given the window another size than asked for.
        var width: Int32 = 0, height: Int32 = 0
        if let window { SDL_GetWindowSize(window, &width, &height) }
        resize(to: width > 0 && height > 0 ? CGSize(width: Int(width), height: Int(height)) : layout.windowSize)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: Self.pollInterval)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.pump() }
        }
        timer.resume()
        poller = timer
        dispatchMain()
    }

    /// Adds a line of the app's own to the trace panel (what its responders did), marked as the app's.
    public func note(_ line: String) {
        append("app: " + line)
    }

    /// Adds a line of the host's own (the screen's size) to the trace panel.
    private func hostNote(_ line: String) {
        append("host: " + line)
    }

    private func append(_ line: String) {
        traceLog.append(line)
        onTraceLine?(line)
        setNeedsRedraw()
    }

    private func open() throws(SDLHostError) {
        // The software renderer works everywhere, a virtual X server included.
        SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
        guard SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) == 0 else {
            throw .noDisplay(String(cString: SDL_GetError()))
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        guard Self.isDisplay(videoDriver: driver, requested: requested) else {
            SDL_Quit()
            throw .noDisplay("no X server or Wayland compositor answered, so SDL fell back to its \(driver) "
                             + "driver, which shows nothing; is DISPLAY set?")
        }
        // Controllers are optional: a system without their subsystem still gets its window.
        _ = SDL_InitSubSystem(UInt32(SDL_INIT_GAMECONTROLLER))
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(title, CSDL2_windowPositionCentered(), CSDL2_windowPositionCentered(),
                                            Int32(layout.windowSize.width), Int32(layout.windowSize.height), flags)
        else {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw .noDisplay(reason)
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            let reason = String(cString: SDL_GetError())
            SDL_Quit()
            throw .noDisplay(reason)
        }
        self.window = window
        self.renderer = renderer
        painter = SDLRenderer(renderer: renderer, text: try SDLTextRenderer(renderer: renderer, scale: currentScale()))
        mapper.timeOrigin = application.clock.now - TimeInterval(SDL_GetTicks()) / 1000
        SDL_StartTextInput()
    }

    /// Whether SDL's video driver `videoDriver` shows windows to a person: SDL falls back to its offscreen or
    /// dummy drivers when it finds no display, and a window there would be invisible, so those count only
    /// when `requested` (the `SDL_VIDEODRIVER` environment variable) asked for them.
    public nonisolated static func isDisplay(videoDriver: String, requested: String?) -> Bool {
        let invisible = ["offscreen", "dummy"]
        return !invisible.contains(videoDriver) || requested?.split(separator: ",").contains(Substring(videoDriver)) == true
    }

    /// Pixels per point: the renderer's output size over the window's size (more than 1 on a HiDPI display).
    private func currentScale() -> CGFloat {
        guard let window, let renderer else { return 1 }
        var width: Int32 = 0, height: Int32 = 0, pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        guard SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight) == 0, width > 0 else { return 1 }
        return max(1, CGFloat(pixelWidth) / CGFloat(width))
    }

    private func pump() {
        var event = SDL_Event()
        var handled = false
        while SDL_PollEvent(&event) == 1 {
            handled = true
            if event.type == SDL_CONTROLLERDEVICEADDED.rawValue,
               let controller = SDL_GameControllerOpen(event.cdevice.which) {
                controllers.append(controller)
            }
            perform(mapper.commands(for: event, acceptsText: application.inputSystem.textTarget != nil))
        }
        perform(mapper.flush())
        if handled { setNeedsRedraw() }
    }

    private func perform(_ commands: [SDLCommand]) {
        for command in commands {
            switch command {
            case .send(let input): send(input)
            case .moveApplication(let state): moveApplication(to: state)
            case .resize(let size): resize(to: size)
            case .compose(let text): composition = text
            case .redraw: setNeedsRedraw()
            case .quit: quit()
            }
        }
    }

    private func send(_ input: HostInput) {
        let door = application.inputDoor
        let now = application.clock.now
        do {
            try door.send(input.clampingTimestamps(to: door.lastTimestamp...max(now, door.lastTimestamp)))
        } catch {
            // The trace shows the rejection already (the door traces it); the host just carries on.
        }
    }

    /// Reports the lifecycle steps to `state` (N1), one legal step at a time.
    private func moveApplication(to state: UIApplication.State) {
        for step in HostLifecycle.steps(from: application.applicationState, to: state) {
            send(.lifecycle(step))
        }
    }

    private func resize(to windowSize: CGSize) {
        layout.windowSize = windowSize
        mapper.windowSize = windowSize
        mapper.screenSize = layout.screenSize
        let scale = currentScale()
        painter?.text.rescale(to: scale)
        application.screen.scale = scale
        application.screen.bounds = CGRect(origin: .zero, size: layout.screenSize)
        onResize(layout.screenSize)
        hostNote("screen \(Int(layout.screenSize.width)) x \(Int(layout.screenSize.height)) points at scale "
                 + "\(scale); the app laid out again")
        draw()
    }

    private func setNeedsRedraw() {
        guard !redrawScheduled else { return }
        redrawScheduled = true
        // Coalesce: many trace events in one input give one frame, drawn after next-turn work has run.
        application.clock.performOnNextTurn { [weak self] in
            self?.redrawScheduled = false
            self?.draw()
        }
    }

    private func draw() {
        guard let renderer, let painter else { return }
        // Frames set by layoutSubviews are the ones drawn, even when the layout pass has not run yet this turn.
        for window in application.windows where !window.isHidden { window.layoutIfNeeded() }
        SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
        SDL_RenderClear(renderer)
        let screen = CGRect(origin: .zero, size: layout.screenSize)
        painter.paint(application, in: painter.pixels(screen), composition: composition)
        if let panel = layout.panelFrame { painter.paintTrace(traceLog.lines, in: painter.pixels(panel)) }
        SDL_RenderPresent(renderer)
    }

    private func quit() -> Never {
        poller?.cancel()
        for command in mapper.cancelTouches() {
            if case .send(let input) = command { send(input) }
        }
        // Terminating cancels the presses still held (N1), so every began gets its ending.
        send(.lifecycle(.terminate))
        for controller in controllers { SDL_GameControllerClose(controller) }
        TTF_Quit()
        SDL_Quit()
        exit(0)
    }
}
#endif
