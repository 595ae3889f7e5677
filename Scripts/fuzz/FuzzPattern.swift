// The `pattern` harness: MappingKit's `@pattern` engine against
// NSRegularExpression (ICU), the engine `@pattern` had before. An input is
// either raw (pattern text, a NUL byte, a string) or choices for the grammar
// of PatternSamples.swift (a pattern and four strings). Nothing may trap or
// hang; a refused pattern is worded; the ASCII table and the stepped threads
// agree on every string; and on every pattern both engines accept, on
// strings of at most 14 scalars, the answers are equal. ICU backtracks: a
// call it has not answered in 20 ms would run into its internal limit (and
// answer "no match" whatever the truth), so it is stopped there and not
// compared (PatternSamples.icuAnswer).
// NSRegularExpression leaks in CoreFoundation on some patterns, so fuzz.sh
// runs this harness without leak detection (the engine's own memory is
// checked by AddressSanitizer here, and for leaks by `parse` and `apply`,
// whose catalogs hold patterns).

import Foundation

enum FuzzPattern {
    static func run(_ bytes: [UInt8]) {
        let pattern: String
        var strings: [String]
        if let nul = bytes.firstIndex(of: 0) {
            pattern = String(decoding: bytes[..<nul], as: UTF8.self)
            strings = [String(decoding: bytes[(nul + 1)...], as: UTF8.self)]
        } else {
            var choices = ByteChoices(bytes: bytes)
            pattern = PatternSamples.pattern(&choices)
            strings = (0..<4).map { _ in PatternSamples.subject(&choices) }
        }
        let ours: ValuePattern
        do {
            ours = try ValuePattern(pattern)
        } catch {
            precondition(!error.message.isEmpty && !error.suggestion.isEmpty, "a refusal without words")
            return
        }
        guard let stepped = try? ValuePattern(pattern, usesTable: false) else {
            preconditionFailure("a pattern accepted with its table and refused without")
        }
        var answers: [Bool] = []
        for text in strings {
            let answer = ours.matches(text)
            precondition(answer == stepped.matches(text), "the table and the threads disagree")
            answers.append(answer)
        }
        guard let icu = try? NSRegularExpression(pattern: pattern) else { return }
        for (text, answer) in zip(strings, answers) where text.unicodeScalars.count <= 14 {
            guard let expected = PatternSamples.icuAnswer(icu, text) else { continue }
            precondition(answer == expected, "\(pattern.debugDescription) on \(text.debugDescription): ICU says \(expected)")
        }
    }
}
