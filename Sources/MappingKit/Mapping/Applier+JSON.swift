/// Dynamic mapping: without model types, a context maps a payload to JSON
/// shaped by its entries. Each object's keys are the entry names in file
/// order; an entry with no value is absent; an `@self` entry merges its keys
/// into the object. Populating an existing document keeps its keys and
/// follows the same rules as models: collections, `@clearContent`,
/// `@insertContentAtBegin`, `@identity`, and untouched on issue.
extension Applier {
    mutating func mapJSON(_ value: PayloadValue, into object: inout JSON.Object, context index: Int) {
        let context = storage.contexts[index]
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
        source.push(entry.keyPath)
        target.push(.key(entry.property))
        defer {
            source.pop(entry.keyPath.keys.count)
            target.pop()
        }
        if value.kind == .object {
            var nested = object[entry.property]?.objectValue ?? JSON.Object()
            mapJSON(value, into: &nested, context: mapping.contextIndex)
            object[entry.property] = .object(nested)
            return
        }
        guard let elements = value.elements else {
            source.pop(entry.keyPath.keys.count)
            target.pop()
            record(.typeMismatch, entry: entry, context: context, message: "expected object or array of objects, found \(value.summary)")
            source.push(entry.keyPath)
            target.push(.key(entry.property))
            return
        }
        var existing = entry.clearsContent ? [] : (object[entry.property]?.arrayValue ?? [])
        let existingCount = existing.count
        var inserted: [JSON] = []
        for (position, element) in elements.enumerated() {
            source.push(.index(position))
            defer { source.pop() }
            let targetIndex = entry.insertsAtBeginning ? inserted.count : existingCount + inserted.count
            guard element.kind == .object else {
                target.push(.index(targetIndex))
                record(.invalidElement, entry: entry, context: context, message: "expected object, found \(element.summary)", atCurrentPath: true)
                target.pop()
                continue
            }
            if !entry.identity.isEmpty {
                var probe = Applier(storage: storage, root: rootValue)
                probe.source = source
                probe.target = target
                probe.target.push(.index(targetIndex))
                var candidate = JSON.Object()
                probe.mapJSON(element, into: &candidate, context: mapping.contextIndex)
                let key = entry.identity.map { candidate[$0] ?? .null }
                if let match = existing.firstIndex(where: { item in entry.identity.map { item[$0] ?? .null } == key }) {
                    var item = existing[match].objectValue ?? JSON.Object()
                    target.push(.index(entry.insertsAtBeginning ? inserted.count + match : match))
                    mapJSON(element, into: &item, context: mapping.contextIndex)
                    target.pop()
                    existing[match] = .object(item)
                    continue
                }
                if let match = inserted.firstIndex(where: { item in entry.identity.map { item[$0] ?? .null } == key }) {
                    var item = inserted[match].objectValue ?? JSON.Object()
                    target.push(.index(entry.insertsAtBeginning ? match : existingCount + match))
                    mapJSON(element, into: &item, context: mapping.contextIndex)
                    target.pop()
                    inserted[match] = .object(item)
                    continue
                }
                absorb(probe)
                inserted.append(.object(candidate))
                continue
            }
            var item = JSON.Object()
            target.push(.index(targetIndex))
            mapJSON(element, into: &item, context: mapping.contextIndex)
            target.pop()
            inserted.append(.object(item))
        }
        object[entry.property] = .array(entry.insertsAtBeginning ? inserted + existing : existing + inserted)
    }
}
