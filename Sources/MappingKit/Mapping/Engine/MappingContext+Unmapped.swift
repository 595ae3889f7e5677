/// The counting behind ``MappingContext/unmappedKeys(in:asOneObject:)``
/// (``UnmappedKeyCounter``), and its form with values for `mappings infer`.
extension MappingContext {
    /// ``unmappedKeys(in:asOneObject:)`` with what `mappings infer --update`
    /// reads of each unread key: the values found under it (at most 10,000
    /// a key), which it types the entry it adds from, and how many of the
    /// objects held one that is not `null` (``UnmappedKeyDetails``).
    package func unmappedKeyDetails(in payload: JSON, asOneObject: Bool = false) -> UnmappedKeyDetails {
        let counter = unmappedKeyCounter(payload, asOneObject: asOneObject, keepsValues: true)
        let keys = counter.result().map { key in
            UnmappedKeyDetails.Key(
                key: key, values: counter.values[key.context]?[key.keyPath] ?? [],
                valued: counter.valued[key.context]?[key.keyPath] ?? 0)
        }
        return UnmappedKeyDetails(keys: keys, objects: counter.objects)
    }

    /// The counter after visiting each object of `payload`.
    func unmappedKeyCounter(_ payload: JSON, asOneObject: Bool, keepsValues: Bool) -> UnmappedKeyCounter {
        var counter = UnmappedKeyCounter(catalogContext: self)
        counter.keepsValues = keepsValues
        if !asOneObject, case .array(let elements) = payload {
            for element in elements { counter.visit(element, with: self) }
        } else {
            counter.visit(payload, with: self)
        }
        return counter
    }
}

/// The unread keys of a payload as `mappings infer --update` reads them
/// (``MappingContext/unmappedKeyDetails(in:asOneObject:)``).
package struct UnmappedKeyDetails {
    /// One unread key.
    package struct Key {
        /// The key, and how many objects held it (`null` included).
        package var key: UnmappedKey
        /// The values found under it, at most 10,000.
        package var values: [JSON]
        /// How many of the objects held a value that is not `null`.
        package var valued: Int
    }

    /// Most frequent first, as ``MappingContext/unmappedKeys(in:asOneObject:)`` orders them.
    package var keys: [Key]
    /// Per context, the objects it mapped (at most 10,000 each).
    package var objects: [String: [JSON]]
}
