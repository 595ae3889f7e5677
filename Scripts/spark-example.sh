#!/usr/bin/env bash
# Runs the Spark recipe (Examples/spark) on a generated GH-Archive-shaped
# dataset and checks that Spark's mapped output and merged report equal one
# local `mappings apply --lines` run's: the same lines in the same order, the
# same counts, summary and objects. Prints both times.
#
#   Scripts/spark-example.sh [FILES] [LINES]      (default 4 files of 5000 events)
#
# Installs what the example needs beyond the Swift toolchain: a Java runtime
# (17 or later, for Spark 4) from the distribution's packages, and pyspark with
# pip. MAPPINGS_TOOL=path uses that `mappings` (a release build, for timing);
# otherwise the debug build is built and used.
set -euo pipefail
cd "$(dirname "$0")/.."
files="${1:-4}"
lines="${2:-5000}"

# The job's help works before pyspark is installed, and exits 0.
python3 Examples/spark/mappings_job.py --help > /dev/null

if ! java -version 2>&1 | grep -qE 'version "(1[7-9]|[2-9][0-9])'; then
    echo "spark-example.sh: installing a Java runtime" >&2
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq openjdk-17-jre-headless >/dev/null
fi
if ! python3 -c 'import pyspark' 2>/dev/null; then
    echo "spark-example.sh: installing pyspark" >&2
    python3 -m pip install --quiet --disable-pip-version-check pyspark
fi
source Scripts/mappings-tool.sh
tool="$(mappings_tool debug)"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Examples/spark/generate_events.py "$work/data" "$files" "$lines"

# One local run over the same lines, in the same order.
start=$(date +%s.%N)
status=0
cat "$work"/data/*.jsonl | "$tool" apply Examples/spark/GitHubEvents.mappings -c '$Event' --lines --jobs 2 --quiet \
    --format json --report "$work/single.json" > "$work/single.jsonl" || status=$?
[ "$status" -le 1 ] || { echo "spark-example.sh: the local run failed ($status)" >&2; exit 1; }
local_seconds=$(echo "$(date +%s.%N) - $start" | bc)

start=$(date +%s.%N)
SPARK_MASTER="local[2]" python3 Examples/spark/mappings_job.py "$work/data" "$work/spark" \
    Examples/spark/GitHubEvents.mappings '$Event' "$tool" > "$work/spark.log" 2>&1 || { cat "$work/spark.log" >&2; exit 1; }
spark_seconds=$(echo "$(date +%s.%N) - $start" | bc)

cat "$work"/spark/mapped/part-* | cmp -s - "$work/single.jsonl" \
    || { echo "spark-example.sh: Spark's mapped lines differ from the local run's" >&2; exit 1; }
python3 - "$work/spark/report.json" "$work/single.json" <<'PYTHON'
import json, sys
merged, single = (json.load(open(path)) for path in sys.argv[1:3])
for member in ["errors", "warnings", "issuesOmitted", "summary", "objects"]:
    if merged[member] != single[member]:
        sys.exit("spark-example.sh: the merged report's %s differs from the local run's:\n%s\n%s" % (member, merged[member], single[member]))
print("spark-example.sh: %d events, %d errors; Spark's output and merged report equal the local run's" % (single["objects"]["$Event"], single["errors"]))
PYTHON
printf 'spark-example.sh: local apply --lines --jobs 2: %.1f s; Spark local[2] (JVM start included): %.1f s\n' "$local_seconds" "$spark_seconds"
