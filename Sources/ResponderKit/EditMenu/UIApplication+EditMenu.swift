import Foundation

extension UIApplication {
    /// The editing menu for `responder`, or for the key window's first responder when `responder` is `nil`;
    /// `nil` when there is no such responder (spec <doc:Catalog#J2>-<doc:Catalog#J4>).
    ///
    /// The menu may have no items: nothing in the chain can perform a standard edit action.
    public func makeEditMenu(for responder: UIResponder? = nil,
                             candidates: [EditMenu.Item] = EditMenu.Item.standard) -> EditMenu? {
        guard let responder = responder ?? firstResponder else { return nil }
        return EditMenu(for: responder, application: self, candidates: candidates)
    }
}
