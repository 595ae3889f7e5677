import Foundation
import MappingKit

/// The benchmark that tells the truth (issue 11, item 1): for each payload,
/// MappingKit parse, parse+map into `Mappable` models, `JSONDecoder` into
/// `Codable` models of the same fields and types, and `JSONSerialization`,
/// all in one process. Before timing, each row's output is compared with
/// `JSONDecoder`'s; a row whose output differs is void and says why.
///
///   swift run -c release mappings-benchmark --truth [/work/shared/corpus/payloads]
enum TruthBenchmark {
    /// One line of the table.
    struct Row {
        var name: String
        /// The row this one is compared against for the ratio.
        var baseline: String
        /// `nil` when the output equals the baseline's, else why not.
        var void: String?
        /// Timed apart, after the interleaved rows: a row whose runs leave
        /// the caches and the heap cold for whichever row comes next
        /// (`JSONSerialization`: the row after it in the cycle ran up to a
        /// third slower than alone).
        var apart = false
        var body: () -> Int
    }

    /// Timed runs and warm-up runs for a payload of `bytes`: 31 after 3 for
    /// the 16 MB timeline (15 left its median at the mercy of a few noisy
    /// seconds of a shared machine); 101 after 10 below 4 MB, where a run
    /// takes milliseconds.
    static func runs(forBytes bytes: Int) -> (iterations: Int, warmUp: Int) {
        bytes < 4_000_000 ? (101, 10) : (31, 3)
    }

    /// `--only A,B`: the rows whose name contains one of the words, and
    /// their baselines (to iterate on a few rows quickly).
    nonisolated(unsafe) static var only: [String] = []

    static func run(arguments: [String]) -> Int32 {
        var arguments = arguments
        if let flag = arguments.firstIndex(of: "--only"), flag + 1 < arguments.count {
            only = arguments[flag + 1].split(separator: ",").map(String.init)
            arguments.removeSubrange(flag...flag + 1)
        }
        // `--no-timeline`: the corpus files only.
        let withTimeline = !arguments.contains("--no-timeline")
        arguments.removeAll { $0 == "--no-timeline" }
        var files: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                files += ["twitter.json", "citm_catalog.json", "canada.json"].map { argument + "/" + $0 }
            } else {
                files.append(argument)
            }
        }
        let catalog: MappingCatalog
        do { catalog = try CorpusMappings.catalog() } catch {
            print("corpus mappings do not load: \(error)")
            return 1
        }
        if withTimeline {
            let timeline = TimelineGenerator.timeline(bytes: 16_000_000)
            report(name: "generated timeline", data: timeline, rows: twitterRows(timeline, catalog, root: nil))
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                print("mappings-benchmark: cannot read \(file)")
                return 66
            }
            let name = URL(fileURLWithPath: file).lastPathComponent
            switch name {
            case "twitter.json": report(name: name, data: data, rows: twitterRows(data, catalog, root: "statuses"))
            case "citm_catalog.json":
                let decode: (any BenchDecoder, Data) throws -> [CitmPerformance] = { try $0.decode(CitmCatalog.self, from: $1).performances }
                report(name: name, data: data, rows: modelRows(
                    data, catalog, context: "$Performance", root: "performances", as: CitmPerformance.self, decode: decode)
                    + contextRows(data, root: "performances", renaming: "$PerformanceRenamed", as: RenamedModels.Performance.self,
                                  from: RenamedModels.Performance.init, decode: decode)
                    + classAndDynamicRows(
                        data, catalog, context: "$Performance", root: "performances", as: CitmPerformanceObject.self, struct: \.performance,
                        decode: decode, decodeObjects: { try JSONDecoder().decode(CitmObjectCatalog.self, from: $0).performances })
                    + wholeCitmRows(data, catalog))
            case "canada.json":
                let decode: (any BenchDecoder, Data) throws -> [CanadaFeature] = { try $0.decode(CanadaCollection.self, from: $1).features }
                report(name: name, data: data, rows: modelRows(
                    data, catalog, context: "$Feature", root: "features", as: CanadaFeature.self, decode: decode)
                    + contextRows(data, root: "features", renaming: "$FeatureRenamed", as: RenamedModels.Feature.self,
                                  from: RenamedModels.Feature.init, decode: decode)
                    + classAndDynamicRows(
                        data, catalog, context: "$Feature", root: "features", as: CanadaFeatureObject.self, struct: \.feature,
                        decode: decode, decodeObjects: { try JSONDecoder().decode(CanadaObjectCollection.self, from: $0).features }))
            default: print("\(name): no models for this file; skipped\n")
            }
        }
        // The date rows above time whole mappings; this is the cost per date.
        if only.isEmpty { DateBenchmark.run() }
        return 0
    }

    /// MappingKit parse+map of `data` (optionally under `root`) into `M`.
    static func map<M: Mappable>(_ data: Data, _ context: MappingContext, root: String?, as type: M.Type) -> [M]? {
        guard var payload = try? MappingKit.Payload(parsing: data) else { return nil }
        if let root {
            guard let selected = try? payload.selecting(root) else { return nil }
            payload = selected
        }
        guard let result = try? context.objects(from: payload, as: M.self), !result.report.hasErrors else { return nil }
        return result.value
    }

    /// MappingKit parse, then decoding through the context with each
    /// type's `init(from:)` (the `Codable` path, even for these types that
    /// are also `Mappable`).
    static func decode<D: Decodable>(_ data: Data, _ context: MappingContext, root: String?, as type: D.Type) -> [D]? {
        guard var payload = try? MappingKit.Payload(parsing: data) else { return nil }
        if let root {
            guard let selected = try? payload.selecting(root) else { return nil }
            payload = selected
        }
        guard let result = try? context.decodedObjects(from: payload, as: D.self) else { return nil }
        if result.report.hasErrors, ProcessInfo.processInfo.environment["BENCH_DEBUG"] != nil {
            FileHandle.standardError.write(Data("\(result.report.issues.prefix(5))\n".utf8))
        }
        guard !result.report.hasErrors else { return nil }
        return result.value
    }

    /// The dynamic path (`mappings apply`): the same mapping into `JSON`.
    static func mapJSON(_ data: Data, _ context: MappingContext, root: String?) -> [JSON]? {
        guard var payload = try? MappingKit.Payload(parsing: data) else { return nil }
        if let root {
            guard let selected = try? payload.selecting(root) else { return nil }
            payload = selected
        }
        let result = context.objects(from: payload, as: JSON.self)
        return result.report.hasErrors ? nil : result.value
    }

    /// Why `mine` is not `theirs`, or `nil` when they are equal.
    static func difference<M: Equatable>(_ mine: [M]?, _ theirs: [M]?) -> String? {
        guard let theirs else { return "JSONDecoder failed" }
        guard let mine else { return "this row failed (or MappingKit reported issues)" }
        guard mine.count == theirs.count else { return "\(mine.count) models against \(theirs.count)" }
        if let index = mine.indices.first(where: { mine[$0] != theirs[$0] }) { return "model \(index) differs" }
        return nil
    }

    /// The rows every payload has: parse, parse+map, JSONDecoder, JSONSerialization.
    static func modelRows<M: Mappable & Codable & Equatable>(
        _ data: Data, _ catalog: MappingCatalog, context identifier: String, root: String?, as type: M.Type,
        decode: @escaping (any BenchDecoder, Data) throws -> [M]
    ) -> [Row] {
        guard let context = try? catalog.context(identifier) else { return [] }
        let jsonDecoder = JSONDecoder()
        let payloadDecoder = PayloadDecoder()
        let decoded = try? decode(jsonDecoder, data)
        let decoder = "JSONDecoder (structs)"
        return [
            Row(name: "MappingKit parse", baseline: decoder, void: nil) {
                (try? MappingKit.Payload(parsing: data)) == nil ? 0 : 1
            },
            Row(name: "MappingKit parse+map (structs)", baseline: decoder,
                void: difference(map(data, context, root: root, as: M.self), decoded)) {
                map(data, context, root: root, as: M.self)?.count ?? 0
            },
            Row(name: "Codable through the context", baseline: decoder,
                void: difference(Self.decode(data, context, root: root, as: M.self), decoded)) {
                Self.decode(data, context, root: root, as: M.self)?.count ?? 0
            },
            Row(name: "PayloadDecoder (drop-in)", baseline: decoder,
                void: difference(try? decode(payloadDecoder, data), decoded)) {
                (try? decode(payloadDecoder, data))?.count ?? 0
            },
            Row(name: decoder, baseline: decoder, void: decoded == nil ? "JSONDecoder failed" : nil) {
                (try? decode(jsonDecoder, data))?.count ?? 0
            },
            Row(name: "JSONSerialization", baseline: decoder, void: nil, apart: true) {
                (try? JSONSerialization.jsonObject(with: data)) == nil ? 0 : 1
            },
        ]
    }

    /// The `Codable` rows through a context that names nothing (`$Bare`:
    /// every coding key read by its own name) and through one that renames
    /// keys and lifts a nested value through a dotted key path (`R`, the
    /// app's names for `M`'s fields, made from `JSONDecoder`'s `M` to
    /// compare), against `JSONDecoder` into `M`.
    static func contextRows<M: Codable & Equatable, R: Decodable & Equatable>(
        _ data: Data, root: String?, renaming identifier: String, as type: R.Type, from convert: @escaping (M) -> R,
        decode: @escaping (any BenchDecoder, Data) throws -> [M]
    ) -> [Row] {
        guard let catalog = try? RenamedModels.catalog(), let bare = try? catalog.context("$Bare"),
            let renaming = try? catalog.context(identifier)
        else { return [] }
        let decoded = try? decode(JSONDecoder(), data)
        let decoder = "JSONDecoder (structs)"
        return [
            Row(name: "Codable, context naming nothing", baseline: decoder,
                void: difference(Self.decode(data, bare, root: root, as: M.self), decoded)) {
                Self.decode(data, bare, root: root, as: M.self)?.count ?? 0
            },
            Row(name: "Codable, context renaming", baseline: decoder,
                void: difference(Self.decode(data, renaming, root: root, as: R.self), decoded?.map(convert))) {
                Self.decode(data, renaming, root: root, as: R.self)?.count ?? 0
            },
        ]
    }

    /// The class-model rows (`C`, a class with the fields of `M`) against
    /// `JSONDecoder` into the same class, and the dynamic row (into `JSON`,
    /// read back as `M` to compare) against `JSONDecoder` into `M`.
    static func classAndDynamicRows<M: Codable & Equatable, C: Mappable & Decodable>(
        _ data: Data, _ catalog: MappingCatalog, context identifier: String, root: String?, as type: C.Type,
        struct value: @escaping (C) -> M, decode: @escaping (any BenchDecoder, Data) throws -> [M],
        decodeObjects: @escaping (Data) throws -> [C]
    ) -> [Row] {
        guard let context = try? catalog.context(identifier) else { return [] }
        let decoded = try? decode(JSONDecoder(), data)
        let dynamicCheck: String? = {
            guard let json = mapJSON(data, context, root: root) else { return "MappingKit failed or reported issues" }
            let back = try? JSONDecoder().decode([M].self, from: JSON.array(json).data())
            return difference(back, decoded).map { "as JSON, read back: " + $0 }
        }()
        return [
            Row(name: "MappingKit parse+map (classes)", baseline: "JSONDecoder (classes)",
                void: difference(map(data, context, root: root, as: C.self)?.map(value), decoded)) {
                map(data, context, root: root, as: C.self)?.count ?? 0
            },
            Row(name: "JSONDecoder (classes)", baseline: "JSONDecoder (classes)",
                void: difference((try? decodeObjects(data))?.map(value), decoded)) {
                (try? decodeObjects(data))?.count ?? 0
            },
            Row(name: "MappingKit parse+map -> JSON", baseline: "JSONDecoder (structs)", void: dynamicCheck) {
                mapJSON(data, context, root: root)?.count ?? 0
            },
        ]
    }

    /// The rows of a Twitter-shaped payload: the common rows plus the
    /// models declared with dictionary literals, classes, the dynamic path
    /// and the date row.
    static func twitterRows(_ data: Data, _ catalog: MappingCatalog, root: String?) -> [Row] {
        let decode: (any BenchDecoder, Data) throws -> [TwitterStatus] = { decoder, data in
            root == nil ? try decoder.decode([TwitterStatus].self, from: data)
                : try decoder.decode(TwitterArchive.self, from: data).statuses
        }
        var rows = modelRows(data, catalog, context: "$Status", root: root, as: TwitterStatus.self, decode: decode)
            + contextRows(data, root: root, renaming: "$StatusRenamed", as: RenamedModels.Status.self,
                          from: RenamedModels.Status.init, decode: decode)
        guard let context = try? catalog.context("$Status"), let dated = try? catalog.context("$DatedStatus") else {
            return rows
        }
        let decoded = try? decode(JSONDecoder(), data)
        let decodeObjects: (Data) throws -> [TwitterStatusObject] = { data in
            root == nil ? try JSONDecoder().decode([TwitterStatusObject].self, from: data)
                : try JSONDecoder().decode(TwitterObjectArchive.self, from: data).statuses
        }
        let dynamicCheck: String? = {
            guard let json = mapJSON(data, context, root: root) else { return "MappingKit failed or reported issues" }
            let back = try? JSONDecoder().decode([TwitterStatus].self, from: JSON.array(json).data())
            return difference(back, decoded).map { "as JSON, read back: " + $0 }
        }()
        let datedDecoder = DatedStatus.decoder()
        let decodeDated: (Data) throws -> [DatedStatus] = { data in
            root == nil ? try datedDecoder.decode([DatedStatus].self, from: data)
                : try datedDecoder.decode(DatedArchive.self, from: data).statuses
        }
        let decoder = "JSONDecoder (structs)"
        rows += [
            Row(name: "MappingKit parse+map (dict. form)", baseline: decoder,
                void: difference(map(data, context, root: root, as: TwitterStatusLiteral.self)?.map(\.status), decoded)) {
                map(data, context, root: root, as: TwitterStatusLiteral.self)?.count ?? 0
            },
            Row(name: "MappingKit parse+map (classes)", baseline: "JSONDecoder (classes)",
                void: difference(map(data, context, root: root, as: TwitterStatusObject.self)?.map(\.status), decoded)) {
                map(data, context, root: root, as: TwitterStatusObject.self)?.count ?? 0
            },
            Row(name: "JSONDecoder (classes)", baseline: "JSONDecoder (classes)",
                void: difference((try? decodeObjects(data))?.map(\.status), decoded)) {
                (try? decodeObjects(data))?.count ?? 0
            },
            Row(name: "MappingKit parse+map -> JSON", baseline: decoder, void: dynamicCheck) {
                mapJSON(data, context, root: root)?.count ?? 0
            },
            Row(name: "MappingKit date transformer", baseline: "JSONDecoder .formatted date",
                void: difference(map(data, dated, root: root, as: DatedStatus.self), try? decodeDated(data))) {
                map(data, dated, root: root, as: DatedStatus.self)?.count ?? 0
            },
            Row(name: "JSONDecoder .formatted date", baseline: "JSONDecoder .formatted date",
                void: (try? decodeDated(data)) == nil ? "JSONDecoder failed" : nil) {
                (try? decodeDated(data))?.count ?? 0
            },
        ]
        return rows
    }

    /// citm_catalog.json whole, its events as `[String: CitmEvent]`: the
    /// `Codable` rows against `JSONDecoder` on the same struct.
    static func wholeCitmRows(_ data: Data, _ catalog: MappingCatalog) -> [Row] {
        guard let context = try? catalog.context("$Catalog") else { return [] }
        let baseline = "JSONDecoder (events too)"
        let jsonDecoder = JSONDecoder()
        let payloadDecoder = PayloadDecoder()
        let decoded = try? jsonDecoder.decode(CitmWhole.self, from: data)
        func throughContext() -> [CitmWhole]? {
            guard let payload = try? MappingKit.Payload(parsing: data),
                let result = try? context.decodedObject(from: payload, as: CitmWhole.self), !result.report.hasErrors
            else { return nil }
            return result.value.map { [$0] }
        }
        return [
            Row(name: "Codable through the context (events too)", baseline: baseline,
                void: difference(throughContext(), decoded.map { [$0] })) { throughContext()?.count ?? 0 },
            Row(name: "PayloadDecoder (events too)", baseline: baseline,
                void: difference((try? payloadDecoder.decode(CitmWhole.self, from: data)).map { [$0] }, decoded.map { [$0] })) {
                (try? payloadDecoder.decode(CitmWhole.self, from: data)) == nil ? 0 : 1
            },
            Row(name: baseline, baseline: baseline, void: decoded == nil ? "JSONDecoder failed" : nil) {
                (try? jsonDecoder.decode(CitmWhole.self, from: data)) == nil ? 0 : 1
            },
        ]
    }

    /// The median time of each row, its runs interleaved with the other
    /// rows' (A B C A B C …) after each row's warm-up, so a machine whose
    /// speed drifts during the table slows every row alike and the ratios
    /// hold; rows timed ``Row/apart`` run after them, each on its own.
    static func interleavedMedians(_ rows: [Row], iterations: Int, warmUp: Int) -> [String: Double] {
        var medians = medians(of: rows.filter { !$0.apart }, iterations: iterations, warmUp: warmUp)
        for row in rows where row.apart {
            medians.merge(Self.medians(of: [row], iterations: iterations, warmUp: warmUp)) { $1 }
        }
        return medians
    }

    /// The median time of each of `rows`, their runs interleaved.
    private static func medians(of rows: [Row], iterations: Int, warmUp: Int) -> [String: Double] {
        var sink = 0
        for row in rows {
            for _ in 0..<warmUp { sink &+= row.body() }
        }
        var samples = [[Double]](repeating: [], count: rows.count)
        for _ in 0..<iterations {
            for (index, row) in rows.enumerated() {
                let start = DispatchTime.now().uptimeNanoseconds
                sink &+= row.body()
                samples[index].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
        }
        if sink == Int.min { print(sink) }
        var medians: [String: Double] = [:]
        for (index, row) in rows.enumerated() {
            let sorted = samples[index].sorted()
            medians[row.name] = sorted[sorted.count / 2]
        }
        return medians
    }

    static func report(name: String, data: Data, rows: [Row]) {
        let chosen = rows.filter { row in only.contains { row.name.contains($0) } }
        let rows = only.isEmpty ? rows : rows.filter { row in
            chosen.contains { $0.name == row.name || $0.baseline == row.name }
        }
        let megabytes = Double(data.count) / 1_000_000
        let (iterations, warmUp) = runs(forBytes: data.count)
        print("\(name): \(data.count) bytes, median of \(iterations) runs after \(warmUp) warm-up, the rows' runs interleaved (JSONSerialization's apart)")
        print(Benchmark.pad("", 34) + Benchmark.pad("median", 12, left: true) + Benchmark.pad("MB/s", 10, left: true)
            + Benchmark.pad("vs baseline", 14, left: true) + "  baseline")
        let times = interleavedMedians(rows.filter { $0.void == nil }, iterations: iterations, warmUp: warmUp)
        for row in rows {
            guard let seconds = times[row.name] else {
                print(Benchmark.pad(row.name, 34) + "  VOID: outputs differ (\(row.void ?? "not run"))")
                continue
            }
            let ratio = times[row.baseline].map { String(format: "%.2fx", $0 / seconds) } ?? "-"
            print(Benchmark.pad(row.name, 34)
                + Benchmark.pad(String(format: "%.3f ms", seconds * 1000), 12, left: true)
                + Benchmark.pad(String(format: "%.1f", megabytes / seconds), 10, left: true)
                + Benchmark.pad(ratio, 14, left: true) + "  " + row.baseline)
        }
        print("")
    }
}
