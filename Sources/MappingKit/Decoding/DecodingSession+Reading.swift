import Foundation

/// Reading what an object holds for a coding key: through an entry of the
/// context, or the member of the same name.
extension DecodingSession {
    /// What an object holds for a key.
    enum Found {
        case absent
        case null
        case present(SourceValue)
        /// An entry's key path through an array (Applier+FanOut.swift):
        /// the values it reaches in each element.
        case fannedOut(FanOutNode)

        var isNull: Bool {
            if case .null = self { return true }
            return false
        }

        /// Absent or `null`.
        var isMissing: Bool {
            switch self {
            case .absent, .null: true
            case .present, .fannedOut: false
            }
        }
    }

    /// The step of `plan`'s entry named `name`, for the keyed container at
    /// `cursor` (-1: none; ``MemberCursors/step(named:in:cursor:)``).
    @inline(__always)
    func step(named name: String, in plan: MappingPlan<JSONObjectTarget>, cursor: Int = -1) -> PlanStep<JSONObjectTarget>? {
        members.step(named: name, in: plan, cursor: cursor)
    }

    /// How many `@self` entries deep, one merging the context of another,
    /// their entries are looked for by name (and their objects counted).
    static let maximumSelfMerges = 8

    /// The entry of `plan` named `name`, or of a context one of its `@self`
    /// entries merges (read through that entry's key path), with the plan
    /// holding it.
    func namedStep(_ name: String, in plan: MappingPlan<JSONObjectTarget>, depth: Int = 0)
        -> (step: PlanStep<JSONObjectTarget>, owner: MappingPlan<JSONObjectTarget>, via: MappingKeyPath?)?
    {
        if let step = step(named: name, in: plan) { return (step, plan, nil) }
        guard depth < Self.maximumSelfMerges else { return nil }
        for index in plan.selfSteps {
            let selfStep = plan.steps[index]
            guard case .selfObject(let link) = selfStep.action,
                let (step, owner, via) = namedStep(name, in: link.plan, depth: depth + 1)
            else { continue }
            let segments = selfStep.entry.keyPath.segments + (via?.segments ?? [])
            return (step, owner, segments.isEmpty ? nil : MappingKeyPath(segments: segments))
        }
        return nil
    }

    /// The value of an entry: its key path from `object` (through `via`),
    /// or `@metadata`; `null` counts as missing, as everywhere in a mapping.
    func read(_ step: PlanStep<JSONObjectTarget>, via: MappingKeyPath? = nil, in object: SourceValue, cursor: Int = -1) -> Found {
        if step.readsMetadata { return applier.metadataValue(step.keys, from: step.metadataSource).map { .present($0) } ?? .absent }
        if cursor >= 0, via == nil, case .node(let index) = object, tape.kind(index) == .object, !step.keys.isEmpty {
            // The first key from the container's cursor, the rest from there.
            let node = entryNode(step, inObject: index, cursor: cursor)
            if let node, step.readsOneKey {
                guard tape.kind(node) == .null else { return .present(.node(node)) }
                return step.nullIsValue ? .null : .absent
            }
            if let node, let value = SourceValue.node(node).resolve(step.keys, from: 1, in: tape) { return .present(value) }
            if node == nil, step.keys.count == 1 { return .absent }
        }
        var base = object
        if let via {
            guard let resolved = object.resolve(via.keys, in: tape) else { return .absent }
            base = resolved
        }
        if let value = base.resolve(step.keys, in: tape) { return .present(value) }
        if step.nullIsValue, applier.holdsNull(step, base, found: nil) { return .null }
        if let tree = applier.throughArray(base, step.keys) { return .fannedOut(tree) }
        return .absent
    }

    /// The first of `step`'s `@fallbackKeyPaths` with a value in `object`
    /// (through `via`), with the step reading it; counted in the summary
    /// (the rule: ``PlanStep/firstFallback(_:)``, as the engine's).
    func fallback(
        of step: PlanStep<JSONObjectTarget>, via: MappingKeyPath?, in object: SourceValue
    ) -> (PlanStep<JSONObjectTarget>, Found)? {
        let taken = step.firstFallback { fallback -> Found? in
            let found = read(fallback, via: via, in: object)
            return found.isMissing ? nil : found
        }
        if let taken, records { applier.countFallback(taken.step) }
        return taken
    }

    /// The member named `name` of `object`, looked for from the container's
    /// cursor on (initializers ask in declaration order, often the payload's).
    func member(named name: String, in object: SourceValue, cursor: Int) -> Found {
        guard let value = members.member(
                named: name, in: object, cursor: cursor, tape: tape, options: options, convertsKeys: convertsKeys,
                codingPath: { codingPath })
        else { return .absent }
        return kind(value) == .null ? .null : .present(value)
    }

    /// The value node of member `name` of the object node `index`, looked
    /// for from the container's cursor (``MemberCursors``).
    @inline(__always)
    func memberNode(named name: String, inObject index: Int, cursor: Int) -> Int? {
        members.memberNode(named: name, inObject: index, cursor: cursor, in: tape)
    }

    /// The value node of the member an entry's first key names, in the
    /// object node `index` (the container at `cursor`).
    @inline(__always)
    func entryNode(_ step: PlanStep<JSONObjectTarget>, inObject index: Int, cursor: Int) -> Int? {
        guard let first = step.keys.first else { return nil }
        return first.utf8.withUnsafeBufferPointer { members.memberNode(utf8: $0, inObject: index, cursor: cursor, in: tape) }
    }

    /// The coding key a payload key stands for, as the options convert it.
    func codingName(ofPayloadKey key: String) -> String {
        options.codingName(ofPayloadKey: key, codingPath: codingPath)
    }
}

extension MappingPlan where Target == JSONObjectTarget {
    /// The step of the entry named `name`, if the context has one.
    @inline(__always)
    func step(named name: String) -> PlanStep<JSONObjectTarget>? {
        stepIndex(named: name).map { steps[$0] }
    }
}

extension MappingPlan where Target == JSONObjectTarget {
    /// The step of the context's `@self` entry with a transformer, if any.
    var selfTransformStep: PlanStep<JSONObjectTarget>? {
        for index in selfSteps {
            if case .selfTransform = steps[index].action { return steps[index] }
        }
        return nil
    }
}

extension PlanStep where Target == JSONObjectTarget {
    /// The context of the entry's `@object`.
    var childPlan: MappingPlan<JSONObjectTarget>? {
        switch action {
        case .nested(let link), .keyed(let link): link.plan
        case .switched(let table): table.fallback?.plan
        default: nil
        }
    }
}
