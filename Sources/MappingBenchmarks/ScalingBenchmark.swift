import Foundation
import MappingKit

/// Scaling and memory (issue 11, item 2): maps generated timelines of 1, 10
/// and 100 MB, each in its own process, with MappingKit and with
/// `JSONDecoder`, and prints time per MB, peak resident memory (VmHWM) per
/// payload MB, and what the mapped models hold afterwards.
///
/// `mappingkit` parses each run with `Payload(parsing:)` (a new tape every
/// time); `mk-parser` keeps one ``PayloadParser`` across the runs, so each
/// tape reuses the pages of the one before, as the 1 MB and 10 MB runs
/// already reuse the allocator's memory (their tapes are below the 32 MB
/// past which glibc maps every allocation fresh).
///
///   swift run -c release mappings-benchmark --scaling [MB …]
enum ScalingBenchmark {
    static func run(arguments: [String]) -> Int32 {
        if let flag = arguments.firstIndex(of: "--scaling-child"), flag + 2 < arguments.count,
            let megabytes = Int(arguments[flag + 2])
        {
            return child(engine: arguments[flag + 1], megabytes: megabytes)
        }
        let sizes = arguments.compactMap { Int($0) }
        print("engine      payload MB   peak before map  first ms/MB  ms/MB   peak RSS MB   peak / payload   (peak - before) / payload"
            + "   output / payload   (peak - before - output) / payload")
        for megabytes in sizes.isEmpty ? [1, 10, 100] : sizes {
            for engine in ["baseline", "mappingkit", "mk-parser", "jsondecoder"] {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
                process.arguments = ["--scaling-child", engine, String(megabytes)]
                let output = Pipe()
                process.standardOutput = output
                do { try process.run() } catch {
                    print("cannot start \(CommandLine.arguments[0]): \(error)")
                    return 1
                }
                let line = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                print(String(decoding: line, as: UTF8.self), terminator: "")
                if process.terminationStatus != 0 { print("\(engine) \(megabytes) MB: child exited \(process.terminationStatus)") }
            }
        }
        return 0
    }

    /// Generates the timeline, maps a 50 KB one to warm up, maps the
    /// timeline several times (15 runs at 1 MB, 9 at 10 MB and 100 MB;
    /// the median is printed), and prints one line.
    /// `baseline` only generates it (the generator's own peak, to subtract
    /// by eye). The output is the resident memory the models hold once
    /// mapping has returned (the parsed document freed): VmRSS after minus
    /// VmRSS before, so the last column is what mapping needed beyond the
    /// payload and its output (issue 11 asks for ≤ 2).
    static func child(engine: String, megabytes: Int) -> Int32 {
        let data = TimelineGenerator.timeline(bytes: megabytes * 1_000_000)
        let payloadMB = Double(data.count) / 1_000_000
        var count = 0
        var seconds = 0.0
        // A small timeline first, untimed: plans, type metadata and code are
        // set up once per process, and the timed run measures the cost per MB.
        let warmUp = TimelineGenerator.timeline(bytes: 50_000)
        let context = try? CorpusMappings.catalog().context("$Status")
        var parser = PayloadParser()
        if engine == "mappingkit", let context {
            _ = TruthBenchmark.map(warmUp, context, root: nil, as: TwitterStatus.self)
        } else if engine == "mk-parser", let context {
            _ = map(warmUp, context, parser: &parser)
        } else if engine == "jsondecoder" {
            _ = try? JSONDecoder().decode([TwitterStatus].self, from: warmUp)
        }
        let before = peakResidentMB()
        let residentBefore = residentMB()
        // The first run's models stay alive until the output is measured:
        // what the process holds after mapping, the parsed document freed.
        var statuses: [TwitterStatus] = []
        // The median of several runs (one run of 1 MB is too short to time
        // alone); each run's models are freed before the next, so the peak
        // is that of one mapping.
        // Enough runs that the median is a run into memory the allocator
        // has already mapped (the first two at 10 and 100 MB also pay for
        // the models' fresh pages: their time is the "first" column).
        let runs = megabytes >= 10 ? 9 : 15
        var samples: [Double] = []
        var output = 0.0
        for run in 0..<(engine == "baseline" ? 0 : runs) {
            statuses = []
            let start = DispatchTime.now().uptimeNanoseconds
            switch engine {
            case "mappingkit":
                guard let context else { return 1 }
                statuses = TruthBenchmark.map(data, context, root: nil, as: TwitterStatus.self) ?? []
            case "mk-parser":
                guard let context else { return 1 }
                statuses = map(data, context, parser: &parser) ?? []
            default:
                statuses = (try? JSONDecoder().decode([TwitterStatus].self, from: data)) ?? []
            }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            count = statuses.isEmpty ? -1 : statuses.count
            // Measured after the first run only: later runs reuse memory the
            // allocator kept from earlier ones.
            if run == 0 { output = residentMB() - residentBefore }
        }
        if ProcessInfo.processInfo.environment["SCALING_SAMPLES"] != nil {
            FileHandle.standardError.write(Data("\(engine) \(megabytes) MB runs (ms): \(samples.map { Int($0 * 1000) })\n".utf8))
        }
        let first = samples.first ?? 0
        samples.sort()
        seconds = samples.isEmpty ? 0 : samples[samples.count / 2]
        let peak = peakResidentMB()
        if count < 0 { print("\(engine): mapping failed"); return 1 }
        // The parser keeps its tape resident after the run, so what the
        // models hold is read from the `mappingkit` row.
        let hasOutput = engine != "baseline" && engine != "mk-parser"
        print(Benchmark.pad(engine, 12) + Benchmark.pad(String(format: "%.1f", payloadMB), 11, left: true)
            + Benchmark.pad(String(format: "%.1f MB", before), 17, left: true)
            + Benchmark.pad(engine == "baseline" ? "-" : String(format: "%.2f", first * 1000 / payloadMB), 13, left: true)
            + Benchmark.pad(engine == "baseline" ? "-" : String(format: "%.2f", seconds * 1000 / payloadMB), 8, left: true)
            + Benchmark.pad(String(format: "%.1f", peak), 14, left: true)
            + Benchmark.pad(String(format: "%.2f", peak / payloadMB), 17, left: true)
            + Benchmark.pad(String(format: "%.2f", (peak - before) / payloadMB), 26, left: true)
            + Benchmark.pad(hasOutput ? String(format: "%.2f", output / payloadMB) : "-", 16, left: true)
            + Benchmark.pad(hasOutput ? String(format: "%.2f", (peak - before - output) / payloadMB) : "-", 20, left: true))
        withExtendedLifetime(statuses) {}
        return 0
    }

    /// Parse+map with a ``PayloadParser`` kept between runs: each tape is
    /// written into the pages of the one before (`mk-parser` rows).
    static func map(_ data: Data, _ context: MappingContext, parser: inout PayloadParser) -> [TwitterStatus]? {
        guard let payload = try? parser.parse(data),
            let result = try? context.objects(from: payload, as: TwitterStatus.self), !result.report.hasErrors
        else { return nil }
        return result.value
    }

    /// Peak resident set size in MB, from /proc/self/status (0 where there is none).
    static func peakResidentMB() -> Double { statusMB("VmHWM:") }

    /// Resident set size now, in MB.
    static func residentMB() -> Double { statusMB("VmRSS:") }

    /// A size line of /proc/self/status, in MB (0 where there is none).
    static func statusMB(_ field: String) -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field) })
        else { return 0 }
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kilobytes / 1000
    }
}
