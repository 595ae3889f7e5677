/// A `@pattern`, compiled when the catalog loads and matched by
/// MappingKit's own engine in time linear in the string's length, for
/// every pattern the loader accepts: a Thompson automaton whose threads
/// advance together (``PatternThreads``), with a table of its ASCII states
/// made at load (``PatternDFA``). No backtracking, so no pattern and no
/// string can stall a mapping, and no internal limit decides an answer.
///
/// The dialect is JSON Schema's (ECMA-262's syntax) with the meanings
/// `NSRegularExpression` gave it before (``PatternParser``); a pattern
/// matches when the string holds a match anywhere (not anchored). Immutable
/// and `Sendable`: one pattern is matched from many threads at once. Two
/// patterns are equal when their text is.
///
/// ```swift
/// let slug = try ValuePattern("^[a-z0-9]+(-[a-z0-9]+)*$")
/// slug.matches("tolerance-you-can-trust")  // true
/// try ValuePattern(#"(a)\1"#)  // throws: a backreference needs backtracking
/// ```
final class ValuePattern: Sendable, Hashable {
    /// The pattern as written.
    let source: String
    let program: PatternProgram
    /// The ASCII table, unless the program is too large for one.
    let dfa: PatternDFA?

    /// The compiled pattern; throws where and why it cannot be used.
    /// `usesTable: false` leaves out the ASCII table, so that every scalar
    /// is stepped (how the tests check the table against the threads).
    init(_ source: String, usesTable: Bool = true) throws(PatternSyntaxError) {
        self.source = source
        var parser = PatternParser(source)
        let node = try parser.parse()
        let instructions = node.instructionCount
        guard instructions <= PatternSyntaxError.maximumInstructions else {
            throw PatternSyntaxError(reason: .tooLarge(instructions: instructions), offset: 0)
        }
        program = PatternCompiler.compile(node)
        dfa = usesTable ? PatternDFA(program) : nil
    }

    /// `true` when `text` holds a match anywhere.
    func matches(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ matches(utf8: UnsafeBufferPointer(rebasing: $0[...])) }) {
            return answer
        }
        return Array(text.utf8).withUnsafeBufferPointer { matches(utf8: $0) }
    }

    /// `true` when the valid UTF-8 `bytes` hold a match anywhere: the
    /// table while it reads the scalars (``PatternDFA/advance(_:state:position:)``),
    /// the threads stepped one scalar at a time where it does not
    /// (``PatternRun``), back to the table when they are one of its states
    /// again.
    func matches(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var state: Int32 = 0
        var position = 0
        if let dfa {
            if dfa.matchesNow[0] { return true }
            switch dfa.advance(bytes, state: &state, position: &position) {
            case .matched: return true
            case .failed: return false
            case .end: return dfa.matchesAtEnd[Int(state)]
            case .step: break
            }
        }
        return PatternThreads.withPair(size: program.instructions.count) { current, next in
            var run = PatternRun(program, bytes, current, next)
            var from = dfa?.states[Int(state)]
            while true {
                switch run.step(from: position, state: from, dfa: dfa) {
                case .answer(let answer):
                    return answer
                case .table(let resumed, let at):
                    guard let dfa else { return false }
                    state = resumed
                    position = at
                    switch dfa.advance(bytes, state: &state, position: &position) {
                    case .matched: return true
                    case .failed: return false
                    case .end: return dfa.matchesAtEnd[Int(state)]
                    case .step: from = dfa.states[Int(state)]
                    }
                }
            }
        }
    }

    static func == (lhs: ValuePattern, rhs: ValuePattern) -> Bool { lhs.source == rhs.source }

    func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
