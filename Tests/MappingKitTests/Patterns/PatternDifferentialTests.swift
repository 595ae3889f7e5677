import Foundation
import MappingKitTestSupport
import Testing

@testable import MappingKit

/// MappingKit's engine against `NSRegularExpression` (ICU), which ran
/// `@pattern` before: on every pattern both accept, the same answer. The
/// patterns and strings come from the grammar `Scripts/fuzz/PatternSamples.swift`
/// writes (the `pattern` fuzz harness runs the same comparison for
/// millions of inputs). ICU backtracks: where a call of its runs into its
/// internal limit it answers "no match" after about a second, which is
/// the defect the engine removes, so a call ICU has not answered in 20 ms
/// is stopped (through `.reportProgress`) and not compared (its count is
/// printed, never asserted).
@Suite("Pattern engine against NSRegularExpression")
struct PatternDifferentialTests {
    @Test("the same answer on every pattern both accept")
    func sameAnswers() {
        var choices = SeededChoices(random: SplitMix64(seed: 2026_12_02))
        var compared = 0
        var slow = 0
        var refusedByBoth = 0
        var disagreements: [String] = []
        for _ in 0..<2_500 {
            let pattern = PatternSamples.pattern(&choices)
            let ours = try? ValuePattern(pattern)
            let icu = try? NSRegularExpression(pattern: pattern)
            guard let ours, let icu else {
                if ours == nil && icu == nil { refusedByBoth += 1 }
                continue
            }
            for _ in 0..<4 {
                let text = PatternSamples.subject(&choices)
                guard let expected = PatternSamples.icuAnswer(icu, text) else {
                    slow += 1
                    continue
                }
                compared += 1
                if ours.matches(text) != expected {
                    disagreements.append("\(pattern.debugDescription) on \(text.debugDescription): ICU says \(expected)")
                }
            }
        }
        print("pattern differential: \(compared) compared, \(slow) left to ICU's limit, \(refusedByBoth) refused by both")
        expectEqual(disagreements, [])
        #expect(compared > 5_000)
    }
}
