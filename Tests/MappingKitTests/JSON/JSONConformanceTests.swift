import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// Small documents in the spirit of the JSONTestSuite categories: `y_` must
/// be accepted, `n_` must be rejected, `i_` may go either way but must not
/// crash. All written here, inline.
@Suite("JSON conformance")
struct JSONConformanceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }

        init(_ name: String, _ text: String) {
            self.name = name
            self.bytes = Array(text.utf8)
        }

        init(_ name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    static let mustAccept: [Case] = [
        Case("array_arrays_with_spaces", "[[]   ]"),
        Case("array_empty", "[]"),
        Case("array_empty_string", #"[""]"#),
        Case("array_ending_with_newline", "[\"a\"]\n"),
        Case("array_false", "[false]"),
        Case("array_heterogeneous", #"[null, 1, "1", {}]"#),
        Case("array_null", "[null]"),
        Case("array_with_leading_space", " [1]"),
        Case("array_with_several_null", "[1,null,null,null,2]"),
        Case("array_with_trailing_space", "[2] "),
        Case("array_with_1_and_newline", "[1\n]"),
        Case("number_0e+1", "[0e+1]"),
        Case("number_0e1", "[0e1]"),
        Case("number_after_space", "[ 4]"),
        Case("number_double_close_to_zero", "[-0.000000000000000000000000000000000000000000000000000000000000000000000000000001]"),
        Case("number_int_with_exp", "[20e1]"),
        Case("number_minus_zero", "[-0]"),
        Case("number_negative_int", "[-123]"),
        Case("number_negative_one", "[-1]"),
        Case("number_real_capital_e", "[1E22]"),
        Case("number_real_capital_e_neg_exp", "[1E-2]"),
        Case("number_real_capital_e_pos_exp", "[1E+2]"),
        Case("number_real_exponent", "[123e45]"),
        Case("number_real_fraction_exponent", "[123.456e78]"),
        Case("number_real_neg_exp", "[1e-2]"),
        Case("number_real_pos_exponent", "[1e+2]"),
        Case("number_simple_int", "[123]"),
        Case("number_simple_real", "[123.456789]"),
        Case("number_huge_int", "[123456789012345678901234567890123456789012345678901234567890]"),
        Case("object_basic", #"{"asd":"sdf"}"#),
        Case("object_duplicated_key", #"{"a":"b","a":"c"}"#),
        Case("object_empty", "{}"),
        Case("object_empty_key", #"{"":0}"#),
        Case("object_escaped_null_in_key", #"{"foo\u0000bar": 42}"#),
        Case("object_extreme_numbers", #"{ "min": -1.0e+28, "max": 1.0e+28 }"#),
        Case("object_long_strings", #"{"x":[{"id": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}], "id": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}"#),
        Case("object_simple", #"{"a":[]}"#),
        Case("object_string_unicode", #"{"title":"\u041f\u043e\u043b\u0442\u043e\u0440\u0430 \u0417\u0435\u043c\u043b\u0435\u043a\u043e\u043f\u0430" }"#),
        Case("object_with_newlines", "{\n\"a\": \"b\"\n}"),
        Case("string_1_2_3_bytes_UTF-8_sequences", #"["\u0060\u012a\u12AB"]"#),
        Case("string_accepted_surrogate_pair", #"["\uD801\udc37"]"#),
        Case("string_allowed_escapes", #"["\"\\\/\b\f\n\r\t"]"#),
        Case("string_backslash_and_u_escaped_zero", #"["\\u0000"]"#),
        Case("string_comments", #"["a/*b*/c/*d//e"]"#),
        Case("string_double_escape_a", #"["\\a"]"#),
        Case("string_escaped_control_character", #"["\u0012"]"#),
        Case("string_escaped_noncharacter", #"["\uFFFF"]"#),
        Case("string_in_array_with_leading_space", #"[ "asd"]"#),
        Case("string_last_surrogates_1_and_2", #"["\uDBFF\uDFFF"]"#),
        Case("string_nonCharacterInUTF-8_U+FFFF", bytes: [0x5B, 0x22, 0xEF, 0xBF, 0xBF, 0x22, 0x5D]),
        Case("string_null_escape", #"["\u0000"]"#),
        Case("string_pi", "[\"π\"]"),
        Case("string_reservedCharacterInUTF-8_U+1BFFF", bytes: [0x5B, 0x22, 0xF0, 0x9B, 0xBF, 0xBF, 0x22, 0x5D]),
        Case("string_simple_ascii", #"["asd "]"#),
        Case("string_space", #"" ""#),
        Case("string_three_byte_utf-8", #"["\u0821"]"#),
        Case("string_unescaped_char_delete", bytes: [0x5B, 0x22, 0x7F, 0x22, 0x5D]),
        Case("string_unicode_U+10FFFE_nonchar", #"["\uDBFF\uDFFE"]"#),
        Case("string_utf8", "[\"€𝄞\"]"),
        Case("string_with_del_character", bytes: [0x5B, 0x22, 0x61, 0x7F, 0x61, 0x22, 0x5D]),
        Case("structure_lonely_false", "false"),
        Case("structure_lonely_int", "42"),
        Case("structure_lonely_negative_real", "-0.1"),
        Case("structure_lonely_null", "null"),
        Case("structure_lonely_string", #""asd""#),
        Case("structure_lonely_true", "true"),
        Case("structure_string_empty", #""""#),
        Case("structure_trailing_newline", "[\"a\"]\n"),
        Case("structure_true_in_array", "[true]"),
        Case("structure_whitespace_array", " [] "),
        Case("structure_utf8_bom_object", bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D]),
    ]

    static let mustReject: [Case] = [
        Case("array_1_true_without_comma", "[1 true]"),
        Case("array_a_invalid_utf8", bytes: [0x5B, 0x61, 0xE5, 0x5D]),
        Case("array_colon_instead_of_comma", #"["": 1]"#),
        Case("array_comma_after_close", #"[""],"#),
        Case("array_comma_and_number", "[,1]"),
        Case("array_double_comma", "[1,,2]"),
        Case("array_double_extra_comma", #"["x",,]"#),
        Case("array_extra_close", #"["x"]]"#),
        Case("array_extra_comma", #"["",]"#),
        Case("array_incomplete", #"["x""#),
        Case("array_incomplete_invalid_value", "[x"),
        Case("array_inner_array_no_comma", "[3[4]]"),
        Case("array_invalid_utf8", bytes: [0x5B, 0xFF, 0x5D]),
        Case("array_items_separated_by_semicolon", "[1:2]"),
        Case("array_just_comma", "[,]"),
        Case("array_just_minus", "[-]"),
        Case("array_missing_value", #"[   , ""]"#),
        Case("array_newlines_unclosed", "[\"a\",\n4\n,1,"),
        Case("array_number_and_comma", "[1,]"),
        Case("array_number_and_several_commas", "[1,,]"),
        Case("array_star_inside", "[*]"),
        Case("array_unclosed", #"[""#),
        Case("array_unclosed_trailing_comma", "[1,"),
        Case("array_unclosed_with_object_inside", "[{}"),
        Case("incomplete_false", "[fals]"),
        Case("incomplete_null", "[nul]"),
        Case("incomplete_true", "[tru]"),
        Case("number_++", "[++1234]"),
        Case("number_+1", "[+1]"),
        Case("number_+Inf", "[+Inf]"),
        Case("number_-01", "[-01]"),
        Case("number_-1.0.", "[-1.0.]"),
        Case("number_-NaN", "[-NaN]"),
        Case("number_.-1", "[.-1]"),
        Case("number_.2e-3", "[.2e-3]"),
        Case("number_0.1.2", "[0.1.2]"),
        Case("number_0.3e+", "[0.3e+]"),
        Case("number_0.e1", "[0.e1]"),
        Case("number_0_capital_E", "[0E]"),
        Case("number_1.0e-", "[1.0e-]"),
        Case("number_1_000", "[1 000.0]"),
        Case("number_2.e3", "[2.e3]"),
        Case("number_9.e+", "[9.e+]"),
        Case("number_Inf", "[Inf]"),
        Case("number_NaN", "[NaN]"),
        Case("number_U+FF11_fullwidth_digit_one", "[１]"),
        Case("number_expression", "[1+2]"),
        Case("number_hex_1_digit", "[0x1]"),
        Case("number_infinity", "[Infinity]"),
        Case("number_invalid-negative-real", "[-123.123foo]"),
        Case("number_minus_infinity", "[-Infinity]"),
        Case("number_minus_space_1", "[- 1]"),
        Case("number_neg_with_garbage_at_end", "[-1x]"),
        Case("number_with_leading_zero", "[012]"),
        Case("object_bad_value", #"["x", truth]"#),
        Case("object_bracket_key", #"{[: "x"}"#),
        Case("object_comma_instead_of_colon", #"{"x", null}"#),
        Case("object_double_colon", #"{"x"::"b"}"#),
        Case("object_garbage_at_end", #"{"a":"a" 123}"#),
        Case("object_key_with_single_quotes", "{key: 'value'}"),
        Case("object_missing_colon", #"{"a" b}"#),
        Case("object_missing_key", #"{:"b"}"#),
        Case("object_missing_semicolon", #"{"a" "b"}"#),
        Case("object_missing_value", #"{"a":"#),
        Case("object_no-colon", #"{"a""#),
        Case("object_non_string_key", "{1:1}"),
        Case("object_repeated_null_null", "{null:null,null:null}"),
        Case("object_several_trailing_commas", #"{"id":0,,,,,}"#),
        Case("object_single_quote", "{'a':0}"),
        Case("object_trailing_comma", #"{"id":0,}"#),
        Case("object_trailing_comment", #"{"a":"b"}/**/"#),
        Case("object_trailing_comment_slash_open", #"{"a":"b"}//"#),
        Case("object_unterminated-value", #"{"a":"a"#),
        Case("object_with_trailing_garbage", #"{"a": true} "x""#),
        Case("single_space", " "),
        Case("string_1_surrogate_then_escape_u1", #"["\uD800\u1"]"#),
        Case("string_escape_x", #"["\x00"]"#),
        Case("string_escaped_backslash_bad", #"["\\\"]"#),
        Case("string_escaped_emoji", "[\"\\🌀\"]"),
        Case("string_incomplete_escape", #"["\"]"#),
        Case("string_incomplete_escaped_character", #"["\u00A"]"#),
        Case("string_invalid_backslash_esc", #"["\a"]"#),
        Case("string_invalid_utf8_after_escape", bytes: [0x5B, 0x22, 0x5C, 0xE5, 0x22, 0x5D]),
        Case("string_lone_high_surrogate", #"["\uD800"]"#),
        Case("string_lone_low_surrogate", #"["\uDFAA"]"#),
        Case("string_overlong_utf8", bytes: [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D]),
        Case("string_single_quote", "['single quote']"),
        Case("string_start_escape_unclosed", #"["\"#),
        Case("string_unescaped_newline", "[\"new\nline\"]"),
        Case("string_unescaped_tab", "[\"\t\"]"),
        Case("string_unicode_CapitalU", #""\UA66D""#),
        Case("string_with_trailing_garbage", #"""x"#),
        Case("string_utf8_continuation_only", bytes: [0x5B, 0x22, 0x81, 0x22, 0x5D]),
        Case("string_utf8_truncated", bytes: [0x5B, 0x22, 0xF0, 0x9F, 0x98, 0x22, 0x5D]),
        Case("string_utf8_above_max", bytes: [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D]),
        Case("structure_100000_opening_arrays", String(repeating: "[", count: 100_000)),
        Case("structure_U+2060_word_joined", "[\u{2060}]"),
        Case("structure_angle_bracket_.", "<.>"),
        Case("structure_array_trailing_garbage", "[1]x"),
        Case("structure_capitalized_True", "[True]"),
        Case("structure_close_unopened_array", "1]"),
        Case("structure_comma_instead_of_closing_brace", #"{"x": true,"#),
        Case("structure_double_array", "[][]"),
        Case("structure_end_array", "]"),
        Case("structure_incomplete_UTF8_BOM", bytes: [0xEF, 0xBB, 0x7B, 0x7D]),
        Case("structure_lone-open-bracket", "["),
        Case("structure_no_data", ""),
        Case("structure_null-byte-outside-string", bytes: [0x5B, 0x00, 0x5D]),
        Case("structure_object_followed_by_closing_object", "{}}"),
        Case("structure_open_object_close_array", "{]"),
        Case("structure_unclosed_array_partial_null", "[ false, nul"),
        Case("structure_unicode-identifier", "å"),
        Case("structure_whitespace_formfeed", "[\u{C}]"),
        Case("structure_whitespace_U+2060", "[\u{2060}1]"),
        Case("structure_nbsp_whitespace", "[\u{A0}1]"),
    ]

    static let implementationDefined: [Case] = [
        Case("number_double_huge_neg_exp", "[123.456e-789]"),
        Case("number_huge_exp", "[0.4e00669999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999999969999999006]"),
        Case("number_neg_int_huge_exp", "[-1e+9999]"),
        Case("number_pos_double_huge_exp", "[1.5e+9999]"),
        Case("number_real_neg_overflow", "[-123123e100000]"),
        Case("number_real_pos_overflow", "[123123e100000]"),
        Case("number_real_underflow", "[123e-10000000]"),
        Case("number_too_big_neg_int", "[-123123123123123123123123123123]"),
        Case("number_too_big_pos_int", "[100000000000000000000]"),
        Case("number_very_big_negative_int", "[-237462374673276894279832749832423479823246327846]"),
        Case("object_key_lone_2nd_surrogate", #"{"\uDFAA":0}"#),
        Case("string_1st_surrogate_but_2nd_missing", #"["\uDADA"]"#),
        Case("string_1st_valid_surrogate_2nd_invalid", #"["\uD888\u1234"]"#),
        Case("string_UTF-16LE_with_BOM", bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x22, 0x00, 0xE9, 0x00, 0x22, 0x00, 0x5D, 0x00]),
        Case("string_UTF-8_invalid_sequence", bytes: [0x5B, 0x22, 0xE6, 0x97, 0xA5, 0xD1, 0x88, 0xFA, 0x22, 0x5D]),
        Case("string_UTF8_surrogate_U+D800", bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D]),
        Case("string_incomplete_surrogate_and_escape_valid", #"["\uD800\n"]"#),
        Case("string_incomplete_surrogates_escape_valid", #"["\uD800\uD800\n"]"#),
        Case("string_invalid_lonely_surrogate", #"["\ud800"]"#),
        Case("string_inverted_surrogates_U+1D11E", #"["\uDd1e\uD834"]"#),
        Case("string_iso_latin_1", bytes: [0x5B, 0x22, 0xE9, 0x22, 0x5D]),
        Case("structure_500_nested_arrays", String(repeating: "[", count: 500) + String(repeating: "]", count: 500)),
        Case("structure_UTF-8_BOM_empty_object", bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x7D]),
    ]

    @Test func caseCounts() {
        #expect(Self.mustAccept.count >= 60)
        #expect(Self.mustReject.count >= 80)
        #expect(Self.implementationDefined.count >= 20)
        let names = (Self.mustAccept + Self.mustReject + Self.implementationDefined).map(\.name)
        expectEqual(Set(names).count, names.count)
    }

    @Test("must accept", arguments: mustAccept)
    func accepts(_ testCase: Case) throws {
        let json = try JSON(parsing: testCase.bytes)
        // Whatever was read writes out as JSON that reads back the same.
        try expectEqual(JSON(parsing: json.formatted()), json)
        // The .mappings dialect accepts the same documents, except that it
        // reports repeated keys.
        if testCase.name == "object_duplicated_key" {
            #expect(throws: JSONParseError.self) { try JSON(parsing: testCase.bytes, options: .mappings) }
        } else {
            try expectEqual(JSON(parsing: testCase.bytes, options: .mappings), json)
        }
    }

    @Test("must reject", arguments: mustReject)
    func rejects(_ testCase: Case) {
        let error = #expect(throws: JSONParseError.self) { try JSON(parsing: testCase.bytes) }
        guard let error else { return }
        #expect(error.location.offset >= 0 && error.location.offset <= testCase.bytes.count)
        #expect(error.location.line >= 1 && error.location.column >= 1)
        #expect(!error.rendered(file: "case.json").isEmpty)
    }

    @Test("implementation-defined: must not crash", arguments: implementationDefined)
    func doesNotCrash(_ testCase: Case) {
        switch Result(catching: { () throws(JSONParseError) -> JSON in try JSON(parsing: testCase.bytes) }) {
        case .success(let json): _ = json.formatted()
        case .failure(let error): _ = error.rendered(file: nil)
        }
    }

    @Test func selectedImplementationChoices() throws {
        // Lone surrogates and invalid UTF-8 are rejected; deep-but-allowed
        // nesting, huge exponents and a UTF-8 BOM are accepted.
        let decided: [(String, Bool)] = [
            ("string_invalid_lonely_surrogate", false), ("string_iso_latin_1", false),
            ("string_UTF8_surrogate_U+D800", false), ("structure_500_nested_arrays", true),
            ("number_huge_exp", true), ("number_too_big_pos_int", true), ("structure_UTF-8_BOM_empty_object", true),
        ]
        for (name, accepted) in decided {
            let testCase = try #require(Self.implementationDefined.first { $0.name == name })
            expectEqual(((try? JSON(parsing: testCase.bytes)) != nil), accepted, "\(name)")
        }
        try expectEqual(JSON(parsing: "[100000000000000000000]")[0]?.numberValue?.text, "100000000000000000000")
    }
}
