// swift-tools-version: 6.1
import PackageDescription

import struct Foundation.URL

// A path dependency is known by its folder's name, which is whatever the clone of ResponderKit is called.
let responderKitIdentity = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "ResponderKitBenchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "EventPathScenes",
            dependencies: [.product(name: "ResponderKit", package: responderKitIdentity)]
        ),
        .executableTarget(name: "ScenarioProfile", dependencies: ["EventPathScenes"]),
        .executableTarget(
            name: "EventPath",
            dependencies: [
                "EventPathScenes",
                .product(name: "ResponderKit", package: responderKitIdentity),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/EventPath",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
