import Foundation
import MappingKit

/// A loop to run under a profiler (`perf record -g`): maps one payload again
/// and again with nothing else in the process's time.
///
///   mappings-benchmark --profile [structs|classes|json|parse] [FILE.json] [SECONDS] [--megabytes N] [--runs N]
///
/// Without a file it maps a generated timeline (16 MB, or N MB); twitter.json,
/// citm_catalog.json and canada.json use their benchmark contexts.
enum ProfileLoop {
    static func run(arguments: [String]) -> Int32 {
        let mode = arguments.first { ["structs", "classes", "json", "parse"].contains($0) } ?? "structs"
        let file = arguments.first { $0.hasSuffix(".json") }
        var arguments = arguments
        var megabytes = 16
        if let flag = arguments.firstIndex(of: "--megabytes"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
            megabytes = value
            arguments.removeSubrange(flag...(flag + 1))
        }
        // A fixed number of runs (for instruction counts under callgrind) instead of a time.
        var fixedRuns: Int?
        if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let value = Int(arguments[flag + 1]) {
            fixedRuns = value
            arguments.removeSubrange(flag...(flag + 1))
        }
        let seconds = arguments.compactMap(Double.init).first ?? 10
        guard let catalog = try? CorpusMappings.catalog() else { return 1 }
        let data: Data
        var context = "$Status"
        var root: String?
        if let file {
            guard let contents = FileManager.default.contents(atPath: file) else { return 66 }
            data = contents
            switch URL(fileURLWithPath: file).lastPathComponent {
            case "twitter.json": root = "statuses"
            case "citm_catalog.json": (context, root) = ("$Performance", "performances")
            case "canada.json": (context, root) = ("$Feature", "features")
            default: break
            }
        } else {
            data = TimelineGenerator.timeline(bytes: megabytes * 1_000_000)
        }
        guard let mapping = try? catalog.context(context) else { return 1 }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        var runs = 0
        var sink = 0
        while fixedRuns.map({ runs < $0 }) ?? (DispatchTime.now().uptimeNanoseconds < deadline) {
            switch (mode, context) {
            case ("parse", _): sink &+= (try? MappingKit.Payload(parsing: data)) == nil ? 0 : 1
            case ("json", _): sink &+= TruthBenchmark.mapJSON(data, mapping, root: root)?.count ?? 0
            case ("classes", "$Status"): sink &+= TruthBenchmark.map(data, mapping, root: root, as: TwitterStatusObject.self)?.count ?? 0
            case (_, "$Performance"): sink &+= TruthBenchmark.map(data, mapping, root: root, as: CitmPerformance.self)?.count ?? 0
            case (_, "$Feature"): sink &+= TruthBenchmark.map(data, mapping, root: root, as: CanadaFeature.self)?.count ?? 0
            default: sink &+= TruthBenchmark.map(data, mapping, root: root, as: TwitterStatus.self)?.count ?? 0
            }
            runs += 1
        }
        print("\(mode): \(runs) runs, \(sink) objects")
        return 0
    }
}
