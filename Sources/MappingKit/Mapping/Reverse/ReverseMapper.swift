/// Writes models back to JSON through the same context: each entry's key
/// path becomes the output path, nested objects and collections use their
/// `@object` contexts, transformers use their reverse. Entries whose value
/// is `nil`, and transformer entries without a reverse, are left out; what
/// the entries write is merged by ``ReverseOutput``'s rule, and two that
/// collide throw.
///
/// A context with `@reverseMappings` is written through that entry set
/// instead of its own entries, and so is each nested context that has one.
struct ReverseMapper {
    let storage: SharedCatalog
    /// Nested contexts deeper than this are left out (``ReverseWriter/maximumDepth``).
    static let maximumDepth = ReverseWriter.maximumDepth

    /// The model as JSON: an object, or what an entry reading `@self` wrote
    /// when that is not an object (a collection mapped from an array payload).
    func json<M: Mappable>(from model: M, context index: Int, depth: Int = 0) throws(MappingConfigurationError) -> JSON {
        var output = ReverseOutput()
        guard depth < Self.maximumDepth else { return output.json }
        let source = ModelReverseSource(model: model, descriptor: ModelDescriptor.of(M.self), mapper: self)
        do {
            try ReverseWriter(storage: storage).write(source, context: index, into: &output, depth: depth)
        } catch let error as MappingConfigurationError {
            throw error
        } catch {
            // A model's source throws nothing else: a reverse that throws writes nothing.
        }
        return output.json
    }
}

extension Mappable {
    func reverseMapped(_ mapper: ReverseMapper, context: Int, depth: Int) throws(MappingConfigurationError) -> JSON {
        try mapper.json(from: self, context: context, depth: depth)
    }
}

/// What the reverse verbs for ``Mappable`` models
/// (`API/MappingContext+Reverse.swift`) run: the context checked against
/// `M` once, then each model written by a ``ReverseMapper``.
extension MappingContext {
    /// `model` written back to JSON through this context.
    func runReverse<M: Mappable>(_ model: M) throws(MappingConfigurationError) -> JSON {
        try storage.plans.checkReverse(index, for: M.self, in: storage)
        return try ReverseMapper(storage: storage).json(from: model, context: index)
    }

    /// `models` written back to a JSON array through this context.
    func runReverse<M: Mappable>(_ models: [M]) throws(MappingConfigurationError) -> JSON {
        try storage.plans.checkReverse(index, for: M.self, in: storage)
        let mapper = ReverseMapper(storage: storage)
        var elements: [JSON] = []
        elements.reserveCapacity(models.count)
        for model in models { elements.append(try mapper.json(from: model, context: index)) }
        return .array(elements)
    }
}
