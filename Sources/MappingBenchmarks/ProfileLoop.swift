import Foundation
import MappingKit

/// A loop to run under a profiler (`perf record -g`): maps one payload again
/// and again with nothing else in the process's time.
///
///   mappings-benchmark --profile [structs|classes|json|parse|decode|bare|renamed|dropin|jsondecoder] [FILE.json] [SECONDS]
///                                [--megabytes N] [--runs N] [--tolerant] [--observed]
///
/// `decode` decodes the same structs through the context with their
/// `init(from:)`; `bare` through a context naming nothing; `renamed` the
/// app-named structs of `RenamedModels` through their renaming context; `dropin` with `PayloadDecoder`; `jsondecoder` with
/// `JSONDecoder`; with `--whole`, those three decode citm_catalog.json
/// whole (its events as `[String: CitmEvent]`).
///
/// `--tolerant` maps through the corpus contexts with every entry tolerant
/// (`"@onInvalid": "ignore"`, and `"@invalidElements": "skip"` on `@object`
/// entries; for `structs`, `classes` and `json`).
///
/// `--observed` maps through the catalog observed by a ``DriftMonitor``
/// (`catalog.observing(monitor)`): with `--runs` under callgrind, the
/// instructions an observer adds to a call.
///
/// Without a file it maps a generated timeline (16 MB, or N MB); twitter.json,
/// citm_catalog.json and canada.json use their benchmark contexts.
enum ProfileLoop {
    static func run(arguments: [String]) -> Int32 {
        let mode = arguments.first { ["structs", "classes", "json", "parse", "decode", "bare", "renamed", "dropin", "jsondecoder"].contains($0) } ?? "structs"
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
        // citm_catalog.json whole, its events as [String: CitmEvent] (the Codable rows' second table).
        let whole = arguments.contains("--whole")
        let seconds = arguments.compactMap(Double.init).first ?? 10
        // Every entry tolerant (`@onInvalid`, `@invalidElements`): what tolerance costs where it is used.
        let tolerant = arguments.contains("--tolerant")
        // The catalog observed by a DriftMonitor (every call's report handed to it): what an observer costs.
        let observedByMonitor = arguments.contains("--observed")
        guard let loaded = try? (tolerant ? CorpusMappings.tolerantCatalog() : CorpusMappings.catalog()) else { return 1 }
        let catalog = observedByMonitor ? loaded.observing(DriftMonitor()) : loaded
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
        guard let mapping = try? catalog.context(context), let renamedCatalog = try? RenamedModels.catalog(),
            let bare = try? renamedCatalog.context("$Bare"),
            let renaming = try? renamedCatalog.context(context + "Renamed")
        else { return 1 }
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9)
        var runs = 0
        var sink = 0
        while fixedRuns.map({ runs < $0 }) ?? (DispatchTime.now().uptimeNanoseconds < deadline) {
            switch (mode, context) {
            case ("parse", _): sink &+= (try? MappingKit.Payload(parsing: data)) == nil ? 0 : 1
            case ("decode", "$Performance") where whole:
                if let payload = try? MappingKit.Payload(parsing: data), let catalogContext = try? catalog.context("$Catalog"),
                    let result = try? catalogContext.decodedObject(from: payload, as: CitmWhole.self)
                {
                    sink &+= result.value?.events.count ?? 0
                }
            case ("dropin", "$Performance") where whole:
                sink &+= (try? PayloadDecoder().decode(CitmWhole.self, from: data))?.events.count ?? 0
            case ("jsondecoder", "$Performance") where whole:
                sink &+= (try? JSONDecoder().decode(CitmWhole.self, from: data))?.events.count ?? 0
            case ("decode", "$Performance"): sink &+= TruthBenchmark.decode(data, mapping, root: root, as: CitmPerformance.self)?.count ?? 0
            case ("decode", "$Feature"): sink &+= TruthBenchmark.decode(data, mapping, root: root, as: CanadaFeature.self)?.count ?? 0
            case ("decode", _): sink &+= TruthBenchmark.decode(data, mapping, root: root, as: TwitterStatus.self)?.count ?? 0
            case ("bare", "$Performance"): sink &+= TruthBenchmark.decode(data, bare, root: root, as: CitmPerformance.self)?.count ?? 0
            case ("bare", "$Feature"): sink &+= TruthBenchmark.decode(data, bare, root: root, as: CanadaFeature.self)?.count ?? 0
            case ("bare", _): sink &+= TruthBenchmark.decode(data, bare, root: root, as: TwitterStatus.self)?.count ?? 0
            case ("renamed", "$Performance"):
                sink &+= TruthBenchmark.decode(data, renaming, root: root, as: RenamedModels.Performance.self)?.count ?? 0
            case ("renamed", "$Feature"): sink &+= TruthBenchmark.decode(data, renaming, root: root, as: RenamedModels.Feature.self)?.count ?? 0
            case ("renamed", _): sink &+= TruthBenchmark.decode(data, renaming, root: root, as: RenamedModels.Status.self)?.count ?? 0
            case ("dropin", _), ("jsondecoder", _):
                let decoder: any BenchDecoder = mode == "dropin" ? PayloadDecoder() : JSONDecoder()
                sink &+= Self.decodeWhole(decoder, data, context: context, root: root)
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

    /// The payload decoded whole by `decoder`: its number of objects.
    static func decodeWhole(_ decoder: any BenchDecoder, _ data: Data, context: String, root: String?) -> Int {
        switch context {
        case "$Performance": (try? decoder.decode(CitmCatalog.self, from: data))?.performances.count ?? 0
        case "$Feature": (try? decoder.decode(CanadaCollection.self, from: data))?.features.count ?? 0
        default:
            root == nil ? (try? decoder.decode([TwitterStatus].self, from: data))?.count ?? 0
                : (try? decoder.decode(TwitterArchive.self, from: data))?.statuses.count ?? 0
        }
    }
}
