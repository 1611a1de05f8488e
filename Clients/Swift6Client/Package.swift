// swift-tools-version: 6.1
// The same kind of client in Swift 6 language mode, where main-actor code is written as such (as UIKit requires
// of Swift 6 code): `.ci/run` builds it with warnings as errors and runs its Swift Testing suite.
import PackageDescription

let package = Package(
    name: "Swift6Client",
    dependencies: [
        .package(name: "ResponderKit", path: "../.."),
    ],
    targets: [
        .target(name: "EventLogic6", dependencies: [.product(name: "ResponderKit", package: "ResponderKit")]),
        .testTarget(name: "EventLogic6Tests", dependencies: [
            "EventLogic6",
            .product(name: "ResponderKit", package: "ResponderKit"),
            .product(name: "ResponderKitTesting", package: "ResponderKit"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
