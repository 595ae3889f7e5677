import Foundation
import MappingKit
import MappingKitTestSupport
import Testing

/// `KeyDispatch` compares keys of up to 16 bytes with overlapping word
/// loads: every length from 0 to 24, keys that differ only in their first,
/// middle or last byte, and escaped keys, each land on their own entry.
@Suite struct KeyDispatchTests {
    /// Keys of every length, and for each a twin that differs in one byte.
    static var keys: [String] {
        var keys: [String] = [""]
        for length in 1...24 {
            let base = String((0..<length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            keys.append(base)
            for position in Set([0, length / 2, length - 1]) {
                var bytes = Array(base.utf8)
                bytes[position] = UInt8(ascii: "Z")
                keys.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        return Array(Set(keys)).sorted()
    }

    @Test func everyKeyLandsOnItsEntry() throws {
        let keys = Self.keys
        var context = JSON.Object()
        var payload = JSON.Object()
        for (number, key) in keys.enumerated() {
            context["e\(number)"] = .object(["@keyPath": .array([.string(key)])])
            payload[key] = .number(JSON.Number(number))
        }
        let catalog = try MappingCatalog(string: JSON.object(["$K": .object(context)]).formatted())
        // Escaped keys are decoded before they are compared.
        var text = JSON.object(payload).formatted()
        text = text.replacingOccurrences(of: "\"abcd\":", with: "\"\\u0061bcd\":")
        let result = try catalog.context("$K").object(from: Payload(parsing: Data(text.utf8)), as: JSON.self)
        expectEqual(result.report.issueCount, 0)
        for (number, key) in keys.enumerated() {
            expectEqual(result.value["e\(number)"], .number(JSON.Number(number)), "key '\(key)'")
        }
    }
}
