// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ResponderKit",
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
    ],
    targets: [
        .target(name: "ResponderKit"),
        .target(name: "ResponderKitTesting", dependencies: ["ResponderKit"]),
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit", "ResponderKitTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
