// swift-tools-version: 6.1
// An iOS team's event code and its XCTest suite, in Swift 5 language mode, built against the checkout as a
// dependency: `.ci/run` builds it with warnings as errors and runs its tests. It is how such a team adds
// ResponderKit (see the README's "Adding ResponderKit to a project").
import PackageDescription

let package = Package(
    name: "Swift5Client",
    dependencies: [
        .package(name: "ResponderKit", path: "../.."),
    ],
    targets: [
        .target(name: "EventLogic", dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]),
        // The project's own corpus of XCTest cases of event behaviour, written as iOS teams write them.
        .testTarget(name: "EventCorpusTests", dependencies: [
            .product(name: "ResponderKit", package: "ResponderKit"),
            .product(name: "ResponderKitTesting", package: "ResponderKit"),
        ]),
        .testTarget(name: "EventLogicTests", dependencies: [
            "EventLogic",
            .product(name: "ResponderKit", package: "ResponderKit"),
            .product(name: "ResponderKitTesting", package: "ResponderKit"),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
