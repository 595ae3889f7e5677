/// The standard containers that are `MappableValue` when what they hold is:
/// lets a diagnostic name the type that needs the conformance (`GeoPoint`
/// for a property of type `GeoPoint?` or `[GeoPoint]`) rather than the
/// container.
protocol ValueContainerType {
    /// The wrapped, element or value type.
    static var containedType: Any.Type { get }
}

extension Optional: ValueContainerType {
    static var containedType: Any.Type { Wrapped.self }
}

extension Array: ValueContainerType {
    static var containedType: Any.Type { Element.self }
}

extension Set: ValueContainerType {
    static var containedType: Any.Type { Element.self }
}

extension Dictionary: ValueContainerType {
    static var containedType: Any.Type { Value.self }
}

/// The innermost type of `type` that is not one of the standard containers
/// and does not conform to `MappableValue`: `GeoPoint` for `[GeoPoint]?`;
/// `type` itself when it is no container.
func nonConformingType(in type: Any.Type) -> Any.Type {
    var current = type
    // Nested containers are written in code; the bound only keeps the loop finite.
    for _ in 0..<64 {
        guard !(current is any MappableValue.Type), let container = current as? any ValueContainerType.Type else { break }
        current = container.containedType
    }
    return current
}
