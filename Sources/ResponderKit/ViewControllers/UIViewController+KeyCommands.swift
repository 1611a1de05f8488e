import Foundation

extension UIViewController {
    /// Adds a keyboard shortcut to the controller without overriding ``UIResponder/keyCommands``.
    ///
    /// Added commands take part in key-command matching at the controller's place in the responder chain,
    /// after the commands of an overridden `keyCommands` (spec <doc:Catalog#H4>); their actions go to the first responder and up the
    /// chain like any key command's. Adding the same command twice keeps one. `keyCommands` lists them unless
    /// a subclass overrides it; an override that does not call `super` keeps its added commands working.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        guard !addedKeyCommands.contains(where: { $0 === keyCommand }) else { return }
        addedKeyCommands.append(keyCommand)
    }

    /// Removes a command added with ``addKeyCommand(_:)``; a command that was not added is ignored.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.removeAll { $0 === keyCommand }
    }
}
