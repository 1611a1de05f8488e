#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import Foundation
import ResponderKit

/// The last lines of the event trace, as the trace panel shows them.
public struct TraceLog: Sendable, Equatable {
    /// How many lines are kept; older ones are dropped.
    public static let capacity = 200
    /// The most characters a line keeps; the rest is cut and marked with "…". A pasted megabyte is traced
    /// as one insertion of all its text, which the panel could never show and should not redraw each frame.
    public static let maximumLineLength = 500
    /// The kept lines, oldest first.
    public private(set) var lines: [String] = []

    /// Creates an empty log.
    public init() {}

    /// Adds one trace event as a short line: kind and detail, no timestamp (the panel is live).
    /// A run of hover moves is one line, the latest: any-motion reporting sends a move per cell crossed, which
    /// would push everything else out of the panel.
    public mutating func append(_ event: TraceEvent) {
        let line = "\(event.kind.rawValue): \(event.detail)"
        let hoverMove = "\(TraceEvent.Kind.input.rawValue): hover at"
        if line.hasPrefix(hoverMove), lines.last?.hasPrefix(hoverMove) == true { lines.removeLast() }
        append(line)
    }

    /// Adds a line of the host's own (quit hints, rejected input).
    public mutating func append(_ line: String) {
        let limit = Self.maximumLineLength
        lines.append(line.utf8.count <= limit ? line : String(line.prefix(limit - 1)) + "…")
        if lines.count > Self.capacity { lines.removeFirst(lines.count - Self.capacity) }
    }

    /// Draws the newest lines that fit into `rect`, in a box titled "trace". Long lines wrap at spaces, so the
    /// end of a detail (the receiver, usually) is not cut off and no word is split unless it is wider than the
    /// panel; the newest line is always at the bottom, in full when it fits.
    public func draw(into canvas: inout TerminalCanvas, rect: CellRect) {
        canvas.fill(rect)
        canvas.box(rect, title: "trace", style: CellStyle(dim: true), titleStyle: CellStyle(bold: true))
        let width = rect.width - 2, height = rect.height - 2
        guard width > 0, height > 0 else { return }
        var wrapped: [String] = []
        for line in lines.suffix(height) { wrapped += Self.wrap(line, width: width) }
        for (offset, line) in wrapped.suffix(height).enumerated() {
            canvas.write(line, column: rect.column + 1, row: rect.row + 1 + offset, limit: rect.endColumn - 1)
        }
    }

    /// `line` broken into pieces of at most `width` characters, at spaces where it can be; a word wider than
    /// `width` is broken where it must. The spaces a line is broken at are dropped.
    public static func wrap(_ line: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var pieces: [String] = []
        var rest = Substring(line)
        while rest.count > width {
            let window = rest.prefix(width + 1)
            if let space = window.lastIndex(of: " "), space > rest.startIndex {
                pieces.append(String(rest[..<space]))
                rest = rest[rest.index(after: space)...]
            } else {
                pieces.append(String(rest.prefix(width)))
                rest = rest.dropFirst(width)
            }
        }
        pieces.append(String(rest))
        return pieces
    }
}

/// Runs an application in the terminal: draws it, turns the mouse and keys into input-door input on the
/// system clock, keeps a live trace panel, follows resizes, and restores the terminal when it stops.
///
/// The host owns the process's main queue: ``run()`` never returns; it services the main dispatch queue
/// (which the ``SystemClock`` needs for timers and next-turn work) until the user quits, then restores the
/// terminal and exits with status 0.
@preconcurrency @MainActor
public final class TerminalHost {
    /// The application being run; it must use a ``SystemClock``.
    public let application: UIApplication
    /// Called with the new screen size whenever the terminal is resized (and once at start), after the
    /// screen's bounds are updated: the app lays its windows and views out for it.
    public var onResize: (CGSize) -> Void
    /// The painter, with the app's own view appearances.
    public var painter: ApplicationPainter
    /// The status line: which keys do what, shortened to the terminal's width.
    public var statusLine = StatusLine.standard

    private var layout = TerminalLayout(columns: 80, rows: 24)
    private var mapper = TerminalInputMapper(layout: TerminalLayout(columns: 80, rows: 24))
    private var decoder = TerminalInputDecoder()
    private var traceLog = TraceLog()
    private var sources: [DispatchSourceProtocol] = []
    private var redrawScheduled = false
    private var displayObserver: (any NSObjectProtocol)?
    private var escapeFlushGeneration = 0
    /// How long a lone Escape waits for the rest of its sequence before it is the Escape key.
    private static let escapeWait = 0.05
    /// How long a bracketed paste may go quiet before it is taken as over: its end marker was lost. Long,
    /// since a terminal may pause while writing a large paste, yet short enough that the keyboard (Ctrl-C
    /// included, which is text inside a paste) comes back soon.
    private static let pasteWait = 1.0
    private var lastPointer = (column: 0, row: 0)
    /// How the trace panel shows a walk up the responder chain: one line per walk (``EventTrace/Detail/short``,
    /// the default, so a keystroke is a few lines) or one per step (``EventTrace/Detail/full``). Set it before
    /// ``run()``.
    public var traceDetail: EventTrace.Detail = .short

    /// Creates a host for `application`.
    public init(application: UIApplication, painter: ApplicationPainter = ApplicationPainter(),
                onResize: @escaping (CGSize) -> Void) {
        self.application = application
        self.painter = painter
        self.onResize = onResize
    }

    /// Takes the terminal and runs until the user quits. Returns false, having changed nothing, when standard
    /// input or output is not a terminal. Ctrl-Z (or SIGTSTP) gives the terminal back and stops the process;
    /// when the shell continues it (SIGCONT) the host takes the terminal again and draws the whole screen.
    /// The application's life follows (N1): stopping sends it to the background and continuing brings it back
    /// active, the terminal losing and gaining focus makes it inactive and active, and quitting terminates it.
    public func run() -> Bool {
        guard TerminalSession.take() else { return false }
        application.eventTrace.subscribe(detail: traceDetail) { [weak self] event in
            self?.traceLog.append(event)
            self?.setNeedsRedraw()
        }
        // A view that asks to be drawn again (setNeedsDisplay) gets a frame even when nothing was traced.
        displayObserver = application.notificationCenter.addObserver(
            forName: UIApplication.viewNeedsDisplayNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.setNeedsRedraw() }
        }
        resize()
        listen()
        draw()
        dispatchMain()
    }

    /// Adds a line of the app's own to the trace panel (what its responders did), marked as the app's.
    public func note(_ line: String) {
        traceLog.append("app: " + line)
        setNeedsRedraw()
    }

    private func listen() {
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readInput() }
        }
        input.resume()
        // The default action of SIGWINCH is to ignore it; ignoring it explicitly lets the dispatch source see it.
        signal(SIGWINCH, SIG_IGN)
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.resize() }
        }
        resize.resume()
        sources = [input, resize]
        if let descriptor = TerminalSession.jobControlDescriptor {
            let jobControl = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
            jobControl.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.handleJobControl() }
            }
            jobControl.resume()
            sources.append(jobControl)
        }
    }

    private func handleJobControl() {
        for event in TerminalSession.readJobControlEvents() {
            switch event {
            case .stop: suspend()
            case .resume: resume()
            }
        }
    }

    /// Gives the terminal back and stops; returns once continued (the resume follows from SIGCONT).
    private func suspend() {
        // The finger cannot be followed while stopped: its release would be lost; moving to the background
        // ends the touch now.
        moveApplication(to: .background)
        TerminalSession.suspend()
    }

    /// Takes the terminal back and draws everything; the size may have changed while stopped.
    private func resume() {
        TerminalSession.resume()
        moveApplication(to: .active)
        resize()
    }

    /// Reports the lifecycle steps to `state` (N1), ending the finger first: the application cancels what is
    /// in flight when it stops being active, and the mouse's release may never come.
    private func moveApplication(to state: UIApplication.State) {
        if state != .active {
            for command in mapper.cancelTouch(at: lastPointer.column, row: lastPointer.row) {
                if case .send(let input) = command { send(input) }
            }
        }
        for step in HostLifecycle.steps(from: application.applicationState, to: state) {
            send(.lifecycle(step))
        }
    }

    private func readInput() {
        guard let bytes = TerminalSession.readAvailable() else { quit() }
        handle(decoder.decode(bytes))
        if decoder.hasPendingInput {
            // A lone Escape, or a paste not yet ended: wait a moment for the rest before calling it the
            // Escape key, or the end of the paste.
            escapeFlushGeneration += 1
            let generation = escapeFlushGeneration
            let wait = decoder.isInsidePaste ? Self.pasteWait : Self.escapeWait
            DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in
                MainActor.assumeIsolated {
                    guard let self, self.escapeFlushGeneration == generation else { return }
                    self.handle(self.decoder.flush())
                }
            }
        }
    }

    private func handle(_ events: [TerminalEvent]) {
        guard !events.isEmpty else { return }
        for event in events {
            if case .mouse(let report) = event { lastPointer = (report.column, report.row) }
            let acceptsText = application.inputSystem.textTarget != nil
            for command in mapper.commands(for: event, acceptsText: acceptsText) {
                switch command {
                case .quit: quit()
                case .suspend: suspend()
                case .moveApplication(let state): moveApplication(to: state)
                case .send(let input): send(input)
                }
            }
        }
        setNeedsRedraw()
    }

    private func send(_ input: HostInput) {
        do {
            try application.inputDoor.send(input)
        } catch {
            // The trace shows the rejection already (the door traces it); the host just carries on.
        }
    }

    private func resize() {
        let size = TerminalSession.size() ?? (columns: 80, rows: 24)
        let newLayout = TerminalLayout(columns: size.columns, rows: size.rows)
        // The screen is about to change under the finger: end the touch rather than leave it dangling.
        for command in mapper.cancelTouch(at: lastPointer.column, row: lastPointer.row) {
            if case .send(let input) = command { send(input) }
        }
        layout = newLayout
        mapper.layout = newLayout
        application.screen.bounds = CGRect(origin: .zero, size: newLayout.screenSize)
        onResize(newLayout.screenSize)
        if TerminalSession.isTaken { TerminalSession.writeAll("\u{1B}[2J") }
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
        // Between a stop and the resume that follows SIGCONT the screen is the shell's.
        guard TerminalSession.isTaken else { return }
        // Frames set by layoutSubviews are the ones drawn, even when the layout pass has not run yet this turn.
        for window in application.windows where !window.isHidden { window.layoutIfNeeded() }
        var canvas = TerminalCanvas(width: layout.columns, height: layout.rows)
        painter.paint(application, into: &canvas, layout: layout)
        if let panel = layout.tracePanel { traceLog.draw(into: &canvas, rect: panel) }
        if let row = layout.statusRow {
            canvas.write(statusLine.text(fitting: layout.columns), column: 0, row: row, style: CellStyle(dim: true))
        }
        TerminalSession.writeAll(canvas.render())
    }

    private func quit() -> Never {
        send(.lifecycle(.terminate))
        for source in sources { source.cancel() }
        TerminalSession.restore()
        exit(0)
    }
}
