#!/usr/bin/env bash
# The memory bound of `mappings apply --lines` (issue 21, item 1): a stream
# of about 10 GB with lines of up to 1 MB maps with a peak under 200 MB.
# Builds the stream (generated GitHub events, Examples/spark/generate_events.py,
# ten times over, with 20 events of about 1 MB each time) unless given one,
# maps it with Examples/spark/GitHubEvents.mappings at --jobs 2, and fails
# when the peak resident memory (GNU time's %M) reaches the bound.
#
#   Scripts/stream-memory.sh [STREAM.jsonl] [BOUND_MIB]      (default bound 200)
#
# Needs about 11 GB of free disk without a stream. MAPPINGS_TOOL=path uses
# that `mappings`; otherwise the release build is built and used.
set -euo pipefail
cd "$(dirname "$0")/.."
bound="${2:-200}"
source Scripts/mappings-tool.sh
tool="$(mappings_tool release)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
stream="${1:-}"
if [ -z "$stream" ]; then
    python3 Examples/spark/generate_events.py "$work/data" 1 1280000
    python3 - "$work/data" "$work/long.jsonl" <<'PYTHON'
import glob, json, sys
event = json.loads(open(sorted(glob.glob(sys.argv[1] + "/*.jsonl"))[0]).readline())
event.setdefault("payload", {})["note"] = "x" * 1_000_000
line = json.dumps(event, separators=(",", ":")) + "\n"
open(sys.argv[2], "w").write(line * 20)
PYTHON
    for _ in 1 2 3 4 5 6 7 8 9 10; do cat "$work"/data/*.jsonl "$work/long.jsonl"; done > "$work/stream.jsonl"
    rm -rf "$work/data"
    stream="$work/stream.jsonl"
fi
bytes=$(stat -c %s "$stream")
/usr/bin/time -f '%e %M' -o "$work/time" "$tool" apply Examples/spark/GitHubEvents.mappings -c '$Event' --lines --jobs 2 \
    --quiet --format json --report "$work/report.json" "$stream" > /dev/null || [ $? -le 1 ]
read -r seconds kilobytes < "$work/time"
peak=$((kilobytes / 1024))
printf 'stream-memory.sh: %s bytes in %.1f s (%.1f MB/s), peak %d MiB (bound %d MiB)\n' \
    "$bytes" "$seconds" "$(echo "$bytes / $seconds / 1000000" | bc -l)" "$peak" "$bound"
[ "$peak" -lt "$bound" ] || { echo "stream-memory.sh: the peak is over the bound" >&2; exit 1; }
