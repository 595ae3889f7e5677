/// The collections MappingKit converts element by element (`[T]`, `Set<T>`,
/// `[String: T]` of ``MappableValue`` types, and their optionals), made
/// without the elements that do not convert: `@invalidElements: "skip"` on
/// a model's property.
/// Where an element left out was, the element, and why.
typealias SkippedElement = (PathStack.Component, PayloadValue, MappingConversionError) -> Void

protocol LossyCollection {
    /// The collection from `value`, each element that does not convert left
    /// out and handed to `skipped` with where it was (its index, or key)
    /// and why; throws when `value` is not a collection at all.
    static func mappedSkipping(
        from value: PayloadValue, skipped: SkippedElement
    ) throws(MappingConversionError) -> Self
}

extension Array: LossyCollection where Element: MappableValue {
    static func mappedSkipping(
        from value: PayloadValue, skipped: SkippedElement
    ) throws(MappingConversionError) -> [Element] {
        try converting(value) { place, element, error throws(MappingConversionError) in skipped(place, element, error) }
    }
}

extension Set: LossyCollection where Element: MappableValue {
    static func mappedSkipping(
        from value: PayloadValue, skipped: SkippedElement
    ) throws(MappingConversionError) -> Set<Element> {
        guard value.kind == .array else { throw MappingConversionError(expected: mappingTypeName, found: value) }
        return Set(try [Element].mappedSkipping(from: value, skipped: skipped))
    }
}

extension Dictionary: LossyCollection where Key == String, Value: MappableValue {
    static func mappedSkipping(
        from value: PayloadValue, skipped: SkippedElement
    ) throws(MappingConversionError) -> [String: Value] {
        try converting(value) { place, member, error throws(MappingConversionError) in skipped(place, member, error) }
    }
}

extension Optional: LossyCollection where Wrapped: LossyCollection {
    static func mappedSkipping(
        from value: PayloadValue, skipped: SkippedElement
    ) throws(MappingConversionError) -> Wrapped? {
        if value.isNull { return nil }
        return try Wrapped.mappedSkipping(from: value, skipped: skipped)
    }
}
