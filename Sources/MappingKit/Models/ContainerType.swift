/// The standard containers a property's type may be (`Optional`, `Array`,
/// `Set`, `Dictionary`), and what each holds: the one answer to "what does
/// this type contain", for a diagnostic (the type that needs a
/// conformance), a transformer's output (it fits an optional property of
/// its type) and a key path through arrays (a collection it can fill).
protocol ContainerType {
    /// The wrapped, element or value type.
    static var containedType: Any.Type { get }
    /// Whether it is `Optional`.
    static var isOptional: Bool { get }
    /// Whether a key path through arrays can fill it: an array or a set,
    /// or an optional one.
    static var isCollection: Bool { get }
}

extension ContainerType {
    static var isOptional: Bool { false }
}

extension Optional: ContainerType {
    static var containedType: Any.Type { Wrapped.self }
    static var isOptional: Bool { true }
    static var isCollection: Bool { (Wrapped.self as? any ContainerType.Type)?.isCollection ?? false }

    /// The value held, `nil` when this is `nil`.
    var wrappedValue: Any? {
        switch self {
        case .some(let value): value
        case .none: nil
        }
    }
}

extension Array: ContainerType {
    static var containedType: Any.Type { Element.self }
    static var isCollection: Bool { true }
}

extension Set: ContainerType {
    static var containedType: Any.Type { Element.self }
    static var isCollection: Bool { true }
}

extension Dictionary: ContainerType {
    static var containedType: Any.Type { Value.self }
    static var isCollection: Bool { false }
}

/// The innermost type of `type` that is not one of the standard containers
/// and does not conform to `MappableValue`: `GeoPoint` for `[GeoPoint]?`;
/// `type` itself when it is no container.
func nonConformingType(in type: Any.Type) -> Any.Type {
    var current = type
    // Nested containers are written in code; the bound only keeps the loop finite.
    for _ in 0..<64 {
        guard !(current is any MappableValue.Type), let container = current as? any ContainerType.Type else { break }
        current = container.containedType
    }
    return current
}

/// Whether `value` is an optional that holds nothing.
func isNil(_ value: Any) -> Bool {
    guard let optional = value as? any OptionalValue else { return false }
    return optional.wrappedValue == nil
}

/// `value` unwrapped when it is an optional that holds something.
func unwrapped(_ value: Any) -> Any {
    (value as? any OptionalValue)?.wrappedValue ?? value
}

extension Optional: OptionalValue {}
