import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Strings with escapes decoded from the tape, against the text they encode.
@Suite("JSON string decoding")
struct JSONStringDecodingTests {
    private func decoded(_ literal: String) throws -> String? {
        try JSON(parsing: Array(literal.utf8)).stringValue
    }

    @Test func everyEscapeDecodes() throws {
        expectEqual(try decoded(#""a\"b\\c\/d\be\ff\ng\rh\ti""#), "a\"b\\c/d\u{8}e\u{C}f\ng\rh\ti")
        expectEqual(try decoded(#""\u0041\u00e9\u20AC\ud83d\ude00\u0000""#), "Aé€😀\u{0}")
        expectEqual(try decoded(#""\\""#), "\\")
        expectEqual(try decoded(#""plain é 😀 text""#), "plain é 😀 text")
        expectEqual(try decoded(#""long run before the escape, then \n and a long run after it é""#),
            "long run before the escape, then \n and a long run after it é")
        expectEqual(try decoded(#""\n\n\n\u00e9\u00e9""#), "\n\n\néé")
    }

    @Test func randomEscapedStringsDecodeToTheirText() throws {
        var generator = SplitMix64(seed: 0x57_1A6)
        let short: [Character: String] = ["\"": #"\""#, "\\": #"\\"#, "\n": #"\n"#, "\t": #"\t"#, "\r": #"\r"#,
            "\u{8}": #"\b"#, "\u{C}": #"\f"#, "/": #"\/"#]
        for _ in 0..<2_000 {
            var text = ""
            var literal = "\""
            for _ in 0..<generator.next(in: 0...40) {
                let scalar: Unicode.Scalar
                switch generator.next(below: 5) {
                case 0: scalar = Unicode.Scalar(UInt8(generator.next(in: 0...0x7F)))
                case 1: scalar = Unicode.Scalar(UInt32(generator.next(in: 0x80...0x7FF))) ?? "x"
                case 2: scalar = Unicode.Scalar(UInt32(generator.next(in: 0xE000...0xFFFF))) ?? "x"
                case 3: scalar = Unicode.Scalar(UInt32(generator.next(in: 0x10000...0x10FFFF))) ?? "x"
                default: scalar = Unicode.Scalar(UInt8(generator.next(in: 0x20...0x7E)))
                }
                text.unicodeScalars.append(scalar)
                let character = Character(scalar)
                if let escape = short[character], generator.next(below: 2) == 0 || scalar == "\"" || scalar == "\\"
                    || scalar.value < 0x20
                {
                    literal += escape
                } else if scalar.value < 0x20 || generator.next(below: 3) == 0 {
                    for unit in String(scalar).utf16 { literal += String(format: "\\u%04x", unit) }
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
            literal += "\""
            let value = try decoded(literal)
            #expect(value == text, "\(literal)")
            #expect(value?.utf8.elementsEqual(text.utf8) == true)
        }
    }
}
