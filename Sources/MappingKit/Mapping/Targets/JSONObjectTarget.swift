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
    /// `true` for a new object mapped with a plan whose steps write
    /// distinct keys (``MappingPlan/writesDistinctKeys``): a key it sets is
    /// not there yet, so it is appended without a look-up. Every other
    /// object (populated, merged into by `@self`) sets keys by subscript.
    private var appendsNewKeys = false

    init(object: JSON.Object) {
        self.object = object
    }

    /// A new object for `plan`, with room for its steps.
    init(newFor plan: MappingPlan<JSONObjectTarget>) {
        object = JSON.Object(capacity: plan.steps.count)
        appendsNewKeys = plan.writesDistinctKeys
    }

    /// `object` to be filled by `plan`: appended to when it is empty.
    init(object: JSON.Object, for plan: MappingPlan<JSONObjectTarget>) {
        if object.isEmpty {
            self.init(newFor: plan)
        } else {
            self.init(object: object)
        }
    }

    /// Sets `key` (a step's own key): appended when the object appends new keys.
    @inline(__always)
    private mutating func put(_ key: String, _ value: JSON) {
        if appendsNewKeys {
            object.append(key, value)
        } else {
            object[key] = value
        }
    }

    /// The value as it is (a scalar of the document read straight from the tape).
    mutating func setNull(in key: String?, step: PlanStep<JSONObjectTarget>, applier: inout Applier) {
        if let key { put(key, .null) }
    }

    mutating func setConverted(_ value: SourceValue, in key: String, step: PlanStep<JSONObjectTarget>, applier: inout Applier) {
        guard case .node(let index) = value else {
            put(key, applier.payloadValue(value).json)
            return
        }
        let tape = applier.tape
        let node = tape.nodes[index]
        switch node.kind {
        case .string: put(key, .string(tape.string(index)))
        case .number: put(key, .number(JSONDocument.decodeNumber(node, in: tape.bytes)))
        case .true: put(key, .bool(true))
        case .false: put(key, .bool(false))
        case .null: put(key, .null)
        case .array, .object: put(key, applier.payloadValue(value).json)
        }
    }

    mutating func setTransformed(
        _ value: SourceValue, by transformer: TransformerRef, in key: String, step: PlanStep<JSONObjectTarget>,
        applier: inout Applier
    ) {
        if let output = Self.transformedJSON(value, by: transformer, step: step, applier: &applier) { put(key, output) }
    }

    /// An `@self` transformer's output merged into the object. Output that
    /// is not an object is a `transformerFailed` error, as on the typed path
    /// (where it is not the model's type); output with no JSON form is the
    /// `transformerFailed` warning of any entry.
    mutating func replaceSelf(
        _ value: SourceValue, by ref: TransformerRef, with _: String, step: PlanStep<JSONObjectTarget>, applier: inout Applier
    ) {
        guard let transformer = ref.transformer else {
            guard let copied = Self.transformedJSON(value, by: ref, step: step, applier: &applier) else { return }
            guard case .object(let members) = copied else {
                // The value has nowhere to go: it is not lost in silence.
                applier.record(
                    .selfOutputWrongType, entry: step.entry, context: step.context,
                    problem: .selfValueDropped(transformer: ref.name, found: PayloadValue(copied).summary))
                return
            }
            for (key, member) in members { object[key] = member }
            return
        }
        guard let output = applier.transform(value, ref, step: step),
            let json = Self.jsonForm(of: output, from: transformer, name: ref.name, step: step, applier: &applier)
        else { return }
        guard case .object(let members) = json else {
            if json == .null {
                // A type with no JSON of its own (a model): the same for
                // every object, so reported once.
                applier.recordOncePerEntry(
                    .outputHasNoJSON, .warning, entry: step.entry, context: step.context,
                    problem: .outputHasNoJSON(transformer: ref.name, produced: "\(type(of: output))", mergingIntoObject: true))
            } else {
                applier.record(
                    .selfOutputWrongType, entry: step.entry, context: step.context,
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
        _ value: SourceValue, by ref: TransformerRef, step: PlanStep<JSONObjectTarget>, applier: inout Applier
    ) -> JSON? {
        guard let transformer = ref.transformer else {
            applier.recordOncePerEntry(
                .transformerUnregistered, .warning, entry: step.entry, context: step.context,
                problem: .transformerUnregistered(transformer: ref.name, valueCopied: true))
            return applier.payloadValue(value).json
        }
        guard let output = applier.transform(value, ref, step: step) else { return nil }
        return jsonForm(of: output, from: transformer, name: ref.name, step: step, applier: &applier)
    }

    /// The JSON form of a transformer's output; `nil` after a warning, once
    /// per entry, when it has none.
    private static func jsonForm(
        of output: Any, from transformer: Transformer, name: String, step: PlanStep<JSONObjectTarget>, applier: inout Applier
    ) -> JSON? {
        // A type only transformers produce has no JSON of its own
        // (`mappingJSON` is null): its transformer's reverse gives it one.
        if let json = transformer.outputJSON(output), json != .null { return json }
        if let reverse = transformer.reverse, let json = try? reverse(output, step.entry.transformUserData) { return json }
        guard let json = transformer.outputJSON(output) else {
            applier.recordOncePerEntry(
                .outputHasNoJSON, .warning, entry: step.entry, context: step.context,
                problem: .outputHasNoJSON(transformer: name, produced: "\(type(of: output))", mergingIntoObject: false))
            return nil
        }
        return json
    }

    mutating func mapNested(_ value: SourceValue, _ child: PlanLink<JSONObjectTarget>, step: PlanStep<JSONObjectTarget>, applier: inout Applier) {
        let kind = applier.kind(value)
        guard fits(value, kind: kind, step: step, applier: &applier) else { return }
        guard kind == .object else {
            mapCollection(value, child, step: step, applier: &applier)
            return
        }
        let property = step.entry.property
        guard !appendsNewKeys else {
            var nested = JSONObjectTarget(newFor: child.plan)
            applier.atEntry(step) { applier in applier.apply(child.plan, value, into: &nested) }
            object.append(property, .object(nested.object))
            return
        }
        var nested = JSONObjectTarget(object: object[property]?.objectValue ?? JSON.Object(), for: child.plan)
        object[property] = .null
        applier.atEntry(step) { applier in applier.apply(child.plan, value, into: &nested) }
        object[property] = .object(nested.object)
    }

    /// Whether a nested value fits: an object or an array, of the shape the
    /// document already holds when populating; otherwise an issue.
    @inline(never)
    private func fits(_ value: SourceValue, kind: PayloadValue.Kind, step: PlanStep<JSONObjectTarget>, applier: inout Applier) -> Bool {
        guard kind == .object || kind == .array else {
            applier.recordFound(.expectedObject, value, step: step) { .expectedObjectOrArray(found: $0) }
            return false
        }
        // Populating: the document says whether the entry holds one object
        // or a collection, as a model's property type does on the typed
        // path, and a payload of the other shape is a typeMismatch that
        // leaves the document's value as it was (never replaced).
        switch object[step.entry.property] {
        case .array? where kind == .object:
            applier.recordFound(.expectedArray, value, step: step) { .documentHoldsArray(found: $0) }
            return false
        case .object? where kind == .array:
            applier.recordFound(.expectedObject, value, step: step) { .documentHoldsObject(found: $0) }
            return false
        default:
            return true
        }
    }

    private mutating func mapCollection(
        _ value: SourceValue, _ child: PlanLink<JSONObjectTarget>, step: PlanStep<JSONObjectTarget>, applier: inout Applier
    ) {
        guard !appendsNewKeys || !step.entry.identity.isEmpty else {
            object.append(step.entry.property, .array(Self.newItems(value, child.plan, step: step, applier: &applier)))
            return
        }
        var existing = step.entry.clearsContent || appendsNewKeys ? [] : (object[step.entry.property]?.arrayValue ?? [])
        let identity = step.entry.identity
        let items = CollectionItems<JSON>(
            make: { .object(JSON.Object()) },
            fill: { applier, item, element in
                var members = JSONObjectTarget(object: item.objectValue ?? JSON.Object(), for: child.plan)
                item = .null
                applier.apply(child.plan, element, into: &members)
                item = .object(members.object)
            },
            identity: { item in identity.map { item[$0] ?? .null } })
        let inserted = applier.atEntry(step) { applier in
            applier.mapElements(applier.elements(of: value), existing: &existing, items: items, entry: step.entry, context: step.context)
        }
        put(step.entry.property, .array(step.entry.insertsAtBeginning ? inserted + existing : existing + inserted))
    }

    /// A new collection (no `@identity`, nothing to populate): each
    /// object element mapped into a new object, as ``Applier/mapElements``
    /// maps them, without its closures.
    private static func newItems(
        _ value: SourceValue, _ plan: MappingPlan<JSONObjectTarget>, step: PlanStep<JSONObjectTarget>, applier: inout Applier
    ) -> [JSON] {
        var items: [JSON] = []
        items.reserveCapacity(applier.count(value))
        applier.atEntry(step) { applier in
            var dropped = Applier.DroppedElements()
            applier.forEachElement(of: value) { applier, position, element in
                applier.atElement(source: position, target: items.count) { applier in
                    guard applier.kind(element) == .object else {
                        applier.recordInvalidElement(element, at: position, entry: step.entry, context: step.context, dropped: &dropped)
                        return
                    }
                    var members = JSONObjectTarget(newFor: plan)
                    applier.apply(plan, element, into: &members)
                    items.append(.object(members.object))
                }
                return true
            }
        }
        return items
    }

    /// What a collection from a key path through arrays is here: as KVC
    /// gives it, but for `@object` collections, whose elements are mapped
    /// one by one.
    static func fanOutShape(of action: PlanAction<JSONObjectTarget>) -> FanOutShape {
        switch action {
        case .nested, .switched: .flat
        default: .nested
        }
    }
}
