// swift-tools-version: 6.1
// The worked example of the README, in its iOS form: a control and its XCTest file as an iOS team writes them.
// On iOS the package depends on nothing (Apple's UIKit); elsewhere on ResponderKit's UIKit product. CI copies
// it, runs uikit-port over Sources and Tests, then builds it and runs its tests on Linux.
import PackageDescription

/// Where Apple's UIKit is missing, so ResponderKit's stands in for it.
let withoutAppleUIKit: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "WorkedExample",
    dependencies: [
        .package(name: "ResponderKit", path: "../.."),
    ],
    targets: [
        .target(name: "LikeKit", dependencies: [
            .product(name: "UIKit", package: "ResponderKit", condition: .when(platforms: withoutAppleUIKit)),
        ]),
        .testTarget(name: "LikeKitTests", dependencies: [
            "LikeKit",
            .product(name: "UIKit", package: "ResponderKit", condition: .when(platforms: withoutAppleUIKit)),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
