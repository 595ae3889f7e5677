#!/usr/bin/env python3
"""Runs `mappings apply --lines` inside Apache Spark over a folder of JSON Lines
files: each partition is piped through one `mappings` process (RDD.pipe), the
`.mappings` file is shipped with the job, the mapped lines are saved as text and
each partition's JSON report is written beside them, then merged with
`mappings report merge`.

    spark-submit mappings_job.py INPUT_DIR OUTPUT_DIR MAPPINGS_FILE CONTEXT [MAPPINGS_TOOL]
    python3 mappings_job.py …   (with pyspark installed: runs on local[2] unless SPARK_MASTER says otherwise)

OUTPUT_DIR/mapped holds the mapped lines (part-00000, part-00001… in input
order), OUTPUT_DIR/reports each partition's report, OUTPUT_DIR/report.json the
merged report. MAPPINGS_TOOL is the `mappings` executable (default: the one on
PATH); on a cluster it must be on every worker, as the Swift runtime it needs.
"""
import os
import shlex
import subprocess
import sys


def main():
    if any(argument in ("-h", "--help") for argument in sys.argv[1:]):
        print(__doc__)
        return
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    # Imported here, so that --help works where pyspark is not installed.
    from pyspark import SparkConf, SparkContext, SparkFiles
    input_dir, output_dir, mappings_file, context = sys.argv[1:5]
    tool = sys.argv[5] if len(sys.argv) > 5 else "mappings"
    reports = os.path.abspath(os.path.join(output_dir, "reports"))
    os.makedirs(reports, exist_ok=True)

    conf = SparkConf().setAppName("mappings apply --lines")
    conf.setIfMissing("spark.master", os.environ.get("SPARK_MASTER", "local[2]"))
    sc = SparkContext(conf=conf)
    sc.setLogLevel("WARN")
    # The .mappings file travels with the job: each worker reads its own copy.
    sc.addFile(os.path.abspath(mappings_file))
    shipped = os.path.basename(mappings_file)

    # One `mappings` process per partition, its lines on stdin, its mapped lines
    # on stdout; its report in a file named by the partition's index, so the
    # reports merge in the input's order. Exit status 1 (the partition has
    # issues) is the report's business, not a failure.
    script = (
        '"$2" apply "$3" -c "$4" --lines --jobs 1 --quiet --format json --report "$1/part-$5.json" -; '
        'status=$?; [ $status -le 1 ] || exit $status'
    )
    def command(index):
        return ["bash", "-c", script, "mappings-partition", reports, os.path.abspath(tool) if os.path.sep in tool else tool,
                SparkFiles.get(shipped), context, "%05d" % index]

    # The files in name order, so the partitions, and the mapped parts, follow the
    # input's order (a folder given alone is read in no set order).
    files = sorted(os.path.join(input_dir, name) for name in os.listdir(input_dir) if not name.startswith((".", "_")))
    lines = sc.textFile(",".join(os.path.abspath(path) for path in files))
    mapped = lines.mapPartitionsWithIndex(lambda index, part: _pipe(part, command(index)))
    mapped.saveAsTextFile(os.path.join(output_dir, "mapped"))
    sc.stop()

    merged = subprocess.run(
        [tool, "report", "merge", "--format", "json"] + sorted(os.path.join(reports, f) for f in os.listdir(reports)),
        stdout=subprocess.PIPE, check=False)
    if merged.returncode > 1:
        sys.exit("mappings report merge failed with status %d" % merged.returncode)
    with open(os.path.join(output_dir, "report.json"), "wb") as stream:
        stream.write(merged.stdout)
    print("mapped %s into %s; merged report: %s" % (input_dir, output_dir, os.path.join(output_dir, "report.json")))


def _pipe(lines, command):
    """RDD.pipe, with the command's exit status 1 (issues) allowed."""
    process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    import threading

    def feed():
        for line in lines:
            process.stdin.write((line + "\n").encode("utf-8"))
        process.stdin.close()

    writer = threading.Thread(target=feed)
    writer.start()
    for out in process.stdout:
        yield out.decode("utf-8").rstrip("\n")
    writer.join()
    if process.wait() > 1:
        raise RuntimeError("mappings failed: " + " ".join(shlex.quote(part) for part in command))


if __name__ == "__main__":
    main()
