// swift-tools-version: 6.1
// An app that writes `import UIKit` and nothing else, as on iOS: on Linux (and other platforms without Apple's
// UIKit) it depends on ResponderKit's `UIKit` product, and on iOS on nothing, so Apple's UIKit is the one its
// files import. `.ci/run` builds it with warnings as errors and runs its XCTest and Swift Testing suites.
import PackageDescription

/// Where Apple's UIKit is missing, so ResponderKit's stands in for it.
let withoutAppleUIKit: [Platform] = [.linux, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "UIKitClient",
    dependencies: [
        .package(name: "ResponderKit", path: "../.."),
    ],
    targets: [
        .target(name: "HoldStepper", dependencies: [
            .product(name: "UIKit", package: "ResponderKit", condition: .when(platforms: withoutAppleUIKit)),
        ]),
        .testTarget(name: "HoldStepperTests", dependencies: [
            "HoldStepper",
            .product(name: "UIKit", package: "ResponderKit", condition: .when(platforms: withoutAppleUIKit)),
            .product(name: "ResponderKitTesting", package: "ResponderKit",
                     condition: .when(platforms: withoutAppleUIKit)),
        ]),
    ],
    swiftLanguageModes: [.v5]
)
