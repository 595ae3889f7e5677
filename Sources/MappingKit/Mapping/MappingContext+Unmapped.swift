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
        var counter = UnmappedKeyCounter(catalogContext: self)
        if !asOneObject, case .array(let elements) = payload {
            for element in elements { counter.visit(element, with: self) }
        } else {
            counter.visit(payload, with: self)
        }
        return counter.result()
    }
}
