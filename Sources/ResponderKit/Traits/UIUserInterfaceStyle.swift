import Foundation

/// Light or dark appearance (spec <doc:Catalog#P3>, <doc:Catalog#P4>).
public enum UIUserInterfaceStyle: Int, Sendable, CaseIterable {
    /// Not given: follows the surroundings, as ``UIView/overrideUserInterfaceStyle`` does by default.
    case unspecified = 0
    /// Light appearance, ResponderKit's default.
    case light = 1
    /// Dark appearance.
    case dark = 2
}
