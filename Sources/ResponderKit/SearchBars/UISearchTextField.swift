import Foundation

/// The text field a ``UISearchBar`` edits through (spec <doc:Catalog#Q34>): a ``UITextField`` like any other.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}
