#!/usr/bin/env bash
# Ports the porting corpus's fixtures (the iOS originals of some Sources/PortingCorpus files) and a stepper
# component with its XCTest file, all in their iOS form, with uikit-port; checks a second run changes nothing;
# then builds the results in a scratch package that depends on ResponderKit by path, and runs the corpus's own
# behaviour tests of those files and the component's ported XCTest file against them.
#
# Usage: Tools/uikit-port/Scripts/check-porting-fixtures.sh [scratch-folder]
set -euo pipefail

tool=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$tool/../.." && pwd)
scratch=${1:-$(mktemp -d "${TMPDIR:-/tmp}/uikit-port-check.XXXXXX")}
fixtures="$tool/Tests/UIKitPortRulesTests/Fixtures/PortingCorpus"

swift build --package-path "$tool" --product uikit-port
port="$tool/.build/debug/uikit-port"

rm -rf "$scratch/Sources" "$scratch/Tests" "$scratch/StepperComponent"
mkdir -p "$scratch/Sources/PortingCorpus" "$scratch/Tests/PortingCorpusTests/Support"
cp "$fixtures"/*.swift "$scratch/Sources/PortingCorpus/"
cp -R "$tool/Tests/UIKitPortRulesTests/Fixtures/StepperComponent" "$scratch/"

for folder in "$scratch/Sources/PortingCorpus" "$scratch/StepperComponent"; do
    "$port" "$folder"
    if grep -rn '#selector' "$folder"; then
        echo "error: #selector left in $folder" >&2
        exit 1
    fi
    second=$("$port" --dry-run "$folder")
    if ! grep -q " 0 would change" <<<"$second"; then
        echo "$second" >&2
        echo "error: a second run of uikit-port would change $folder" >&2
        exit 1
    fi
done

# The corpus's behaviour tests of the ported files, unchanged.
for fixture in "$fixtures"/*.swift; do
    cp "$root/Tests/PortingCorpusTests/$(basename "$fixture" .swift)Tests.swift" "$scratch/Tests/PortingCorpusTests/"
done
cp "$root"/Tests/PortingCorpusTests/Support/*.swift "$scratch/Tests/PortingCorpusTests/Support/"

# `import UIKit` is ResponderKit's UIKit module when the root package offers one, and otherwise a module of
# this package that re-exports ResponderKit.
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
if grep -q '\.library(name: "UIKit"' "$root/Package.swift"; then
    uikit='.product(name: "UIKit", package: "'"$identity"'")'
    shim_target=''
else
    mkdir -p "$scratch/Sources/UIKit"
    printf '@_exported import ResponderKit\n' > "$scratch/Sources/UIKit/UIKit.swift"
    uikit='"UIKit"'
    shim_target='.target(name: "UIKit", dependencies: [.product(name: "ResponderKit", package: "'"$identity"'")]),'
fi
cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "PortedCorpus",
    dependencies: [.package(path: "$root")],
    targets: [
        $shim_target
        .target(name: "PortingCorpus", dependencies: [$uikit],
                swiftSettings: [.swiftLanguageMode(.v5), .treatAllWarnings(as: .error)]),
        .testTarget(name: "PortingCorpusTests", dependencies: [
            "PortingCorpus",
            .product(name: "ResponderKit", package: "$identity"),
            .product(name: "ResponderKitTesting", package: "$identity"),
        ]),
        .target(name: "StepperKit", dependencies: [$uikit], path: "StepperComponent/Sources/StepperKit",
                swiftSettings: [.swiftLanguageMode(.v5), .treatAllWarnings(as: .error)]),
        .testTarget(name: "StepperKitTests", dependencies: ["StepperKit", $uikit],
                    path: "StepperComponent/Tests/StepperKitTests",
                    swiftSettings: [.swiftLanguageMode(.v5), .treatAllWarnings(as: .error)]),
    ],
    swiftLanguageModes: [.v6]
)
MANIFEST

swift build --package-path "$scratch" --build-tests
swift test --package-path "$scratch" --skip-build
echo "uikit-port: the ported fixtures build against ResponderKit and pass their tests ($scratch)"
