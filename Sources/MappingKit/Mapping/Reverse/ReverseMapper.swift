/// Writes models back to JSON through the same context: each entry's key
/// path becomes the output path, nested objects and collections use their
/// `@object` contexts, transformers use their reverse. Entries whose value
/// is `nil`, and transformer entries without a reverse, are left out.
///
/// A context with `@reverseMappings` is written through that entry set
/// instead of its own entries, and so is each nested context that has one.
struct ReverseMapper {
    let storage: CatalogStorage
    /// Nested contexts deeper than this are left out (``ReverseWriter/maximumDepth``).
    static let maximumDepth = ReverseWriter.maximumDepth

    /// The model as JSON: an object, or what an entry reading `@self` wrote
    /// when that is not an object (a collection mapped from an array payload).
    func json<M: Mappable>(from model: M, context index: Int, depth: Int = 0) -> JSON {
        var output = JSON.Object()
        var whole: JSON?
        guard depth < Self.maximumDepth else { return .object(output) }
        let source = ModelReverseSource(model: model, descriptor: ModelDescriptor.of(M.self), mapper: self)
        // A model's source throws nothing: a reverse that throws writes nothing.
        try? ReverseWriter(storage: storage).write(source, context: index, into: &output, whole: &whole, depth: depth)
        return whole ?? .object(output)
    }
}

/// A ``Mappable`` model as ``ReverseWriter`` reads it: its property table's
/// accessors.
struct ModelReverseSource<M: Mappable>: ReverseSource {
    let model: M
    let descriptor: ModelDescriptor<M>
    let mapper: ReverseMapper

    func property(named name: String) -> PropertyAccessor<M>? { descriptor.accessors[name] }

    func typedValue(of property: PropertyAccessor<M>) -> Any? { property.getAny(model) }

    func nested(_ property: PropertyAccessor<M>, named _: String, through object: ObjectMapping, depth: Int) -> JSON? {
        guard let nested = property.nested else { return property.json(model) }
        let polymorphic = nested.modelType == nil
        func written(_ item: any Mappable) -> JSON {
            polymorphic
                ? mapper.polymorphicJSON(item, object, depth: depth)
                : item.reverseMapped(mapper, context: object.contextIndex, depth: depth)
        }
        switch nested.models(in: model) {
        case nil:
            return nil
        case .one(let item)?:
            return written(item)
        case .many(let items)?:
            return .array(items.map(written))
        case .keyed(let items)?:
            // Keyed as the payload was, in key order.
            return .object(JSON.Object(items.sorted { $0.key < $1.key }.map { ($0.key, written($0.value)) }))
        }
    }

    func plain(_ property: PropertyAccessor<M>, named _: String) -> JSON? { property.json(model) }
}

extension Mappable {
    func reverseMapped(_ mapper: ReverseMapper, context: Int, depth: Int) -> JSON {
        mapper.json(from: self, context: context, depth: depth)
    }
}

/// What the reverse verbs for ``Mappable`` models
/// (`API/MappingContext+Reverse.swift`) run: the context checked against
/// `M` once, then each model written by a ``ReverseMapper``.
extension MappingContext {
    /// `model` written back to JSON through this context.
    func runReverse<M: Mappable>(_ model: M) throws(MappingConfigurationError) -> JSON {
        try storage.plans.checkReverse(index, for: M.self, in: storage)
        return ReverseMapper(storage: storage).json(from: model, context: index)
    }

    /// `models` written back to a JSON array through this context.
    func runReverse<M: Mappable>(_ models: [M]) throws(MappingConfigurationError) -> JSON {
        try storage.plans.checkReverse(index, for: M.self, in: storage)
        let mapper = ReverseMapper(storage: storage)
        return .array(models.map { mapper.json(from: $0, context: index) })
    }
}
