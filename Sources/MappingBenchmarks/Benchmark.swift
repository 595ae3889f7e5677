import Foundation
import MappingKit

/// Times each parser on one payload and prints a table.
enum Benchmark {
    struct Measurement {
        var name: String
        var seconds: Double
    }

    /// When set, only parsers whose name contains it are measured.
    nonisolated(unsafe) static var only: String?

    static func run(_ payload: Payload) {
        let bytes = [UInt8](payload.data)
        let data = payload.data
        var measurements: [Measurement] = []
        func measure(_ name: String, _ body: () -> Int) {
            if let only, !name.contains(only) { return }
            measurements.append(Measurement(name: name, seconds: median(body)))
        }
        measure("MappingKit parse (tape)") { (try? JSONDocument(parsing: bytes))?.nodeCount ?? 0 }
        measure("MappingKit parse -> JSON") { (try? JSON(parsing: data))?.arrayValue?.count ?? 1 }
        measure("JSONSerialization") {
            let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return (object as? [Any])?.count ?? 1
        }
        if payload.tweets, let context = BenchMappings.context() {
            if let check = try? context.objects(from: data, as: MTweet.self), check.report.hasErrors || check.value.isEmpty {
                print("warning: the benchmark mapping reports issues:\n" + check.report.issues.prefix(5).map(\.description).joined(separator: "\n"))
            }
            measure("MappingKit parse+map") { (try? context.objects(from: data, as: MTweet.self))?.value.count ?? 0 }
            measure("JSONDecoder [BenchTweet]") { (try? JSONDecoder().decode([BenchTweet].self, from: data))?.count ?? 0 }
        } else {
            measure("JSONDecoder (any value)") { (try? JSONDecoder().decode(AnyDecodable.self, from: data)) == nil ? 0 : 1 }
        }
        report(payload, measurements)
        numberReads(bytes)
    }

    /// Every number of the payload read as a `Double` from the tape's bytes,
    /// and through a `String` and `Double(String)` as before: ns per number.
    static func numberReads(_ bytes: [UInt8]) {
        if let only, !"numbers".contains(only) { return }
        guard let document = try? JSONDocument(parsing: bytes) else { return }
        let numbers = (0..<document.nodeCount).filter { document.isNumber(at: $0) }
        guard !numbers.isEmpty else { return }
        let count = Double(numbers.count)
        let tape = median { numbers.reduce(0.0) { $0 + document.double(at: $1) } == 0 ? 0 : 1 }
        let string = median { numbers.reduce(0.0) { $0 + (Double(document.numberText(at: $1)) ?? 0) } == 0 ? 0 : 1 }
        print(String(format: "numbers: %d, read from the tape %.1f ns each, through String and Double(String) %.1f ns each (%.1fx)\n",
            numbers.count, tape * 1e9 / count, string * 1e9 / count, string / tape))
    }

    /// The median time of one call, over 11 samples of enough calls to last
    /// at least 20 ms each.
    static func median(_ body: () -> Int) -> Double {
        var sink = 0
        var calls = 1
        while true {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<calls { sink &+= body() }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if elapsed >= 0.02 || calls >= 1 << 20 { break }
            calls *= 2
        }
        var samples: [Double] = []
        for _ in 0..<11 {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<calls { sink &+= body() }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(calls))
        }
        if sink == Int.min { print(sink) }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func report(_ payload: Payload, _ measurements: [Measurement]) {
        let megabytes = Double(payload.data.count) / 1_000_000
        print("\(payload.name): \(payload.data.count) bytes")
        let serialization = measurements.first { $0.name == "JSONSerialization" }?.seconds ?? 1
        let decoder = measurements.first { $0.name.hasPrefix("JSONDecoder") }?.seconds ?? 1
        print(pad("parser", 28) + pad("median", 12, left: true) + pad("MB/s", 10, left: true)
            + pad("vs JSONSerialization", 22, left: true) + pad("vs JSONDecoder", 16, left: true))
        for measurement in measurements {
            let speed = megabytes / measurement.seconds
            print(pad(measurement.name, 28)
                + pad(String(format: "%.3f ms", measurement.seconds * 1000), 12, left: true)
                + pad(String(format: "%.1f", speed), 10, left: true)
                + pad(String(format: "%.2fx", serialization / measurement.seconds), 22, left: true)
                + pad(String(format: "%.2fx", decoder / measurement.seconds), 16, left: true))
        }
        print("")
    }

    static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return left ? fill + text : text + fill
    }
}
