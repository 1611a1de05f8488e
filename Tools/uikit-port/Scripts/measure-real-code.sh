#!/usr/bin/env bash
# Measures the porting command on real public code kept apart from the project (Measurements/RealCode): each
# unit, in its iOS form, is copied to a scratch folder, ported by uikit-port alone, built against this checkout's
# UIKit product, and its own XCTest files are run. Prints a table: unit, kind, what the command changed and could
# not convert, compiled?, tests passed N/M.
#
# With --check FILE, compares with the expected results in FILE (one line per unit: name, compiled yes/no, tests
# passed) and fails only when a unit does worse than recorded: a unit that compiled no longer compiles, or fewer
# of its tests pass. A unit doing better is reported so the file can be updated.
#
# Usage: Tools/uikit-port/Scripts/measure-real-code.sh [--check expected-results.txt] [scratch-folder]
set -euo pipefail

tool=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$tool/../.." && pwd)
units_root="$root/Measurements/RealCode"
expected=""
if [[ "${1:-}" == "--check" ]]; then
    expected=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
    shift 2
fi
scratch=${1:-$(mktemp -d "${TMPDIR:-/tmp}/uikit-port-measure.XXXXXX")}
mkdir -p "$scratch"
scratch=$(cd "$scratch" && pwd)

swift build --package-path "$tool" --product uikit-port > /dev/null
port="$tool/.build/debug/uikit-port"
identity=$(basename "$root" | tr '[:upper:]' '[:lower:]')
uikit='.product(name: "UIKit", package: "'"$identity"'")'

units=()
for folder in "$units_root"/*/; do
    [[ -f "$folder/unit.env" ]] && units+=("$(basename "$folder")")
done

rm -rf "$scratch/Units" "$scratch/logs"
mkdir -p "$scratch/Units" "$scratch/logs"

# One manifest for every unit, so ResponderKit is built once; each unit's targets are then built on their own,
# so one unit that does not compile cannot hide another's result.
write_manifest() {
    local only_compiled=$1 targets="" unit
    for unit in "${units[@]}"; do
        # shellcheck disable=SC1090
        MODULE="" TESTS_WITH_SOURCES=0; source "$units_root/$unit/unit.env"
        if [[ "$only_compiled" == 1 && "${compiled[$unit]}" != yes ]]; then continue; fi
        local base="Units/$unit"
        local settings='swiftSettings: [.swiftLanguageMode(.v5)]'
        if [[ "$TESTS_WITH_SOURCES" == 1 ]]; then
            targets+="        .testTarget(name: \"${MODULE}Tests\", dependencies: [$uikit], path: \"$base\", sources: [\"Sources\", \"Tests\"], $settings),"$'\n'
        else
            targets+="        .target(name: \"$MODULE\", dependencies: [$uikit], path: \"$base/Sources/$MODULE\", $settings),"$'\n'
            if [[ -d "$scratch/$base/Tests" ]]; then
                targets+="        .testTarget(name: \"${MODULE}Tests\", dependencies: [\"$MODULE\", $uikit], path: \"$base/Tests/${MODULE}Tests\", $settings),"$'\n'
            fi
        fi
    done
    cat > "$scratch/Package.swift" <<MANIFEST
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RealCodeMeasurement",
    dependencies: [.package(path: "$root")],
    targets: [
$targets    ]
)
MANIFEST
}

declare -A compiled tests_passed tests_total ported
for unit in "${units[@]}"; do
    cp -R "$units_root/$unit" "$scratch/Units/$unit"
    rm -f "$scratch/Units/$unit/unit.env" "$scratch/Units/$unit/SOURCE.md" "$scratch/Units/$unit/LICENSE"
    "$port" "$scratch/Units/$unit" > "$scratch/logs/$unit.port.txt"
    ported[$unit]=$(grep -oE '[0-9]+ change\(s\), [0-9]+ place\(s\) not converted' "$scratch/logs/$unit.port.txt" \
        | sed -E 's/ change\(s\), / changed, /; s/ place\(s\) not converted/ not converted/')
    compiled[$unit]=no
done

write_manifest 0
swift package --package-path "$scratch" resolve > /dev/null
for unit in "${units[@]}"; do
    MODULE="" TESTS_WITH_SOURCES=0; source "$units_root/$unit/unit.env"
    target=$MODULE
    [[ -d "$scratch/Units/$unit/Tests" ]] && target="${MODULE}Tests"
    if swift build --package-path "$scratch" --target "$target" > "$scratch/logs/$unit.build.txt" 2>&1; then
        compiled[$unit]=yes
    fi
done

# The tests of the units that compiled, each target in its own process so a trap in one cannot hide another.
write_manifest 1
has_tests=0
for unit in "${units[@]}"; do
    tests_passed[$unit]=0 tests_total[$unit]=0
    [[ "${compiled[$unit]}" == yes && -d "$scratch/Units/$unit/Tests" ]] && has_tests=1
done
if [[ $has_tests == 1 ]]; then
    # A link failure here leaves every unit's tests unrun (0 passed), which the check reports; it does not
    # stop the table.
    swift build --package-path "$scratch" --build-tests > "$scratch/logs/tests.build.txt" 2>&1 || true
    swift test list --package-path "$scratch" --skip-build > "$scratch/logs/tests.list.txt" 2>/dev/null || true
fi
touch "$scratch/logs/tests.list.txt"
for unit in "${units[@]}"; do
    MODULE="" TESTS_WITH_SOURCES=0; source "$units_root/$unit/unit.env"
    [[ "${compiled[$unit]}" == yes && -d "$scratch/Units/$unit/Tests" ]] || continue
    tests_total[$unit]=$(grep -c "^${MODULE}Tests\." "$scratch/logs/tests.list.txt" || true)
    swift test --package-path "$scratch" --skip-build --filter "^${MODULE}Tests\." \
        > "$scratch/logs/$unit.test.txt" 2>&1 || true
    tests_passed[$unit]=$(grep -cE "^Test Case '.*' passed" "$scratch/logs/$unit.test.txt" || true)
done

printf '| Unit | Kind | uikit-port | Compiled | Tests passed |\n|---|---|---|---|---|\n'
for unit in "${units[@]}"; do
    KIND=""; source "$units_root/$unit/unit.env"
    if [[ -d "$units_root/$unit/Tests" ]]; then
        result="${tests_passed[$unit]}/${tests_total[$unit]}"
        [[ "${compiled[$unit]}" == yes ]] || result="-"
    else
        result="no tests"
    fi
    printf '| %s | %s | %s | %s | %s |\n' "$unit" "$KIND" "${ported[$unit]}" "${compiled[$unit]}" "$result"
done
echo "logs: $scratch/logs"

[[ -n "$expected" ]] || exit 0
status=0
while read -r unit was_compiled was_passed; do
    [[ -z "$unit" || "$unit" == \#* ]] && continue
    now_compiled=${compiled[$unit]:-missing}
    now_passed=${tests_passed[$unit]:-0}
    if [[ "$was_compiled" == yes && "$now_compiled" != yes ]]; then
        echo "regression: $unit compiled before and does not now (see $scratch/logs/$unit.build.txt)" >&2
        status=1
    elif (( now_passed < was_passed )); then
        echo "regression: $unit passed $was_passed test(s) before and $now_passed now (see $scratch/logs/$unit.test.txt)" >&2
        status=1
    elif [[ "$now_compiled" != "$was_compiled" ]] || (( now_passed > was_passed )); then
        echo "better than recorded: $unit ($now_compiled, $now_passed passed): update $expected"
    fi
done < "$expected"
exit $status
