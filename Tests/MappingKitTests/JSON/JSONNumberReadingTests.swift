import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Numbers read straight from the tape's bytes (`decodeDouble`,
/// `decodeInt64`) against `Double(String)` and `JSON.Number`'s own readings.
@Suite("JSON number reading")
struct JSONNumberReadingTests {
    /// The two fast reads of `text` (parsed as a whole document).
    private func read(_ text: String) throws -> (double: Double, int64: Int64?) {
        let document = try JSONDocument(parsing: Array(text.utf8))
        return document.withUnsafeTape { bytes, nodes in
            (JSONDocument.decodeDouble(nodes[0], in: bytes), JSONDocument.decodeInt64(nodes[0], in: bytes))
        }
    }

    /// `JSON.Number.int64Value`'s reading before the fast path: integer text
    /// exactly, other text through its nearest `Double`.
    private func referenceInt64(_ text: String) -> Int64? {
        if let integer = Int64(text) { return integer }
        if !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) { return nil }
        return Double(text).flatMap { Int64(exactly: $0) }
    }

    private func expectSameReadings(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (double, int64) = try read(text)
        let expected = try #require(Double(text), sourceLocation: sourceLocation)
        #expect(double.bitPattern == expected.bitPattern, "\(text): \(double) != \(expected)", sourceLocation: sourceLocation)
        #expect(int64 == referenceInt64(text), "\(text)", sourceLocation: sourceLocation)
        let number = try #require(JSON.Number(text: text), sourceLocation: sourceLocation)
        #expect(number.doubleValue == expected, "\(text)", sourceLocation: sourceLocation)
        #expect(number.int64Value == referenceInt64(text), "\(text)", sourceLocation: sourceLocation)
    }

    @Test func edgeCasesMatchDoubleFromString() throws {
        let texts = [
            "0", "-0", "0.0", "-0.0", "0e0", "-0e-5", "0.000", "1", "-1", "3.0", "1e3", "1E+3", "1.5", "0.1", "0.2", "0.3",
            "1e400", "-1e400", "1e-400", "-1e-400", "1e308", "1e309", "1e-324", "1e-323", "4.9e-324", "5e-324",
            "2.4703282292062327e-324", "2.4703282292062328e-324", "2.2250738585072011e-308", "2.2250738585072014e-308",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308", "-1.7976931348623157e308",
            "9007199254740992", "9007199254740993", "9007199254740993.0", "9007199254740995.0", "123456789012345678",
            "1234567890123456789", "12345678901234567890", "123456789012345678901234567890", "18446744073709551615",
            "18446744073709551616", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
            "-9223372036854775809", "9223372036854775807.0", "9223372036854774784.0", "-9223372036854775808.0",
            "1.00000000000000011102230246251565404236316680908203125",
            "1.00000000000000011102230246251565404236316680908203126",
            "1.00000000000000011102230246251565404236316680908203124", "7.038531e-26", "7.0385307e-26",
            "0.000000000000000000000000000000000000000000001", "100000000000000000000000000000000000000000000e-30",
            "3.14159265358979323846264338327950288419716939937510582097494459", "2.5", "-65.613616999999977",
            "43.420273000000009", "1e22", "1e23", "1.7e22", "123456e-22", "4503599627370496.5", "4503599627370497.5",
            "1e-5", "12.34e+5", "5e-1", "1.2345678901234567e-300", "1e99999999999", "1e-99999999999",
            "0.0000000000000000000000000000000000000000000000000000000000000000000000000000000000001e400",
            "1" + String(repeating: "0", count: 400) + "e-400", "0." + String(repeating: "0", count: 330) + "1e330",
            String(repeating: "9", count: 800), "2." + String(repeating: "5", count: 800) + "e-310",
        ]
        for text in texts { try expectSameReadings(text) }
    }

    @Test func randomDoublesInEveryPrintedFormMatch() throws {
        var generator = SplitMix64(seed: 0x00D0_0B1E)
        var count = 0
        while count < 4_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            count += 1
            try expectSameReadings("\(value)")
            for digits in [15, 16, 17] {
                try expectSameReadings(String(format: "%.\(digits - 1)e", value))
                try expectSameReadings(String(format: "%.\(digits)g", value).replacingOccurrences(of: "e+", with: "e"))
            }
        }
    }

    @Test func randomDecimalTextsMatch() throws {
        var generator = SplitMix64(seed: 0xDEC1_3A15)
        for _ in 0..<6_000 {
            let digitCount = generator.next(in: 1...24)
            var digits = (0..<digitCount).map { _ in Character(String(generator.next(below: 10))) }
            while digits.count > 1, digits[0] == "0" { digits.removeFirst() }
            var text = generator.next(below: 2) == 0 ? "-" : ""
            let point = generator.next(in: 0...digits.count)
            if point == 0 || point == digits.count {
                text += String(digits)
            } else {
                text += String(digits[..<point]) + "." + String(digits[point...])
            }
            switch generator.next(below: 4) {
            case 0: break
            case 1: text += "e\(generator.next(in: -30...30))"
            default: text += "e\(generator.next(in: -345...330))"
            }
            try expectSameReadings(text)
        }
    }

    @Test func subnormalsAndCanadaLikeCoordinatesMatch() throws {
        var generator = SplitMix64(seed: 0x5AB_A0A1)
        for _ in 0..<2_000 {
            let subnormal = Double(bitPattern: generator.next(below: 1 << 52))
            try expectSameReadings("\(subnormal)")
            try expectSameReadings(String(format: "%.16e", subnormal))
            let coordinate = Double(generator.next(below: 360_000_000_000_000)) / 1e12 - 180
            try expectSameReadings(String(format: "%.15f", coordinate))
            try expectSameReadings(String(format: "%.17g", coordinate))
        }
    }

    @Test func payloadValueReadsTheSameNumbers() throws {
        let payload = try Payload(parsing: Array(#"[3, 3.0, 1e3, 1.5, 1e400, 18446744073709551616, -0, 2.5e-3]"#.utf8))
        let values = (0..<8).compactMap { payload.value[$0] }
        #expect(values.map(\.intValue) == [3, 3, 1000, nil, nil, nil, 0, nil])
        #expect(values.map(\.doubleValue) == [3, 3, 1000, 1.5, .infinity, 18446744073709551616, 0, 0.0025])
        #expect(values.map { $0.numberValue?.text } == ["3", "3.0", "1e3", "1.5", "1e400", "18446744073709551616", "0", "2.5e-3"])
    }
}
