import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

@Suite("Conversions of plain values")
struct ConversionTests {
    @Test("strings: numbers keep their exact text, bools are words")
    func strings() throws {
        try expectEqual(Convert.text("string", "240859602684612608").0.string, "240859602684612608")
        try expectEqual(Convert.text("string", "12345678901234567890123").0.string, "12345678901234567890123")
        try expectEqual(Convert.text("string", "1.10").0.string, "1.10")
        try expectEqual(Convert.text("string", "1e-7").0.string, "1e-7")
        try expectEqual(Convert.value("string", 240_859_602_684_612_608).0.string, "240859602684612608")
        try expectEqual(Convert.value("string", true).0.string, "true")
        try expectEqual(Convert.value("string", "Twitter API").0.string, "Twitter API")
        let (model, messages) = try Convert.value("string", ["name": "x"])
        expectEqual(model.string, "old")
        expectEqual(messages, ["expected String, found object"])
    }

    @Test("integers: exact, integral doubles, strict numeric strings; out of range is a mismatch")
    func integers() throws {
        try expectEqual(Convert.value("int", 42).0.int, 42)
        try expectEqual(Convert.text("int", "42.0").0.int, 42)
        try expectEqual(Convert.text("int", "1e3").0.int, 1000)
        try expectEqual(Convert.value("int", "42").0.int, 42)
        try expectEqual(Convert.value("int", "-7").0.int, -7)
        try expectEqual(Convert.value("int8", -128).0.int8, -128)
        try expectEqual(Convert.text("int64", "9223372036854775807").0.int64, Int64.max)
        try expectEqual(Convert.text("uint64", "18446744073709551615").0.uint64, UInt64.max)
        try expectEqual(Convert.value("uint64", "18446744073709551615").0.uint64, UInt64.max)
        try expectEqual(Convert.text("int64", "1e16").0.int64, 10_000_000_000_000_000)
        try expectEqual(Convert.text("int64", "9007199254740993.0").0.int64, 9_007_199_254_740_993)
        try expectEqual(Convert.text("int", "1.50e1").0.int, 15)
        try expectEqual(Convert.text("int", "-2500e-2").0.int, -25)
        try expectEqual(Convert.text("uint8", "-0.0").0.uint8, 0)
        try expectEqual(Convert.text("int8", "0e999999").0.int8, 0)

        let failures: [(String, String, String)] = [
            ("int8", "300", "expected Int8, found number 300 (out of range -128...127)"),
            ("uint8", "-1", "expected UInt8, found number -1 (out of range 0...255)"),
            ("int32", "2147483648", "expected Int32, found number 2147483648 (out of range -2147483648...2147483647)"),
            ("uint64", "18446744073709551616", "expected UInt64, found number 18446744073709551616 (out of range 0...18446744073709551615)"),
            ("int", "3.5", "expected Int, found number 3.5 (not an integer)"),
            ("int", "1.0000000000000001", "expected Int, found number 1.0000000000000001 (not an integer)"),
            ("int", "1e-3", "expected Int, found number 1e-3 (not an integer)"),
            ("int64", "1e19", "expected Int64, found number 1e19 (out of range -9223372036854775808...9223372036854775807)"),
            ("int", "1e999999", "expected Int, found number 1e999999 (out of range -9223372036854775808...9223372036854775807)"),
            ("int", #"" 42""#, #"expected Int, found string " 42""#),
            ("int", #""+42""#, #"expected Int, found string "+42""#),
            ("int", #""forty-two""#, #"expected Int, found string "forty-two""#),
            ("int", "true", "expected Int, found bool true"),
            ("int", "[1]", "expected Int, found array of 1"),
        ]
        for (property, text, message) in failures {
            let (model, messages) = try Convert.text(property, text)
            expectEqual(messages, [message], "\(property) from \(text)")
            expectEqual(model, Scalars(), "\(property) untouched")
        }
    }

    @Test("Double, Float and Decimal; Decimal is exact from the number's text")
    func floatingPoint() throws {
        try expectEqual(Convert.text("double", "0.1").0.double, 0.1)
        try expectEqual(Convert.value("double", "2.5").0.double, 2.5)
        try expectEqual(Convert.value("double", 3).0.double, 3)
        try expectEqual(Convert.text("float", "1.5").0.float, 1.5)
        try expectEqual(Convert.text("double", "1e400").1, ["expected Double, found number 1e400 (out of range)"])
        try expectEqual(Convert.text("float", "3.5e39").1, ["expected Float, found number 3.5e39 (out of range)"])
        try expectEqual(Convert.value("double", "abc").1, [#"expected Double, found string "abc""#])

        let long = "0.1000000000000000055511151231257827"
        let decimal = try Convert.text("decimal", long).0.decimal
        expectEqual(decimal, Decimal(string: long, locale: Locale(identifier: "en_US_POSIX")))
        #expect(decimal != Decimal(0.1))
        expectEqual(decimal.description, long)
        try expectEqual(Convert.text("decimal", "12345678901234567890.123456789").0.decimal.description, "12345678901234567890.123456789")
        try expectEqual(Convert.value("decimal", "19.99").0.decimal.description, "19.99")
        try expectEqual(Convert.value("decimal", "19,99").1, [#"expected Decimal, found string "19,99""#])
    }

    @Test("Bool from true/false, 0/1 and words")
    func bools() throws {
        let accepted: [(JSON, Bool)] = [
            (true, true), (false, false), (1, true), (0, false), ("yes", true), ("NO", false), ("True", true),
            ("false", false), ("1", true), ("0", false),
        ]
        for (value, expected) in accepted {
            try expectEqual(Convert.value("bool", value, into: Scalars(bool: !expected)).0.bool, expected, "\(value)")
        }
        try expectEqual(Convert.value("bool", 2).1, ["expected Bool, found number 2"])
        try expectEqual(Convert.value("bool", "maybe").1, [#"expected Bool, found string "maybe""#])
    }

    @Test("URL, UUID and base64 Data")
    func foundationTypes() throws {
        try expectEqual(Convert.value("url", "https://api.github.com/users/octocat?tab=repos").0.url?.absoluteString, "https://api.github.com/users/octocat?tab=repos")
        try expectEqual(Convert.value("url", 42).1, ["expected URL, found number 42"])
        try expectEqual(Convert.value("url", "http://exa mple.com/a b.png").1, [#"expected URL, found string "http://exa mple.com/a b.png""#])
        try expectEqual(Convert.value("url", "").1, [#"expected URL, found string """#])

        let uuid = try Convert.value("uuid", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F").0.uuid
        expectEqual(uuid, UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        try expectEqual(Convert.value("uuid", "not-a-uuid").1, [#"expected UUID, found string "not-a-uuid""#])

        try expectEqual(Convert.value("data", "SGVsbG8sIFdvcmxkIQ==").0.data, Data("Hello, World!".utf8))
        try expectEqual(Convert.value("data", "***").1, [#"expected Data (base64), found string "***""#])
    }

    @Test("Date from ISO 8601 (fraction, offset, date only) and from seconds since 1970")
    func dates() throws {
        let accepted: [(JSON, TimeInterval)] = [
            ("2024-06-03T10:20:30Z", 1_717_410_030),
            ("2024-06-03T10:20:30.250Z", 1_717_410_030.25),
            ("2024-06-03T12:20:30+02:00", 1_717_410_030),
            ("2024-06-03T08:50:30.5-0130", 1_717_410_030.5),
            ("2024-06-03T10:20:30", 1_717_410_030),
            ("2024-06-03", 1_717_372_800),
            ("2011-04-14T16:00:49Z", 1_302_796_849),
            (1_717_410_030, 1_717_410_030),
            (1_717_410_030.75, 1_717_410_030.75),
        ]
        for (value, seconds) in accepted {
            try expectEqual(Convert.value("date", value).0.date?.timeIntervalSince1970, seconds, "\(value)")
        }
        let milliseconds = try Convert.value("date", "2024-06-03T10:20:30.123Z").0.date.map { ($0.timeIntervalSince1970 * 1000).rounded() }
        expectEqual(milliseconds, 1_717_410_030_123)
        for text in ["03/06/2024", "2024-02-30", "2024-06-03T25:00:00Z", "2024-06-03T10:20:30Zjunk"] {
            try expectEqual(Convert.value("date", .string(text)).1, ["expected Date (ISO 8601 or seconds since 1970), found string \"\(text)\""])
        }
    }

    @Test("a failed conversion is a typeMismatch issue at the entry")
    func issueShape() throws {
        let result = try Convert.catalog("url").context("$C").objects(from: [["v": "https://x.org"], ["v": 42]], as: Scalars.self)
        expectEqual(result.value.map { $0.url?.absoluteString }, ["https://x.org", nil])
        expectEqual(result.report.issues.map(\.description), [
            "C.mappings:1:11: error: [1].v: expected URL, found number 42 [$C → [1].url]",
        ])
        expectEqual(result.report.issues.map(\.kind), [.typeMismatch])
    }
}
