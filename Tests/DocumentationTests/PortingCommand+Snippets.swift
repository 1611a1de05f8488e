// The code of the DocC article "Porting a folder with uikit-port": the example as the command writes it (the
// article shows it below its `import UIKit`; here ResponderKit is imported directly), and tests that it behaves
// as the iOS original does.

import ResponderKit
import ResponderKitTesting
import Testing

#if canImport(ObjectiveC)
@objc protocol MiniPlayerViewDelegate: AnyObject {
    @objc optional func miniPlayerView(_ view: MiniPlayerView, didChangePlaying isPlaying: Bool)
}
#else
protocol MiniPlayerViewDelegate: AnyObject {
    func miniPlayerView(_ view: MiniPlayerView, didChangePlaying isPlaying: Bool)
}

extension MiniPlayerViewDelegate {
    func miniPlayerView(_ view: MiniPlayerView, didChangePlaying isPlaying: Bool) {}
}
#endif

final class MiniPlayerView: UIView {
    let playButton = UIButton(type: .system)
    weak var delegate: MiniPlayerViewDelegate?
    private(set) var isPlaying = false

    #if !canImport(ObjectiveC)
    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(Selector("togglePlayback:"), MiniPlayerView.togglePlayback(_:))
    }
    #endif

    override init(frame: CGRect) {
        super.init(frame: frame)
        playButton.addTarget(self, action: Selector("togglePlayback:"), for: .touchUpInside)
        addSubview(playButton)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    #if canImport(ObjectiveC)
    @objc
    #endif
    func togglePlayback(_ sender: UIButton) {
        isPlaying.toggle()
        #if canImport(ObjectiveC)
        delegate?.miniPlayerView?(self, didChangePlaying: isPlaying)
        #else
        delegate?.miniPlayerView(self, didChangePlaying: isPlaying)
        #endif
    }
}

private final class PlayingRecorder: MiniPlayerViewDelegate {
    private(set) var changes: [Bool] = []

    func miniPlayerView(_ view: MiniPlayerView, didChangePlaying isPlaying: Bool) {
        changes.append(isPlaying)
    }
}

private final class SilentDelegate: MiniPlayerViewDelegate {}

@MainActor @Suite("Porting command: the article's ported example behaves as its iOS original")
struct PortingCommandSnippetTests {
    @Test("E6: a tap on the play button runs the declared action, which tells a delegate that implements the method")
    func tapTogglesAndTellsTheDelegate() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let player = MiniPlayerView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        player.playButton.frame = CGRect(x: 10, y: 0, width: 80, height: 44)
        window.addSubview(player)
        let recorder = PlayingRecorder()
        player.delegate = recorder
        try host.tap(player.playButton)
        try host.tap(player.playButton)
        #expect(recorder.changes == [true, false])
        #expect(!player.isPlaying)
    }

    @Test("E6: a delegate without the optional method is skipped, as on iOS, and the action still runs")
    func optionalMethodLeftOut() throws {
        let host = EventTestHost()
        let window = host.makeWindow()
        let player = MiniPlayerView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        player.playButton.frame = CGRect(x: 10, y: 0, width: 80, height: 44)
        window.addSubview(player)
        let silent = SilentDelegate()
        player.delegate = silent
        try host.tap(player.playButton)
        #expect(player.isPlaying)
    }
}
