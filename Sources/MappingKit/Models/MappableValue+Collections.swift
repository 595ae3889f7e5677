extension Optional: MappableValue where Wrapped: MappableValue {
    /// `null` is `nil`; anything else converts as `Wrapped`.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Wrapped? {
        if value.isNull { return nil }
        return try Wrapped.mapped(from: value)
    }

    public var mappingJSON: JSON { self?.mappingJSON ?? .null }
    public static var mappingTypeName: String { Wrapped.mappingTypeName + "?" }
}

extension Array: MappableValue where Element: MappableValue {
    /// Arrays, converting each element; the first failing element is named.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> [Element] {
        try converting(value) { place, _, error throws(MappingConversionError) in throw error.inside(place) }
    }

    /// Each element converted; `failed` is handed each one that does not
    /// convert (its index, it, why), and throws to fail the array or
    /// returns to leave the element out (LossyCollection.swift).
    static func converting(
        _ value: PayloadValue, failed: (PathStack.Component, PayloadValue, MappingConversionError) throws(MappingConversionError) -> Void
    ) throws(MappingConversionError) -> [Element] {
        guard let elements = value.elements else { throw MappingConversionError(expected: mappingTypeName, found: value) }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            do {
                result.append(try Element.mapped(from: element))
            } catch {
                try failed(.index(index), element, error)
            }
        }
        return result
    }

    public var mappingJSON: JSON { .array(map(\.mappingJSON)) }
    public static var mappingTypeName: String { "[" + Element.mappingTypeName + "]" }
}

extension Set: MappableValue where Element: MappableValue {
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Set<Element> {
        guard value.kind == .array else { throw MappingConversionError(expected: mappingTypeName, found: value) }
        return Set(try [Element].mapped(from: value))
    }

    public var mappingJSON: JSON { .array(map(\.mappingJSON)) }
    public static var mappingTypeName: String { "Set<" + Element.mappingTypeName + ">" }
}

extension Dictionary: MappableValue where Key == String, Value: MappableValue {
    /// Objects, converting each value.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> [String: Value] {
        try converting(value) { place, _, error throws(MappingConversionError) in throw error.inside(place) }
    }

    /// Each value converted; `failed` is handed each one that does not
    /// convert (its key, it, why), and throws to fail the dictionary or
    /// returns to leave the member out (LossyCollection.swift).
    static func converting(
        _ value: PayloadValue, failed: (PathStack.Component, PayloadValue, MappingConversionError) throws(MappingConversionError) -> Void
    ) throws(MappingConversionError) -> [String: Value] {
        guard let members = value.members else { throw MappingConversionError(expected: mappingTypeName, found: value) }
        var result: [String: Value] = [:]
        for (key, member) in members {
            do {
                result[key] = try Value.mapped(from: member)
            } catch {
                try failed(.key(key), member, error)
            }
        }
        return result
    }

    public var mappingJSON: JSON {
        .object(JSON.Object(sorted { $0.key < $1.key }.map { ($0.key, $0.value.mappingJSON) }))
    }

    public static var mappingTypeName: String { "[String: " + Value.mappingTypeName + "]" }
}

extension MappableValue where Self: RawRepresentable, RawValue: MappableValue {
    /// Enums convert from their raw value.
    public static func mapped(from value: PayloadValue) throws(MappingConversionError) -> Self {
        let raw = try RawValue.mapped(from: value)
        guard let result = Self(rawValue: raw) else {
            throw MappingConversionError(expected: mappingTypeName, found: value, detail: "no case has this raw value")
        }
        return result
    }

    public var mappingJSON: JSON { rawValue.mappingJSON }
}
