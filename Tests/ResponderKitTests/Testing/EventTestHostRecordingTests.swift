import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// Notes when each touch phase reaches it, on its application's clock.
private final class TimingView: UIView {
    var log: [String] = []
    private func note(_ phase: String, _ touches: Set<UITouch>) {
        log.append("\(phase) \(touches.first.map { String(format: "%.3f", $0.timestamp) } ?? "")")
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
}

/// The app under test, built the same way in every host.
@MainActor
private struct App {
    let host: EventTestHost
    let window: UIWindow
    let view = TimingView(frame: CGRect(x: 20, y: 100, width: 200, height: 100))
    let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 40))

    init(host: EventTestHost = EventTestHost()) {
        self.host = host
        let controller = UIViewController()
        window = host.makeWindow(rootViewController: controller)
        controller.view.addSubview(view)
        controller.view.addSubview(field)
    }
}

@MainActor
@Suite("EventTestHost: everything the host sends is kept, saved on request or on failure, and replays (T10)")
struct EventTestHostRecordingTests {
    @Test("saveRecording writes what the host sent; a replay into a fresh host reproduces the run (T10)")
    func savedRecordingReplays() throws {
        let app = App()
        try app.host.tap(app.view)
        try app.host.swipe(app.view, direction: .right)
        try app.host.tap(app.field)
        try app.host.type("ok")
        let url = try app.host.saveRecording()
        defer { try? FileManager.default.removeItem(at: url) }
        let read = try InputRecording(contentsOf: url)
        #expect(read == app.host.recording)
        #expect(read.entries.count == app.host.recording.entries.count && read.entries.count > 10)

        let replay = App()
        try InputRecording.replay(contentsOf: url, into: replay.host.application, clock: replay.host.clock)
        #expect(replay.view.log == app.view.log)
        #expect(replay.view.log.count == 4)
        #expect(replay.field.text == "ok")
    }

    @Test("A failing helper's message names the file it wrote and the one call that replays it (T10)")
    func failureHandsBackTheRecording() throws {
        let app = App()
        try app.host.tap(app.view)
        app.view.isHidden = true
        var message = ""
        do {
            try app.host.tap(app.view)
        } catch {
            message = "\(error)"
        }
        let marker = "is in "
        let path = try #require(message.range(of: marker).map { message[$0.upperBound...] }?
            .prefix { $0 != ";" })
        defer { try? FileManager.default.removeItem(atPath: String(path)) }
        #expect(path.hasPrefix("/"))
        #expect(message.contains("(2 entries)"))
        #expect(message.contains("EventTestHost(screenSize: CGSize(width: 390.0, height: 844.0), start: 1000.0)"))
        #expect(message.hasSuffix("try InputRecording.replay(contentsOf: URL(fileURLWithPath: \"\(path)\"), "
            + "into: host.application, clock: host.clock)"))
        #expect(try InputRecording(contentsOf: URL(fileURLWithPath: String(path))).entries.count == 2)
    }

    @Test("A routing expectation that fails ends with the recording too (T10)")
    func expectationHandsBackTheRecording() throws {
        let app = App()
        try app.host.tap(app.view)
        do {
            try app.host.expectTouch(reached: app.field)
            Issue.record("expected a failure")
        } catch let failure as RoutingExpectationFailure {
            #expect(failure.description.contains("InputRecording.replay(contentsOf:"))
        }
    }

    @Test("RESPONDERKIT_RECORDINGS names the directory recordings are written to (T10)")
    func environmentNamesTheDirectory() throws {
        // Left in place afterwards: a test running alongside may have written its recording there meanwhile.
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("EventTestHostRecordings-\(UUID().uuidString)")
        setenv(EventTestHost.recordingDirectoryVariable, directory.path, 1)
        defer { unsetenv(EventTestHost.recordingDirectoryVariable) }
        let app = App()
        try app.host.tap(app.view)
        let url = try app.host.saveRecording()
        #expect(url.deletingLastPathComponent().standardizedFileURL.path == directory.standardizedFileURL.path)
        #expect(try InputRecording(contentsOf: url) == app.host.recording)
    }
}
