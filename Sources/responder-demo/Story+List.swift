import Foundation
import ResponderKit

extension Player {
    /// The list the List button presented, when it is up.
    func listScreen() -> ListScreen? {
        (app.controller.presentedViewController as? UINavigationController)?.topViewController as? ListScreen
    }

    /// Drags one finger from `start` by `dx`, `dy` in `steps` moves, then lifts.
    func drag(from start: CGPoint, dx: CGFloat, dy: CGFloat, steps: Int) throws {
        try send(.touch(HostTouch(id: 1, action: .down, location: start)))
        for step in 1...max(1, steps) {
            let fraction = CGFloat(step) / CGFloat(max(1, steps))
            try send(.touch(HostTouch(id: 1, action: .move,
                                      location: CGPoint(x: start.x + dx * fraction, y: start.y + dy * fraction))))
        }
        try send(.touch(HostTouch(id: 1, action: .up, location: CGPoint(x: start.x + dx, y: start.y + dy))))
    }
}

extension Story {
    /// A list written as iOS code is: tap a row, flip a switch in a row, scroll, swipe to delete.
    @MainActor
    static let listScenes: [Scene] = [
        Scene(title: "Open the list, tap a row and the switch in a row",
              lesson: "The List button presents a UITableViewController subclass; the table calls the subclass's "
                  + "overrides as its data source and delegate (R1). A tap on a row highlights it when the touch "
                  + "reaches the cell and selects it when the finger lifts (R5). A tap on the switch in a row "
                  + "belongs to the switch: it flips and the row is not selected (R10).") { player in
            try player.tap(player.app.listButton)
            guard let list = player.listScreen() else {
                player.narrator.say("the list is not up")
                return
            }
            list.view.window?.layoutIfNeeded()
            if let row = list.tableView.cellForRow(at: IndexPath(row: 2, section: 1)) { try player.tap(row) }
            try player.tap(list.airplaneSwitch)
            let selected = list.tableView.indexPathForSelectedRow.map { "section \($0.section) row \($0.row)" }
            player.narrator.say("selected: \(selected ?? "nothing"); Airplane mode is \(list.airplaneSwitch.isOn ? "on" : "off")")
        },
        Scene(title: "Scroll the list, swipe a row to delete it, then close",
              lesson: "A vertical drag scrolls the table and selects nothing (R6). A leftward drag on a row moves it "
                  + "aside and shows Delete, since the subclass overrides commit editingStyle (R12, R13); a tap on "
                  + "Delete commits the deletion. Done in the navigation bar closes the list.") { player in
            guard let list = player.listScreen() else {
                player.narrator.say("the list is not up")
                return
            }
            let table = list.tableView!
            let middle = table.convertToScreen(CGPoint(x: table.bounds.midX, y: table.bounds.midY))
            try player.drag(from: middle, dx: 0, dy: -200, steps: 5)
            let selected = table.indexPathForSelectedRow.map { "section \($0.section) row \($0.row)" }
            player.narrator.say("content offset y \(Int(table.contentOffset.y)); selected: \(selected ?? "nothing")")
            guard let row = table.indexPathsForVisibleRows?.first(where: {
                $0.section == 1 && table.rectForRow(at: $0).minY >= table.bounds.minY + 60
            }), let cell = table.cellForRow(at: row) else { return }
            let start = cell.convertToScreen(CGPoint(x: cell.bounds.maxX - 20, y: cell.bounds.midY))
            try player.drag(from: start, dx: -160, dy: 0, steps: 8)
            guard let delete = player.presentedButton(titled: "Delete") else {
                player.narrator.say("no Delete button showed")
                return
            }
            player.narrator.say("\(list.messages[row.row]) moved aside; Delete shows beside it")
            try player.tap(delete)
            if let done = player.presentedButton(titled: "Done") { try player.tap(done) }
            player.narrator.say("presented controller now: \(TraceEvent.name(of: player.app.controller.presentedViewController))")
        },
    ]
}
