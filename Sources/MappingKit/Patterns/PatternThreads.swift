/// The threads of a ``PatternProgram`` at one position of a string: a
/// sparse set of program counters (constant-time insert, test and clear)
/// with the closure that follows forks and jumps, and the step from one
/// position to the next. One list per position, two per match; their
/// memory is the matcher's, allocated for one call and freed after it.
///
/// `$`, `\b` and `\B` depend on what follows a position, so the closure
/// made while consuming a scalar keeps them as they are (pending); the
/// next step, which sees the next scalar, resolves them first. That makes
/// a list's live instructions, its `previousIsWord` and whether it is at
/// the start all a step needs: what ``PatternDFA`` caches.
///
/// The lists live in memory their caller owns (``withPair(size:_:)``: a
/// temporary allocation, on the stack for small programs), so a match
/// allocates nothing.
struct PatternThreads {
    /// What a step knows of the position it resolves at.
    struct Context {
        /// The position is the string's start (`^` holds).
        var atStart: Bool
        /// `$` holds: the end, or before the line terminator (or CR LF)
        /// that ends the string, but not between that CR and LF.
        var atEnd: Bool
        /// The scalar after the position is a word scalar (never at the end).
        var nextIsWord: Bool
        /// The scalar after the position is one word boundaries look
        /// through (a grapheme extender or a format character).
        var nextIsTransparent: Bool
    }

    private let dense: UnsafeMutablePointer<Int32>
    private let sparse: UnsafeMutablePointer<Int32>
    private let stack: UnsafeMutablePointer<Int32>
    private(set) var count = 0
    /// A `match` instruction is in the list.
    private(set) var matched = false
    /// The last scalar before the position that boundaries do not look
    /// through is a word scalar (`false` at the start).
    var previousIsWord = false

    /// The `Int32`s a list for a program of `size` instructions takes.
    static func words(for size: Int) -> Int { 4 * max(size, 1) + 2 }

    /// A list for a program of `size` instructions in `memory`, which
    /// holds ``words(for:)`` `Int32`s and outlives the list.
    init(memory: UnsafeMutablePointer<Int32>, size: Int) {
        let size = max(size, 1)
        dense = memory
        sparse = memory + size
        sparse.initialize(repeating: 0, count: size)
        stack = memory + 2 * size
    }

    /// Two lists for a program of `size` instructions, in memory of the
    /// call's (on the stack when small), for `body` only.
    static func withPair<Result>(size: Int, _ body: (inout PatternThreads, inout PatternThreads) -> Result) -> Result {
        let words = words(for: size)
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * words) { buffer in
            // A temporary allocation of a positive capacity has an address;
            // the heap stands in should it not.
            let heap = buffer.baseAddress == nil ? UnsafeMutablePointer<Int32>.allocate(capacity: 2 * words) : nil
            defer { heap?.deallocate() }
            let memory = buffer.baseAddress ?? heap.unsafelyUnwrapped
            var first = PatternThreads(memory: memory, size: size)
            var second = PatternThreads(memory: memory + words, size: size)
            return body(&first, &second)
        }
    }

    @inline(__always)
    func contains(_ pc: Int32) -> Bool {
        let index = Int(sparse[Int(pc)])
        return index < count && dense[index] == pc
    }

    mutating func removeAll() {
        count = 0
        matched = false
    }

    /// The live instructions, in the order added.
    func live(in program: PatternProgram) -> [Int32] {
        (0..<count).map { dense[$0] }.filter { program.isLive(Int($0)) }
    }

    /// Sets the list to `pcs`, the live instructions of a closed list (a
    /// cached state's).
    mutating func restore(_ pcs: [Int32], previousIsWord: Bool, in program: PatternProgram) {
        removeAll()
        for pc in pcs where !contains(pc) {
            insert(pc, program)
        }
        self.previousIsWord = previousIsWord
    }

    @inline(__always)
    private mutating func insert(_ pc: Int32, _ program: PatternProgram) {
        sparse[Int(pc)] = Int32(count)
        dense[count] = pc
        count += 1
        if program.instructions[Int(pc)].operation == .match { matched = true }
    }

    /// Adds `pc` and everything reachable from it without consuming.
    /// With `context`, assertions are decided now; without, `$`, `\b` and
    /// `\B` stay pending and `^` holds only `atStart`.
    mutating func add(_ pc: Int32, _ program: PatternProgram, context: Context?, atStart: Bool = false) {
        var top = 0
        stack[0] = pc
        top = 1
        while top > 0 {
            top -= 1
            let pc = stack[top]
            guard !contains(pc) else { continue }
            insert(pc, program)
            let instruction = program.instructions[Int(pc)]
            switch instruction.operation {
            case .split:
                stack[top] = instruction.second
                stack[top + 1] = instruction.first
                top += 2
            case .jump:
                stack[top] = instruction.first
                top += 1
            case .start:
                if context?.atStart ?? atStart {
                    stack[top] = pc + 1
                    top += 1
                }
            case .end, .wordBoundary, .notWordBoundary:
                if let context, Self.holds(instruction.operation, context, previousIsWord: previousIsWord) {
                    stack[top] = pc + 1
                    top += 1
                }
            case .consume, .match:
                break
            }
        }
    }

    /// Decides the pending assertions with what is known of this position,
    /// adding what they lead to.
    mutating func resolve(_ program: PatternProgram, _ context: Context) {
        var index = 0
        while index < count {
            let pc = dense[index]
            index += 1
            let operation = program.instructions[Int(pc)].operation
            guard operation == .end || operation == .wordBoundary || operation == .notWordBoundary,
                Self.holds(operation, context, previousIsWord: previousIsWord)
            else { continue }
            add(pc + 1, program, context: context)
        }
    }

    /// Fills `next` with the threads after consuming `scalar` (the list
    /// must be resolved), `previousIsWord` carried on; `next.matched`
    /// tells a match.
    func consume(_ scalar: Unicode.Scalar, _ program: PatternProgram, into next: inout PatternThreads) {
        next.removeAll()
        if program.readsWords {
            next.previousIsWord = ScalarClass.isTransparentToBoundaries(scalar) ? previousIsWord : ScalarClass.isWord(scalar)
        }
        for index in 0..<count {
            let pc = dense[index]
            let instruction = program.instructions[Int(pc)]
            guard instruction.operation == .consume, program.atoms[Int(instruction.first)].contains(scalar) else { continue }
            next.add(pc + 1, program, context: nil)
            if next.matched { return }
        }
    }

    /// Whether an assertion holds at a position.
    @inline(__always)
    private static func holds(_ operation: PatternProgram.Operation, _ context: Context, previousIsWord: Bool) -> Bool {
        switch operation {
        case .end: return context.atEnd
        case .wordBoundary: return !context.nextIsTransparent && context.nextIsWord != previousIsWord
        case .notWordBoundary: return context.nextIsTransparent || context.nextIsWord == previousIsWord
        default: return false
        }
    }
}
