/// The states of a ``PatternProgram`` for the scalars of one and two UTF-8
/// bytes (U+0000–U+07FF: ASCII, Latin, Greek, Cyrillic, Hebrew, Arabic…),
/// made when the catalog loads: each state a closed list of threads
/// (``PatternThreads``), each transition a table entry, so such a string
/// is matched by one table lookup per scalar. Immutable once made, so every
/// thread matching reads it without a lock.
///
/// Bounded: at most ``maximumEntries`` table entries, ``maximumStates``
/// states and ``maximumWork`` threads visited, made breadth first; a
/// transition not made is ``unknown`` and the matcher steps the threads
/// itself from that state's list (``PatternRun``), as it does for a scalar
/// of three or four bytes and for a line terminator among the last bytes
/// (where `$` may hold). The answer is the same either way; only the speed
/// differs.
struct PatternDFA: Sendable {
    /// A closed list of threads: its live instructions sorted, what came
    /// before, and whether it is the list at the string's start.
    struct State: Sendable, Hashable {
        var pcs: [Int32]
        var previousIsWord: Bool
        var atStart: Bool
    }

    /// A table entry: no transition made.
    static let unknown: Int32 = -1
    /// A table entry: the step reaches a match.
    static let matched: Int32 = -2
    /// A table entry: no thread is left (an anchored pattern that failed).
    static let failed: Int32 = -3

    static let maximumEntries = 32_768
    static let maximumStates = 512
    /// The threads visited while making the table, at most: a load never
    /// spends more than a few milliseconds on one pattern.
    static let maximumWork = 500_000
    /// Larger programs get no table (making it would cost more than it saves).
    static let maximumInstructions = 20_000
    /// The scalars the table reads: those of one and two UTF-8 bytes.
    static let alphabetSize = ScalarTraits.tableSize
    /// The class of the scalars beyond 255 classes: they are stepped.
    static let unclassed: UInt8 = 255

    /// The class of each scalar below ``alphabetSize``: scalars no
    /// instruction tells apart share one.
    let classOf: [UInt8]
    let classCount: Int
    /// `state * classCount + class` → the next state, or a special entry.
    let table: [Int32]
    let states: [State]
    /// The state's list holds a match already (the initial one, for `a*`).
    let matchesNow: [Bool]
    /// The state's list matches at the string's end.
    let matchesAtEnd: [Bool]
    /// Each state by its list, to come back to the table after a step
    /// made without it.
    let index: [State: Int32]

    /// The table of `program`, or `nil` when the program is too large.
    init?(_ program: PatternProgram) {
        let size = program.instructions.count
        guard size <= Self.maximumInstructions else { return nil }
        // The classes: scalars alike for every atom (and for \b) share one,
        // told apart by their column of the atoms' membership bits.
        var rows: [[UInt64]] = program.atoms.map { atom in
            switch atom {
            case .set(let set): return set.membership()
            case .scalar(let value):
                var words = [UInt64](repeating: 0, count: Self.alphabetSize / 64)
                if value < Self.alphabetSize { words[Int(value) >> 6] |= 1 << UInt64(value & 63) }
                return words
            }
        }
        if program.readsWords {
            rows.append(ScalarClass.word.row)
            rows.append(ScalarClass.transparentRow)
        }
        let wordsPerRow = Self.alphabetSize / 64
        let flat = rows.flatMap { $0 }
        var classOf = [UInt8](repeating: Self.unclassed, count: Self.alphabetSize)
        var representatives: [Unicode.Scalar] = []
        var classes: [[UInt64]: UInt8] = [:]
        var signature = [UInt64](repeating: 0, count: (rows.count + 63) / 64)
        var previous: [UInt64]? = nil
        var previousID = Self.unclassed
        flat.withUnsafeBufferPointer { flat in
            for value in 0..<Self.alphabetSize {
                guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
                let word = value >> 6
                let shift = UInt64(value & 63)
                for index in signature.indices { signature[index] = 0 }
                for bit in 0..<rows.count where flat[bit &* wordsPerRow &+ word] >> shift & 1 != 0 {
                    signature[bit >> 6] |= 1 << UInt64(bit & 63)
                }
                if signature == previous {
                    classOf[value] = previousID
                    continue
                }
                previous = signature
                if let known = classes[signature] {
                    previousID = known
                } else if representatives.count < Int(Self.unclassed) {
                    previousID = UInt8(representatives.count)
                    classes[signature] = previousID
                    representatives.append(scalar)
                } else {
                    previousID = Self.unclassed
                }
                classOf[value] = previousID
            }
        }
        let classCount = representatives.count
        let stateLimit = min(Self.maximumStates, Self.maximumEntries / max(classCount, 1))

        let words = PatternThreads.words(for: size)
        let memory = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * words)
        defer { memory.deallocate() }
        var threads = PatternThreads(memory: memory, size: size)
        var next = PatternThreads(memory: memory + words, size: size)
        threads.add(0, program, context: nil, atStart: true)
        var states = [State(pcs: threads.live(in: program).sorted(), previousIsWord: false, atStart: true)]
        var index: [State: Int32] = [states[0]: 0]
        var table: [Int32] = []
        var matchesNow: [Bool] = []
        var matchesAtEnd: [Bool] = []
        var made = 0
        var work = 0
        while made < states.count {
            let state = states[made]
            made += 1
            threads.restore(state.pcs, previousIsWord: state.previousIsWord, in: program)
            matchesNow.append(threads.matched)
            threads.resolve(program, .init(atStart: state.atStart, atEnd: true, nextIsWord: false, nextIsTransparent: false))
            matchesAtEnd.append(threads.matched)
            for representative in representatives {
                guard work < Self.maximumWork else {
                    table.append(Self.unknown)
                    continue
                }
                threads.restore(state.pcs, previousIsWord: state.previousIsWord, in: program)
                // `$` does not hold: the matcher reads the table only
                // where it cannot (see ``advance(_:state:position:)``).
                let context = PatternThreads.Context(
                    atStart: state.atStart, atEnd: false, nextIsWord: program.readsWords && ScalarClass.isWord(representative),
                    nextIsTransparent: program.readsWords && ScalarClass.isTransparentToBoundaries(representative))
                threads.resolve(program, context)
                guard !threads.matched else {
                    table.append(Self.matched)
                    continue
                }
                threads.consume(representative, program, into: &next)
                work += threads.count + next.count
                if next.matched {
                    table.append(Self.matched)
                    continue
                }
                let target = State(pcs: next.live(in: program).sorted(), previousIsWord: next.previousIsWord, atStart: false)
                if program.anchored && target.pcs.isEmpty {
                    table.append(Self.failed)
                } else if let known = index[target] {
                    table.append(known)
                } else if states.count < stateLimit {
                    index[target] = Int32(states.count)
                    table.append(Int32(states.count))
                    states.append(target)
                } else {
                    table.append(Self.unknown)
                }
            }
        }
        self.classOf = classOf
        self.classCount = classCount
        self.table = table
        self.states = states
        self.matchesNow = matchesNow
        self.matchesAtEnd = matchesAtEnd
        self.index = index
    }

    /// Why ``advance(_:state:position:)`` stopped.
    enum Stop {
        case matched
        case failed
        /// At the end of the bytes: ``matchesAtEnd`` answers.
        case end
        /// The threads must be stepped from `state` at `position`.
        case step
    }

    /// Follows the table from `state` at `position` over the scalars it
    /// reads, as long as `$` cannot hold (a line terminator among the last
    /// three bytes stops it).
    func advance(_ bytes: UnsafeBufferPointer<UInt8>, state: inout Int32, position: inout Int) -> Stop {
        let count = bytes.count
        return table.withUnsafeBufferPointer { table in
            classOf.withUnsafeBufferPointer { classOf in
                while position < count {
                    let lead = bytes[position]
                    let scalar: Int
                    let length: Int
                    if lead < 0x80 {
                        scalar = Int(lead)
                        length = 1
                    } else if lead & 0xE0 == 0xC0, position &+ 1 < count {
                        scalar = Int(lead & 0x1F) << 6 | Int(bytes[position &+ 1] & 0x3F)
                        length = 2
                    } else {
                        return .step
                    }
                    // \n \v \f \r and U+0085 end lines: near the end, `$` may hold.
                    if (0x0A...0x0D).contains(scalar) || scalar == 0x85, position &+ 3 >= count { return .step }
                    let scalarClass = classOf[scalar]
                    guard scalarClass != Self.unclassed else { return .step }
                    let next = table[Int(state) &* classCount &+ Int(scalarClass)]
                    guard next >= 0 else {
                        if next == Self.matched { return .matched }
                        if next == Self.failed { return .failed }
                        return .step
                    }
                    state = next
                    position &+= length
                }
                return .end
            }
        }
    }
}
