#!/usr/bin/env bash
# Builds the libFuzzer target over the recording parser and dispatch, and runs it.
#
#   Fuzz/run.sh                 # 60 seconds, the CI run
#   Fuzz/run.sh 1800            # half an hour by hand
#   Fuzz/run.sh 0 crash-<hash>  # rerun one input (no time limit): any argument after the first goes to libFuzzer
#   FUZZ_FLAGS=-detect_leaks=0 Fuzz/run.sh 60   # extra libFuzzer flags (CI uses this one, see RELIABILITY.md)
#
# The library's sources are compiled with the entry point as one module (`swiftc -sanitize=fuzzer`), because
# SwiftPM cannot instrument a library target for libFuzzer without instrumenting its test runner too. New
# inputs found go to Fuzz/corpus-found (ignored by git); crashes to Fuzz/artifacts. Exits non-zero on a crash,
# a leak or a hang (an input taking more than 10 s).
set -euo pipefail
cd "$(dirname "$0")"
seconds="${1:-60}"
shift || true
mkdir -p .build artifacts corpus-found
# ResponderKit imports the layout solver, its own module: built first, as a static library beside its module.
swiftc -sanitize=fuzzer,address -parse-as-library -Onone -g -swift-version 6 -module-name LayoutEngine \
    -emit-library -static -emit-module -emit-module-path .build/LayoutEngine.swiftmodule \
    ../Sources/LayoutEngine/*.swift -o .build/libLayoutEngine.a
swiftc -sanitize=fuzzer,address -parse-as-library -Onone -g -swift-version 6 -module-name ResponderKit \
    -I .build -L .build -lLayoutEngine \
    ../Sources/ResponderKit/*/*.swift FuzzRecording.swift -o .build/fuzz-recording
if [ "$#" -gt 0 ]; then
    exec .build/fuzz-recording -timeout=10 ${FUZZ_FLAGS:-} "$@"
fi
.build/fuzz-recording corpus-found corpus -max_total_time="$seconds" -timeout=10 -max_len=4096 \
    -artifact_prefix=artifacts/ -print_final_stats=1 ${FUZZ_FLAGS:-}
