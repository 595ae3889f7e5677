#!/usr/bin/env bash
# Fuzz the JSON parser, the writer and the .mappings loader with libFuzzer.
#   Scripts/fuzz.sh [SECONDS]        (default 60; crashes are written as crash-* in .build-fuzz/)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
mkdir -p .build-fuzz/corpus
cp Fixtures/json/valid/*.json Fixtures/mappings/invalid/*.mappings Mappings/*.mappings .build-fuzz/corpus/ 2>/dev/null || true
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name MappingKit -package-name MappingKit \
    $(find Sources/MappingKit -name '*.swift') Scripts/fuzz/FuzzEntry.swift -o .build-fuzz/fuzz-mappingkit
cd .build-fuzz
SWIFT_BACKTRACE=enable=no ./fuzz-mappingkit -max_total_time="$seconds" -max_len=4096 -rss_limit_mb=4096 corpus
