#!/usr/bin/env bash
# Run the concurrent mapping tests under ThreadSanitizer: 16 tasks mapping with one shared catalog
# whose caches start cold (ConcurrentMappingTests: typed, dynamic, reverse, populate, capped
# reports; and Codable models decoded through a context, unnamed and by one shared PayloadDecoder,
# with their probes and plans cold, and encoded back) and 32 tasks mapping the Twitter timeline (ApplyTests "one catalog maps from many tasks
# at once"), and payloads of one PayloadParser read by other tasks while it parses the next
# (PayloadParserTests), and one array or stream mapped on several threads (ParallelMappingTests,
# MappedLinesThreadsTests), and 16 tasks observing into one DriftMonitor, directly and through one
# observed catalog while windows close (DriftMonitorSummaryTests). A data race fails the run with
# TSan's report.
#
#   Scripts/tsan.sh [FILTER]     (default: ConcurrentMappingTests|ApplyTests/concurrent|PayloadParserTests|
#                                 ParallelMappingTests|MappedLinesThreadsTests|DriftMonitorSummaryTests)
#
# Builds into .build-tsan (a separate build directory, so the normal build is left alone); the
# first build takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:-ConcurrentMappingTests|ApplyTests/concurrent|PayloadParserTests|ParallelMappingTests|MappedLinesThreadsTests|DriftMonitorSummaryTests}"
TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" \
    swift test --scratch-path .build-tsan --sanitize=thread --filter "$filter"
