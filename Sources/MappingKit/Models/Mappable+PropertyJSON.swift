extension Mappable {
    /// The JSON of the property named `name` in the model's property table,
    /// as reverse mapping writes it (no transformer applied); `nil` when the
    /// table has no such mappable property. For the endpoint fetcher's
    /// `:slug` values.
    ///
    /// ```swift
    /// post.propertyJSON("identifier")  // 17
    /// ```
    package func propertyJSON(_ name: String) -> JSON? {
        ModelDescriptor.of(Self.self).accessors[name]?.json(self)
    }
}
