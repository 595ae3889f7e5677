/// The checks a typed call makes the first time it maps a context into a
/// model type (``PlanCache`` runs them once per pair, under its lock).
extension ModelValidator {
    /// Checks that context `index` fits `M`: its `@class` names `M` (or
    /// nothing), and its entries fit `M`'s properties.
    static func checkTyped<M: Mappable>(_: M.Type, context index: Int, tables: CompiledCatalog) throws(MappingConfigurationError) {
        var sink = DiagnosticSink()
        sink.files = tables.sources.files
        let compiled = tables.contexts[index]
        if let className = compiled.className, let registered = tables.models?.info(named: className), registered.type != M.self {
            sink.report(
                .contextModelMismatch(context: compiled.identifier, className: className, requested: "\(M.self)"),
                located: compiled.location)
        }
        var validator = ModelValidator(tables: tables, sink: sink)
        // An entry whose transformer is not registered could fill nothing:
        // a configuration error, as for a catalog loaded with transformers:.
        validator.checksTransformerNames = true
        validator.validate(context: index, model: ModelInfo(M.self, name: tables.models?.info(for: M.self)?.name ?? String(describing: M.self)))
        if validator.diagnostics.hasErrors { throw MappingConfigurationError(diagnostics: validator.diagnostics.sorted) }
    }

    /// Checks every `@reverseMappings` that writing an `M` with context
    /// `index` reaches: the context's, and those of the contexts its written
    /// entries' `@object`s use, each against the model type of the property
    /// it writes.
    static func checkReverse<M: Mappable>(_: M.Type, context index: Int, tables: CompiledCatalog) throws(MappingConfigurationError) {
        var sink = DiagnosticSink()
        sink.files = tables.sources.files
        var validator = ModelValidator(tables: tables, sink: sink)
        validator.checksTransformerNames = true
        let name = tables.models?.info(for: M.self)?.name ?? String(describing: M.self)
        var pending: [(context: Int, model: ModelInfo)] = [(index, ModelInfo(M.self, name: name))]
        var seen: Set<ContextAndType> = []
        while let (context, model) = pending.popLast() {
            guard seen.insert(ContextAndType(context: context, type: ObjectIdentifier(model.type))).inserted else { continue }
            var written = context
            if let reverse = tables.contexts[context].reverseIndex {
                validator.validate(context: reverse, model: model)
                written = reverse
            }
            for entry in tables.contexts[written].entries {
                guard let object = entry.object else { continue }
                if entry.targetsSelf {
                    pending.append((object.contextIndex, model))
                } else if let nested = model.properties[entry.property]?.modelType {
                    pending.append((object.contextIndex, ModelInfo.of(nested)))
                }
            }
        }
        if validator.diagnostics.hasErrors { throw MappingConfigurationError(diagnostics: validator.diagnostics.sorted) }
    }
}

/// A context and a model type, by identity.
private struct ContextAndType: Hashable {
    let context: Int
    let type: ObjectIdentifier
}
