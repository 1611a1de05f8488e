// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ResponderKit",
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
        .library(name: "ResponderKitTerminal", targets: ["ResponderKitTerminal"]),
        .executable(name: "responder-demo", targets: ["responder-demo"]),
    ],
    dependencies: [
        // Only the demo's command line uses it; the libraries depend on nothing outside the toolchain.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ResponderKit"),
        .target(name: "ResponderKitTesting", dependencies: ["ResponderKit"]),
        .target(name: "ResponderKitTerminal", dependencies: ["ResponderKit"]),
        // UIKit event code ported as a new user would, kept in Swift 5 mode as most apps still are.
        .target(name: "PortingCorpus", dependencies: ["ResponderKit"],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "responder-demo",
            dependencies: [
                "ResponderKit",
                "ResponderKitTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The picture fixture is read from disk by path, so it is excluded from the build, not a resource.
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit", "ResponderKitTesting"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "PortingCorpusTests",
                    dependencies: ["PortingCorpus", "ResponderKit", "ResponderKitTesting"]),
        .testTarget(name: "ResponderKitTerminalTests", dependencies: ["ResponderKitTerminal", "ResponderKit"]),
    ],
    swiftLanguageModes: [.v6]
)
