import Foundation
import ResponderKit

// A failing test hands back its input (spec T10). The host keeps every input its door accepted from the host's
// creation, with no opt-in: a recording is only useful if it was running when the failure happened, and nobody
// turns recording on before a test they expect to pass.

extension EventTestHost {
    /// The environment variable naming the directory recordings are written to; the temporary directory
    /// when it is unset.
    public static let recordingDirectoryVariable = "RESPONDERKIT_RECORDINGS"

    /// Everything the host has sent so far that the application's door accepted, with the clock time of each.
    ///
    /// `InputRecording.replay(into:clock:)` into a fresh host built the same way (the same screen size, the
    /// clock starting at the same time, the same app set up) reproduces the run.
    public var recording: InputRecording { InputRecording(entries: sentInputs) }

    /// Writes ``recording`` as a JSON Lines file, readable by `InputRecording(contentsOf:)` and replayable with
    /// `InputRecording.replay(contentsOf:into:clock:)`, and returns where.
    ///
    /// The file goes to the directory named by `RESPONDERKIT_RECORDINGS`, or the temporary directory, with a
    /// name of its own each time.
    @discardableResult
    public func saveRecording() throws -> URL {
        let environment = ProcessInfo.processInfo.environment[Self.recordingDirectoryVariable]
        let directory = environment.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.temporaryDirectory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("EventTestHost-\(UUID().uuidString).jsonl")
        try recording.text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    /// The end of a failure's message: where the recording so far was written and the one call that replays
    /// it, or why it could not be written.
    func replayNote() -> String {
        let size = screen.bounds.size
        do {
            let file = try saveRecording()
            return "The input the host sent (\(sentInputs.count) entries) is in \(file.path); replay it into a host "
                + "made the same way (EventTestHost(screenSize: CGSize(width: \(size.width), height: "
                + "\(size.height)), start: \(startTime)), the same app set up) with: try InputRecording.replay("
                + "contentsOf: URL(fileURLWithPath: \"\(file.path)\"), into: host.application, clock: host.clock)"
        } catch {
            return "The input the host sent could not be written: \(error)"
        }
    }
}
