import Foundation

/// Says whether its application still lives, so the input door, gesture recognizers and next-turn work can
/// reach an application they do not keep alive, without a weak reference to it.
///
/// A weak reference to an object moves its reference counts to a side table, which makes every retain and
/// release of it slower: a door holding its application weakly cost +2,370 instructions per touch event in
/// the tap benchmark and +686 per move (callgrind, `ScenarioProfile`). Holding this token weakly instead still
/// cost a side-table load, retain and release of the token on every input and every recognizer's state change
/// (about 170 instructions each), so the holders keep the token strongly and read ``isAlive``, which the
/// application's `deinit` clears. Applications are released on the main thread, as UIKit requires (see
/// <doc:DifferencesFromUIKit>), so the flag is only written and read there.
final class ApplicationLifetime: Sendable {
    /// Whether the application is still alive; cleared once, as it is freed.
    nonisolated(unsafe) private(set) var isAlive = true

    /// Called by the application's `deinit`.
    func end() {
        isAlive = false
    }
}
