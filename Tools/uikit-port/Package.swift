// swift-tools-version: 6.2
import PackageDescription

// A package of its own, so that apps depending on ResponderKit's libraries never fetch or build swift-syntax.
let package = Package(
    name: "uikit-port",
    products: [
        .executable(name: "uikit-port", targets: ["uikit-port"]),
        .library(name: "UIKitPortRules", targets: ["UIKitPortRules"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "UIKitPortRules",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .executableTarget(
            name: "uikit-port",
            dependencies: [
                "UIKitPortRules",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]
        ),
        .testTarget(name: "UIKitPortRulesTests", dependencies: ["UIKitPortRules"],
                    exclude: ["Fixtures"], swiftSettings: [.treatAllWarnings(as: .error)]),
    ],
    swiftLanguageModes: [.v6]
)
