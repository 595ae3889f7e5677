// mappings-benchmark: MappingKit against Foundation.
//
//   swift run -c release mappings-benchmark [CORPUS_DIR | FILE.json ...]  (parse, parse+map, JSONDecoder,
//                                     JSONSerialization on a generated 16 MB timeline and twitter/citm/canada)
//   swift run -c release mappings-benchmark --scaling       (1, 10, 100 MB timelines in separate processes)
//   swift run -c release mappings-benchmark --tape [FILE.json ...]  (the older parse table)
//   swift run -c release mappings-benchmark --tape --only 'parse+map'      (measure matching parsers only)
//   swift run -c release mappings-benchmark --conformance DIR   (y_/n_/i_ JSON test suite)
//   swift run -c release mappings-benchmark --dates         (the date transformer against DateFormatter)
//   swift run -c release mappings-benchmark --patterns      (@pattern against NSRegularExpression, and the
//                                     strings that stall a backtracking engine)
//   swift run -c release mappings-benchmark --http          (loopback latency of a mapped request)
//   swift run -c release mappings-benchmark --drift         (DriftMonitor's cost per issue observed)
//   swift run -c release mappings-benchmark --drift-distinct [N] [--no-monitor]
//                                     (N issues at distinct paths into one monitor: its peak memory under farm-bench)
//   swift run -c release mappings-benchmark --write-timeline FILE  (the generated 16 MB timeline, to profile with)
//   swift run -c release mappings-benchmark --profile [structs|classes|json|parse] [FILE.json] [SECONDS]
//                                     [--megabytes N] [--runs N]
//                                     (one mapping in a loop, to run under `perf record -g`; a fixed
//                                     number of runs for `valgrind --tool=callgrind`)

import Foundation
import MappingKit

var arguments = Array(CommandLine.arguments.dropFirst())
if let flag = arguments.firstIndex(of: "--conformance") {
    guard flag + 1 < arguments.count else {
        FileHandle.standardError.write(Data("usage: mappings-benchmark --conformance DIR\n".utf8))
        exit(64)
    }
    exit(Conformance.run(directory: arguments[flag + 1]))
}

if arguments.contains("--http") {
    exit(await HTTPBenchmark.run())
}

if let flag = arguments.firstIndex(of: "--profile") {
    exit(ProfileLoop.run(arguments: Array(arguments[(flag + 1)...])))
}

// The generated 16 MB timeline written to a file, for profiling one row at a time.
if let flag = arguments.firstIndex(of: "--write-timeline"), flag + 1 < arguments.count {
    do {
        try TimelineGenerator.timeline(bytes: 16_000_000).write(to: URL(fileURLWithPath: arguments[flag + 1]))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("mappings-benchmark: \(error)\n".utf8))
        exit(73)
    }
}

if arguments.contains("--patterns") {
    PatternBenchmark.run()
    exit(0)
}

if arguments.contains("--drift") || arguments.contains("--drift-distinct") {
    exit(DriftBenchmark.run(arguments: arguments))
}

if arguments.contains("--dates") {
    DateBenchmark.run()
    exit(0)
}

if arguments.contains("--scaling") || arguments.contains("--scaling-child") {
    exit(ScalingBenchmark.run(arguments: arguments))
}

// The old parse table (generated tweets and any files): `--tape [FILE…]`.
guard arguments.first == "--tape" else {
    exit(TruthBenchmark.run(arguments: arguments))
}
arguments.removeFirst()

if let flag = arguments.firstIndex(of: "--only"), flag + 1 < arguments.count {
    Benchmark.only = arguments[flag + 1]
    arguments.removeSubrange(flag...flag + 1)
}

var payloads: [Payload] = [Payload.generatedTweets(count: 400)]
for path in arguments {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("mappings-benchmark: cannot read \(path)\n".utf8))
        exit(66)
    }
    payloads.append(Payload(name: URL(fileURLWithPath: path).lastPathComponent, data: data, tweets: false))
}
for payload in payloads {
    Benchmark.run(payload)
}
