// Pattern: a player screen that handles headset and lock-screen commands the pre-MPRemoteCommandCenter way:
// `UIApplication.shared.beginReceivingRemoteControlEvents()` and `remoteControlReceived(with:)`.
// Ported: unchanged but the import. Left out: the original calls begin/endReceivingRemoteControlEvents and
// becomeFirstResponder in `viewDidAppear(_:)` / `viewWillDisappear(_:)`, which ResponderKit does not have;
// here they are in `viewDidLoad()` (as apps that start listening at launch do) and the test makes the
// controller first responder.
import ResponderKit

class NowPlayingViewController: UIViewController {
    private(set) var isPlaying = false
    private(set) var trackIndex = 0

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }

    override func remoteControlReceived(with event: UIEvent?) {
        guard let event = event, event.type == .remoteControl else { return }
        switch event.subtype {
        case .remoteControlPlay:
            isPlaying = true
        case .remoteControlPause, .remoteControlStop:
            isPlaying = false
        case .remoteControlTogglePlayPause:
            isPlaying.toggle()
        case .remoteControlNextTrack:
            trackIndex += 1
        case .remoteControlPreviousTrack:
            trackIndex = max(trackIndex - 1, 0)
        default:
            break
        }
    }
}
