import Testing
import ResponderKit
import ResponderKitTesting
@testable import PortingCorpus

/// The controller calls `UIApplication.shared.beginReceivingRemoteControlEvents()`, so these tests run on
/// the shared application (see `SharedApplicationWindow`).
@MainActor
@Suite("NowPlayingViewController: beginReceivingRemoteControlEvents and remoteControlReceived(with:) (spec I3)", .eventTestHost)
struct NowPlayingViewControllerTests {
    @Test("I3: play, next track and toggle reach the first-responder controller of the shared application")
    func commandsReachTheController() throws {
        let controller = NowPlayingViewController()
        let shown = SharedApplicationWindow(rootViewController: controller)
        defer {
            UIApplication.shared.endReceivingRemoteControlEvents()
            shown.close()
        }
        #expect(UIApplication.shared.isReceivingRemoteControlEvents)
        #expect(controller.becomeFirstResponder())

        try shown.send(.remoteControl(.remoteControlPlay))
        #expect(controller.isPlaying)
        try shown.send(.remoteControl(.remoteControlNextTrack))
        try shown.send(.remoteControl(.remoteControlNextTrack))
        try shown.send(.remoteControl(.remoteControlPreviousTrack))
        try shown.send(.remoteControl(.remoteControlTogglePlayPause))
        #expect(controller.trackIndex == 1)
        #expect(controller.isPlaying == false)
    }

    @Test("I3: after endReceivingRemoteControlEvents the commands no longer arrive")
    func stopsAfterEnd() throws {
        let controller = NowPlayingViewController()
        let shown = SharedApplicationWindow(rootViewController: controller)
        defer { shown.close() }
        #expect(controller.becomeFirstResponder())
        UIApplication.shared.endReceivingRemoteControlEvents()
        try shown.send(.remoteControl(.remoteControlPlay))
        #expect(controller.isPlaying == false)
    }
}
