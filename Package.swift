// swift-tools-version: 6.2
import PackageDescription

// Warnings fail the build here, so the README's promise of warning-free code stays true; SwiftPM ignores this
// setting when ResponderKit is another package's dependency, so a newer compiler's new warnings never break users.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

// What only the `Window` trait builds: SDL2 is linked, and the window's sources (behind `#if Window`) compile.
let window = TargetDependencyCondition.when(traits: ["Window"])

let package = Package(
    name: "ResponderKit",
    products: [
        .library(name: "ResponderKit", targets: ["ResponderKit"]),
        // `import UIKit` off Apple platforms: the same library under the name UIKit code imports. An app adds it
        // with a platform condition so iOS keeps Apple's UIKit (see "Porting UIKit code"). ResponderKit is in the
        // product too: the UIKit module only re-exports it, so its own build output never changes, and a target
        // that saw only that output would not be rebuilt when ResponderKit changes (a stale build that crashes).
        .library(name: "UIKit", targets: ["UIKit", "ResponderKit"]),
        .library(name: "ResponderKitTesting", targets: ["ResponderKitTesting"]),
        .library(name: "ResponderKitTerminal", targets: ["ResponderKitTerminal"]),
        // Empty unless the package is built with the `Window` trait (see `traits` below).
        .library(name: "ResponderKitSDL", targets: ["ResponderKitSDL"]),
        .executable(name: "responder-demo", targets: ["responder-demo"]),
    ],
    // The window front end needs SDL2 and SDL2_ttf from the system, so it is a trait, off by default: the README's
    // two commands build and test everything else with the Swift toolchain alone. With the SDL2 packages installed
    // (Debian: libsdl2-dev libsdl2-ttf-dev), `swift run --traits Window responder-demo --window` opens the window.
    traits: [
        .trait(name: "Window",
               description: "The SDL2 window host (ResponderKitSDL) and responder-demo --window; needs libsdl2-dev and libsdl2-ttf-dev."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        // Only the demo's command line uses it; the libraries depend on nothing outside the toolchain.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The Cassowary constraint solver Auto Layout runs on; internal to ResponderKit, no product of its own.
        .target(name: "LayoutEngine", swiftSettings: strict),
        .target(name: "ResponderKit", dependencies: ["LayoutEngine"], swiftSettings: strict),
        .target(name: "UIKit", dependencies: ["ResponderKit", "_Testing_UIKit"], swiftSettings: strict),
        // Empty: the overlay Swift Testing expects beside a UIKit module (see its source file).
        .target(name: "_Testing_UIKit", swiftSettings: strict),
        .target(name: "ResponderKitTesting", dependencies: ["ResponderKit"], swiftSettings: strict),
        .target(name: "ResponderKitTerminal", dependencies: ["ResponderKit"], swiftSettings: strict),
        // SDL2 and SDL2_ttf from the system (Debian: libsdl2-dev libsdl2-ttf-dev), for the window host only and
        // only with the `Window` trait; the core and the terminal host never link them.
        .systemLibrary(name: "CSDL2", pkgConfig: "sdl2",
                       providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
        .target(name: "ResponderKitSDL",
                dependencies: ["ResponderKit", "ResponderKitTerminal", .target(name: "CSDL2", condition: window)],
                swiftSettings: strict),
        // UIKit event code ported as a new user would, kept in Swift 5 mode as most apps still are.
        .target(name: "PortingCorpus", dependencies: ["ResponderKit"],
                swiftSettings: strict + [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "responder-demo",
            dependencies: [
                "ResponderKit",
                "ResponderKitTerminal",
                .target(name: "ResponderKitSDL", condition: window),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine"], swiftSettings: strict),
        // The picture fixture is read from disk by path, so it is excluded from the build, not a resource.
        .testTarget(name: "ResponderKitTests", dependencies: ["ResponderKit", "ResponderKitTesting"],
                    exclude: ["Fixtures"], swiftSettings: strict),
        .testTarget(name: "PortingCorpusTests",
                    dependencies: ["PortingCorpus", "ResponderKit", "ResponderKitTesting"], swiftSettings: strict),
        .testTarget(name: "ResponderKitTerminalTests", dependencies: ["ResponderKitTerminal", "ResponderKit"],
                    swiftSettings: strict),
        .testTarget(name: "ResponderKitSDLTests",
                    dependencies: ["ResponderKitSDL", "ResponderKit", .target(name: "CSDL2", condition: window)],
                    swiftSettings: strict),
        // The code shown in README.md and the DocC articles, compiled and run, in Swift 5 language mode as most
        // ported iOS code is; a test checks every code block of the documents is here.
        .testTarget(name: "DocumentationTests", dependencies: ["ResponderKit", "UIKit", "ResponderKitTesting"],
                    swiftSettings: strict + [.swiftLanguageMode(.v5)]),
        // The worked example of "Test your iOS event code on Linux": a compose screen whose sources build for iOS
        // (Apple's UIKit) and Linux (the UIKit module here) unchanged, in Swift 5 mode as most app code is, and its
        // tests.
        // ResponderKit is named beside UIKit for the reason given at the UIKit product.
        .target(name: "ComposeApp", dependencies: ["UIKit", "ResponderKit"], path: "Examples/ComposeApp/Sources/ComposeApp",
                swiftSettings: strict + [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ComposeAppTests", dependencies: ["ComposeApp", "ResponderKit", "ResponderKitTesting"],
                    path: "Examples/ComposeApp/Tests/ComposeAppTests",
                    swiftSettings: strict + [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
