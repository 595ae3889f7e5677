import Foundation
import MappingKit

/// What a ``DriftMonitor`` costs: nanoseconds per issue observed (issues
/// of a few fingerprints, and issues each of its own), and, for peak
/// memory under `farm-bench`, a run observing a million distinct payload
/// paths into one monitor whose cap is 1,000.
///
///   mappings-benchmark --drift                        (ns per issue, medians of 7 runs)
///   mappings-benchmark --drift-distinct [N] [--no-monitor]
///                                   (N issues at N distinct paths, 1,000 a payload, observed
///                                    through an observing catalog; without a monitor with
///                                    --no-monitor: the same mapping, for the peak's baseline)
enum DriftBenchmark {
    static let mappings = """
        {
          "$Catalog": { "events": { "@keyPath": "events", "@object": { "@mappings": "$Event", "@key": "identifier" } } },
          "$Event": { "name": "name" }
        }
        """

    /// `{"events": {"b{batch}m0": {}, …}}`: `count` members, each lacking
    /// its required `name`: `count` issues at as many distinct paths.
    static func payload(batch: Int, count: Int) -> JSON {
        var members = JSON.Object()
        for index in 0..<count { members["b\(batch)m\(index)"] = .object(JSON.Object()) }
        return .object(JSON.Object([("events", .object(members))]))
    }

    static func run(arguments: [String]) -> Int32 {
        guard let catalog = try? MappingCatalog(string: mappings) else { return 1 }
        if let flag = arguments.firstIndex(of: "--drift-distinct") {
            let total = arguments.dropFirst(flag + 1).compactMap { Int($0) }.first ?? 1_000_000
            return distinct(total: total, catalog: catalog, monitored: !arguments.contains("--no-monitor"))
        }
        return costPerIssue(catalog: catalog)
    }

    /// `total` issues at distinct paths, 1,000 a payload.
    static func distinct(total: Int, catalog: MappingCatalog, monitored: Bool) -> Int32 {
        let monitor = DriftMonitor()
        let observed = monitored ? catalog.observing(monitor) : catalog
        guard let context = try? observed.context("$Catalog") else { return 1 }
        var issues = 0
        for batch in 0..<max(1, total / 1_000) {
            let report = context.object(from: payload(batch: batch, count: 1_000), as: JSON.self).report
            issues += report.issueCount
        }
        let summary = monitor.summary()
        print(
            "\(issues) issues at distinct paths; monitor: \(monitored ? "on" : "off"), \(summary.lines.count) fingerprints kept, "
                + "\(summary.other.issues) issues in other, cap reached: \(summary.capReached)")
        return 0
    }

    /// Nanoseconds per issue of `DriftMonitor.observe`, issues collected
    /// beforehand: a report of 1,000 issues of one fingerprint (a field that
    /// drifted in every object), and of 1,000 distinct ones under the cap.
    static func costPerIssue(catalog: MappingCatalog) -> Int32 {
        guard let context = try? catalog.context("$Catalog") else { return 1 }
        // 1,000 distinct keys, so 1,000 paths: the same for every report.
        let manyPaths = (0..<20).map { _ in context.object(from: payload(batch: 0, count: 1_000), as: JSON.self).report }
        let arrayContext = try? MappingCatalog(string: #"{"$Event": {"name": "name"}}"#).context("$Event")
        let onePath = (0..<20).map { _ in
            arrayContext?.objects(from: .array(Array(repeating: .object(JSON.Object()), count: 1_000)), as: JSON.self).report
                ?? ValidationReport()
        }
        for (name, reports) in [("one fingerprint (1,000 objects, [*].name)", onePath), ("1,000 fingerprints (distinct keys)", manyPaths)] {
            let issues = reports.reduce(0) { $0 + $1.issues.count }
            var times: [Double] = []
            for _ in 0..<7 {
                let monitor = DriftMonitor(maximumFingerprints: 2_000)
                let start = DispatchTime.now().uptimeNanoseconds
                for report in reports { monitor.observe(report, context: "$Catalog", source: ReportSource(label: "bench"), expecting: .object) }
                let elapsed = DispatchTime.now().uptimeNanoseconds - start
                times.append(Double(elapsed) / Double(max(1, issues)))
            }
            times.sort()
            print(String(format: "DriftMonitor.observe, %@: %.0f ns per issue (median of 7; min %.0f, max %.0f)", name, times[3], times[0], times[6]))
        }
        return 0
    }
}
