extension Endpoint {
    /// This endpoint with its `:slug` segments filled from `model`'s
    /// properties of the same names (through its property table), each
    /// value as text exactly as reverse mapping writes it: a string as it
    /// is, a number in its exact JSON text, a Boolean as `true` or `false`,
    /// a date or URL in the form the reverse mapping gives it. A property
    /// that is `nil`, not in the table, or a collection, object or nested
    /// model gives no value. Values already in ``slugs`` are kept.
    ///
    /// ```swift
    /// struct Post: Mappable {
    ///     var identifier = 0
    ///     static let properties: MappableProperties<Post> = ["identifier": \.identifier]
    /// }
    /// let endpoint = Endpoint(.get, "posts/:identifier").slugs(from: Post(identifier: 17))
    /// endpoint.slugs  // ["identifier": "17"]
    /// ```
    public func slugs<M: Mappable>(from model: M) -> Endpoint {
        var filled = self
        for (name, value) in ModelSlugs.values(of: model, names: slugNames) where filled.slugs[name] == nil {
            filled.slugs[name] = value
        }
        return filled
    }
}

/// Reads a model's properties as text, each written as reverse mapping
/// writes it (MappingKit's `propertyJSON(_:)`).
enum ModelSlugs {
    static func values<M: Mappable>(of model: M, names: [String]) -> [String: String] {
        var values: [String: String] = [:]
        for name in names where values[name] == nil {
            guard let json = model.propertyJSON(name), let text = text(of: json) else { continue }
            values[name] = text
        }
        return values
    }

    /// A JSON scalar as path text; `nil` for null, arrays and objects.
    static func text(of value: JSON) -> String? {
        switch value {
        case .string(let text): text
        case .number(let number): number.text
        case .bool(let flag): flag ? "true" : "false"
        case .null, .array, .object: nil
        }
    }
}
