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
                    source.push(entry.keyPath)
                    mapJSON(present, into: &object, context: mapping.contextIndex)
                    source.pop(entry.keyPath.keys.count)
                } else if let name = entry.transformer, let output = transformedJSON(present, entry: entry, context: context, name: name),
                    case .object(let members) = output
                {
                    for (key, member) in members { object[key] = member }
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

    /// A transformer's output as JSON; an unregistered transformer copies
    /// the value as it is, with a warning.
    private mutating func transformedJSON(_ value: PayloadValue, entry: MappingEntry, context: CompiledContext, name: String) -> JSON? {
        guard let transformer = storage.transformers.transformer(named: name) else {
            record(.transformerUnavailable, .warning, entry: entry, context: context,
                   message: "transformer '\(name)' is not registered; the value is copied as it is")
            return value.json
        }
        guard let output = transform(value, entry: entry, context: context, name: name) else { return nil }
        // A type only transformers produce has no JSON of its own
        // (`mappingJSON` is null): its transformer's reverse gives it one.
        if let json = transformer.outputJSON(output), json != .null { return json }
        if let reverse = transformer.reverse, let json = try? reverse(output, entry.transformUserData) { return json }
        guard let json = transformer.outputJSON(output) else {
            record(.transformerFailed, .warning, entry: entry, context: context,
                   message: "transformer '\(name)' produced \(type(of: output)), which has no JSON form")
            return nil
        }
        return json
    }

    private mutating func mapNestedJSON(
        _ value: PayloadValue, into object: inout JSON.Object, mapping: ObjectMapping, entry: MappingEntry, context: CompiledContext
    ) {
        guard value.kind == .object || value.kind == .array else {
            record(.typeMismatch, entry: entry, context: context, message: "expected object or array of objects, found \(value.summary)")
            return
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
