import Foundation
import ResponderKit
#if Window
import ArgumentParser
import ResponderKitSDL

extension ResponderDemo {
    /// The window front end on the system clock.
    @MainActor
    func runWindow() throws {
        let app = Figure71App(clock: SystemClock(), screenSize: CGSize(width: 390, height: 640))
        let host = SDLHost(application: app.application, title: "ResponderKit: Figure 7-1") { size in
            app.layOut(for: size)
        }
        host.traceDetail = traceFormat.detail
        // Written straight to the descriptor, unbuffered, so a script reading a pipe sees each line at once.
        host.onTraceLine = { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) }
        app.log.onNote = { note in host.note(note) }
        // What the text field reads after each edit, so the trace (and a script reading it) shows typing land.
        let observer = app.application.notificationCenter.addObserver(
            forName: UITextField.textDidChangeNotification, object: app.textField, queue: nil) { [textField = app.textField] _ in
            MainActor.assumeIsolated { host.note("textField now reads \"\(textField.text ?? "")\"") }
        }
        defer { app.application.notificationCenter.removeObserver(observer) }
        do {
            try host.run()
        } catch {
            FileHandle.standardError.write(Data("responder-demo: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
#else
import ArgumentParser

extension ResponderDemo {
    /// Without the `Window` trait the package never links SDL2, so `--window` says how to get a build that has it.
    @MainActor
    func runWindow() throws {
        FileHandle.standardError.write(Data((Self.noWindowMessage + "\n").utf8))
        throw ExitCode.failure
    }

    /// What `--window` prints in a build without the window.
    static let noWindowMessage = """
        responder-demo: this build has no window: it is behind the package's Window trait, which links SDL2.
        Install SDL2 (Debian: apt-get install -y libsdl2-dev libsdl2-ttf-dev fonts-dejavu-core), then run:
            swift run --traits Window responder-demo --window
        """
}
#endif
