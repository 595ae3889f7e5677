/// The checks of a context against an `Encodable` type, made on the first
/// value written: its entries name keys the value's `encode(to:)` wrote
/// (`encodeIfPresent` of `nil` counts: a synthesized `encode(to:)` names
/// every key, whatever the value), their transformers are registered, and
/// its `@class` (or the `@object`'s) is the type when it is registered.
extension ModelValidator {
    /// Checks that context `index` fits `type`, whose first value wrote
    /// `keys` at its top level. `holder`: the entry and type the value is
    /// written from, for a nested value.
    static func checkEncodable(
        _ type: Any.Type, keys: [String], context index: Int, className: String?, holder: EncodingSession.Holder?,
        tables: CatalogTables
    ) throws(MappingConfigurationError) {
        var sink = DiagnosticSink()
        sink.files = tables.sources.files
        let name = String(describing: type)
        if let className, let models = tables.models {
            let registered: Any.Type? = models.decodable(named: className)?.type ?? models.info(named: className)?.type
            if let registered, registered != type {
                if let holder {
                    sink.report(
                        .classMismatch(className: className, property: holder.entry.property, model: holder.ownerName, heldType: name),
                        located: holder.entry.location)
                } else {
                    let compiled = tables.contexts[index]
                    sink.report(
                        .contextModelMismatch(context: compiled.identifier, className: className, requested: name),
                        located: compiled.location)
                }
            }
        }
        var validator = ModelValidator(tables: tables, sink: sink)
        validator.checksTransformerNames = true
        validator.validate(context: index, encodedKeys: keys, name: name)
        if validator.diagnostics.hasErrors { throw MappingConfigurationError(diagnostics: validator.diagnostics.sorted) }
    }

    /// Checks the entries context `index` writes (its `@reverseMappings`
    /// when it has some), and those of its `@self` contexts, against the
    /// keys a value encoded.
    mutating func validate(context index: Int, encodedKeys keys: [String], name: String) {
        guard visited.insert("\(index)\u{0}\(name)\u{0}encodable").inserted else { return }
        for entry in tables.contexts[tables.contexts[index].reverseIndex ?? index].entries {
            if checksTransformerNames { checkTransformerName(of: entry) }
            if entry.targetsSelf {
                if let object = entry.object { validate(context: object.contextIndex, encodedKeys: keys, name: name) }
                continue
            }
            guard !entry.keyPath.readsMetadata, !keys.contains(entry.property) else { continue }
            let close = EditDistance.closest(to: entry.property, in: keys, limit: 1).first
            sink.report(.unknownEncodedKey(key: entry.property, type: name, encoded: keys, nearest: close), located: entry.location)
        }
    }
}
