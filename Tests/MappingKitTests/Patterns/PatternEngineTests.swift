import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// MappingKit's `@pattern` engine: the dialect's meanings (ICU's, which
/// `NSRegularExpression` gave patterns before), the constructs refused with
/// their place, linear time on the strings that stall a backtracking
/// engine (answers asserted; the time is the benchmark's), and the ASCII
/// table against the threads it caches.
@Suite("Pattern engine")
struct PatternEngineTests {
    /// (pattern, string, holds a match)
    static let answers: [(String, String, Bool)] = [
        // Unanchored, as JSON Schema: a match anywhere.
        ("b", "abc", true), ("^b", "abc", false), ("c$", "abc", true), ("", "anything", true), ("", "", true),
        // $ : the end, or before a line terminator that ends the string (ICU), not between CR and LF.
        ("^a$", "a", true), ("^a$", "a\n", true), ("^a$", "a\r\n", true), ("^a$", "a\r", true), ("^a$", "a\u{2028}", true),
        ("^a$", "a\u{85}", true), ("^a$", "a\n\n", false), ("a\r$", "a\r\n", false), ("^$", "", true), ("^$", "\n", true),
        // . : any scalar but ICU's line terminators.
        ("^.$", "é", true), ("^.$", "😀", true), ("^.$", "\n", false), ("^.$", "\r", false), ("^.$", "\u{0B}", false),
        ("^.$", "\u{2029}", false), ("^.$", "\t", true), ("^..$", "e\u{301}", true),
        // \d \w \s: Unicode, as ICU.
        ("^\\d+$", "2024", true), ("^\\d+$", "٣٤", true), ("^\\d$", "Ⅳ", false), ("^\\w+$", "héllo_wörld", true),
        ("^\\w$", "\u{301}", true), ("^\\w$", "-", false), ("^\\s$", "\u{A0}", true), ("^\\s$", "\u{85}", true),
        ("^\\s$", "\u{200B}", false), ("^\\S+$", "a\u{A0}b", false), ("^\\D$", "x", true), ("^\\W$", "é", false),
        // \b and \B: combining marks and format characters are looked through.
        ("\\bcat\\b", "a cat sat", true), ("\\bcat\\b", "concat", false), ("x\\B", "x\u{301}", true), ("\\b", "", false),
        ("\\B", "", true), ("\\bx", "\u{301}x", true), ("e\\b", "e\u{301}", false), ("^\\b", "a", true),
        // Classes.
        ("^[a-z0-9._-]+$", "tolerance-you.can_trust", true), ("^[^\"\\\\]*$", "say \"hi\"", false), ("^[\\w-.]+$", "a-b.c", true),
        ("^[\\d\\s]+$", "1 ٣", true), ("^[^\\p{L}]+$", "123-", true), ("^[\\p{Lu}\\p{Nd}]+$", "AB12", true),
        ("[-a]", "-", true), ("[a-]", "-", true), ("^[à-ÿ]+$", "éèü", true), ("^[\\u0041-\\u005A]+$", "ABC", true), ("[\\]]", "]", true),
        // Properties: general categories, long names, loose names.
        ("^\\p{L}+$", "Ωmega", true), ("^\\p{Letter}+$", "abc", true), ("^\\p{lu}$", "É", true), ("^\\P{L}$", "1", true),
        ("^\\p{gc=Nd}$", "7", true), ("^\\p{Any}$", "😀", true), ("^\\p{ASCII}+$", "é", false), ("^\\p{Zs}$", " ", true),
        // Quantifiers, lazy ones the same for "is there a match".
        ("^a{3}$", "aaa", true), ("^a{3}$", "aa", false), ("^a{2,}$", "aaaaa", true), ("^a{1,2}$", "aaa", false), ("^a+?$", "aaa", true),
        ("^(ab)*?$", "abab", true), ("^(?:ab|cd){2}$", "abcd", true), ("^(?<year>\\d{4})-(?<month>\\d{2})$", "2026-12", true),
        // Escapes.
        ("^\\x41\\u00e9\\cJ\\t$", "Aé\n\t", true), ("^\\.\\*\\+\\?\\(\\)\\[\\{\\}\\|\\\\\\/\\^\\$$", ".*+?()[{}|\\/^$", true), ("]", "]", true),
        // Astral scalars are one scalar.
        ("^😀{2}$", "😀😀", true), ("^.{2}$", "😀😀", true),
        // Everyday patterns.
        ("^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$", "dev@example.com", true), ("^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$", "dev@example", false),
        ("^[a-z0-9]+(?:-[a-z0-9]+)*$", "a--b", false), ("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$", "2026-12-02T04:46:31.5+01:00", true),
    ]

    @Test("each pattern answers as NSRegularExpression did, with and without the ASCII table")
    func answersAsBefore() throws {
        for (pattern, text, expected) in Self.answers {
            let tabled = try ValuePattern(pattern)
            let stepped = try ValuePattern(pattern, usesTable: false)
            #expect(tabled.matches(text) == expected, "\(pattern) on \(text.debugDescription)")
            #expect(stepped.matches(text) == expected, "\(pattern) on \(text.debugDescription), stepped")
            #expect(tabled.dfa != nil && stepped.dfa == nil)
            if let icu = try? NSRegularExpression(pattern: pattern) {
                let found = icu.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
                #expect(found == expected, "NSRegularExpression on \(pattern), \(text.debugDescription)")
            }
        }
    }

    /// (pattern, reason, character offset)
    static let refusals: [(String, PatternSyntaxError.Reason, Int)] = [
        ("(a)\\1", .backreference("\\1"), 3), ("(?<w>a)\\k<w>", .backreference("\\k<w>"), 7), ("(?=a)b", .lookaround("(?="), 0),
        ("a(?!b)", .lookaround("(?!"), 1), ("(?<=a)b", .lookaround("(?<="), 0), ("(?<!a)b", .lookaround("(?<!"), 0),
        ("a*+", .possessiveQuantifier("*+"), 1), ("(?>ab)", .atomicGroup, 0), ("(?i)a", .unsupportedGroup("(?i"), 0),
        ("\\Aa", .unsupportedEscape("\\A"), 0), ("a\\z", .unsupportedEscape("\\z"), 1), ("\\v", .unsupportedEscape("\\v"), 0),
        ("\\0", .unsupportedEscape("\\0"), 0), ("[\\b]", .unsupportedEscape("\\b"), 1), ("\\p{Greek}", .unknownProperty("\\p{Greek}"), 0),
        ("[a[b]]", .setSyntax("["), 2), ("[a&&b]", .setSyntax("&&"), 2), ("[a--b]", .setSyntax("--"), 2), ("[]a]", .emptyClass, 0),
        ("[^]", .emptyClass, 0), ("[a", .unterminatedClass, 0), ("(a", .unterminatedGroup, 0), ("a)", .unmatchedParenthesis, 1),
        ("a\\", .trailingBackslash, 1), ("*a", .nothingToRepeat("*"), 0), ("{2}", .nothingToRepeat("{2}"), 0),
        ("a**", .repeatedQuantifier("**"), 2), ("a{2}{3}", .repeatedQuantifier("{2}{3}"), 4), ("^*", .quantifiedAnchor("^*"), 1),
        ("(a?)*?b", .lazyEmptyLoop("(a?)*?"), 0), ("a{", .loneBrace("{"), 1), ("a}", .loneBrace("}"), 1), ("[z-a]", .invalidRange("z-a"), 1),
        ("[a-\\d]", .ambiguousHyphen("a-\\d"), 2), ("[\\w-a-z]", .ambiguousHyphen("\\w-a-z"), 3), ("\\x4", .malformedEscape("\\x4"), 0),
        ("\\u12", .malformedEscape("\\u12"), 0), ("\\c1", .malformedEscape("\\c1"), 0), ("\\pL", .malformedEscape("\\pL"), 0),
        ("\\uD83D", .surrogateEscape("\\uD83D"), 0), ("(?<1a>x)", .invalidGroupName("1"), 3), ("(?<a>x)(?<a>y)", .duplicateGroupName("a"), 10),
        ("a{5,2}", .quantifierOrder(min: 5, max: 2), 1), ("a{10001}", .countTooLarge("10001"), 2),
        (String(repeating: "(", count: 101) + String(repeating: ")", count: 101), .nestedTooDeep, 100),
        ("(x{1000}){1000}", .tooLarge(instructions: 1_000_000), 0),
    ]

    @Test("what needs backtracking, lies outside the dialect, is not a pattern or is too large is refused with its place")
    func refusals() {
        for (pattern, reason, offset) in Self.refusals {
            do {
                _ = try ValuePattern(pattern)
                Issue.record("\(pattern) was accepted")
            } catch {
                expectEqual(error.reason, reason, "\(pattern)")
                expectEqual(error.offset, offset, "\(pattern)")
                #expect(!error.message.isEmpty && !error.suggestion.isEmpty)
            }
        }
    }

    @Test("strings that stall a backtracking engine, a million scalars long, are answered (the time: the benchmark's)")
    func pathologicalStrings() throws {
        let million = 1_000_000
        let cases: [(String, String, Bool)] = [
            ("(x+x+)+y", String(repeating: "x", count: million), false),
            ("(x+x+)+y", String(repeating: "x", count: million) + "y", true),
            ("^(a|a)*$", String(repeating: "a", count: million), true),
            ("^(a|a)*$", String(repeating: "a", count: million) + "b", false),
            ("(é+é+)+y", String(repeating: "é", count: million), false),
            ("(x+x+)+y", String(repeating: "xé", count: million / 2), false),
            ("(😀+😀+)+y", String(repeating: "😀", count: million / 8), false),
            ("\\b(x+x+)+\\by", String(repeating: "x", count: million), false),
            ("^(\\w+\\s?)*$", String(repeating: "word ", count: million / 5) + "!", false),
        ]
        for (pattern, text, expected) in cases {
            #expect(try ValuePattern(pattern).matches(text) == expected, "\(pattern)")
        }
        // The threads alone (no table) on the same kinds of string, shorter.
        for (pattern, text, expected) in cases {
            let short = String(text.unicodeScalars.prefix(20_000)) + (text.hasSuffix("y") || text.hasSuffix("b") || text.hasSuffix("!")
                ? String(text.unicodeScalars.last.map(Character.init) ?? " ") : "")
            #expect(try ValuePattern(pattern, usesTable: false).matches(short) == expected, "\(pattern), stepped")
        }
    }

    @Test("the ASCII table and the stepped threads agree on random patterns and strings")
    func tableAgreesWithThreads() throws {
        var choices = SeededChoices(random: SplitMix64(seed: 39))
        var compared = 0
        for _ in 0..<1_000 {
            let pattern = PatternSamples.pattern(&choices)
            guard let tabled = try? ValuePattern(pattern), let stepped = try? ValuePattern(pattern, usesTable: false) else { continue }
            for _ in 0..<6 {
                // Long strings too, so the table answers most of each.
                let text = PatternSamples.subject(&choices, length: choices.next(below: 2) == 0 ? 12 : 200)
                #expect(tabled.matches(text) == stepped.matches(text), "\(pattern) on \(text.debugDescription)")
                compared += 1
            }
        }
        #expect(compared > 3_000)
    }
}

/// Choices for ``PatternSamples`` from a seeded generator.
struct SeededChoices: PatternChoices {
    var random: SplitMix64

    mutating func next(below bound: Int) -> Int {
        bound <= 1 ? 0 : Int(random.next() % UInt64(bound))
    }
}
