extension MappingContext {
    /// The payload's keys that no entry read, per context and key path,
    /// most frequent first: the keys of each object the context (and the
    /// contexts its `@object` entries name) maps that no entry's key path
    /// reaches. A key read by an entry, a transformer or `@self` counts as
    /// read; so does everything under a key whose value an entry reads
    /// whole. An array payload counts each element, unless `asOneObject`.
    ///
    /// ```swift
    /// let unread = try catalog.context("$TweetModel").unmappedKeys(in: Payload(parsing: data).value.json)
    /// ```
    public func unmappedKeys(in payload: JSON, asOneObject: Bool = false) -> [UnmappedKey] {
        unmappedKeyCounter(payload, asOneObject: asOneObject, keepsValues: false).result()
    }

    /// ``unmappedKeys(in:asOneObject:)`` with the values found under each
    /// unread key (at most 10,000 a key), for `mappings infer --update`,
    /// which types the entries it adds from them.
    package func unmappedKeysWithValues(in payload: JSON, asOneObject: Bool = false) -> [(key: UnmappedKey, values: [JSON])] {
        let counter = unmappedKeyCounter(payload, asOneObject: asOneObject, keepsValues: true)
        return counter.result().map { key in (key, counter.values[key.context]?[key.keyPath] ?? []) }
    }

    /// The counter after visiting each object of `payload`.
    private func unmappedKeyCounter(_ payload: JSON, asOneObject: Bool, keepsValues: Bool) -> UnmappedKeyCounter {
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
