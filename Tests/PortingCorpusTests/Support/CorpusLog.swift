import ResponderKit

/// An ordered record of what the corpus code did, for tests to compare with what iOS does.
@MainActor
final class CorpusLog {
    private(set) var entries: [String] = []

    func append(_ entry: String) { entries.append(entry) }
}

/// A view that records which touch callbacks reach it.
@MainActor
final class TouchRecordingView: UIView {
    let name: String
    let log: CorpusLog

    init(_ name: String, log: CorpusLog, frame: CGRect) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesBegan")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesMoved")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesEnded")
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).touchesCancelled")
    }
}
