#!/usr/bin/env bash
# Run the concurrent mapping test under ThreadSanitizer: one shared catalog mapping the Twitter
# timeline from 32 tasks at once (ApplyTests "one catalog maps from many tasks at once"), plus the
# other concurrency tests named in FILTER. A data race fails the run with TSan's report.
#
#   Scripts/tsan.sh [FILTER]     (default: ApplyTests/concurrent)
#
# Builds into .build-tsan (a separate build directory, so the normal build is left alone); the
# first build takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:-ConcurrentMappingTests|ApplyTests/concurrent}"
TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" \
    swift test --scratch-path .build-tsan --sanitize=thread --filter "$filter"
