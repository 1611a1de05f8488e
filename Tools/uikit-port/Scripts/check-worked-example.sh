#!/usr/bin/env bash
# The README's worked example, as the README tells it: Examples/WorkedExample (a control and its XCTest file in
# their iOS form) is copied, ported by uikit-port over its sources and tests in one run, checked to change nothing
# on a second run, then built with its own manifest against this checkout and its tests run on Linux.
#
# Usage: Tools/uikit-port/Scripts/check-worked-example.sh [scratch-folder]
set -euo pipefail

tool=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$tool/../.." && pwd)
scratch=${1:-$(mktemp -d "${TMPDIR:-/tmp}/uikit-port-example.XXXXXX")}
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)

swift build --package-path "$tool" --product uikit-port > /dev/null
port="$tool/.build/debug/uikit-port"

# The package is copied to a folder of its own; its build folder is the scratch folder's, so a scratch folder
# shared with the other porting checks builds ResponderKit once.
package="$scratch/WorkedExample"
rm -rf "$package"
mkdir -p "$package"
cp -R "$root/Examples/WorkedExample/Sources" "$root/Examples/WorkedExample/Tests" "$package/"
# The manifest names this checkout relatively; the copy names it by its absolute path.
sed "s#path: \"../..\"#path: \"$root\"#" "$root/Examples/WorkedExample/Package.swift" > "$package/Package.swift"

# The README's command line: one run over the package's folder, sources and tests together (Package.swift is
# skipped).
"$port" "$package"
second=$("$port" --dry-run "$package")
if ! grep -q " 0 would change" <<<"$second"; then
    echo "$second" >&2
    echo "error: a second run of uikit-port would change the worked example" >&2
    exit 1
fi

swift build --package-path "$package" --scratch-path "$scratch/.build" --build-tests
swift test --package-path "$package" --scratch-path "$scratch/.build" --skip-build 2>&1 | tee "$package/test.log"
grep -qE "Executed [1-9][0-9]* tests?, with 0 failures" "$package/test.log"
echo "uikit-port: the worked example, ported, builds and passes its XCTest file on Linux ($package)"
