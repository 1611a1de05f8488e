import Foundation

/// Lives exactly as long as its application, so the input door can tell whether the application still lives
/// without keeping it alive and without a weak reference to the application itself.
///
/// A weak reference to an object moves its reference counts to a side table, which makes every retain and
/// release of it slower: a door holding its application weakly cost +2,370 instructions per touch event in
/// the tap benchmark and +686 per move (callgrind, `ScenarioProfile`). Only the application holds this token
/// strongly, so it is freed with the application; the door holds the token weakly and reads its unretained
/// application only while the token lives.
final class ApplicationLifetime: Sendable {}
