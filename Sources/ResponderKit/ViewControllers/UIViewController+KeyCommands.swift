import Foundation

extension UIViewController {
    /// Adds a keyboard shortcut to the controller without overriding ``UIResponder/keyCommands``.
    ///
    /// Added commands take part in key-command matching at the controller's place in the responder chain,
    /// after the controller's own `keyCommands` (spec H4); their actions go to the first responder and up the
    /// chain like any key command's. Adding the same command twice keeps one. `keyCommands` does not list
    /// them: UIKit does not document that it does, and a subclass override would hide them if it did.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        var commands = addedKeyCommands ?? []
        guard !commands.contains(where: { $0 === keyCommand }) else { return }
        commands.append(keyCommand)
        AddedKeyCommands.set(commands, for: self)
    }

    /// Removes a command added with ``addKeyCommand(_:)``; a command that was not added is ignored.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        guard var commands = addedKeyCommands else { return }
        commands.removeAll { $0 === keyCommand }
        AddedKeyCommands.set(commands, for: self)
    }

    /// The commands added with ``addKeyCommand(_:)``, in the order they were added; `nil` when there are none.
    var addedKeyCommands: [UIKeyCommand]? {
        AddedKeyCommands.commands(of: self)
    }
}

/// The commands added to view controllers, kept beside them because an extension cannot add storage.
///
/// Entries hold their controller weakly, so a controller's commands go when it does; an entry whose
/// controller is gone is never matched to a new object that reuses its address.
@MainActor
enum AddedKeyCommands {
    private struct Entry {
        weak var controller: UIViewController?
        var commands: [UIKeyCommand]
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    static func commands(of controller: UIViewController) -> [UIKeyCommand]? {
        guard !entries.isEmpty, let entry = entries[ObjectIdentifier(controller)],
              entry.controller === controller else { return nil }
        return entry.commands
    }

    static func set(_ commands: [UIKeyCommand], for controller: UIViewController) {
        entries = entries.filter { $0.value.controller != nil }
        entries[ObjectIdentifier(controller)] = commands.isEmpty ? nil : Entry(controller: controller,
                                                                               commands: commands)
    }
}
