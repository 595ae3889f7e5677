import Foundation
import MappingKit

/// A model with one string, for timing `@pattern`.
struct MPatterned: Mappable {
    var text = ""

    static let properties: MappableProperties<MPatterned> = [.property("text", \.text)]
}

/// Times `@pattern` during mapping — MappingKit's linear-time engine —
/// against `NSRegularExpression` (the engine `@pattern` had before) on the
/// same strings: everyday patterns on short strings, then the strings that
/// stall a backtracking engine. A MappingKit figure is per value: mapping
/// `{"s": …}` with the pattern minus mapping the same objects without it;
/// an `NSRegularExpression` figure is its `firstMatch` on the string, as
/// `@pattern` called it.
///
///   swift run -c release mappings-benchmark --patterns
enum PatternBenchmark {
    struct Case: Sendable {
        var name: String
        var pattern: String
        var texts: @Sendable (inout SplitMix) -> String
    }

    static func pick(_ random: inout SplitMix, _ characters: [Character], _ count: Int) -> String {
        String((0..<count).map { _ in characters[Int(random.next() % UInt64(characters.count))] })
    }

    static let lower = Array("abcdefghijklmnopqrstuvwxyz")
    static let digits = Array("0123456789")
    static let hex = Array("0123456789abcdef")

    static let cases: [Case] = [
        Case(name: "e-mail", pattern: #"^[^@\s]+@[^@\s]+\.[a-z]{2,}$"#) { random in
            pick(&random, lower, 3 + Int(random.next() % 10)) + "@" + pick(&random, lower, 5) + "." + (random.next() % 8 == 0 ? "" : "com")
        },
        Case(name: "slug", pattern: #"^[a-z0-9]+(?:-[a-z0-9]+)*$"#) { random in
            (0..<(1 + Int(random.next() % 5))).map { _ in pick(&random, lower + digits, 2 + Int(random.next() % 8)) }
                .joined(separator: random.next() % 10 == 0 ? "--" : "-")
        },
        Case(name: "date", pattern: #"^\d{4}-\d{2}-\d{2}$"#) { random in
            pick(&random, digits, 4) + "-" + pick(&random, digits, 2) + "-" + pick(&random, digits, random.next() % 10 == 0 ? 1 : 2)
        },
        Case(name: "date-time", pattern: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#) { random in
            pick(&random, digits, 4) + "-" + pick(&random, digits, 2) + "-" + pick(&random, digits, 2) + "T"
                + pick(&random, digits, 2) + ":" + pick(&random, digits, 2) + ":" + pick(&random, digits, 2)
                + (random.next() % 2 == 0 ? "Z" : "+01:00")
        },
        Case(name: "UUID", pattern: #"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"#) { random in
            [8, 4, 4, 4, 12].map { pick(&random, hex, $0) }.joined(separator: "-")
        },
        Case(name: "name, not ASCII", pattern: #"^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*$"#) { random in
            ["Zoë Müller", "Ångström", "José Álvarez", "Łukasz Żółw", "Ærøskøbing", "Søren kierkegaard"][Int(random.next() % 6)]
        },
    ]

    static func run(count: Int = 4000) {
        print("@pattern, \(count) objects {\"s\": …} whose strings match, per value (mapping with the pattern minus")
        print("mapping with '@maxLength' only, so both pay the constraint check); NSRegularExpression's firstMatch:")
        print(Benchmark.pad("", 20) + Benchmark.pad("MappingKit", 12, left: true) + Benchmark.pad("NSRegularExpression", 21, left: true)
            + Benchmark.pad("ratio", 8, left: true))
        let bound = #"{ "$P": { "text": { "@keyPath": "s", "@maxLength": 1000000 } } }"#
        guard let baseline = try? MappingCatalog(string: bound).context("$P") else { return }
        for test in cases {
            var random = SplitMix(seed: 39)
            let mixed = (0..<count).map { _ in test.texts(&random) }
            let escaped = test.pattern.replacingOccurrences(of: "\\", with: "\\\\")
            let entry = #"{ "@keyPath": "s", "@maxLength": 1000000, "@pattern": "\#(escaped)" }"#
            guard let checked = try? MappingCatalog(string: #"{ "$P": { "text": \#(entry) } }"#).context("$P"),
                let expression = try? NSRegularExpression(pattern: test.pattern),
                let result = try? checked.objects(from: data(mixed), as: MPatterned.self)
            else {
                print("\(test.name): the pattern does not load")
                continue
            }
            // Both engines give the same answers on the mixed strings (the values kept).
            let matching = mixed.filter { expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
            let kept = result.value.filter { !$0.text.isEmpty }.count
            guard matching.count == kept, !matching.isEmpty else {
                print("\(test.name): the engines disagree (\(kept) against \(matching.count))")
                continue
            }
            let payload = data(matching)
            let ours = pairedDifference {
                (try? checked.objects(from: payload, as: MPatterned.self))?.value.count ?? 0
            } minus: {
                (try? baseline.objects(from: payload, as: MPatterned.self))?.value.count ?? 0
            }
            let icu = Benchmark.median {
                matching.reduce(0) { $0 + (expression.firstMatch(in: $1, range: NSRange($1.startIndex..., in: $1)) == nil ? 0 : 1) }
            }
            let values = Double(matching.count)
            print(Benchmark.pad("\(test.name) (\(matching.count))", 20)
                + Benchmark.pad(String(format: "%.0f ns", ours / values * 1e9), 12, left: true)
                + Benchmark.pad(String(format: "%.0f ns", icu / values * 1e9), 21, left: true)
                + Benchmark.pad(ours > 0 ? String(format: "%.1fx", icu / ours) : "-", 8, left: true))
        }
        print("")
        pathological()
    }

    /// The median over 31 rounds of `body`'s time minus `baseline`'s, each
    /// round timing one then the other (so a change of the machine's speed
    /// touches both), with enough calls to last 20 ms.
    static func pairedDifference(_ body: () -> Int, minus baseline: () -> Int) -> Double {
        var sink = 0
        var calls = 1
        func time(_ call: () -> Int) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<calls { sink &+= call() }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(calls)
        }
        while time(body) * Double(calls) < 0.02 && calls < 1 << 20 { calls *= 2 }
        var differences: [Double] = []
        for _ in 0..<31 { differences.append(time(body) - time(baseline)) }
        if sink == Int.min { print(sink) }
        differences.sort()
        return differences[differences.count / 2]
    }

    static func data(_ texts: [String]) -> Data {
        (try? JSONSerialization.data(withJSONObject: texts.map { ["s": $0] })) ?? Data()
    }

    /// One object whose string stalls a backtracking engine, mapped whole
    /// (parse included); `NSRegularExpression` on short strings of the kind.
    static func pathological() {
        print("strings that stall a backtracking engine (one object mapped, parse included; median of 11):")
        let million = 1_000_000
        let cases: [(String, String, String)] = [
            ("(x+x+)+y", String(repeating: "x", count: million), "x"),
            ("^(a|a)*$", String(repeating: "a", count: million), "a"),
            ("^(a|a)*$", String(repeating: "a", count: million) + "b", "a"),
            ("(é+é+)+y", String(repeating: "é", count: million), "é"),
        ]
        for (pattern, text, unit) in cases {
            let data = (try? JSONSerialization.data(withJSONObject: ["s": text])) ?? Data()
            let escaped = pattern.replacingOccurrences(of: "\\", with: "\\\\")
            guard let context = try? MappingCatalog(string: #"{ "$P": { "text": { "@keyPath": "s", "@pattern": "\#(escaped)" } } }"#)
                .context("$P")
            else { continue }
            let seconds = Benchmark.median { (try? context.object(from: data, as: MPatterned.self))?.value.text.count ?? 0 }
            let length = text.unicodeScalars.count
            print(Benchmark.pad("MappingKit \(pattern), \(length) '\(unit)'\(text.hasSuffix("b") ? " + 'b'" : "")", 52)
                + Benchmark.pad(String(format: "%.2f ms", seconds * 1e3), 12, left: true))
        }
        for (pattern, length) in [("(x+x+)+y", 20), ("(x+x+)+y", 22), ("^(a|a)*$", 24)] {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let text = String(repeating: pattern.hasPrefix("^") ? "a" : "x", count: length)
            let start = DispatchTime.now().uptimeNanoseconds
            let found = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            print(Benchmark.pad("NSRegularExpression \(pattern), \(length) characters (\(found))", 52)
                + Benchmark.pad(String(format: "%.2f ms", seconds * 1e3), 12, left: true))
        }
        print("")
    }
}
