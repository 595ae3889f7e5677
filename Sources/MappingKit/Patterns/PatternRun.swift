/// One match call stepping a ``PatternProgram``'s threads a scalar at a
/// time over valid UTF-8: what answers when no table entry does (a
/// non-ASCII scalar, the last two bytes, a state the table did not make,
/// a program too large for a table). Each step costs at most the
/// program's size, so a string is matched in time linear in its length.
/// Its two thread lists are the caller's (``PatternThreads/withPair(size:_:)``).
struct PatternRun {
    enum Outcome {
        /// Whether the string holds a match.
        case answer(Bool)
        /// The threads are the table's `state` at `position`: go on there.
        case table(state: Int32, position: Int)
    }

    let program: PatternProgram
    let bytes: UnsafeBufferPointer<UInt8>
    private var current: PatternThreads
    private var next: PatternThreads

    init(_ program: PatternProgram, _ bytes: UnsafeBufferPointer<UInt8>, _ current: PatternThreads, _ next: PatternThreads) {
        self.program = program
        self.bytes = bytes
        self.current = current
        self.next = next
    }

    /// Steps from `position` with the threads of `state` (the initial
    /// threads when `nil`) until the answer is known or, given `dfa`, the
    /// threads are one of its states again after a scalar it does not
    /// read, before one it does.
    mutating func step(from start: Int, state: PatternDFA.State?, dfa: PatternDFA?) -> Outcome {
        let count = bytes.count
        var position = start
        if let state {
            current.restore(state.pcs, previousIsWord: state.previousIsWord, in: program)
        } else {
            current.removeAll()
            current.add(0, program, context: nil, atStart: true)
            if current.matched { return .answer(true) }
        }
        while position < count {
            let (scalar, length) = decode(at: position)
            let context = PatternThreads.Context(
                atStart: position == 0, atEnd: endsHere(scalar, at: position, length: length),
                nextIsWord: program.readsWords && ScalarClass.isWord(scalar),
                nextIsTransparent: program.readsWords && ScalarClass.isTransparentToBoundaries(scalar))
            current.resolve(program, context)
            if current.matched { return .answer(true) }
            current.consume(scalar, program, into: &next)
            if next.matched { return .answer(true) }
            swap(&current, &next)
            position += length
            if program.anchored && current.count == 0 { return .answer(false) }
            if let dfa, length > 2, position &+ 3 <= count, bytes[position] < 0xE0 {
                let threads = State(current, program)
                if let resumed = dfa.index[threads] { return .table(state: resumed, position: position) }
            }
        }
        current.resolve(program, .init(atStart: count == 0, atEnd: true, nextIsWord: false, nextIsTransparent: false))
        return .answer(current.matched)
    }

    private typealias State = PatternDFA.State

    /// The scalar at `position` and its length in bytes (the bytes are a
    /// `String`'s, so valid UTF-8; a cut sequence reads as U+FFFD).
    @inline(__always)
    private func decode(at position: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[position])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        let length = lead < 0xE0 ? 2 : (lead < 0xF0 ? 3 : 4)
        guard position + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = lead & (0x7F >> UInt32(length))
        for offset in 1..<length { value = value << 6 | (UInt32(bytes[position + offset]) & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// `$` holds before `scalar`: it is the last scalar and a line
    /// terminator (but not the LF of a CR LF), or a CR followed by the
    /// LF that ends the string — ICU's rule.
    @inline(__always)
    private func endsHere(_ scalar: Unicode.Scalar, at position: Int, length: Int) -> Bool {
        let value = scalar.value
        let isTerminator = (value >= 0x0A && value <= 0x0D) || value == 0x85 || value == 0x2028 || value == 0x2029
        guard isTerminator else { return false }
        if position + length == bytes.count {
            return !(value == 0x0A && position > 0 && bytes[position - 1] == 0x0D)
        }
        return value == 0x0D && position + 2 == bytes.count && bytes[position + 1] == 0x0A
    }
}

extension PatternDFA.State {
    /// The state a closed thread list is.
    init(_ threads: PatternThreads, _ program: PatternProgram) {
        self.init(pcs: threads.live(in: program).sorted(), previousIsWord: threads.previousIsWord, atStart: false)
    }
}
