/// The checks of a context against an `Encodable` type, made on the first
/// value written: its entries name keys the value's `encode(to:)` wrote
/// (`encodeIfPresent` of `nil` counts: a synthesized `encode(to:)` names
/// every key, whatever the value), and their transformers are registered.
/// `@class` is not checked: the value exists already, and what its entries
/// name is what must fit (a request body type can be written through the
/// context of the response model it resembles).
extension ModelValidator {
    /// Checks that context `index` fits `type`, whose first value wrote
    /// `keys` at its top level.
    static func checkEncodable(_ type: Any.Type, keys: [String], context index: Int, tables: CompiledCatalog) throws(MappingConfigurationError) {
        var sink = DiagnosticSink()
        sink.files = tables.sources.files
        var validator = ModelValidator(tables: tables, sink: sink)
        validator.checksTransformerNames = true
        validator.validate(context: index, encodedKeys: keys, name: String(describing: type))
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
