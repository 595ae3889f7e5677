#!/usr/bin/env bash
# The jq row of the benchmark (issue 21, item 6): `mappings apply --lines`
# against `jq -c` with a filter that builds the same output, on the same
# JSON Lines of GitHub events. Checks that both outputs are byte for byte
# equal, then times each with farm-bench when it is there (medians, peak
# memory), else once with /usr/bin/time.
#
#   Scripts/jq-compare.sh [EVENTS.jsonl] [RUNS]
#
# Without a file, 200,000 events are generated (Examples/spark/generate_events.py);
# for the 1 GB row, generate 1.28 million: python3 Examples/spark/generate_events.py DIR 1 1280000.
# Installs jq from the distribution's packages when it is missing.
# MAPPINGS_TOOL=path uses that `mappings`; otherwise the release build is built and used.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${2:-3}"
if ! command -v jq >/dev/null; then
    echo "jq-compare.sh: installing jq" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq jq >/dev/null
fi
source Scripts/mappings-tool.sh
tool="$(mappings_tool release)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
events="${1:-}"
if [ -z "$events" ]; then
    python3 Examples/spark/generate_events.py "$work/data" 1 200000
    events="$(ls "$work"/data/*.jsonl)"
fi
mappings=(apply Scripts/jq/GitHubEventSummary.mappings -c '$EventSummary' --lines --quiet)

"$tool" "${mappings[@]}" --jobs 1 "$events" > "$work/mappings.jsonl"
jq -c -f Scripts/jq/GitHubEventSummary.jq "$events" > "$work/jq.jsonl"
if ! cmp -s "$work/mappings.jsonl" "$work/jq.jsonl"; then
    echo "jq-compare.sh: the outputs differ:" >&2
    cmp "$work/mappings.jsonl" "$work/jq.jsonl" >&2 || true
    exit 1
fi
bytes=$(stat -c %s "$events")
echo "outputs equal: $(wc -l < "$work/mappings.jsonl") lines, input $bytes bytes"

# Each command in a script of its own, output to /dev/null (no shell quoting in farm-bench).
for jobs in 1 2; do
    printf 'exec "%s" apply Scripts/jq/GitHubEventSummary.mappings -c '"'"'$EventSummary'"'"' --lines --quiet --jobs %s "%s" > /dev/null\n' \
        "$tool" "$jobs" "$events" > "$work/mappings-$jobs.sh"
done
printf 'exec jq -c -f Scripts/jq/GitHubEventSummary.jq "%s" > /dev/null\n' "$events" > "$work/jq.sh"
if command -v farm-bench >/dev/null; then
    for jobs in 1 2; do
        echo "== mappings apply --lines --jobs $jobs (A) against jq -c (B)"
        farm-bench -n "$runs" --timeout 3600 --vs "sh $work/jq.sh" -- sh "$work/mappings-$jobs.sh"
    done
else
    for name in mappings-1 mappings-2 jq; do
        /usr/bin/time -f "$name: %e s, %M KB" sh "$work/$name.sh"
    done
fi
