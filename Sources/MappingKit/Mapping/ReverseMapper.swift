/// Writes models back to JSON through the same context: each entry's key
/// path becomes the output path, nested objects and collections use their
/// `@object` contexts, transformers use their reverse. Entries whose value
/// is `nil`, and transformer entries without a reverse, are left out.
///
/// A context with `@reverseMappings` is written through that entry set
/// instead of its own entries, and so is each nested context that has one.
struct ReverseMapper {
    let storage: CatalogStorage
    /// Nested contexts deeper than this are left out, so a model graph with
    /// a cycle of class references cannot recurse without end.
    static let maximumDepth = 64

    /// The model as JSON: an object, or what an entry reading `@self` wrote
    /// when that is not an object (a collection mapped from an array payload).
    func json<M: Mappable>(from model: M, context index: Int, depth: Int = 0) -> JSON {
        var output = JSON.Object()
        var whole: JSON?
        guard depth < Self.maximumDepth else { return .object(output) }
        let descriptor = ModelDescriptor.of(M.self)
        for entry in storage.contexts[storage.contexts[index].reverseIndex ?? index].entries {
            // `@metadata` is read beside the payload, never written back.
            if entry.keyPath.readsMetadata { continue }
            if entry.targetsSelf {
                if let object = entry.object {
                    Self.insert(json(from: model, context: object.contextIndex, depth: depth + 1), at: entry.keyPath, into: &output, whole: &whole)
                }
                continue
            }
            guard let accessor = descriptor.accessors[entry.property] else { continue }
            var value: JSON?
            if let name = entry.transformer {
                guard let reverse = storage.transformers.transformer(named: name)?.reverse else { continue }
                let current = accessor.getAny(model)
                if isNil(current) { continue }
                value = try? reverse(unwrapped(current), entry.transformUserData)
            } else if let object = entry.object, let nested = accessor.nested {
                let polymorphic = nested.modelType == nil
                func written(_ item: any Mappable) -> JSON {
                    polymorphic
                        ? polymorphicJSON(item, object, depth: depth + 1)
                        : item.reverseMapped(self, context: object.contextIndex, depth: depth + 1)
                }
                switch nested.models(in: model) {
                case nil:
                    continue
                case .one(let item)?:
                    value = written(item)
                case .many(let items)?:
                    value = .array(items.map(written))
                case .keyed(let items)?:
                    // Keyed as the payload was, in key order.
                    value = .object(JSON.Object(items.sorted { $0.key < $1.key }.map { ($0.key, written($0.value)) }))
                }
            } else {
                value = accessor.json(model)
            }
            guard let value, value != .null else { continue }
            Self.insert(value, at: entry.keyPath, into: &output, whole: &whole)
        }
        return whole ?? .object(output)
    }

    /// Sets `value` at `path`, creating objects on the way; an object merges
    /// into one already there (`user` after `user.name`). At `@self` an
    /// object's members merge into `output`, and anything else becomes `whole`.
    /// `Encodable` values are written with it too (``EncodingSession``).
    static func insert(_ value: JSON, at path: MappingKeyPath, into output: inout JSON.Object, whole: inout JSON?) {
        guard let first = path.segments.first else {
            if case .object(let members) = value {
                for (key, member) in members { output[key] = member }
            } else {
                whole = value
            }
            return
        }
        if path.segments.count == 1 {
            if case .object(let members) = value, var existing = output[first]?.objectValue {
                for (key, member) in members { existing[key] = member }
                output[first] = .object(existing)
            } else {
                output[first] = value
            }
            return
        }
        var nested = output[first]?.objectValue ?? JSON.Object()
        var ignored: JSON?
        Self.insert(value, at: MappingKeyPath(segments: Array(path.segments.dropFirst())), into: &nested, whole: &ignored)
        output[first] = .object(nested)
    }
}

extension Mappable {
    func reverseMapped(_ mapper: ReverseMapper, context: Int, depth: Int) -> JSON {
        mapper.json(from: self, context: context, depth: depth)
    }
}

extension MappingContext {
    /// Writes a model back to JSON through this context (reverse mapping):
    /// key paths become output paths, nested models and collections use
    /// their `@object` contexts, transformers their reverse.
    ///
    /// ```swift
    /// let json = try context.json(from: tweet)
    /// let again = try context.object(from: json, as: TweetModel.self)  // the same tweet
    /// ```
    ///
    /// When the context has `@reverseMappings`, those entries are used
    /// instead of its own (an API that returns `user.name` but expects
    /// `user_name` on POST):
    ///
    /// ```json
    /// "$User": { "@class": "User", "name": "user.name",
    ///            "@reverseMappings": { "name": "user_name" } }
    /// ```
    public func json<M: Mappable>(from model: M) throws(MappingConfigurationError) -> JSON {
        try storage.plans.checkReverse(index, for: M.self, in: storage)
        return ReverseMapper(storage: storage).json(from: model, context: index)
    }

    /// Writes models back to a JSON array.
    public func json<M: Mappable>(from models: [M]) throws(MappingConfigurationError) -> JSON {
        try storage.plans.checkReverse(index, for: M.self, in: storage)
        let mapper = ReverseMapper(storage: storage)
        return .array(models.map { mapper.json(from: $0, context: index) })
    }
}
