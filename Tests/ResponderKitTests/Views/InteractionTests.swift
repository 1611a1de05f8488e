import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// An interaction that logs the moves it is told of.
@MainActor
private final class LoggingInteraction: UIInteraction {
    weak var view: UIView?
    var log: [String] = []

    func willMove(to view: UIView?) { log.append("will \(view?.tag ?? 0)") }
    func didMove(to view: UIView?) {
        self.view = view
        log.append("did \(view?.tag ?? 0)")
    }
}

@MainActor
@Suite("UIView.addInteraction(_:) and UIInteraction")
struct InteractionTests {
    @Test("addInteraction keeps the interaction, tells it of moves, and moves it off its old view")
    func addMoveRemove() {
        let first = UIView()
        first.tag = 1
        let second = UIView()
        second.tag = 2
        let interaction = LoggingInteraction()
        first.addInteraction(interaction)
        first.addInteraction(interaction)
        second.addInteraction(interaction)
        #expect(first.interactions.isEmpty)
        #expect(second.interactions.count == 1 && interaction.view === second)
        second.removeInteraction(interaction)
        #expect(second.interactions.isEmpty && interaction.view == nil)
        #expect(interaction.log == ["will 1", "did 1", "will 0", "did 0", "will 2", "did 2", "will 0", "did 0"])
    }

    @Test("A view keeps its interactions alive, as in UIKit, and they go once the view does")
    func interactionsLiveWithTheirView() {
        weak var kept: LoggingInteraction?
        var view: UIView? = UIView()
        do {
            let interaction = LoggingInteraction()
            kept = interaction
            view?.interactions = [interaction]
        }
        #expect(kept != nil && kept?.view === view)
        view = nil
        #expect(UIView().interactions.isEmpty)
        #expect(kept == nil)
    }
}
