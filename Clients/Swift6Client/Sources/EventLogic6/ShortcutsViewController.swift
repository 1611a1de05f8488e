import ResponderKit

extension Selector {
    static let refresh: Selector = "refresh"
}

/// A controller with a key command, written for Swift 6: UIKit types are used from main-actor code only.
public final class ShortcutsViewController: UIViewController {
    public private(set) var refreshes = 0

    public override class func declareActions(in table: inout ActionTable) {
        super.declareActions(in: &table)
        table.add(.refresh, ShortcutsViewController.refresh)
    }

    public override var canBecomeFirstResponder: Bool { true }

    public override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: "r", modifierFlags: .command, action: .refresh)]
    }

    func refresh() {
        refreshes += 1
    }
}

/// Building views from nonisolated code needs the main actor in Swift 6, as with UIKit.
@MainActor public func makeShortcutsScreen() -> ShortcutsViewController {
    ShortcutsViewController()
}
