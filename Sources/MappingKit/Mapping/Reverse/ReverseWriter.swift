/// Reverse mapping's one decision tree: the entries of a context (its
/// `@reverseMappings` when it has some) written from a ``ReverseSource``,
/// each at its key path. Both ways models go back to JSON, `Mappable`
/// property tables (``ReverseMapper``) and `Encodable` values
/// (`EncodingSession`), run it, so a keyword is written back once.
///
/// For each entry, in order:
/// 1. `@metadata` entries are read beside a payload, never written back;
/// 2. an `@self` entry with `@object` writes its context's entries from the
///    same source, at its key path (merged into the object at `@self`);
/// 3. the property the entry names is looked up (none: nothing written);
/// 4. a transformer writes its reverse of the typed value (no reverse, or a
///    `nil` value: nothing written; a reverse that throws: nothing written);
/// 5. an `@object` entry writes the value through its context;
/// 6. anything else is written as it is;
/// 7. `nil` and `null` are not written (`null` is, where the entry's
///    `@reverseNil` is `"null"`); the rest is written at the key path.
///
/// What the entries write is merged by one rule, whatever their order
/// (``ReverseOutput``): objects merge, a `null` never replaces what another
/// entry writes, and two entries that would put different values at one
/// key path throw a ``MappingConfigurationError`` naming both.
struct ReverseWriter {
    let storage: SharedCatalog
    /// Nested contexts deeper than this are left out, so a model graph with
    /// a cycle of class references cannot recurse without end.
    static let maximumDepth = 64

    /// Writes context `index`'s entries from `source` into `output`.
    func write<Source: ReverseSource>(_ source: Source, context index: Int, into output: inout ReverseOutput, depth: Int) throws {
        let context = storage.contexts[index]
        let files = storage.tables.sources.files
        for entry in storage.contexts[context.reverseIndex ?? index].entries {
            if entry.keyPath.readsMetadata { continue }
            if entry.targetsSelf {
                guard let object = entry.object, depth + 1 < Self.maximumDepth else { continue }
                var nested = ReverseOutput()
                try write(source, context: object.contextIndex, into: &nested, depth: depth + 1)
                try output.write(nested.json, at: entry.keyPath, by: entry, in: context, files: files)
                continue
            }
            guard let property = source.property(named: entry.property) else { continue }
            var value: JSON?
            // The property is `nil` (not a reverse that failed).
            var isNilValue = false
            if let name = entry.transformer {
                guard let reverse = storage.transformers.transformer(named: name)?.reverse else { continue }
                let typed = source.typedValue(of: property)
                if let typed, !isNil(typed) {
                    value = try? reverse(unwrapped(typed), entry.transformUserData)
                } else {
                    isNilValue = true
                }
            } else if let object = entry.object {
                value = try source.nested(property, named: entry.property, through: object, depth: depth + 1)
                isNilValue = value == nil || value == .null
            } else {
                value = try source.plain(property, named: entry.property)
                isNilValue = value == nil || value == .null
            }
            guard let value, value != .null else {
                if isNilValue, entry.reverseNil == .null { try output.write(.null, at: entry.keyPath, by: entry, in: context, files: files) }
                continue
            }
            try output.write(value, at: entry.keyPath, by: entry, in: context, files: files)
        }
    }
}
