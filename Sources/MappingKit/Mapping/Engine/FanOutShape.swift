/// What a property makes of the collection a key path through arrays gives.
enum FanOutShape: Equatable {
    /// A collection of values that are not collections (`[String]`,
    /// `Set<Int>`, an `@object` collection): nested arrays are flattened
    /// one level.
    case flat
    /// A collection of collections, `JSON`, a transformer's input, dynamic
    /// mapping: the arrays as KVC gives them.
    case nested
    /// A property that holds one value: an issue.
    case single(typeName: String)

    init(_ type: Any.Type, typeName: String) {
        if type == JSON.self || type == Optional<JSON>.self {
            self = .nested
        } else if let collection = Self.collection(type) {
            self = (collection.containedType as? any ContainerType.Type)?.isCollection == true ? .nested : .flat
        } else {
            self = .single(typeName: typeName)
        }
    }

    /// `type` as a collection a fan-out can fill (an optional one unwrapped).
    private static func collection(_ type: Any.Type) -> (any ContainerType.Type)? {
        guard var container = type as? any ContainerType.Type, container.isCollection else { return nil }
        while container.isOptional, let wrapped = container.containedType as? any ContainerType.Type { container = wrapped }
        return container
    }
}
