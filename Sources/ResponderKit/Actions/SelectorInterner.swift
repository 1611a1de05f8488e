import Foundation

/// Numbers every selector name once, so a selector carries a small integer that stands for its name.
///
/// The Objective-C runtime registers each selector name once and compares selectors by address; this is the
/// same idea. Creating a selector takes the lock and one string lookup; comparing and hashing selectors on the
/// event path then costs an integer. Numbers start at 1 and are never reused, so `0` can mark an empty slot
/// in `ActionLookupCache`. Selectors are created from any thread (they are `Sendable` values), hence the lock.
final class SelectorInterner: @unchecked Sendable {
    static let shared = SelectorInterner()

    private let lock = NSLock()
    private var ids: [String: Int] = [:]

    /// The number of `name`, given the next free one the first time the name is seen.
    func id(for name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[name] { return id }
        let id = ids.count + 1
        ids[name] = id
        return id
    }
}
