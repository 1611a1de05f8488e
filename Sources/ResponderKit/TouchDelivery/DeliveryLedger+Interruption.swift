import Foundation

// The ledger's part of an interruption (N2): when the application resigns active, goes to the background or
// terminates, every touch sequence in flight ends, through the same steps as a view leaving its window (C8).

extension DeliveryLedger {
    /// Cancels every touch sequence in flight for the views, once the arena withdrew its recognizers (began and
    /// changed ones go to cancelled, possible ones fail): each view that heard a touch begin gets one
    /// `touchesCancelled` and nothing more of it; a touch held back before its view heard it is withheld.
    ///
    /// The fingers stay down for the host, which cannot know: their later moves and lifts are absorbed
    /// quietly (<doc:Catalog#C12>). A callback that removes views or changes the first responder meanwhile is safe, since
    /// each touch is marked finished before its view is told.
    func cancelEverythingInFlight() {
        cancelDeferredTouches { _ in true }
        cancelLiveTouches { _ in true }
    }
}
