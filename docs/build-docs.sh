#!/usr/bin/env bash
# Builds the DocC documentation of the ResponderKit module with the toolchain's docc, warnings as errors: a broken
# link, an unknown symbol or any other warning fails it (non-zero exit). No package plugin is needed, so users of
# the package never fetch one.
#
#   docs/build-docs.sh [OUTPUT]     (OUTPUT defaults to .build/ResponderKit.doccarchive)
#
# The module is built in the ordinary build folder (so after `swift build` this costs only the conversion), and
# its symbol graph is extracted afresh each run, so a removed symbol never lingers in the documentation.
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/ResponderKit.doccarchive}"
graphs=".build/symbol-graphs/ResponderKit"

swift build --target ResponderKit
modules="$(swift build --show-bin-path)/Modules"
triple="$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)"
sdk=()
if [ "$(uname)" = Darwin ]; then
    sdk=(-sdk "$(xcrun --show-sdk-path)")
fi

rm -rf "$graphs"
mkdir -p "$graphs"
swift-symbolgraph-extract -module-name ResponderKit -target "${triple:?no target triple from swift}" "${sdk[@]}" \
    -I "$modules" -minimum-access-level public -skip-inherited-docs -output-dir "$graphs"

rm -rf "$output"
docc convert Sources/ResponderKit/ResponderKit.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name ResponderKit --fallback-bundle-identifier ResponderKit \
    --warnings-as-errors \
    --output-path "$output"
echo "docs: $output"
