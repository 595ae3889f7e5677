/// Dynamic mapping: without model types, a context maps a payload to JSON
/// shaped by its entries. Each object's keys are the entry names in file
/// order; an entry with no value is absent; an `@self` entry merges its keys
/// into the object. Populating an existing document keeps its keys and
/// follows the same rules as models: collections, `@clearContent`,
/// `@insertContentAtBegin`, `@identity`, and untouched on issue.
extension Applier {
    mutating func mapJSON(_ value: PayloadValue, into object: inout JSON.Object, context index: Int) {
        let context = storage.contexts[index]
        guard enterContext(context) else { return }
        defer { depth -= 1 }
        countObject(index)
        for entry in context.entries {
            guard let present = presentValue(value, for: entry, context: context) else { continue }
            if entry.targetsSelf {
                if let mapping = entry.object {
                    reading(entry.keyPath) { $0.mapJSON(present, into: &object, context: mapping.contextIndex) }
                } else if let name = entry.transformer {
                    mergeTransformed(present, into: &object, entry: entry, context: context, name: name)
                }
                continue
            }
            if let name = entry.transformer {
                if let output = transformedJSON(present, entry: entry, context: context, name: name) { object[entry.property] = output }
                continue
            }
            if let mapping = entry.object {
                mapNestedJSON(present, into: &object, mapping: mapping, entry: entry, context: context)
                continue
            }
            object[entry.property] = present.json
        }
    }

    /// An `@self` transformer's output merged into the object. Output that
    /// is not an object is a `transformerFailed` error, as on the typed path
    /// (where it is not the model's type); output with no JSON form is the
    /// `transformerFailed` warning of any entry.
    private mutating func mergeTransformed(
        _ value: PayloadValue, into object: inout JSON.Object, entry: MappingEntry, context: CompiledContext, name: String
    ) {
        guard let transformer = storage.transformers.transformer(named: name) else {
            if let copied = transformedJSON(value, entry: entry, context: context, name: name), case .object(let members) = copied {
                for (key, member) in members { object[key] = member }
            }
            return
        }
        guard let output = transform(value, entry: entry, context: context, name: name),
            let json = jsonForm(of: output, from: transformer, entry: entry, context: context, name: name)
        else { return }
        guard case .object(let members) = json else {
            if json == .null {
                // A type with no JSON of its own (a model): the same for
                // every object, so reported once.
                recordOncePerEntry(
                    .outputHasNoJSON, .warning, entry: entry, context: context,
                    problem: .outputHasNoJSON(transformer: name, produced: "\(type(of: output))", mergingIntoObject: true))
            } else {
                record(
                    .selfOutputWrongType, entry: entry, context: context,
                    problem: .selfOutputNotObject(transformer: name, found: PayloadValue(json).summary))
            }
            return
        }
        for (key, member) in members { object[key] = member }
    }

    /// A transformer's output as JSON; an unregistered transformer copies
    /// the value as it is, with a warning reported once per entry (the
    /// summary counts the objects).
    private mutating func transformedJSON(_ value: PayloadValue, entry: MappingEntry, context: CompiledContext, name: String) -> JSON? {
        guard let transformer = storage.transformers.transformer(named: name) else {
            recordOncePerEntry(
                .transformerUnregistered, .warning, entry: entry, context: context,
                problem: .transformerUnregistered(transformer: name, valueCopied: true))
            return value.json
        }
        guard let output = transform(value, entry: entry, context: context, name: name) else { return nil }
        return jsonForm(of: output, from: transformer, entry: entry, context: context, name: name)
    }

    /// The JSON form of a transformer's output; `nil` after a warning, once
    /// per entry, when it has none.
    private mutating func jsonForm(
        of output: Any, from transformer: Transformer, entry: MappingEntry, context: CompiledContext, name: String
    ) -> JSON? {
        // A type only transformers produce has no JSON of its own
        // (`mappingJSON` is null): its transformer's reverse gives it one.
        if let json = transformer.outputJSON(output), json != .null { return json }
        if let reverse = transformer.reverse, let json = try? reverse(output, entry.transformUserData) { return json }
        guard let json = transformer.outputJSON(output) else {
            recordOncePerEntry(
                .outputHasNoJSON, .warning, entry: entry, context: context,
                problem: .outputHasNoJSON(transformer: name, produced: "\(type(of: output))", mergingIntoObject: false))
            return nil
        }
        return json
    }

    private mutating func mapNestedJSON(
        _ value: PayloadValue, into object: inout JSON.Object, mapping: ObjectMapping, entry: MappingEntry, context: CompiledContext
    ) {
        guard value.kind == .object || value.kind == .array else {
            record(.expectedObject, entry: entry, context: context, problem: .expectedObjectOrArray(found: value.summary))
            return
        }
        // Populating: the document says whether the entry holds one object
        // or a collection, as a model's property type does on the typed
        // path, and a payload of the other shape is a typeMismatch that
        // leaves the document's value as it was (never replaced).
        switch object[entry.property] {
        case .array? where value.kind == .object:
            record(.expectedArray, entry: entry, context: context, problem: .documentHoldsArray(found: value.summary))
            return
        case .object? where value.kind == .array:
            record(.expectedObject, entry: entry, context: context, problem: .documentHoldsObject(found: value.summary))
            return
        default:
            break
        }
        source.push(entry.keyPath)
        target.push(.key(entry.property))
        defer {
            source.pop(entry.keyPath.keys.count)
            target.pop()
        }
        guard let elements = value.elements else {
            var nested = object[entry.property]?.objectValue ?? JSON.Object()
            mapJSON(value, into: &nested, context: mapping.contextIndex)
            object[entry.property] = .object(nested)
            return
        }
        var existing = entry.clearsContent ? [] : (object[entry.property]?.arrayValue ?? [])
        let contextIndex = mapping.contextIndex
        let identity = entry.identity
        let items = CollectionItems<JSON>(
            make: { .object(JSON.Object()) },
            fill: { applier, item, element in
                var members = item.objectValue ?? JSON.Object()
                applier.mapJSON(element, into: &members, context: contextIndex)
                item = .object(members)
            },
            identity: { item in identity.map { item[$0] ?? .null } })
        let inserted = mapElements(elements, existing: &existing, items: items, entry: entry, context: context)
        object[entry.property] = .array(entry.insertsAtBeginning ? inserted + existing : existing + inserted)
    }
}
