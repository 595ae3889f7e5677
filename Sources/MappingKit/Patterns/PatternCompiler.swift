/// Turns a ``PatternNode`` into a ``PatternProgram``: alternation by
/// forks, `{m,n}` unrolled (`m` copies, then `n - m` optional ones, or a
/// loop), equal atoms shared, and a prefix loop that tries every start
/// unless the pattern is anchored at its start. The parser has bounded the
/// size (``PatternSyntaxError/maximumInstructions``) and the depth.
struct PatternCompiler {
    private var instructions: [PatternProgram.Instruction] = []
    private var atoms: [PatternProgram.Atom] = []
    private var atomIndices: [PatternProgram.Atom: Int32] = [:]
    private var readsWords = false

    static func compile(_ node: PatternNode) -> PatternProgram {
        var compiler = PatternCompiler()
        let anchored = node.isAnchoredAtStart
        if !anchored {
            // 0: split 3, 1 · 1: consume anything · 2: jump 0
            compiler.instructions.append(.init(operation: .split, first: 3, second: 1))
            compiler.instructions.append(.init(operation: .consume, first: compiler.atom(.set(.anything))))
            compiler.instructions.append(.init(operation: .jump, first: 0))
        }
        compiler.emit(node)
        compiler.instructions.append(.init(operation: .match))
        return PatternProgram(
            instructions: compiler.instructions, atoms: compiler.atoms, readsWords: compiler.readsWords, anchored: anchored)
    }

    private var here: Int32 { Int32(instructions.count) }

    private mutating func atom(_ atom: PatternProgram.Atom) -> Int32 {
        if let index = atomIndices[atom] { return index }
        let index = Int32(atoms.count)
        atoms.append(atom)
        atomIndices[atom] = index
        return index
    }

    private mutating func emit(_ node: PatternNode) {
        switch node {
        case .empty:
            break
        case .atom(.scalar(let scalar)):
            instructions.append(.init(operation: .consume, first: atom(.scalar(scalar.value))))
        case .atom(.set(let set)):
            instructions.append(.init(operation: .consume, first: atom(.set(set))))
        case .assertion(let assertion):
            let operation: PatternProgram.Operation
            switch assertion {
            case .start: operation = .start
            case .end: operation = .end
            case .wordBoundary: operation = .wordBoundary
            case .notWordBoundary: operation = .notWordBoundary
            }
            if operation == .wordBoundary || operation == .notWordBoundary { readsWords = true }
            instructions.append(.init(operation: operation))
        case .sequence(let items):
            for item in items { emit(item) }
        case .choice(let branches):
            var jumps: [Int] = []
            for (index, branch) in branches.enumerated() {
                guard index < branches.count - 1 else {
                    emit(branch)
                    break
                }
                let split = instructions.count
                instructions.append(.init(operation: .split, first: here + 1))
                emit(branch)
                jumps.append(instructions.count)
                instructions.append(.init(operation: .jump))
                instructions[split].second = here
            }
            for jump in jumps { instructions[jump].first = here }
        case .repetition(let body, let minimum, let maximum):
            for _ in 0..<minimum { emit(body) }
            if let maximum {
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(instructions.count)
                    instructions.append(.init(operation: .split, first: here + 1))
                    emit(body)
                }
                for split in splits { instructions[split].second = here }
            } else {
                let loop = instructions.count
                instructions.append(.init(operation: .split, first: here + 1))
                emit(body)
                instructions.append(.init(operation: .jump, first: Int32(loop)))
                instructions[loop].second = here
            }
        }
    }
}
