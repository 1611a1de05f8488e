#!/usr/bin/env bash
# Peak resident memory of reading and replaying a generated recording of BYTES bytes (default 2.5 MB), per
# way of reading it (see RELIABILITY.md for the numbers). Builds an optimized probe with the library's sources.
#
#   Fuzz/measure-memory.sh            # 2.5 MB
#   Fuzz/measure-memory.sh 10000000   # 10 MB
set -euo pipefail
cd "$(dirname "$0")"
bytes="${1:-2500000}"
mkdir -p .build
# ResponderKit imports the layout solver, its own module: built first, as a static library beside its module.
swiftc -O -parse-as-library -swift-version 6 -module-name LayoutEngine \
    -emit-library -static -emit-module -emit-module-path .build/LayoutEngine.swiftmodule \
    ../Sources/LayoutEngine/*.swift -o .build/libLayoutEngine.a
swiftc -O -parse-as-library -swift-version 6 -module-name ResponderKit -I .build -L .build -lLayoutEngine \
    ../Sources/ResponderKit/*/*.swift MeasureRecordingMemory.swift -o .build/measure-recording-memory
file=.build/recording.jsonl
.build/measure-recording-memory generate "$file" "$bytes"
for mode in baseline parse-string parse-file replay-string replay-file; do
    peak=$(/usr/bin/time -v .build/measure-recording-memory "$mode" "$file" 2>&1 >/dev/null \
        | sed -n 's/.*Maximum resident set size (kbytes): //p')
    echo "$mode: peak RSS $peak KiB"
done
