/// Dynamic mapping: without model types, a context maps a payload to JSON
/// shaped by its entries. Each object's keys are the entry names in file
/// order; an entry with no value is absent; an `@self` entry merges its keys
/// into the object. Populating an existing document keeps its keys and
/// follows the same rules as models: collections, `@clearContent`,
/// `@insertContentAtBegin`, `@identity`, and untouched on issue.
///
/// The engine's loop (``Applier/apply(_:_:into:)``) is the one typed
/// mapping runs; this target only writes JSON.
struct JSONObjectTarget: MappingTarget {
    var object: JSON.Object

    /// The value as it is (a scalar of the document read straight from the tape).
    mutating func setConverted(
        _ value: SourceValue, in key: String, step: PlanStep<JSONObjectTarget>, plan: MappingPlan<JSONObjectTarget>,
        applier: inout Applier
    ) {
        guard case .node(let index) = value else {
            object[key] = applier.payloadValue(value).json
            return
        }
        let tape = applier.tape
        let node = tape.nodes[index]
        switch node.kind {
        case .string: object[key] = .string(tape.string(index))
        case .number: object[key] = .number(JSONDocument.decodeNumber(node, in: tape.bytes))
        case .true: object[key] = .bool(true)
        case .false: object[key] = .bool(false)
        case .null: object[key] = .null
        case .array, .object: object[key] = applier.payloadValue(value).json
        }
    }

    mutating func setTransformed(
        _ value: SourceValue, by transformer: TransformerRef, in key: String, step: PlanStep<JSONObjectTarget>,
        plan: MappingPlan<JSONObjectTarget>, applier: inout Applier
    ) {
        if let output = Self.transformedJSON(value, by: transformer, step: step, plan: plan, applier: &applier) { object[key] = output }
    }

    /// An `@self` transformer's output merged into the object. Output that
    /// is not an object is a `transformerFailed` error, as on the typed path
    /// (where it is not the model's type); output with no JSON form is the
    /// `transformerFailed` warning of any entry.
    mutating func replaceSelf(
        _ value: SourceValue, by ref: TransformerRef, slot _: String, step: PlanStep<JSONObjectTarget>,
        plan: MappingPlan<JSONObjectTarget>, applier: inout Applier
    ) {
        guard let transformer = ref.transformer else {
            if let copied = Self.transformedJSON(value, by: ref, step: step, plan: plan, applier: &applier),
                case .object(let members) = copied
            {
                for (key, member) in members { object[key] = member }
            }
            return
        }
        guard let output = applier.transform(value, ref, step: step, plan: plan),
            let json = Self.jsonForm(of: output, from: transformer, name: ref.name, step: step, plan: plan, applier: &applier)
        else { return }
        guard case .object(let members) = json else {
            if json == .null {
                // A type with no JSON of its own (a model): the same for
                // every object, so reported once.
                applier.recordOncePerEntry(
                    .outputHasNoJSON, .warning, entry: step.entry, context: plan.context,
                    problem: .outputHasNoJSON(transformer: ref.name, produced: "\(type(of: output))", mergingIntoObject: true))
            } else {
                applier.record(
                    .selfOutputWrongType, entry: step.entry, context: plan.context,
                    problem: .selfOutputNotObject(transformer: ref.name, found: PayloadValue(json).summary))
            }
            return
        }
        for (key, member) in members { object[key] = member }
    }

    /// A transformer's output as JSON; an unregistered transformer copies
    /// the value as it is, with a warning reported once per entry (the
    /// summary counts the objects).
    private static func transformedJSON(
        _ value: SourceValue, by ref: TransformerRef, step: PlanStep<JSONObjectTarget>, plan: MappingPlan<JSONObjectTarget>,
        applier: inout Applier
    ) -> JSON? {
        guard let transformer = ref.transformer else {
            applier.recordOncePerEntry(
                .transformerUnregistered, .warning, entry: step.entry, context: plan.context,
                problem: .transformerUnregistered(transformer: ref.name, valueCopied: true))
            return applier.payloadValue(value).json
        }
        guard let output = applier.transform(value, ref, step: step, plan: plan) else { return nil }
        return jsonForm(of: output, from: transformer, name: ref.name, step: step, plan: plan, applier: &applier)
    }

    /// The JSON form of a transformer's output; `nil` after a warning, once
    /// per entry, when it has none.
    private static func jsonForm(
        of output: Any, from transformer: Transformer, name: String, step: PlanStep<JSONObjectTarget>,
        plan: MappingPlan<JSONObjectTarget>, applier: inout Applier
    ) -> JSON? {
        // A type only transformers produce has no JSON of its own
        // (`mappingJSON` is null): its transformer's reverse gives it one.
        if let json = transformer.outputJSON(output), json != .null { return json }
        if let reverse = transformer.reverse, let json = try? reverse(output, step.entry.transformUserData) { return json }
        guard let json = transformer.outputJSON(output) else {
            applier.recordOncePerEntry(
                .outputHasNoJSON, .warning, entry: step.entry, context: plan.context,
                problem: .outputHasNoJSON(transformer: name, produced: "\(type(of: output))", mergingIntoObject: false))
            return nil
        }
        return json
    }

    mutating func mapNested(
        _ value: SourceValue, _ child: PlanLink<JSONObjectTarget>, step: PlanStep<JSONObjectTarget>,
        plan: MappingPlan<JSONObjectTarget>, applier: inout Applier
    ) {
        let kind = applier.kind(value)
        guard fits(value, kind: kind, step: step, plan: plan, applier: &applier) else { return }
        guard kind == .object else {
            mapCollection(value, child, step: step, plan: plan, applier: &applier)
            return
        }
        let property = step.entry.property
        applier.source.push(step.entry.keyPath)
        applier.target.push(.key(property))
        var nested = JSONObjectTarget(object: object[property]?.objectValue ?? JSON.Object())
        object[property] = .null
        applier.apply(child.plan, value, into: &nested)
        object[property] = .object(nested.object)
        applier.source.pop(step.keys.count)
        applier.target.pop()
    }

    /// Whether a nested value fits: an object or an array, of the shape the
    /// document already holds when populating; otherwise an issue.
    @inline(never)
    private func fits(
        _ value: SourceValue, kind: PayloadValue.Kind, step: PlanStep<JSONObjectTarget>, plan: MappingPlan<JSONObjectTarget>,
        applier: inout Applier
    ) -> Bool {
        guard kind == .object || kind == .array else {
            applier.recordFound(.expectedObject, value, step: step, plan: plan) { .expectedObjectOrArray(found: $0) }
            return false
        }
        // Populating: the document says whether the entry holds one object
        // or a collection, as a model's property type does on the typed
        // path, and a payload of the other shape is a typeMismatch that
        // leaves the document's value as it was (never replaced).
        switch object[step.entry.property] {
        case .array? where kind == .object:
            applier.recordFound(.expectedArray, value, step: step, plan: plan) { .documentHoldsArray(found: $0) }
            return false
        case .object? where kind == .array:
            applier.recordFound(.expectedObject, value, step: step, plan: plan) { .documentHoldsObject(found: $0) }
            return false
        default:
            return true
        }
    }

    private mutating func mapCollection(
        _ value: SourceValue, _ child: PlanLink<JSONObjectTarget>, step: PlanStep<JSONObjectTarget>,
        plan: MappingPlan<JSONObjectTarget>, applier: inout Applier
    ) {
        applier.source.push(step.entry.keyPath)
        applier.target.push(.key(step.entry.property))
        defer {
            applier.source.pop(step.keys.count)
            applier.target.pop()
        }
        var existing = step.entry.clearsContent ? [] : (object[step.entry.property]?.arrayValue ?? [])
        let identity = step.entry.identity
        let items = CollectionItems<JSON>(
            make: { .object(JSON.Object()) },
            fill: { applier, item, element in
                var members = JSONObjectTarget(object: item.objectValue ?? JSON.Object())
                item = .null
                applier.apply(child.plan, element, into: &members)
                item = .object(members.object)
            },
            identity: { item in identity.map { item[$0] ?? .null } })
        let elements = applier.elements(of: value)
        let inserted = applier.mapElements(elements, existing: &existing, items: items, entry: step.entry, context: plan.context)
        object[step.entry.property] = .array(step.entry.insertsAtBeginning ? inserted + existing : existing + inserted)
    }
}

extension Applier {
    /// Maps `value` into `object` with `plan` (the object is moved into the
    /// target and back, never copied).
    @discardableResult
    mutating func mapJSONRoot(_ value: SourceValue, into object: inout JSON.Object, plan: MappingPlan<JSONObjectTarget>) -> Bool {
        var target = JSONObjectTarget(object: JSON.Object())
        swap(&target.object, &object)
        defer { swap(&target.object, &object) }
        return mapRoot(value, into: &target, plan: plan)
    }
}

/// Builds the JSON plans of contexts: a plan and every plan its steps lead
/// to, registered before its steps are built so recursive contexts find it.
struct JSONPlanBuilder {
    let storage: CatalogStorage
    var plans: [Int: MappingPlan<JSONObjectTarget>]

    mutating func plan(_ context: Int) -> MappingPlan<JSONObjectTarget> {
        if let plan = plans[context] { return plan }
        let plan = MappingPlan<JSONObjectTarget>(contextIndex: context, context: storage.contexts[context])
        plans[context] = plan
        var steps: [PlanStep<JSONObjectTarget>] = []
        for entry in plan.context.entries {
            steps.append(PlanStep(entry: entry, action: action(for: entry)))
        }
        plan.finish(steps)
        return plan
    }

    private mutating func action(for entry: MappingEntry) -> PlanAction<JSONObjectTarget> {
        if entry.targetsSelf {
            if let mapping = entry.object { return .selfObject(PlanLink(plan: plan(mapping.contextIndex))) }
            if let name = entry.transformer { return .selfTransform(TransformerRef(name: name, userData: entry.transformUserData, in: storage.transformers), entry.property) }
            return .nothing
        }
        if let name = entry.transformer { return .transform(TransformerRef(name: name, userData: entry.transformUserData, in: storage.transformers), entry.property) }
        if let mapping = entry.object, mapping.polymorphism != nil {
            return .switched(SwitchTable(mapping) { PlanLink(plan: plan($0.contextIndex)) })
        }
        if let mapping = entry.object {
            let child = PlanLink(plan: plan(mapping.contextIndex))
            return mapping.keyProperty == nil ? .nested(child) : .keyed(child)
        }
        return .convert(entry.property)
    }
}
