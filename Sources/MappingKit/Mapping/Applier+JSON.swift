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
        guard !entry.identity.isEmpty else {
            for (position, element) in elements.enumerated() {
                source.push(.index(position))
                defer { source.pop() }
                target.push(.index(entry.insertsAtBeginning ? inserted.count : existingCount + inserted.count))
                defer { target.pop() }
                guard element.kind == .object else {
                    record(.invalidElement, entry: entry, context: context, message: "expected object, found \(element.summary)", atCurrentPath: true)
                    continue
                }
                var item = JSON.Object()
                mapJSON(element, into: &item, context: mapping.contextIndex)
                inserted.append(.object(item))
            }
            object[entry.property] = .array(entry.insertsAtBeginning ? inserted + existing : existing + inserted)
            return
        }
        // As for models: place every element first, then map in payload order.
        var keys = existing.map { item in entry.identity.map { item[$0] ?? .null } }
        var placements: [ElementPlacement] = []
        placements.reserveCapacity(elements.count)
        for (position, element) in elements.enumerated() {
            guard element.kind == .object else {
                placements.append(.invalid(slot: inserted.count))
                continue
            }
            var probe = Applier(storage: storage, root: rootValue)
            probe.source = source
            probe.source.push(.index(position))
            probe.target = target
            probe.target.push(.index(entry.insertsAtBeginning ? inserted.count : existingCount + inserted.count))
            var candidate = JSON.Object()
            probe.mapJSON(element, into: &candidate, context: mapping.contextIndex)
            let key = entry.identity.map { candidate[$0] ?? .null }
            // An item without identity (all null) matches nothing.
            if key.contains(where: { $0 != .null }), let match = keys.firstIndex(of: key) {
                placements.append(match < existingCount ? .existing(match) : .repeated(slot: match - existingCount))
            } else {
                placements.append(.new(probe))
                inserted.append(.object(candidate))
                keys.append(key)
            }
        }
        for (position, element) in elements.enumerated() {
            source.push(.index(position))
            defer { source.pop() }
            switch placements[position] {
            case .invalid(let slot):
                target.push(.index(entry.insertsAtBeginning ? slot : existingCount + slot))
                record(.invalidElement, entry: entry, context: context, message: "expected object, found \(element.summary)", atCurrentPath: true)
                target.pop()
            case .new(let probe):
                absorb(probe)
            case .existing(let match):
                var item = existing[match].objectValue ?? JSON.Object()
                target.push(.index(entry.insertsAtBeginning ? inserted.count + match : match))
                mapJSON(element, into: &item, context: mapping.contextIndex)
                target.pop()
                existing[match] = .object(item)
            case .repeated(let slot):
                var item = inserted[slot].objectValue ?? JSON.Object()
                target.push(.index(entry.insertsAtBeginning ? slot : existingCount + slot))
                mapJSON(element, into: &item, context: mapping.contextIndex)
                target.pop()
                inserted[slot] = .object(item)
            }
        }
        object[entry.property] = .array(entry.insertsAtBeginning ? inserted + existing : existing + inserted)
    }
}
