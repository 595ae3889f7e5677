/// The counting behind ``MappingContext/unmappedKeys(in:asOneObject:)``
/// (``UnmappedKeyCounter``), and its form with values for `mappings infer`.
extension MappingContext {
    /// ``unmappedKeys(in:asOneObject:)`` with the values found under each
    /// unread key (at most 10,000 a key), for `mappings infer --update`,
    /// which types the entries it adds from them.
    package func unmappedKeysWithValues(in payload: JSON, asOneObject: Bool = false) -> [(key: UnmappedKey, values: [JSON])] {
        let counter = unmappedKeyCounter(payload, asOneObject: asOneObject, keepsValues: true)
        return counter.result().map { key in (key, counter.values[key.context]?[key.keyPath] ?? []) }
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
