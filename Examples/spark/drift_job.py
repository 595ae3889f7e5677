#!/usr/bin/env python3
"""Merges a folder of drift summaries (what apps' DriftMonitor.write(to:) and
`mappings apply|fetch --drift FILE` write) in Apache Spark, with the merge of
`DriftSummary.merged(with:)` and `mappings report merge`: the windows of every
file, one per window id. Spark reads the files, keys each window by its id,
keeps one per id (reduceByKey), and writes the merged summary as one JSON file
({"windows": [...]}, in order of the ids); then it adds the windows up as
`DriftSummary.lines`, `.streams` and `.other` do (the lines and the streams
reduced by key in Spark) and writes those totals.

    spark-submit drift_job.py INPUT_DIR OUTPUT_DIR
    python3 drift_job.py …   (with pyspark installed: runs on local[2] unless SPARK_MASTER says otherwise)

The files are listed on the driver and read by the workers (INPUT_DIR must be
a folder every worker sees). OUTPUT_DIR/summary.json is the merged summary
(what `mappings report merge INPUT_DIR/*.json` prints, as JSON: compare it
parsed, not byte for byte), OUTPUT_DIR/totals.json the totals ({"lines",
"streams", "other", "issuesNotKept"}).

Two windows with one id are one window written twice (a retry, a file merged
again): which copy is kept does not matter. Spark keeps the least in its JSON
text, so the result does not depend on the order the files are read in.
"""
import json
import os
import sys


def window_text(window):
    return json.dumps(window, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def fingerprint_key(fingerprint):
    """A fingerprint as a hashable value (its JSON text, keys sorted)."""
    return json.dumps(fingerprint, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def stream_key(context, source):
    return json.dumps([context, source], sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def absorb(line, other):
    """DriftSummary.Line.absorb: the same fingerprint seen elsewhere (seen totals aside)."""
    merged = dict(line)
    merged["count"] = line["count"] + other["count"]
    merged["objects"] = line["objects"] + other["objects"]
    merged["payloads"] = line["payloads"] + other["payloads"]
    merged["firstSeen"] = min(line["firstSeen"], other["firstSeen"])
    merged["lastSeen"] = max(line["lastSeen"], other["lastSeen"])
    if other["examplePath"] < line["examplePath"]:
        merged["examplePath"] = other["examplePath"]
        if "excerpt" in other:
            merged["excerpt"] = other["excerpt"]
        else:
            merged.pop("excerpt", None)
    elif other["examplePath"] == line["examplePath"] and "excerpt" not in line and "excerpt" in other:
        merged["excerpt"] = other["excerpt"]
    return merged


def add_streams(one, other):
    return {"context": one["context"], "source": one["source"], "payloads": one["payloads"] + other["payloads"],
            "objects": one["objects"] + other["objects"]}


def totals_of(windows):
    """DriftSummary's lines, streams, other and issuesNotKept over `windows`, locally:
    what the job computes in Spark, for a summary read back (the check's side)."""
    streams = {}
    for window in windows:
        for stream in window["streams"]:
            key = stream_key(stream["context"], stream["source"])
            streams[key] = add_streams(streams[key], stream) if key in streams else dict(stream)
    lines = {}
    for window in windows:
        for line in window["lines"]:
            key = fingerprint_key(line["fingerprint"])
            lines[key] = absorb(lines[key], line) if key in lines else dict(line)
    return finish(lines, streams, [w["other"] for w in windows], [w["issuesNotKept"] for w in windows])


def finish(lines, streams, others, not_kept):
    """The totals in a stable order: lines with the seen totals of all windows."""
    result = []
    for key in sorted(lines):
        line = dict(lines[key])
        stream = streams.get(stream_key(line["fingerprint"]["context"], line["fingerprint"]["source"]))
        line["objectsSeen"] = stream["objects"] if stream else 0
        line["payloadsSeen"] = stream["payloads"] if stream else 0
        result.append(line)
    return {
        "lines": result,
        "streams": [streams[key] for key in sorted(streams)],
        "other": {"issues": sum(o["issues"] for o in others), "payloads": sum(o["payloads"] for o in others)},
        "issuesNotKept": sum(not_kept),
    }


def read_windows(path):
    with open(path, encoding="utf-8") as stream:
        return json.load(stream)["windows"]


def main():
    if any(argument in ("-h", "--help") for argument in sys.argv[1:]):
        print(__doc__)
        return
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    # Imported here, so that --help works where pyspark is not installed.
    from pyspark import SparkConf, SparkContext
    input_dir, output_dir = sys.argv[1:3]
    os.makedirs(output_dir, exist_ok=True)
    conf = SparkConf().setAppName("drift summaries merged")
    conf.setIfMissing("spark.ui.showConsoleProgress", "false")
    conf.setIfMissing("spark.master", os.environ.get("SPARK_MASTER", "local[2]"))
    sc = SparkContext(conf=conf)
    sc.setLogLevel("WARN")

    # The files' paths, spread over the workers, each reading its own (on a
    # cluster INPUT_DIR must be a folder every worker sees, as for textFile).
    # Many small files: wholeTextFiles lists and opens them through Hadoop,
    # several times slower here.
    paths = sorted(os.path.join(os.path.abspath(input_dir), name) for name in os.listdir(input_dir)
                   if name.endswith(".json") and not name.startswith((".", "_")))
    files = sc.parallelize(paths, max(2, min(64, len(paths) // 500)))
    # Every window of every file, keyed by its id; one kept per id.
    windows = (files.flatMap(read_windows)
               .map(lambda window: (window["id"], window_text(window)))
               .reduceByKey(min)
               .mapValues(json.loads)
               .cache())
    merged = [window for _, window in sorted(windows.collect())]

    # The totals, added up in Spark as DriftSummary.lines, .streams and .other do.
    streams = dict(windows.flatMap(lambda pair: pair[1]["streams"])
                   .map(lambda s: (stream_key(s["context"], s["source"]), s))
                   .reduceByKey(add_streams)
                   .collect())
    lines = dict(windows.flatMap(lambda pair: pair[1]["lines"])
                 .map(lambda line: (fingerprint_key(line["fingerprint"]), line))
                 .reduceByKey(absorb)
                 .collect())
    others = [window["other"] for window in merged]
    not_kept = [window["issuesNotKept"] for window in merged]
    sc.stop()

    with open(os.path.join(output_dir, "summary.json"), "w") as stream:
        json.dump({"windows": merged}, stream, sort_keys=True, indent=2, ensure_ascii=False)
        stream.write("\n")
    with open(os.path.join(output_dir, "totals.json"), "w") as stream:
        json.dump(finish(lines, streams, others, not_kept), stream, sort_keys=True, indent=2, ensure_ascii=False)
        stream.write("\n")
    print("merged %d windows from %s into %s" % (len(merged), input_dir, os.path.join(output_dir, "summary.json")))


if __name__ == "__main__":
    main()
