#!/usr/bin/env bash
# Runs the Spark recipe (Examples/spark) on a generated GH-Archive-shaped
# dataset and checks that Spark's mapped output and merged report equal one
# local `mappings apply --lines` run's: the same lines in the same order, the
# same counts, summary and objects. Then merges 10,000 generated device drift
# summaries with Spark (drift_job.py) and with `mappings report merge`, and
# checks the merged summaries and their totals are equal. Prints the times.
#
#   Scripts/spark-example.sh [FILES] [LINES]      (default 4 files of 5000 events)
#   DRIFT_DEVICES=N Scripts/spark-example.sh      (default 10000 summaries)
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
python3 Examples/spark/drift_job.py --help > /dev/null

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

# Drift summaries from the field: DRIFT_DEVICES (default 10,000) generated
# device summaries merged by `mappings report merge` (in batches of 1,000,
# the partial merges merged again, and in one run: the same bytes) and by
# Spark (windows keyed by id, one kept per id); the merged summaries, and
# their totals (DriftSummary's lines, streams and other), must be equal.
devices="${DRIFT_DEVICES:-10000}"
python3 Examples/spark/generate_summaries.py "$work/drift" "$devices" > /dev/null
start=$(date +%s.%N)
mkdir -p "$work/partial"
( cd "$work/drift" && ls | sort ) > "$work/drift-files"
split -l 1000 -d -a 3 "$work/drift-files" "$work/partial/batch-"
for batch in "$work"/partial/batch-*; do
    (cd "$work/drift" && xargs -a "$batch" "$tool" report merge) > "$batch.json"
done
"$tool" report merge "$work"/partial/batch-*.json > "$work/drift-local.json"
drift_local_seconds=$(echo "$(date +%s.%N) - $start" | bc)
(cd "$work/drift" && xargs -a "$work/drift-files" -s 2000000 -x "$tool" report merge) > "$work/drift-one-run.json"
cmp -s "$work/drift-local.json" "$work/drift-one-run.json" \
    || { echo "spark-example.sh: merging the summaries in batches differs from merging them in one run" >&2; exit 1; }

start=$(date +%s.%N)
SPARK_MASTER="local[2]" python3 Examples/spark/drift_job.py "$work/drift" "$work/drift-spark" > "$work/drift-spark.log" 2>&1 \
    || { cat "$work/drift-spark.log" >&2; exit 1; }
drift_spark_seconds=$(echo "$(date +%s.%N) - $start" | bc)
python3 - "$work/drift-spark/summary.json" "$work/drift-spark/totals.json" "$work/drift-local.json" "$devices" <<'PYTHON'
import json, sys
sys.path.insert(0, "Examples/spark")
from drift_job import totals_of
spark, totals, local = (json.load(open(path)) for path in sys.argv[1:4])
devices = int(sys.argv[4])
by_id = lambda summary: sorted(summary["windows"], key=lambda window: window["id"])
if by_id(spark) != by_id(local):
    sys.exit("spark-example.sh: Spark's merged drift summary differs from mappings report merge's")
if len(local["windows"]) != devices:
    sys.exit("spark-example.sh: %d windows merged, not one per device (%d)" % (len(local["windows"]), devices))
expected = totals_of(local["windows"])
for member in ["lines", "streams", "other", "issuesNotKept"]:
    if totals[member] != expected[member]:
        sys.exit("spark-example.sh: Spark's drift totals' %s differ from the local merge's" % member)
print("spark-example.sh: %d device summaries, %d windows, %d fingerprints, %d payloads; Spark's merge and totals equal mappings report merge's"
      % (devices, len(local["windows"]), len(expected["lines"]), sum(s["payloads"] for s in expected["streams"])))
PYTHON
printf 'spark-example.sh: drift: local report merge in batches: %.1f s; Spark local[2] (JVM start included): %.1f s\n' \
    "$drift_local_seconds" "$drift_spark_seconds"
