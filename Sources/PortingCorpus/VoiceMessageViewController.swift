// Pattern: a hold-to-record button wired with addTarget for several control events: touch down starts,
// dragging off warns, dragging back resumes, lifting inside sends, lifting outside or a cancel discards.
// Ported: five #selector(...) -> Selector constants, @objc dropped, declareActions.
import ResponderKit

extension Selector {
    static let recordButtonDown: Selector = "recordButtonDown:"
    static let recordButtonUp: Selector = "recordButtonUp:"
    static let recordButtonAbandoned: Selector = "recordButtonAbandoned:"
    static let recordButtonDragExit: Selector = "recordButtonDragExit:"
    static let recordButtonDragEnter: Selector = "recordButtonDragEnter:"
}

class VoiceMessageViewController: UIViewController {
    enum RecordingState {
        case idle
        case recording
        case releaseToCancel
    }

    let recordButton = UIButton(type: .custom)
    private(set) var recordingState = RecordingState.idle
    private(set) var sentMessages = 0
    private(set) var discardedMessages = 0

    override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.recordButtonDown, VoiceMessageViewController.recordButtonDown)
        table.add(.recordButtonUp, VoiceMessageViewController.recordButtonUp)
        table.add(.recordButtonAbandoned, VoiceMessageViewController.recordButtonAbandoned)
        table.add(.recordButtonDragExit, VoiceMessageViewController.recordButtonDragExit)
        table.add(.recordButtonDragEnter, VoiceMessageViewController.recordButtonDragEnter)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        recordButton.frame = CGRect(x: 145, y: 700, width: 100, height: 100)
        view.addSubview(recordButton)

        recordButton.addTarget(self, action: .recordButtonDown, for: .touchDown)
        recordButton.addTarget(self, action: .recordButtonUp, for: .touchUpInside)
        recordButton.addTarget(self, action: .recordButtonAbandoned, for: [.touchUpOutside, .touchCancel])
        recordButton.addTarget(self, action: .recordButtonDragExit, for: .touchDragExit)
        recordButton.addTarget(self, action: .recordButtonDragEnter, for: .touchDragEnter)
    }

    func recordButtonDown(_ sender: UIButton) {
        recordingState = .recording
    }

    func recordButtonUp(_ sender: UIButton) {
        recordingState = .idle
        sentMessages += 1
    }

    func recordButtonAbandoned(_ sender: UIButton) {
        recordingState = .idle
        discardedMessages += 1
    }

    func recordButtonDragExit(_ sender: UIButton) {
        recordingState = .releaseToCancel
    }

    func recordButtonDragEnter(_ sender: UIButton) {
        recordingState = .recording
    }
}
