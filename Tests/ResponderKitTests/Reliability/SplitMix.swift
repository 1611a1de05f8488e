import Foundation

/// SplitMix64: a seeded generator that is tiny, fast and reproducible on every platform, so a failing case
/// is named by one number. Written here rather than taken from a property-testing package to keep the test
/// target free of dependencies and the shrinking specific to hierarchies and input streams. (swift-property-based
/// 2.0.1 was weighed for issue 16: its shrinking works on generated values, while dropping a view here must
/// renumber the parents after it and a case must stay reproducible from one seed and a list of kinds, so
/// it would replace little and add a dependency.)
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[Int.random(in: 0..<choices.count, using: &self)]
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }
}

/// Settings read from the environment, so the suite stays fast by default and can run far more by hand:
/// `RK_RELIABILITY_CASES=5000 swift test --filter Reliability`, or `RK_RELIABILITY_SEED=<seed>` to rerun one.
enum ReliabilityEnvironment {
    static func integer(_ name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }

    static func caseCount(default fallback: Int) -> Int {
        integer("RK_RELIABILITY_CASES").map { Int($0) } ?? fallback
    }

    /// The first seed of a run: fixed unless asked otherwise, so CI failures reproduce.
    static var baseSeed: UInt64 { integer("RK_RELIABILITY_SEED") ?? 0x5EED_0010 }
}
