#!/usr/bin/env bash
# Builds the GNUstep peer (Peer.m) and ResponderKit's ScenarioProfile, counts the instructions of each scenario
# both have with callgrind, and prints one markdown table: instructions per operation on each side.
#
# Usage: Benchmarks/gnustep/run.sh [scenario ...]   (COUNT=1000 by default; Debian or Ubuntu, as root or with
# sudo when packages are missing). Per operation is (instructions at COUNT - instructions at 0) / COUNT.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
benchmarks="$(dirname "$here")"
build="$here/.build"
count="${COUNT:-1000}"
scenarios=("$@")
if [ ${#scenarios[@]} -eq 0 ]; then
    scenarios=(hit-fanout hit-fanout-subclass hit-fanout-override hit-chain hit-chain-subclass
               action-nil-target target-for-action can-perform-chain key-command)
fi

fail() {
    echo "run.sh: $*" >&2
    exit 1
}

# The peer's toolchain and libraries, the X server it draws to, and the counter.
packages=(gobjc gnustep-make libgnustep-gui-dev gnustep-back0.29 xvfb xauth valgrind)
missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing ${missing[*]}" >&2
    command -v apt-get >/dev/null || fail "apt-get not found; install ${missing[*]} by hand"
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        command -v sudo >/dev/null || fail "not root and no sudo; install ${missing[*]} by hand"
        sudo=(sudo)
    fi
    "${sudo[@]}" apt-get update -q >&2 || fail "apt-get update failed"
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -q "${missing[@]}" >&2 \
        || fail "apt-get install ${missing[*]} failed"
fi

echo "Building the GNUstep peer" >&2
mkdir -p "$build"
# gnustep-config's flags write a dependency file into the current directory, so compile from the build folder.
# shellcheck disable=SC2046
(cd "$build" && gcc $(gnustep-config --objc-flags) -std=gnu11 -O2 -Wno-import -o Peer "$here/Peer.m" \
    $(gnustep-config --gui-libs)) || fail "the peer did not build"
peer="$build/Peer"

echo "Building ResponderKit's ScenarioProfile (release)" >&2
(cd "$benchmarks" && swift build -c release --product ScenarioProfile >&2) || fail "ScenarioProfile did not build"
profile="$(cd "$benchmarks" && swift build -c release --show-bin-path)/ScenarioProfile"

# The total of instructions callgrind collected for one run of the given command.
collected() {
    local output
    output="$("$@" 2>&1)" || fail "failed: $* ($(echo "$output" | grep -v "offsets for style" | tail -3))"
    echo "$output" | sed -n 's/^==[0-9]*== Collected : \([0-9]*\)$/\1/p'
}

# The peer's set-up talks to the X server, which makes the whole run's count differ by some 100,000
# instructions from run to run; the peer's loops are functions named measured..., so callgrind counts them
# alone. ResponderKit's runs are deterministic (with deterministic hashing), so they are counted whole.
peer_run() {
    collected xvfb-run -a valgrind --tool=callgrind --callgrind-out-file=/dev/null '--toggle-collect=measured*' \
        "$peer" "$1" "$2"
}

profile_run() {
    collected env SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        "$profile" "$1" "$2"
}

per_operation() {
    awk -v low="$1" -v high="$2" -v count="$count" 'BEGIN { printf "%.0f", (high - low) / count }'
}

# 12345 -> 12,345
grouped() {
    echo "$1" | sed -e :a -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/; ta'
}

echo "| Scenario | GNUstep instr/op | ResponderKit instr/op | ResponderKit / GNUstep |"
echo "| --- | ---: | ---: | ---: |"
for scenario in "${scenarios[@]}"; do
    echo "Measuring $scenario" >&2
    gnustep="-"
    responderkit="-"
    ratio="-"
    if "$peer" --scenarios | grep -qx -- "$scenario"; then
        gnustep="$(per_operation "$(peer_run "$scenario" 0)" "$(peer_run "$scenario" "$count")")"
    fi
    # ScenarioProfile answers an unknown scenario with its usage and status 2.
    if "$profile" "$scenario" 0 >/dev/null 2>&1; then
        responderkit="$(per_operation "$(profile_run "$scenario" 0)" "$(profile_run "$scenario" "$count")")"
    fi
    if [ "$gnustep" != "-" ] && [ "$responderkit" != "-" ] && [ "$gnustep" -gt 0 ]; then
        ratio="$(awk -v a="$responderkit" -v b="$gnustep" 'BEGIN { printf "%.2f", a / b }')"
    fi
    [ "$gnustep" = "-" ] || gnustep="$(grouped "$gnustep")"
    [ "$responderkit" = "-" ] || responderkit="$(grouped "$responderkit")"
    echo "| $scenario | $gnustep | $responderkit | $ratio |"
done
