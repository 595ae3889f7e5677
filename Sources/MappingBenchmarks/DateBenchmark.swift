import Foundation
import MappingKit

/// A model with one date, for timing the `date` transformer.
struct MDated: Mappable {
    var date: Date?
    var text = ""

    static let properties: MappableProperties<MDated> = [.property("date", \.date), .property("text", \.text)]
}

/// Times date parsing during mapping — the `date` transformer on Twitter's
/// format and RFC 1123, ISO 8601 through `iso8601Date` and through a `Date`
/// property's own conversion — against Foundation's formatters on the same
/// strings. Each figure is per date: mapping `{"d": …}` into a date, minus
/// mapping the same objects into a `String`.
///
///   swift run -c release mappings-benchmark --dates
enum DateBenchmark {
    static let format = "EEE MMM dd HH:mm:ss Z yyyy"

    /// One kind of date text: how to write it, and the entry that reads it.
    struct Case {
        var name: String
        var formatter: DateFormatter
        var entry: String
    }

    static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter
    }

    static func run(count: Int = 1000) {
        let iso = "yyyy-MM-dd'T'HH:mm:ssXXXXX"
        let cases = [
            Case(name: "date transformer, Twitter '\(format)'", formatter: formatter(format),
                 entry: #"{ "@keyPath": "d", "@transformer": "date", "@transformUserData": { "format": "\#(format)" } }"#),
            Case(name: "date transformer, RFC 1123", formatter: formatter("EEE, dd MMM yyyy HH:mm:ss zzz"),
                 entry: #"{ "@keyPath": "d", "@transformer": "date", "@transformUserData": { "format": "EEE, dd MMM yyyy HH:mm:ss zzz" } }"#),
            Case(name: "iso8601Date transformer", formatter: formatter(iso),
                 entry: #"{ "@keyPath": "d", "@transformer": "iso8601Date" }"#),
            Case(name: "Date property, ISO 8601 (no transformer)", formatter: formatter(iso), entry: #""d""#),
        ]
        print("dates, \(count) objects {\"d\": …}, per date (mapping into a Date minus mapping into a String):")
        print(Benchmark.pad("", 44) + Benchmark.pad("MappingKit", 12, left: true) + Benchmark.pad("DateFormatter", 15, left: true))
        for test in cases {
            var random = SplitMix(seed: 8)
            let texts = (0..<count).map { _ in
                test.formatter.string(from: Date(timeIntervalSince1970: Double(random.next() % 2_000_000_000)))
            }
            let data = (try? JSONSerialization.data(withJSONObject: texts.map { ["d": $0] })) ?? Data()
            guard let dated = try? MappingCatalog(string: #"{ "$D": { "date": \#(test.entry) } }"#).context("$D"),
                let plain = try? MappingCatalog(string: #"{ "$D": { "text": "d" } }"#).context("$D"),
                let check = try? dated.objects(from: data, as: MDated.self), !check.report.hasErrors,
                check.value.count == count, check.value.allSatisfy({ $0.date != nil })
            else {
                print("\(test.name): the mapping does not work")
                continue
            }
            let mapDates = Benchmark.median { (try? dated.objects(from: data, as: MDated.self))?.value.count ?? 0 }
            let mapStrings = Benchmark.median { (try? plain.objects(from: data, as: MDated.self))?.value.count ?? 0 }
            let foundation = Benchmark.median { texts.reduce(0) { $0 + (test.formatter.date(from: $1) == nil ? 0 : 1) } }
            func nanoseconds(_ seconds: Double) -> String { String(format: "%.0f ns", seconds / Double(count) * 1e9) }
            print(Benchmark.pad(test.name, 44) + Benchmark.pad(nanoseconds(mapDates - mapStrings), 12, left: true)
                + Benchmark.pad(nanoseconds(foundation), 15, left: true))
        }
        print("")
    }
}
