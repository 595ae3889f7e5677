import Foundation
import MappingKit

/// A model with one date, for timing the `date` transformer.
struct MDated: Mappable {
    var date: Date?
    var text = ""

    static let properties: MappableProperties<MDated> = ["date": \.date, "text": \.text]
}

/// Times the `date` transformer on Twitter's format against Foundation's
/// `DateFormatter` on the same strings:
///
///   swift run -c release mappings-benchmark --dates
enum DateBenchmark {
    static let format = "EEE MMM dd HH:mm:ss Z yyyy"

    static func run(count: Int = 1000) {
        let reference = DateFormatter()
        reference.locale = Locale(identifier: "en_US_POSIX")
        reference.timeZone = TimeZone(identifier: "UTC")
        reference.dateFormat = format
        var random = SplitMix(seed: 8)
        let texts = (0..<count).map { _ in
            reference.string(from: Date(timeIntervalSince1970: Double(random.next() % 2_000_000_000)))
        }
        let data = (try? JSONSerialization.data(withJSONObject: texts.map { ["d": $0] })) ?? Data()
        let dates = #"{ "$D": { "date": { "@keyPath": "d", "@transformer": "date", "@transformUserData": { "format": "\#(format)" } } } }"#
        let strings = #"{ "$D": { "text": "d" } }"#
        guard let dated = try? MappingCatalog(string: dates).context("$D"),
            let plain = try? MappingCatalog(string: strings).context("$D"),
            let check = try? dated.objects(from: data, as: MDated.self), !check.report.hasErrors, check.value.count == count
        else {
            print("date benchmark: the mapping does not work")
            return
        }
        let mapDates = Benchmark.median { (try? dated.objects(from: data, as: MDated.self))?.value.count ?? 0 }
        let mapStrings = Benchmark.median { (try? plain.objects(from: data, as: MDated.self))?.value.count ?? 0 }
        let formatter = Benchmark.median { texts.reduce(0) { $0 + (reference.date(from: $1) == nil ? 0 : 1) } }
        func nanoseconds(_ seconds: Double) -> String { String(format: "%.0f ns", seconds / Double(count) * 1e9) }
        print("date transformer, '\(format)', \(count) dates, per date:")
        print(Benchmark.pad("map {d} with the date transformer", 44) + Benchmark.pad(nanoseconds(mapDates), 12, left: true))
        print(Benchmark.pad("map {d} into a String (no transformer)", 44) + Benchmark.pad(nanoseconds(mapStrings), 12, left: true))
        print(Benchmark.pad("date transformer alone (difference)", 44) + Benchmark.pad(nanoseconds(mapDates - mapStrings), 12, left: true))
        print(Benchmark.pad("DateFormatter.date(from:), reused", 44) + Benchmark.pad(nanoseconds(formatter), 12, left: true))
        print("")
    }
}
