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
///    `@reverseNil` is `"null"`); the rest is inserted at the key path.
struct ReverseWriter {
    let storage: CatalogStorage
    /// Nested contexts deeper than this are left out, so a model graph with
    /// a cycle of class references cannot recurse without end.
    static let maximumDepth = 64

    /// Writes context `index`'s entries from `source` into `output`; a value
    /// written at `@self` that is not an object becomes `whole`.
    func write<Source: ReverseSource>(
        _ source: Source, context index: Int, into output: inout JSON.Object, whole: inout JSON?, depth: Int
    ) throws {
        let context = storage.contexts[index]
        for entry in storage.contexts[context.reverseIndex ?? index].entries {
            if entry.keyPath.readsMetadata { continue }
            if entry.targetsSelf {
                guard let object = entry.object, depth + 1 < Self.maximumDepth else { continue }
                var nested = JSON.Object()
                var nestedWhole: JSON?
                try write(source, context: object.contextIndex, into: &nested, whole: &nestedWhole, depth: depth + 1)
                Self.insert(nestedWhole ?? .object(nested), at: entry.keyPath, into: &output, whole: &whole)
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
                if isNilValue, entry.reverseNil == .null { Self.insert(.null, at: entry.keyPath, into: &output, whole: &whole) }
                continue
            }
            Self.insert(value, at: entry.keyPath, into: &output, whole: &whole)
        }
    }

    /// Sets `value` at `path`, creating objects on the way; an object merges
    /// into one already there (`user` after `user.name`). At `@self` an
    /// object's members merge into `output`, and anything else becomes `whole`.
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
