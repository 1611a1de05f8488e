import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitTerminal

/// `responder-demo`: the seed's Figure 7-1 app, played as a narrated story, or run in the terminal or a window.
@main
struct ResponderDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "responder-demo",
        abstract: "Watch UIKit's responder chain work: ResponderKit's Figure 7-1 app, narrated or interactive.",
        discussion: """
            With no options, builds the app of Figure 7-1 (a window, a view controller and its root view, two \
            background views, a label, a text field and a button, plus a tap recognizer and a custom input view), \
            plays a scripted story through the input door on a virtual clock, and prints where each input went, \
            why, and who handled it. The output is the same on every run.
            """)

    @Option(name: .customLong("svg"), help: ArgumentHelp(
        "Write an SVG picture of the hierarchy, the responder chain from the text field and the hit-test path "
            + "of a tap on the label to FILE.", valueName: "FILE"))
    var svgPath: String?

    @Option(name: .customLong("record"), help: ArgumentHelp(
        "Save every input the story sends (JSON Lines, ResponderKit's recording format) to FILE; "
            + "--replay plays it back.", valueName: "FILE"))
    var recordPath: String?

    @Option(name: .customLong("replay"), help: ArgumentHelp(
        "Instead of the story, replay a recording made with --record (or by any host) from FILE into a fresh "
            + "app, printing the trace.", valueName: "FILE"))
    var replayPath: String?

    @Option(name: .customLong("trace"), help: ArgumentHelp(
        "How to print the trace: 'text' narrates the story with each walk up the responder chain on one line "
            + "(the default); 'full' narrates it with every step up the chain on a line of its own, and with "
            + "--interactive or --window shows every step in the trace panel; 'json' prints the raw event trace, "
            + "every step included, one JSON object per line (kind, timestamp, detail, version; see the article "
            + "Explaining events), and nothing else.", valueName: "FORMAT"))
    var traceFormat: TraceFormat = .text

    @Flag(name: .customLong("interactive"), help: ArgumentHelp(
        "Run the app in this terminal instead: click with the mouse (left button = one finger), type into the "
            + "text field, press keys, watch the live trace panel. Esc ends editing; q quits when nothing is being "
            + "edited; Ctrl-C always quits. Needs an xterm-compatible terminal with mouse reporting."))
    var interactive = false

    @Flag(name: .customLong("window"), help: ArgumentHelp(
        "Run the app in a window (SDL2) instead, with the live trace panel on its right: the left mouse button is "
            + "a finger, other buttons and hover are pointer input, keys are presses, typing goes into the text "
            + "field, Esc ends editing; close the window to quit. Each trace line is also printed to standard "
            + "output. Needs a display (DISPLAY or WAYLAND_DISPLAY; xvfb-run works) and a build with the Window trait: "
            + "swift run --traits Window responder-demo --window (SDL2 installed: libsdl2-dev libsdl2-ttf-dev)."))
    var window = false

    func validate() throws {
        if window && interactive {
            throw ValidationError("--window and --interactive cannot be used together.")
        }
        if (interactive || window) && (recordPath != nil || replayPath != nil || svgPath != nil) {
            throw ValidationError("--interactive and --window run on the real clock; they cannot be combined with --record, "
                                  + "--replay or --svg.")
        }
        if replayPath != nil && recordPath != nil {
            throw ValidationError("--replay and --record cannot be used together.")
        }
    }

    func run() throws {
        try MainActor.assumeIsolated {
            if window {
                try runWindow()
            } else if interactive {
                try runInteractive()
            } else if let replayPath {
                try replay(from: replayPath)
            } else {
                try playStory()
            }
        }
    }

    /// The headless story on a virtual clock.
    @MainActor
    private func playStory() throws {
        let clock = VirtualClock(start: 0)
        let app = Figure71App(clock: clock, screenSize: CGSize(width: 390, height: 844))
        let narrator = Narrator(app: app, format: traceFormat, start: clock.now)
        let player = Player(app: app, clock: clock, narrator: narrator)
        if traceFormat.narrates {
            print("ResponderKit demo: the app of Figure 7-1, played through the input door on a virtual clock.")
            print("Each scene shows the input, the hit test and the chain, the trace (seconds, kind, detail), and =>")
            print("what the app's own responders did.")
        }
        if recordPath != nil { app.application.inputDoor.startRecording() }
        for (index, scene) in Story.scenes.enumerated() {
            narrator.begin(scene, number: index + 1)
            try scene.play(player)
            narrator.end()
        }
        narrator.summary(scenes: Story.scenes.count)
        if let recordPath {
            try write(app.application.inputDoor.stopRecording().text, to: recordPath, what: "recording")
        }
        if let svgPath {
            let labelCentre = app.label.convert(CGPoint(x: app.label.bounds.midX, y: app.label.bounds.midY),
                                                to: app.window)
            let picture = HierarchyPicture(root: app.window, chainFrom: app.textField, hitTestAt: labelCentre)
            try write(picture.svg, to: svgPath, what: "picture")
        }
    }

    /// Replays a recording into a fresh app and prints its trace.
    @MainActor
    private func replay(from path: String) throws {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw ValidationError("cannot read \(path): \(error.localizedDescription)")
        }
        let recording: InputRecording
        do {
            recording = try InputRecording(parsing: text)
        } catch {
            throw ValidationError("\(path) is not a recording: \(error)")
        }
        let clock = VirtualClock(start: 0)
        let app = Figure71App(clock: clock, screenSize: CGSize(width: 390, height: 844))
        let narrator = Narrator(app: app, format: traceFormat, start: clock.now)
        if traceFormat.narrates { print("Replaying \(recording.entries.count) inputs from \(path)") }
        do {
            try recording.replay(into: app.application, clock: clock)
        } catch {
            throw ValidationError("replay stopped at \(path) \(error)")
        }
        narrator.end()
        narrator.summary(scenes: 0)
    }

    /// The terminal front end on the system clock.
    @MainActor
    private func runInteractive() throws {
        guard TerminalSession.isInteractiveTerminal else {
            throw ValidationError("--interactive needs a terminal on standard input and output.")
        }
        let size = TerminalSession.size() ?? (columns: 80, rows: 24)
        let layout = TerminalLayout(columns: size.columns, rows: size.rows)
        let app = Figure71App(clock: SystemClock(), screenSize: layout.screenSize)
        let host = TerminalHost(application: app.application) { size in
            app.layOut(for: size)
        }
        host.traceDetail = traceFormat.detail
        // The app's own notes (who handled what) go to the trace panel beside the core's trace.
        app.log.onNote = { note in host.note(note) }
        guard host.run() else {
            throw ValidationError("could not switch the terminal to interactive mode.")
        }
    }

    private func write(_ text: String, to path: String, what: String) throws {
        do {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            throw ValidationError("cannot write the \(what) to \(path): \(error.localizedDescription)")
        }
    }
}

extension TraceFormat: ExpressibleByArgument {}
