// Patterns and strings made from a stream of choices, for the differential
// harnesses of MappingKit's pattern engine against NSRegularExpression:
// the `pattern` fuzz harness (Scripts/fuzz/FuzzPattern.swift) draws the
// choices from libFuzzer's bytes, PatternDifferentialTests from a seeded
// generator (the test target links to this file). A pattern is made by the
// dialect's grammar (alternatives, groups, classes, escapes, anchors,
// quantifiers), over an alphabet chosen to tell the engines apart where
// they could differ: line terminators, CR LF, combining marks, format
// characters, non-ASCII letters and digits, astral scalars, word and
// non-word scalars.

import Foundation

/// A stream of choices: `next(below:)` answers in `0..<bound`.
protocol PatternChoices {
    mutating func next(below bound: Int) -> Int
}

/// Choices read from bytes; zeros once they run out.
struct ByteChoices: PatternChoices {
    var bytes: [UInt8]
    var index = 0

    mutating func next(below bound: Int) -> Int {
        guard bound > 1, index < bytes.count else { return 0 }
        defer { index += 1 }
        return Int(bytes[index]) % bound
    }
}

enum PatternSamples {
    /// The scalars strings are made of, and literals of patterns.
    static let alphabet: [String] = [
        "a", "b", "x", "A", "Z", "0", "9", "_", "-", " ", ".", "é", "É", "ß", "٣", "\u{301}", "\u{AD}", "\u{200D}",
        "\n", "\r", "\t", "\u{0B}", "\u{85}", "\u{2028}", "\u{A0}", "😀", "Ⅳ", "@", "/", "$", "^", "(", "[", "{", "}",
    ]

    /// Literal pieces of a pattern (escaped where needed).
    static let literals: [String] = [
        "a", "b", "x", "A", "0", "9", "_", "-", " ", "é", "É", "ß", "٣", "\u{301}", "\u{200D}", "😀", "Ⅳ", "@", "/",
        "\\.", "\\$", "\\^", "\\(", "\\[", "\\{", "\\}", "\\-", "\\\\", "\\/", "]", "\\n", "\\r", "\\t", "\\f",
        "\\x41", "\\x0A", "\\u00e9", "\\u0301", "\\cJ", "\\ ",
    ]

    /// Escapes that name classes, in and out of brackets.
    static let classEscapes: [String] = [
        "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "\\p{L}", "\\p{Lu}", "\\p{Ll}", "\\P{L}", "\\p{Nd}", "\\p{N}",
        "\\p{Zs}", "\\p{P}", "\\p{Mn}", "\\p{Cf}", "\\p{M}", "\\p{Any}", "\\p{ASCII}", "\\p{So}", "\\p{Sm}",
    ]

    /// Characters for classes, with ranges.
    static let classPieces: [String] = [
        "a", "b", "x", "A", "0", "_", " ", "é", "٣", "\u{301}", "😀", ".", "$", "^", "(", "{", "}", "|", "*", "+", "?",
        "a-z", "A-Z", "0-9", "à-ÿ", "\\x00-\\x1F", "\\u0300-\\u036F", "\\n", "\\r", "\\t", "\\-", "\\]", "\\\\",
    ]

    /// A pattern of at most `depth` nested groups.
    static func pattern<C: PatternChoices>(_ choices: inout C, depth: Int = 3) -> String {
        let branches = 1 + choices.next(below: depth > 0 ? 3 : 1)
        return (0..<branches).map { _ in sequence(&choices, depth: depth) }.joined(separator: "|")
    }

    static func sequence<C: PatternChoices>(_ choices: inout C, depth: Int) -> String {
        var text = ""
        for _ in 0..<choices.next(below: 5) {
            let term: String
            var quantifiable = true
            switch choices.next(below: 12) {
            case 0, 1, 2: term = literals[choices.next(below: literals.count)]
            case 3: term = "."
            case 4: term = classEscapes[choices.next(below: classEscapes.count)]
            case 5, 6: term = bracketed(&choices)
            case 7 where depth > 0: term = "(" + ["", "?:", "?<g\(depth)>"][choices.next(below: 3)] + pattern(&choices, depth: depth - 1) + ")"
            case 8:
                term = ["^", "$", "\\b", "\\B"][choices.next(below: 4)]
                quantifiable = false
            default: term = literals[choices.next(below: 8)]
            }
            text += term
            if quantifiable { text += quantifier(&choices) }
        }
        return text
    }

    static func quantifier<C: PatternChoices>(_ choices: inout C) -> String {
        let base = ["", "", "", "*", "+", "?", "{2}", "{0,2}", "{1,}", "{2,3}"][choices.next(below: 10)]
        guard !base.isEmpty else { return "" }
        return base + (choices.next(below: 4) == 0 ? "?" : "")
    }

    static func bracketed<C: PatternChoices>(_ choices: inout C) -> String {
        var text = choices.next(below: 3) == 0 ? "[^" : "["
        if choices.next(below: 6) == 0 { text += "-" }
        for _ in 0..<(1 + choices.next(below: 4)) {
            text += choices.next(below: 4) == 0
                ? classEscapes[choices.next(below: classEscapes.count)] : classPieces[choices.next(below: classPieces.count)]
        }
        if choices.next(below: 6) == 0 { text += "-" }
        return text + "]"
    }

    /// A string of at most `length` pieces of the alphabet.
    static func subject<C: PatternChoices>(_ choices: inout C, length: Int = 12) -> String {
        (0..<choices.next(below: length + 1)).map { _ in alphabet[choices.next(below: alphabet.count)] }.joined()
    }
}

extension PatternSamples {
    /// Whether ICU finds a match in `text`, or `nil` when it has not
    /// answered within `budget` nanoseconds (it backtracks: it would run
    /// into its internal limit and answer "no match" whatever the truth).
    /// Stopped through `.reportProgress`, which calls back during a long
    /// match.
    static func icuAnswer(_ expression: NSRegularExpression, _ text: String, budget: UInt64 = 20_000_000) -> Bool? {
        let start = DispatchTime.now().uptimeNanoseconds
        var found = false
        var late = false
        expression.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(text.startIndex..., in: text)) {
            result, _, stop in
            if result != nil {
                found = true
                stop.pointee = true
            } else if DispatchTime.now().uptimeNanoseconds - start > budget {
                late = true
                stop.pointee = true
            }
        }
        return late ? nil : found
    }
}
